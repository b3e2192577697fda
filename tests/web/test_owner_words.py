"""Labels that name a seat's owner read right for "you": "Your cards", never
"You's cards" (found playing the built site; aria labels are read aloud)."""

from __future__ import annotations

import html as htmlmod

import pytest
from cardui.controller import Controller, Params
from cardui.tables import UiCtx


def test_whose_says_your_for_you_and_a_possessive_for_names():
    ctx = UiCtx(names=["You", "Ana", "<b>"], kinds=["human", "bot", "bot"], me=0)
    assert [ctx.whose(s) for s in range(3)] == ["Your", "Ana's", "<b>'s"]
    assert UiCtx(names=[" you "], kinds=["human"], me=0).whose(0) == "Your"


@pytest.mark.parametrize("game", ["swingo", "swoop", "swap-poker"])
def test_a_solo_table_never_says_yous(platform, game):
    c = Controller(platform, Params(seed=3))
    c.boot()
    c.lobby_change("game", game)
    c.start_game()
    page = htmlmod.unescape(c.html())
    assert "You's" not in page
    assert "Your cards" in page or "Your row" in page
