"""The Swap Poker table's render functions on a hand-made view (the shape that
``tables.swap_poker.model`` reads; adjust the fixture with the engine's keys)."""

from __future__ import annotations

import re
from typing import Any

from cardui.session import Seat
from cardui.tables import UiCtx
from cardui.tables.swap_poker import controls, model, render_result, render_table

from .test_fair_play import _controller, _start

XSS = "<img src=x onerror=alert(1)>"
VIEW = {
    "game": "swap-poker", "seat": 0, "players": 2, "to_act": [0], "over": False,
    "moves": 5, "events": [],
    "rows": [[["Qh"], ["2c", "7d"], ["Kd"], ["9s"], ["4h"], ["Ac"]],
             [["Ts"], ["Jh"], ["3c"], ["5d", "8s", "Qs"], ["2h"], ["6c"]]],
    "row_owner": [1, 0], "active": {"0": {"row": "bottom", "col": 2},
                                    "1": {"row": "top", "col": 3}},
    "moves_left": {"0": 9, "1": 9}, "pack": 38,
}
LEGAL = [{"type": "swap", "to": {"row": "bottom", "col": 1}},
         {"type": "stack", "to": {"row": "bottom", "col": 1}},
         {"type": "swap", "to": {"row": "top", "col": 2}},
         {"type": "pass"}]


def _ctx(**kw) -> UiCtx:
    return UiCtx(names=["You", XSS], kinds=["human", "bot"], me=0,
                 extra={"legal": LEGAL, "last_event": ""}, **kw)


def test_model_reads_rows_stacks_and_active_spots():
    m = model(VIEW)
    assert m.rows[1][3].cards == ["5d", "8s", "Qs"] and m.rows[1][3].top == "Qs"
    assert m.active[0] == (1, 2) and m.active[1] == (0, 3)
    assert m.moves_left == {0: 9, 1: 9}


def test_table_shows_both_rows_depths_and_active_spots():
    html = render_table(VIEW, _ctx())
    assert html.count('data-testid="spot-top-') == 6
    assert html.count('data-testid="spot-bottom-') == 6
    assert 'data-depth="3"' in html and "\u00d73" in html
    assert "active-me" in html and "active-other" in html
    assert "9 moves left" in html
    assert "<img" not in html and "&lt;img" in html


def test_only_legal_targets_are_buttons():
    html = render_table(VIEW, _ctx())
    assert 'data-testid="target-bottom-2"' in html and 'data-testid="target-top-3"' in html
    assert 'data-testid="target-top-1"' not in html
    assert html.count("<button") == 2


def test_controls_offer_swap_and_stack_for_the_selected_target_and_pass():
    plain = controls(VIEW, LEGAL, _ctx())
    assert 'data-testid="action-pass"' in plain and "action-swap" not in plain
    chosen = controls(VIEW, LEGAL, _ctx(selection="bottom-2"))
    assert 'data-testid="action-swap"' in chosen and 'data-testid="action-stack"' in chosen
    only_swap = controls(VIEW, LEGAL, _ctx(selection="top-3"))
    assert "action-swap" in only_swap and "action-stack" not in only_swap


def test_result_shows_both_hands_and_the_winner():
    over = dict(VIEW, over=True, to_act=[])
    html = render_result(over, {"winners": [1], "hands": [{"name": "Pair"},
                                                          {"name": "Flush"}]}, _ctx())
    assert "result-seat-0" in html and "result-seat-1" in html and "Flush" in html
    assert "&lt;img src=x onerror=alert(1)&gt; wins!" in html


def _named(**kw: Any) -> UiCtx:
    return UiCtx(names=["You", "Ana"], kinds=["human", "bot"], me=0,
                 extra={"legal": LEGAL, "last_event": ""}, **kw)


def test_the_other_players_spot_says_whose_card_is_in_play_and_is_not_a_target() -> None:
    """Playtest: Ana's active Q♥ had the same blue ring as the cards you can tap. Her
    spot says in words that it is her card in play, and yours that it is yours."""
    import html as html_lib

    page = html_lib.unescape(render_table(VIEW, _named()))
    assert 'aria-label="Nine of spades, top row, spot 4 (Ana), Ana\'s card in play"' in page
    assert 'aria-label="Three of clubs, bottom row, spot 3 (You), your card in play"' in page
    assert 'title="Ana\'s card in play"' in page
    assert 'data-testid="target-top-4"' not in page
    other = render_table(VIEW, UiCtx(names=["You", XSS], kinds=["human", "bot"], me=0,
                                     extra={"legal": LEGAL, "last_event": ""}))
    assert "<img" not in other
    assert "&lt;img src=x onerror=alert(1)&gt;&#x27;s card in play" in other


def _css_rule(selector: str) -> str:
    from pathlib import Path

    css = (Path(__file__).resolve().parents[2] / "web" / "css" / "table.css").read_text()
    start = css.index(selector + " {")
    return css[start:css.index("}", start)]


def test_the_other_players_spot_is_ringed_unlike_the_cards_you_can_tap() -> None:
    """Playtest (phone and desktop): the opponent's spot and your targets both had a
    3 px sky-blue ring. The target keeps the sky blue; the other player's spot gets
    a ring of its own colour and shape (a pink ring round a dark one), its marker too."""
    target = _css_rule(".spot .card.target")
    other = _css_rule(".spot.active-other .card")
    assert "var(--sky)" in target
    assert "var(--sky)" not in other and "var(--rival)" in other and "var(--rival-dark)" in other
    mark = _css_rule(".spot.active-other .active-mark")
    assert "var(--sky)" not in mark and "var(--rival)" in mark


