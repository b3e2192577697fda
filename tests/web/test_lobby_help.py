"""The lobby's option help names each choice as its menu shows it (found
playtesting: "show-or-muck: ..." under a menu that says "Show or muck")."""

from __future__ import annotations

import html as htmlmod
import re

from cardui.controller import Controller, Params


def helps(platform, game: str) -> list[str]:
    c = Controller(platform, Params(seed=1))
    c.boot()
    c.lobby_change("game", game)
    page = c.html()
    return [htmlmod.unescape(h) for h in re.findall(r'<p class="help" id="opt-[^"]*">([^<]*)<',
                                                    page)]


def test_swingo_help_uses_the_menu_labels(platform):
    text = " ".join(helps(platform, "swingo"))
    for label in ("High:", "Low:", "High low:", "Deuce to seven:", "Ace to five:",
                  "Pot limit:", "Fixed limit:", "Show or muck:", "Cards speak:"):
        assert label in text, label
    for raw in ("high-low:", "deuce-to-seven:", "show-or-muck:", "cards-speak:",
                "pot limit:"):
        assert raw not in text, raw


def test_swoop_help_uses_the_menu_labels(platform):
    text = " ".join(helps(platform, "swoop"))
    assert "Standard:" in text and "Twenty:" in text and "standard:" not in text


def test_swap_poker_who_goes_first_says_whose_row_is_which(platform):
    """Playtest: "Who goes first: Bottom / Top" did not say which row is whose. The
    first seat plays the bottom row (P-1), and the help says so."""
    text = " ".join(helps(platform, "swap-poker"))
    assert "Bottom: the player in the first seat, who plays the bottom row" in text, text
    assert "Top: the player in the second seat (the top row)" in text, text


def test_the_new_game_form_comes_first(platform):
    """A playtest at 390x844: the new game form was below the daily deal, the game
    files and the lessons, and those came in above it once Python was up, moving the
    form the page had already written (the written lobby is the form alone). The
    form first; the rest after it, the files last."""
    c = Controller(platform, Params(seed=1))
    c.boot()
    page = c.html()
    order = [page.index(f'data-testid="{testid}"')
             for testid in ("lobby-form", "learn", "daily", "files")]
    assert order == sorted(order)


def test_two_people_at_the_table_are_never_both_called_you(platform):
    """Playtest 8 (pass-and-play, Swap Poker): seat 1 kept the lobby's "You" beside
    Bea, so the table said "You (you)" and showed Bea "You pass". A second person
    makes a seat still called "You" "Player 1", in the form and in the game."""
    c = Controller(platform, Params(seed=1))
    c.boot()
    c.lobby_change("game", "swap-poker")
    assert [s.name for s in c.form.seats][0] == "You"
    c.lobby_change("seat-player", "human", seat=1)
    # (the bot's name goes with the bot: test_a_bot_seat_turned_to_a_person_is_player_n)
    assert [s.name for s in c.form.seats] == ["Player 1", "Player 2"]
    assert 'value="Player 1"' in c.html()
    c.lobby_change("seat-name", "you", seat=0)  # typed back: the game still says who
    assert [s.name for s in c.form.setup(1).seats] == ["Player 1", "Player 2"]
    # alone again: "You" again (playtest 10: the lobby shows the name the game uses)
    c.lobby_change("seat-player", "bot:easy", seat=1)
    assert [s.name for s in c.form.setup(1).seats] == ["You", "Ana"]


def test_the_match_comes_first_with_the_players(platform):
    """Playtest 20: Swoop's "Match ends at" sat under the scoring rules, far down a
    phone's lobby, and nothing said a match to 500 (W-11) is long. Each game's
    players and match length open the form, in one "Match" fieldset; Swoop's help
    says about how many deals a target takes."""
    first = {"swoop": "opt-target", "swingo": "opt-hands", "swap-poker": "opt-games"}
    for game, field in first.items():
        c = Controller(platform, Params(seed=1))
        c.boot()
        c.lobby_change("game", game)
        page = str(c.html())
        fieldsets = re.findall(r'<fieldset class="options"[^>]*>\s*<legend>([^<]*)</legend>'
                               r'(.*?)</fieldset>', page, re.S)
        assert fieldsets[0][0] == "Match", (game, [f[0] for f in fieldsets])
        assert f'id="{field}"' in fieldsets[0][1], game
        assert all(f'id="{field}"' not in body for _, body in fieldsets[1:])
    assert any("to 500 lasts about 17 deals" in h for h in helps(platform, "swoop"))
