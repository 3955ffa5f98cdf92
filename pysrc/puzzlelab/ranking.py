"""Rank and unrank permutations and multiset arrangements: compact indices for distance tables.

Each ranker is a pair of inverse functions over a documented range, tested round-trip over whole spaces.
"""

from __future__ import annotations

from math import factorial


def rank_permutation(items: tuple[int, ...] | list[int]) -> int:
    """Lexicographic (Lehmer) rank of a permutation of 0..n-1: 0 <= rank < n!.

    >>> rank_permutation((0, 1, 2)), rank_permutation((2, 1, 0))
    (0, 5)
    """
    n = len(items)
    rank = 0
    for i in range(n - 1):
        value = items[i]
        smaller_after = 0
        for j in range(i + 1, n):
            if items[j] < value:
                smaller_after += 1
        rank = rank * (n - i) + smaller_after
    return rank


def unrank_permutation(rank: int, n: int) -> list[int]:
    """The permutation of 0..n-1 whose lexicographic rank is `rank` (0 <= rank < n!)."""
    if not 0 <= rank < factorial(n):
        raise ValueError(f"rank {rank} out of range for permutations of {n}")
    digits = []
    for base in range(1, n + 1):
        rank, digit = divmod(rank, base)
        digits.append(digit)
    digits.reverse()
    remaining = list(range(n))
    return [remaining.pop(digit) for digit in digits]


class ArrangementRanker:
    """Lexicographic rank of the arrangements of a multiset of symbols, e.g. 3 'B', 3 'W', 6 '.'.

    `size` is the number of arrangements, n! / (c1! c2! ...); 0 <= rank < size.

    >>> ranker = ArrangementRanker({"B": 1, "W": 1, ".": 1})
    >>> ranker.size, ranker.rank(".BW"), ranker.unrank(5)
    (6, 0, 'WB.')
    """

    def __init__(self, counts: dict[str, int]):
        self.symbols = "".join(sorted(counts))
        self.counts = tuple(counts[s] for s in self.symbols)
        self.length = sum(self.counts)
        size = factorial(self.length)
        for count in self.counts:
            size //= factorial(count)
        self.size = size
        self._index = {symbol: i for i, symbol in enumerate(self.symbols)}
        self.split = self.length // 2  # rank(text) = head_share(text[:split]) + tail_rank(text[split:])
        self._head_share: dict[str, int] = {}
        self._tail_rank: dict[str, int] = {}

    def rank(self, text: str) -> int:
        """The rank of `text`, which must be an arrangement of exactly this multiset.

        The rank splits into the head's share (given the whole multiset) plus the tail's rank among
        the arrangements of its own letters, so both halves are memoised: a few hundred entries
        each for the puzzles here, and a rank costs two slices and two dict look-ups.
        """
        split = self.split
        head, tail = text[:split], text[split:]
        head_share = self._head_share.get(head)
        if head_share is None:
            head_share = self._head_share[head] = self._share(head, self.counts)
        tail_rank = self._tail_rank.get(tail)
        if tail_rank is None:
            tail_rank = self._tail_rank[tail] = self._share(tail, [tail.count(s) for s in self.symbols])
        return head_share + tail_rank

    def head_share(self, head: str) -> int:
        """What the first `split` letters add to the rank (memoised): rank(t) = head_share(t[:split]) +
        tail_rank(t[split:]), for builders that rank many arrangements held in another form."""
        share = self._head_share.get(head)
        if share is None:
            share = self._head_share[head] = self._share(head, self.counts)
        return share

    def tail_rank(self, tail: str) -> int:
        """The rank of the last letters among the arrangements of those letters (memoised); see head_share."""
        rank = self._tail_rank.get(tail)
        if rank is None:
            rank = self._tail_rank[tail] = self._share(tail, [tail.count(s) for s in self.symbols])
        return rank

    def _share(self, text: str, counts) -> int:
        """What the letters of `text` add to the rank when `counts` (per symbol) remain to place."""
        counts = list(counts)
        index = self._index
        remaining = sum(counts)
        arrangements = factorial(remaining)
        for count in counts:
            arrangements //= factorial(count)
        rank = 0
        for char in text:
            k = index[char]
            for smaller in range(k):
                if counts[smaller]:
                    rank += arrangements * counts[smaller] // remaining
            arrangements = arrangements * counts[k] // remaining
            counts[k] -= 1
            remaining -= 1
        return rank

    def unrank(self, rank: int) -> str:
        if not 0 <= rank < self.size:
            raise ValueError(f"rank {rank} out of range 0..{self.size - 1}")
        counts = list(self.counts)
        remaining = self.length
        arrangements = self.size
        out = []
        for _ in range(self.length):
            for k, symbol in enumerate(self.symbols):
                if not counts[k]:
                    continue
                block = arrangements * counts[k] // remaining
                if rank < block:
                    out.append(symbol)
                    arrangements = block
                    counts[k] -= 1
                    remaining -= 1
                    break
                rank -= block
        return "".join(out)
