"""The one escaping helper and the card faces."""

from __future__ import annotations

import html

import pytest
from cardui.cards import card, card_back, card_button, short
from cardui.markup import Html, el, esc, join
from cardui.screens import event_markup, handoff_screen
from hypothesis import given
from hypothesis import strategies as st

XSS = "<img src=x onerror=alert(1)>"


def test_text_children_and_attributes_are_escaped():
    out = el("p", {"title": XSS, "data_x": '"q"'}, XSS)
    assert "<img" not in out
    assert "&lt;img src=x onerror=alert(1)&gt;" in out
    assert 'data-x="&quot;q&quot;"' in out


@given(st.text())
def test_escaping_agrees_with_the_standard_library(text):
    """The page escapes without importing ``html`` (its start is faster): the same
    output as ``html.escape(text, quote=True)``, text or attribute."""
    assert esc(text) == html.escape(text, quote=True)
    assert el("p", {"title": text}) == f'<p title="{html.escape(text, quote=True)}"></p>'


def test_markup_is_not_escaped_twice():
    inner = el("b", {}, "a&b")
    assert el("p", {}, inner) == "<p><b>a&amp;b</b></p>"
    assert esc(inner) is inner
    assert join(["<", inner]) == "&lt;<b>a&amp;b</b>"


def test_bad_tag_or_attribute_names_are_refused():
    with pytest.raises(ValueError):
        el("img onerror=x", {})
    with pytest.raises(ValueError):
        el("p", {"on click": "x"})


def test_void_and_boolean_attributes():
    assert el("input", {"disabled": True, "hidden": False, "value": None}) == "<input disabled>"


def test_card_has_accessible_name_and_colour():
    q = card("Qh")
    assert 'aria-label="Queen of hearts"' in q and "red" in q and 'role="img"' in q
    assert "black" in card("As")
    t = card("Td")
    assert ">10<" in t
    joker = card("Xb")
    assert 'aria-label="Black joker"' in joker and "joker" in joker


def test_card_button_is_a_real_button():
    b = card_button("7c", data_ui="select", data_arg="top-1")
    assert b.startswith("<button") and 'type="button"' in b and 'data-arg="top-1"' in b


def test_face_down_card_carries_no_card():
    back = card_back()
    for code in ("Qh", "Queen", "hearts", "data-card"):
        assert code not in back


def test_short_forms():
    assert short("Th") == "10\u2665" and short("Xr") == "Joker"


def test_event_names_are_escaped_text():
    out = event_markup("{0} swaps with {1}", [XSS, "Ben"])
    assert "<img" not in out and "&lt;img" in out and "<b class=\"who\">Ben</b>" in out
    assert isinstance(out, Html)


def test_handoff_shows_the_name_as_text():
    out = handoff_screen(XSS, "Swap Poker")
    assert "<img" not in out and "Pass to" in out
