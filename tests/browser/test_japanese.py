"""The page in Japanese, as a Japanese browser opens it (navigator.languages ja-JP): every word a person reads or hears
(the accessible names included) is Japanese, a move played by clicking and a hint are said in Japanese, the editor
gives its reason and rule in Japanese, the daily's Share text is Japanese with the day's link; the switch
(English / 日本語) flips the page without losing the game, and the choice is kept over a reload.
"""

import json
import re

import pytest
from playwright.sync_api import expect

from gamepage import click_cell, type_address, wait_ready
from puzzlelab.api import Engine

pytestmark = pytest.mark.game_page("#/knight-exchange/BBB......WWW", locale="ja-JP")  # a returning visitor

# Words in Latin letters a Japanese page still shows: the site's name, the other language's name on the switch, keys
# of the keyboard, the board's own coordinates and the links' text (the same in every language).
LATIN_ALLOWED = {"Puzzle", "Lab", "English", "Ctrl", "Enter", "Esc", "Shift", "Space", "Tab", "GIF", "BFS", "IDA"}
NAMED_ROLES = ("button", "checkbox", "combobox", "textbox", "slider", "link", "gridcell", "tab", "radio",
               "spinbutton", "img", "grid", "tablist", "listbox", "menuitem", "switch")


def latin_words(text: str) -> set[str]:
    """Runs of three Latin letters or more that are not a link's text or an allowed word."""
    text = re.sub(r"#/\S+", "", text)
    return {word for word in re.findall(r"[A-Za-z]{3,}", text) if word not in LATIN_ALLOWED}


def accessible_names(page) -> list[tuple[str, str]]:
    """(role, name) of every control and named landmark as Chromium's accessibility tree computes them."""
    session = page.context.new_cdp_session(page)
    try:
        nodes = session.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        session.detach()
    found = []
    for node in nodes:
        role = node.get("role", {}).get("value")
        if role in NAMED_ROLES and not node.get("ignored"):
            found.append((role, node.get("name", {}).get("value", "")))
    return found


def moves_counter(page) -> str:
    return page.locator("#stat-moves").inner_text()


def test_a_japanese_browser_gets_the_page_in_japanese_to_every_name(game):
    assert game.evaluate("document.documentElement.lang") == "ja"
    expect(game.locator("#stat-moves")).to_have_text("手数: 0")
    expect(game.locator("#stat-optimal")).to_have_text("最短あと 16 手")
    expect(game.get_by_role("button", name="ヒント", exact=True)).to_be_visible()
    expect(game.locator("#language")).to_have_text("English")
    assert game.locator("select").first.evaluate("s => s.selectedOptions[0].textContent") == "騎士の交換"
    assert latin_words(game.locator("body").inner_text()) == set()
    names = accessible_names(game)
    assert ("gridcell", "a4、黒のナイト") in names
    assert [(role, name) for role, name in names if not name.strip()] == []  # every control is named
    assert [(role, name) for role, name in names if latin_words(name)] == []  # ... in Japanese


def test_a_move_by_clicking_and_a_hint_are_said_in_japanese(game):
    click_cell(game, 0)  # the black knight on a4: two ways, so it is picked
    click_cell(game, 5)  # ... and goes to c3
    expect(game.locator("#stat-moves")).to_have_text("手数: 1")
    expect(game.locator("#stat-optimal")).to_have_text("最短あと 15 手")
    game.get_by_role("button", name="ヒント", exact=True).click()
    message = game.locator("#message")
    expect(message).to_contain_text("ヒント: ")
    expect(message).to_contain_text("もう一度「ヒント」を押すとその手を指します")
    said = message.inner_text()
    assert re.search(r"(黒|白)のナイトを [a-c][1-4] から [a-c][1-4] へ", said), said
    assert latin_words(said) == set()
    game.get_by_role("button", name="ヒント", exact=True).click()  # the second press plays it
    expect(game.locator("#stat-moves")).to_have_text("手数: 2")
    expect(game.locator("#stat-optimal")).to_have_text("最短あと 14 手")


def test_the_editor_says_why_a_position_cannot_reach_the_goal_in_japanese(game):
    type_address(game, "#/8-puzzle/21345678.")
    editor = game.get_by_role("region", name="局面の編集")
    expect(editor).to_contain_text("（駒の並びの偶奇）")
    expect(game.locator("#message")).to_contain_text("このリンクの局面からはゴールに届きません")
    assert latin_words(editor.inner_text()) == set()
    game.get_by_role("button", name="ゲームに戻る").click()
    expect(editor).to_be_hidden()


def test_the_dailys_share_text_is_japanese_with_the_days_link(game):
    game.context.grant_permissions(["clipboard-read", "clipboard-write"])
    reply = Engine().handle("daily", json.dumps({"date": "2026-11-10", "today": "2026-11-10"}))
    day = json.loads(reply)["result"]
    moves = Engine().solve(day["puzzle"], day["position"])["moves"]
    type_address(game, "#/daily/2026-11-10")
    expect(game.locator("#message")).to_contain_text("2026-11-10")
    expect(game.locator("#stat-moves")).to_have_text("手数: 0")
    for number, move in enumerate(moves, start=1):
        source, target = (int(part) for part in move.split("-"))
        click_cell(game, source)
        if moves_counter(game) != f"手数: {number}":
            expect(game.locator("#grid [role=gridcell]").nth(source)).to_have_attribute("aria-selected", "true")
            click_cell(game, target)
        expect(game.locator("#stat-moves")).to_have_text(f"手数: {number}")
    expect(game.locator("#stat-optimal")).to_have_text("完成")
    game.locator("#daily-bar").get_by_role("button", name="共有").click()
    expect(game.locator("#daily-bar")).to_contain_text("コピーしました")
    text = game.evaluate("navigator.clipboard.readText()")
    first, squares, link = text.split("\n")[:3]
    assert first.startswith("Puzzle Lab 日替わりパズル 2026-11-10: おしどりの遊び を 3 手"), first
    assert squares == "🟩" * 3
    assert link.endswith("#/daily/2026-11-10")


def test_the_switch_flips_the_language_keeps_the_game_and_the_choice(game):
    type_address(game, "#/knight-exchange/BBB......WWW")
    expect(game.locator("#stat-moves")).to_have_text("手数: 0")
    click_cell(game, 2)  # the black knight on c4 ...
    click_cell(game, 3)  # ... to a3
    expect(game.locator("#stat-moves")).to_have_text("手数: 1")
    link = game.locator("#permalink").inner_text()
    game.locator("#language").click()
    expect(game.locator("#stat-moves")).to_have_text("Moves: 1")  # the same game, in English
    assert game.evaluate("document.documentElement.lang") == "en"
    assert game.locator("#permalink").inner_text() == link  # links are the same in both languages
    expect(game.locator("#language")).to_have_text("日本語")
    expect(game.get_by_role("button", name="Hint", exact=True)).to_be_visible()
    names = accessible_names(game)
    assert [(role, name) for role, name in names if not name.strip()] == []
    assert [(role, name) for role, name in names if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]",
                                                              name.replace("日本語", ""))] == []  # all English
    game.reload()  # the choice is kept: a Japanese browser that chose English gets English
    wait_ready(game)
    expect(game.locator("#stat-moves")).to_have_text("Moves: 1")
    assert game.evaluate("document.documentElement.lang") == "en"
    game.locator("#language").click()
    expect(game.locator("#stat-moves")).to_have_text("手数: 1")
    assert game.evaluate("document.documentElement.lang") == "ja"
    assert game.locator("#permalink").inner_text() == link
