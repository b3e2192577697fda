"""The engine contract (new_game, apply, IllegalAction, saves, replay) on a toy game."""

from __future__ import annotations

import json

import pytest

import cardtable
from cardtable import IllegalAction, SaveError
from tests.toy_game import Keep, Swap


def test_new_game_rejects_unknown_game_players_and_options():
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        cardtable.new_game("chess", seed=1)
    with pytest.raises(ValueError, match="for 2 to 4 players"):
        cardtable.new_game("toy-high-card", players=9, seed=1)
    with pytest.raises(ValueError, match="unknown option.*colour"):
        cardtable.new_game("toy-high-card", seed=1, options={"colour": "red"})
    with pytest.raises(ValueError, match="cannot be 'yes'"):
        cardtable.new_game("toy-high-card", seed=1, options={"swaps": "yes"})


def test_same_seed_same_deal_and_the_deck_argument_fixes_it():
    a = cardtable.new_game("toy-high-card", players=2, seed=42)
    b = cardtable.new_game("toy-high-card", players=2, seed=42)
    assert a.view(0)["own"] == b.view(0)["own"]
    fixed = cardtable.new_game("toy-high-card", players=2, seed=1, deck=["Ah", "2c", "Kd"])
    assert fixed.view(0)["own"] == "Ah" and fixed.view(1)["own"] == "2c"


def test_illegal_action_and_wrong_seat_leave_the_state_unchanged(toy):
    before = toy.to_json()
    with pytest.raises(IllegalAction, match="not seat 1's turn") as err:
        toy.apply(1, Keep())
    assert err.value.code == "not-your-turn"
    with pytest.raises(IllegalAction, match="not a legal move"):
        toy.apply(0, Swap("2c"))  # wrong card named
    with pytest.raises(IllegalAction, match="no seat 7"):
        toy.apply(7, Keep())
    assert toy.to_json() == before
    assert not toy.can_apply(0, Swap("2c")) and toy.can_apply(0, Keep())


def test_actions_are_values_with_a_stable_json_form():
    assert Swap("Ah") == Swap("Ah") and hash(Swap("Ah")) == hash(Swap("Ah"))
    assert Swap("Ah").to_json() == {"type": "swap", "card": "Ah"}


def test_json_round_trip_and_replay_from_the_log(toy):
    toy.apply(0, toy.legal_actions(0)[1])
    toy.apply(1, Keep())
    text = toy.to_json()
    loaded = cardtable.load_game(text)
    assert loaded.to_json() == text
    assert loaded.view(None) == toy.view(None)
    assert toy.replay().view(2) == toy.view(2)


@pytest.mark.parametrize(
    "edit, code",
    [
        (lambda t: t[: len(t) // 2], "save-not-json"),
        (lambda t: t.replace('"seed":7', '"seed":8'), "save-digest"),
        (lambda t: json.dumps({"hello": "world"}), "save-foreign"),
        (lambda t: t.replace('"version":1', '"version":99'), "save-version"),
        (lambda t: "", "save-not-json"),
    ],
    ids=["truncated", "edited", "foreign", "newer-version", "empty"],
)
def test_corrupt_saves_raise_save_error_naming_the_problem(toy, edit, code):
    toy.apply(0, Keep())
    with pytest.raises(SaveError) as err:
        cardtable.load_game(edit(toy.to_json()))
    assert err.value.code == code
    assert str(err.value)


def test_a_re_signed_save_with_an_illegal_move_names_the_step(toy):
    from cardtable.engine import _digest

    toy.apply(0, Keep())
    data = json.loads(toy.to_json())
    del data["digest"]
    data["log"].append([0, {"type": "keep"}])  # seat 0 again: not its turn
    data["digest"] = _digest(data)
    with pytest.raises(SaveError, match="move 2 of the save is not legal.*not seat 0's turn"):
        cardtable.load_game(json.dumps(data))


def test_game_over_rejects_every_action(toy):
    for seat in range(3):
        toy.apply(seat, Keep())
    assert toy.is_over and toy.to_act == ()
    assert toy.outcome is not None
    with pytest.raises(IllegalAction, match="game is over"):
        toy.apply(0, Keep())


def test_game_info_describes_the_setup_for_the_lobby():
    info = cardtable.game_info("toy-high-card")
    assert info["min_players"] == 2 and info["options"][0]["name"] == "swaps"


def test_engine_never_imports_the_browser_or_global_random():
    import ast
    from pathlib import Path

    root = Path(cardtable.__file__).parent
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [(node.module or "").split(".")[0]]
            else:
                names = []
            assert not {"js", "pyscript", "pyodide"} & set(names), f"{path.name} imports {names}"
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                assert not (node.value.id == "random" and node.attr in
                            {"random", "shuffle", "choice", "randint", "randrange", "sample"}), \
                    f"{path.name}:{node.lineno} uses the global random.{node.attr}"


def _resigned(state, edit):
    from cardtable.engine import _digest

    data = json.loads(state.to_json())
    del data["digest"]
    edit(data)
    data["digest"] = _digest(data)
    return json.dumps(data)


@pytest.mark.parametrize("edit", [
    lambda d: d["log"][1].__setitem__(0, True),           # seat true instead of 1
    lambda d: d.__setitem__("players", True),
    lambda d: d.__setitem__("deck", [1, 2]),
    lambda d: d["log"][0][1].__setitem__("to", ["bottom", True]),
    lambda d: d["log"][0][1].__setitem__("to", ["bottom", 1.0]),
    lambda d: d["log"][0][1].__setitem__("to", "bottom"),
], ids=["seat-true", "players-true", "deck-numbers", "col-true", "col-float", "to-scalar"])
def test_a_save_value_of_the_wrong_json_type_is_a_save_error(edit):
    """Issue 14: a save whose log seat is ``true`` instead of ``1`` (checksum recomputed)
    loaded and saved back as ``true``; any value of the wrong JSON type is a SaveError."""
    from cardtable.games.swap_poker import Pass, Swap

    s = cardtable.new_game("swap-poker", seed=4)
    s.apply(0, Swap(("bottom", 1)))
    s.apply(1, Pass())
    with pytest.raises(SaveError):
        cardtable.load_game(_resigned(s, edit))


def test_swoop_mystery_true_is_not_slot_1():
    """Issue 14 (save types): ``mystery: true`` must not pass for position 1."""
    from cardtable.games.swoop.actions import Play

    with pytest.raises(SaveError, match="cannot hold True"):
        cardtable.actions.action_from_json({"type": "play", "hand": [], "face_up": [],
                                            "mystery": True}, (Play,))