#: The first game of a best of 3 as the engine keeps it (``games`` in the view): each
#: seat's best five (``cards``, strongest first) and its row's six top cards (``top``).
GAME_1 = {"game": 1, "first": 0, "winners": [1], "draw": False, "hands": [
    {"seat": 0, "row": "bottom", "name": "Ace high", "value": 1,
     "cards": ["Ad", "8d", "7s", "6c", "5c"], "top": ["7s", "Ad", "2h", "6c", "8d", "5c"]},
    {"seat": 1, "row": "top", "name": "Two pair, Aces and Queens", "value": 2,
     "cards": ["Ac", "Ah", "Qc", "Qd", "Jc"], "top": ["Ac", "3s", "Qc", "Ah", "Jc", "Qd"]}]}


def _hand_blocks(page: str, testid: str) -> list[str]:
    import re

    return re.findall(rf'<div class="result-hand[^"]*" data-testid="{testid}-\d">.*?</div></div>',
                      page)


def test_a_games_result_lays_out_each_hand_as_the_match_result_does() -> None:
    """Playtest (phone): after game 1 "You: Ace high" wrapped its cards 3 + 2 under a
    bullet at the far left while Ana's line did not, and it showed the best five
    where the match's result shows the row's six with one dimmed. Both now show
    each hand the same way: a heading over the row's six cards, in row order."""
    from cardui.results import round_result

    view = dict(VIEW, games=[GAME_1], match={"games": 3, "wins": [0, 1], "draws": 0})
    page = str(round_result("swap-poker", view, _named()))
    assert "<li" not in page.split('data-testid="match-score"')[0]
    game = _hand_blocks(page, "game-hand")
    assert len(game) == 2
    assert '<h3>You: <span class="hand-name">Ace high</span></h3>' in game[0]
    assert 'class="result-hand winner"' in game[1]
    assert [b.count('class="card ') for b in game] == [6, 6]
    assert [b.count("unused") for b in game] == [1, 1]
    assert game[0].index('data-card="7s"') < game[0].index('data-card="Ad"')  # row order
    # the match's result shows the same hands the same way
    over = dict(VIEW, over=True, to_act=[])
    final = _hand_blocks(str(render_result(over, {"winners": [1], "hands": GAME_1["hands"]},
                                           _named())), "result-seat")
    assert [b.replace("result-seat", "game-hand") for b in final] == game


def test_the_card_left_out_of_the_best_five_is_said_in_words() -> None:
    """The dimmed card means something (P-6: the best five of six count): it is said
    under the hands and in the card's own label."""
    from cardui.results import round_result
    from cardui.tables.swap_poker import LEFT_OUT

    view = dict(VIEW, games=[GAME_1], match={"games": 3, "wins": [0, 1], "draws": 0})
    over = dict(VIEW, over=True, to_act=[])
    for page in (str(round_result("swap-poker", view, _named())),
                 str(render_result(over, {"winners": [1], "hands": GAME_1["hands"]},
                                   _named()))):
        assert LEFT_OUT.replace("'", "&#x27;") in page
        assert 'aria-label="Two of hearts, left out of the best five"' in page
        assert 'aria-label="Three of spades, left out of the best five"' in page


def test_every_seat_bar_names_its_row(platform):
    """Playtest 12: "Ana bot" over the top row beside "You bottom row" under yours."""
    c = _controller(platform, seed=8)
    _start(c, "swap-poker", [Seat("You", "human"), Seat("Ana", "bot")])
    page = str(c.html())
    kinds = re.findall(r'class="seat-kind">([^<]*)<', page)
    assert sorted(kinds) == ["bottom row", "top row, bot"], kinds


def test_a_best_of_three_result_heads_with_the_match_and_its_score():
    """P-1 (a match of N games): the result of a match says who won the match and by
    how many games (a playtest read "Alice wins!" over the last game's hands, the
    2-1 far below the fold), then that the hands are the last game's."""
    import random

    import cardtable
    from cardtable.actions import playable

    seen = set()
    for seed in range(1, 40):
        s = cardtable.new_game("swap-poker", players=2, seed=seed, options={"games": 3})
        rng = random.Random(seed)
        while s.to_act:
            seat = s.to_act[0]
            s.apply(seat, playable(rng.choice(s.legal_actions(seat)), rng))
        view, outcome = s.view(0), s.outcome
        wins, draws = view["match"]["wins"], view["match"]["draws"]
        ctx = UiCtx(names=["You", "Ana"], kinds=["human", "bot"], me=0)
        html = render_result(view, outcome, ctx)
        if outcome["winners"] == [1] and wins == [1, 2] and not draws:
            assert "Ana wins the match, 2 games to 1!" in html
            seen.add("ana")
        elif outcome["winners"] == [0] and wins == [2, 0] and not draws:
            assert "You win the match, 2 games to 0!" in html
            seen.add("you")
        assert f"How game {view['game_no']}, the last, ended:" in html
        assert "wins!" not in html and "You win!" not in html
        if seen == {"ana", "you"}:
            break
    assert seen == {"ana", "you"}


def test_a_single_game_still_heads_with_its_winner():
    over = dict(VIEW, over=True, to_act=[], match={"games": 1, "wins": [0, 1], "draws": 0})
    html = render_result(over, {"winners": [1], "hands": [{}, {}]}, _named())
    assert "Ana wins!" in html and "the match" not in html and "last-game" not in html
