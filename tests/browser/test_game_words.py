"""The words the game's parts build, read from the page's own modules (pure functions and transitions, imported into
a page that boots nothing): counted words never say "one of 1 position".
"""


def test_a_count_of_one_is_the_only_one(script_page):
    said = script_page.evaluate("""async () => {
        const words = await import("/js/game/words.js");
        const origins = await import("/js/game/origins.js");
        const at = (count) => origins.originWords({ kind: "distance", distance: 15, count }, null);
        return [words.oneOf(1, "position"), words.oneOf(723, "position"), at(1), at(2)];
    }""")
    assert said == [
        "the only one", "one of 723 positions",
        "A new position 15 moves from the goal, the only one at exactly that distance.",
        "A new position 15 moves from the goal, one of 2 positions at exactly that distance.",
    ]

