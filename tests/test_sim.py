"""``simulate``: one play loop, duplicate deals with rotated seats, 95% intervals."""

from __future__ import annotations

import random

from cardtable import new_game
from cardtable.__main__ import main as cli
from cardtable.sim.play import play_out, random_chooser
from cardtable.sim.series import Series, per_deal, play_deals


def test_play_out_stops_at_the_end_at_a_limit_or_when_told():
    state = new_game("swap-poker", seed=2)
    assert play_out(state, random_chooser(random.Random(0)), limit=5) == 5
    assert play_out(state, random_chooser(random.Random(0)),
                    until=lambda s: len(s.log) >= 9) == 4
    assert play_out(state, random_chooser(random.Random(0))) == 15 and state.is_over


def test_duplicate_deals_seat_every_level_everywhere_on_the_same_cards():
    series = Series("swoop", ("medium", "easy", "easy"), {"target": 1}, seed=3)
    games, times = play_deals(series, 0, 2)
    assert len(games) == 6 and set(times) == {"medium", "easy"}
    for deal in (0, 1):
        mine = [g for g in games if g.deal == deal]
        assert sorted(g.levels.index("medium") for g in mine) == [0, 1, 2]
        first = [g.outcome["deals"][0]["left"] for g in mine]
        assert all(len(x) == 3 for x in first)
    won = per_deal(games, "medium", lambda g, s: float(g.outcome["deals"][-1]["went_out"] == s))
    assert len(won) == 2 and all(0 <= w <= 1 for w in won)


def test_simulate_prints_shares_with_intervals(capsys):
    assert cli(["simulate", "swoop", "--deals", "2", "--bots", "medium,greedy,greedy"]) == 0
    out = capsys.readouterr().out
    assert "2 deals x 3 seat rotations = 6 games" in out and "avoidable" in out
    assert "fair share 33.3%" in out and "greedy" in out
    assert cli(["simulate", "swap-poker", "--games", "8", "--bots", "hard,one-ply-greedy"]) == 0
    out = capsys.readouterr().out
    assert "8 games (2 deals x both seats x both first movers)" in out
    assert cli(["simulate", "swingo", "--hands", "5", "--players", "5",
                "--bots", "medium,easy"]) == 0
    assert "1 deals x 5 seat rotations" in capsys.readouterr().out


def test_simulate_swingo_plays_short_stacks_when_asked(capsys):
    """``--stack 20``: every seat starts with ten big blinds (push or fold territory)."""
    assert cli(["simulate", "swingo", "--hands", "5", "--players", "5", "--bots", "medium,hard",
                "--stack", "20"]) == 0
    out = capsys.readouterr().out
    assert "seed 1, stacks 20" in out and "medium" in out
    assert cli(["simulate", "swingo", "--stack", "1"]) == 2


def test_simulate_refuses_unknown_bots(capsys):
    assert cli(["simulate", "swoop", "--bots", "hard,nobody,easy"]) == 2
    assert "greedy" in capsys.readouterr().out


def test_bench_positions_from_whole_games_are_real_decisions_fixed_by_the_seed():
    """The bots bench also times positions a level meets in its own whole games:
    each is a seat's view with more than one legal move, and the seed fixes them."""
    from cardtable.sim.timing import decision_times, game_positions

    first = game_positions("swap-poker", "medium", 6, seed=2, games=1)
    assert first == game_positions("swap-poker", "medium", 6, seed=2, games=1)
    assert len(first) == 6
    for pos in first:
        assert pos["game"] == "swap-poker" and len(pos["legal"]) > 1
        assert pos["view"]["seat"] in (0, 1)
    assert len(decision_times("medium", first)) == 6
