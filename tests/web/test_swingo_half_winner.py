"""Playtest 3 (49-swingo-hand2-result.png), a high-low showdown: "Main pot, low half
(12): You 12", yet your panel had a red "0 chips" badge and no winner's outline, and
your low hand read "2♠ 8♠ 7♠ 10♥ 5♠" under "Ten-Eight low (10-8-7-5-2)"."""

from __future__ import annotations

import re

from cardui.tables import UiCtx
from cardui.tables.swingo import _last_hand

NAMES = ["You", "Ben", "Cleo"]


def _view() -> dict:
    """Hand 2 of the playtest: you won the low half (12) having put in 12; Cleo the
    high half (13); Ben folded his last chip away."""
    return {"variant": "high-low", "last_hand": {
        "hand": 2, "ended_by": "showdown", "river": "Th",
        "pots": [{"label": "main pot", "amount": 13, "half": "high", "eligible": [0, 2],
                  "winners": [{"seat": 2, "amount": 13}], "both_lost": []},
                 {"label": "main pot", "amount": 12, "half": "low", "eligible": [0, 2],
                  "winners": [{"seat": 0, "amount": 12}], "both_lost": []}],
        "awards": [{"seat": 2, "amount": 13}, {"seat": 0, "amount": 12}],
        "players": [
            {"seat": 0, "board": ["8s", "7s", "Ad"], "hole": ["2s", "Th"], "shown": True,
             "mucked": False, "declaration": "low",
             "hand": {"cards": ["Ad", "Th", "8s", "7s", "5s"], "name": "Ace high",
                      "borrowed": "5s", "borrowed_from": 2},
             "low": {"cards": ["2s", "8s", "7s", "Th", "5s"],
                     "name": "Ten-Eight low (10-8-7-5-2)", "borrowed": "5s",
                     "borrowed_from": 2}},
            {"seat": 2, "board": ["Jd", "5s", "Jc"], "hole": ["Ks", "Kc"], "shown": True,
             "mucked": False, "declaration": "high",
             "hand": {"cards": ["Ks", "Kc", "Jd", "Jc", "Ad"],
                      "name": "Two pair, Kings and Jacks", "borrowed": "Ad",
                      "borrowed_from": 0},
             "low": {"cards": ["Kc", "Jd", "Th", "5s", "Ad"],
                     "name": "King-Jack low (K-J-10-5-A)", "borrowed": "Ad",
                     "borrowed_from": 0}}],
        "net": [0, -1, 1], "button": 1, "stacks": [100, 0, 200]}}


def _html() -> str:
    ctx = UiCtx(names=NAMES, kinds=["human", "bot", "bot"], me=0,
                extra={"legal": [], "last_event": ""})
    return str(_last_hand(_view(), ctx, open_=True))


def _seat(page: str, seat: int) -> str:
    start = page.index(f'data-testid="result-seat-{seat}"')
    end = page.find('data-testid="result-seat-', start + 1)
    return page[page.rindex("<div", 0, start):end if end > 0 else len(page)]


def test_a_zero_net_is_not_shown_as_a_loss():
    """Playtest 8 read "0 chips" beside a half's winner as nothing won: a seat that
    took a half without coming out ahead says what it won back (S-12)."""
    mine = _seat(_html(), 0)
    badge = re.search(r'<span class="([^"]*)" data-testid="net-0">([^<]*)<', mine)
    assert badge is not None and badge.group(2) == "won back 12 chips"
    assert "net" not in badge.group(1).split()  # .net is the red (loss) badge
    cleo = re.search(r'<span class="([^"]*)" data-testid="net-2">', _seat(_html(), 2))
    assert cleo is not None and cleo.group(1).split() == ["net", "up"]


def test_a_player_who_won_half_a_pot_is_outlined_as_a_winner():
    page = _html()
    for seat in (0, 2):  # the low half's winner (net 0) and the high half's
        head = _seat(page, seat)[:200]
        assert re.match(r'<div class="result-hand winner"', head), head


def test_a_low_hands_cards_read_in_the_order_of_its_name():
    mine = _seat(_html(), 0)
    low = mine[mine.index("Ten-Eight low"):]
    codes = re.findall(r'data-card="([^"]+)"', low)[:5]
    assert codes == ["Th", "8s", "7s", "5s", "2s"], low[:600]


def test_the_hands_that_won_come_first():
    """Playtest 4: on a phone the result listed the hands in seat order, so the person
    scrolled past the losing hands to find who won. Winners come first, by chips won;
    a half's winner counts (S-12)."""
    page = _html()
    order = [int(m) for m in re.findall(r'data-testid="result-seat-(\d+)"', page)]
    assert order == [2, 0]  # Cleo +1 (high half), you 0 (low half): both won a half
    view = _view()
    view["last_hand"]["net"] = [0, -1, 1]
    view["last_hand"]["pots"] = [{**view["last_hand"]["pots"][0], "amount": 25}]
    ctx = UiCtx(names=NAMES, kinds=["human", "bot", "bot"], me=0,
                extra={"legal": [], "last_event": ""})
    page = str(_last_hand(view, ctx, open_=True))
    order = [int(m) for m in re.findall(r'data-testid="result-seat-(\d+)"', page)]
    assert order == [2, 0]  # Cleo took the whole pot; you took nothing


def test_a_half_won_that_pays_back_less_than_was_bet_says_so():
    """S-12: won the low half (12) having put in 15: "won back 12 of 15 chips", not a
    red "-3 chips" beside a winner's outline; a seat that took nothing is up or down."""
    from cardui.tables.swingo import _net_badge

    assert "won back 12 of 15 chips" in str(_net_badge(0, -3, 12))
    assert "net-even" in str(_net_badge(0, -3, 12))
    assert str(_net_badge(1, -1, 0)) == '<span class="net" data-testid="net-1">\u22121 chip</span>'
    assert "0 chips" in str(_net_badge(1, 0, 0))
