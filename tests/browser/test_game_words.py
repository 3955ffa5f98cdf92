"""The words the game's parts build, read from the page's own modules (pure functions and transitions, imported into
a page that boots nothing): counted words never say "one of 1 position"; a line of tiles is judged by its whole
effect; a hint asked for while the 15-puzzle's search has none yet comes by itself, and never says there is no hint
once the distance is known.
"""


def test_a_count_of_one_is_the_only_one(script_page):
    said = script_page.evaluate("""async () => {
        const words = await import("/js/game/words.js");
        const origins = await import("/js/game/origins.js");
        const { words: say } = await import("/js/i18n/t.js");
        const at = (count) => say(origins.originWords({ kind: "distance", distance: 15, count }, null));
        return [say(words.oneOf(1, "position")), say(words.oneOf(723, "position")), at(1), at(2)];
    }""")
    assert said == [
        "the only one", "one of 723 positions",
        "A new position 15 moves from the goal, the only one at exactly that distance.",
        "A new position 15 moves from the goal, one of 2 positions at exactly that distance.",
    ]


def test_a_line_of_tiles_is_optimal_only_when_every_slide_brings_the_goal_closer(script_page):
    said = script_page.evaluate("""async () => {
        const { lineNote: note } = await import("/js/game/controller.js");
        const { words: say } = await import("/js/i18n/t.js");
        const lineNote = (...args) => { const { text, tone } = note(...args); return { text: say(text), tone }; };
        const ways = { canUndo: true, canNewGame: true };
        const after = (distance) => ({ distance, solved: false });
        return [lineNote(25, after(23), 2, ways), lineNote(25, after(25), 2, ways), lineNote(25, after(24), 3, ways),
                lineNote(null, after(24), 2, ways), lineNote(2, { distance: 0, solved: true }, 2, ways)];
    }""")
    assert said == [
        {"text": "Optimal moves: the 2 slides brought the goal 2 moves closer (23 moves to go).", "tone": "good"},
        {"text": "Wasted moves: the 2 slides didn't bring the goal closer (25 moves to go).", "tone": "warn"},
        {"text": "Wasted moves: the 3 slides brought the goal only 1 move closer (24 moves to go).", "tone": "warn"},
        {"text": "", "tone": "info"},  # the distance before was not known: no verdict rather than a wrong one
        {"text": "", "tone": "info"},  # solved: the finish says it
    ]


def test_a_hint_asked_before_the_search_has_one_comes_by_itself(script_page):
    """Hint pressed while the 15-puzzle's search knows the distance but has no move yet says what is known and that
    the hint will come; the search's next report with a move shows it; a hint awaited when the exact state arrives
    shows an optimal move of it."""
    said = script_page.evaluate("""async () => {
        const { initialGame } = await import("/js/game/game.js");
        const { createHistory } = await import("/js/game/history.js");
        const hints = await import("/js/game/hints.js");
        const answers = await import("/js/game/answers.js");
        const here = "1356.DE9B48CA7F2";
        const move = { move: "0-4", label: "tile 1 down", touches: [[0]], motion: [[0, 4]] };
        const rules = { position: here, known: false, solved: false, distance: null, moves: [move] };
        const tag = { on: "searched", serial: 0, position: here };
        const game = { ...initialGame(), engine: "ready", puzzle: { id: "15-puzzle", key: "15-puzzle" },
          history: createHistory(here, here), states: { [`15-puzzle|${here}`]: rules },
          asking: { tag, key: "15-puzzle", position: here, stage: "search", title: "15-puzzle", shown: true, drawn: 0,
            progress: { message: "63 moves from the goal", distance: 63 } } };
        const asked = hints.hint(game).game;
        const env = { now: () => 0 };
        const offered = { message: "checking", distance: 63, provisional: { move: "0-4", length: 63 } };
        const shown = answers.handlers.progress(asked, { tag, progress: offered }, env).game;
        const full = { ...rules, known: true, distance: 63, optimal_moves: ["0-4"],
          moves: [{ ...move, optimal: true }] };
        const exact = hints.exactHint(asked, full);
        const { words: say } = await import("/js/i18n/t.js");
        return [say(asked.note.text), asked.pick.hint, say(shown.note.text), shown.pick.hint.move,
                say(exact.note.text)];
    }""")
    assert said == [
        "63 moves to go: the hint shows here as soon as the solver has checked a first move.",
        None,
        "Hint (optimal): tile 1 down. Press Hint again to play it.",
        "0-4",
        "Hint: tile 1 down (63 moves to go). Press Hint again to play it.",
    ]
    assert "No hint yet" not in said[0]
