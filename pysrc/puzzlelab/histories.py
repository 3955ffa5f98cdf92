"""A few lines of history for each puzzle (who posed it and when), shipped in the catalogue as `history` for the
page's help panel. Keyed by puzzle id; a puzzle without an entry gets None.
"""

from __future__ import annotations

HISTORIES: dict[str, str] = {
    "knight-exchange": (
        "A larger cousin of Guarini's problem of 1512: swapping knights on a small board is one of the oldest "
        "chess recreations. Henry Dudeney's 'buttons and string' method (Amusements in Mathematics, 1917) solves such "
        "puzzles by unfolding the board into the graph of knight's moves."),
    "guarini": (
        "Posed by Paolo Guarini di Forlì in 1512, the oldest known knight puzzle. Dudeney's 'buttons and string' "
        "method makes it easy: the eight outer squares form one ring of knight's moves (the centre is out of reach), "
        "and the knights can never pass each other on it."),
    "8-puzzle": (
        "The 3×3 version of the 15-puzzle. Since the 1960s it has been a favourite test of search in artificial "
        "intelligence (A*, IDA*). Exactly half of the arrangements can be solved, 181,440, and the hardest take 31 "
        "moves."),
    "15-puzzle": (
        "Made by Noyes Chapman, a postmaster in New York state, around 1874, it set off a craze across America and "
        "Europe in 1880. Johnson and Story proved in 1879 that half the arrangements can't be solved (the parity of "
        "the tiles), which is why Sam Loyd's later prize for swapping 14 and 15 was safe. The hardest positions take "
        "80 moves."),
    "hakoiri-musume": (
        "Hakoiri musume, 'the daughter in the box', is the Japanese name of a sliding-block puzzle known in France as "
        "L'Âne rouge and in China as Huarong Dao. A puzzle of these ten pieces was filed for a patent in England in "
        "1932 (J. H. Fleming), and it caught on in Japan from about 1935. Counting a piece slid around a corner as "
        "one move, the classic start takes 81 moves."),
    "frog-jump": (
        "Frogs and toads: Édouard Lucas described it in his Récréations mathématiques (1883). With n frogs a side "
        "it always takes n(n+2) moves: n² jumps and 2n slides."),
    "oshidori": (
        "Oshidori ('mandarin ducks') is a Japanese puzzle of moving pairs of stones. It belongs to the coin puzzles "
        "Peter Guthrie Tait studied in 1884 and Henry Dudeney popularised: move two touching coins at a time into "
        "the empty place until the colours alternate, or here, separate."),
    "oshidori-black-first": (
        "Oshidori ('mandarin ducks') is a Japanese puzzle of moving pairs of stones, a relative of Tait's (1884) "
        "and Dudeney's coin puzzles; this version asks for the black stones first."),
    "number-reversal": (
        "A puzzle of the frogs-and-toads family (Lucas, 1883): pieces slide into the gap or hop over one neighbour, "
        "and the question is the fewest moves to turn the row around."),
    "jealous-husbands": (
        "From Alcuin of York's Propositiones ad acuendos juvenes (Problems to sharpen the young, around 800), the "
        "oldest collection of river crossings: three couples and a boat for two, no wife left with another man unless "
        "her husband is there. It takes 11 crossings."),
    "missionaries": (
        "Missionaries and cannibals, a 19th-century retelling of the jealous husbands: never let the cannibals "
        "outnumber the missionaries on a bank. Saul Amarel made it a classic of artificial intelligence in 1968. "
        "It takes 11 crossings."),
    "farmer-crossing": (
        "The wolf, the goat and the cabbage: another of Alcuin of York's Propositiones ad acuendos juvenes (around "
        "800), found in folk tales from Africa to Scandinavia. It takes 7 crossings."),
    "knight-domination": (
        "Knight problems go back to Euler's study of the knight's tour (1759). How few knights can watch every "
        "square became a classic of 19th-century chess recreations and a founding question of domination in graphs."),
    "uncrossed-knight": (
        "L. D. Yarbrough asked in 1968 (Journal of Recreational Mathematics) for the longest knight's path that never "
        "crosses itself; Donald Knuth later computed the longest paths on many boards. On the 8×8 board it is 35 "
        "moves."),
}
