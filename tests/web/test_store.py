"""The save store's pieces (issue 20): revision-checked writes, the fixed-width
shown mark, damaged saves kept exactly."""

from __future__ import annotations

from cardui.store import DAMAGED_KEY, SAVE_KEY, MemoryBackend, Shown, run_now


def test_a_write_lands_only_on_the_revision_it_expects():
    """Issue 20.1: a save never overwrites a newer one."""
    backend = MemoryBackend({})
    assert run_now(backend.write("one", 1, None)) == (True, 1)
    assert run_now(backend.write("two", 2, 1)) == (True, 2)
    assert run_now(backend.write("stale", 2, 1)) == (False, 2)
    assert run_now(backend.get()).text == "two"
    assert run_now(backend.touch()).rev == 3  # a tab taking the table fences older writers
    assert run_now(backend.write("late", 3, 2)) == (False, 3)


def test_the_shown_mark_has_one_width_so_rewriting_it_needs_no_more_space():
    """Issue 20.2: the mark must fit in a full storage once it exists."""
    widths = {len(Shown(rev, moves, seed).encode())
              for rev in (0, 7, 10**9) for moves in (0, 12, 99_999) for seed in (0, 2**31 - 1)}
    assert len(widths) == 1
    assert Shown.decode(Shown(12, 34, 56).encode()) == Shown(12, 34, 56)
    assert Shown.decode("garbage") is None


def test_a_full_store_refuses_a_write_and_changes_nothing():
    storage: dict[str, str] = {}
    backend = MemoryBackend(storage, limit=60)
    run_now(backend.write("x" * 10, 1, None))
    before = dict(storage)
    try:
        run_now(backend.write("x" * 100, 2, 1))
    except RuntimeError:
        pass
    assert storage == before


def test_a_damaged_save_is_moved_aside_exactly_and_only_dropped_when_asked():
    """Issue 20.3: kept, code unit for code unit (a lone surrogate included)."""
    raw = '{"app": "cardtable-ui", \ud800 broken'
    storage = {SAVE_KEY: raw, DAMAGED_KEY: "older"}
    backend = MemoryBackend(storage)
    run_now(backend.keep_damaged())
    kept = run_now(backend.damaged())
    assert [d.text for d in kept] == ["older", raw] and SAVE_KEY not in storage
    run_now(backend.write("new game", 0, None))
    assert [d.text for d in run_now(backend.damaged())] == ["older", raw]
    run_now(backend.drop_damaged(kept[0].key))
    assert [d.text for d in run_now(backend.damaged())] == [raw]
