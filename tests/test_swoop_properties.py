"""Swoop properties over many seeded random deals (hypothesis), 3..8 players and every
variant: all cards conserved, never more than four equal on top (unless the
four-or-more option), every deal ends, scores equal the points of the cards left,
illegal plays rejected with the state unchanged, views never show hidden cards, and
bots cannot tell apart states that differ only in hidden cards."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtable
from cardtable import IllegalAction
from cardtable.bots import make_bot
from cardtable.cards import make_deck
from cardtable.games.swoop.actions import Play, Turn
from cardtable.games.swoop.hand import Hand
from cardtable.games.swoop.rules import packs_for, points

VARIANTS = [
    {},
    {"deal": "twenty"},
    {"deal": "mystery-only"},
    {"deal": "hand-only"},
    {"swoop_cards": "jokers-only"},
    {"swoop_at": "four-or-more"},
    {"scoring": "alternate"},
    {"score": "hand-only"},
    {"deal": "twenty", "swoop_cards": "jokers-only", "scoring": "alternate"},
]
FAST = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MAX_PLAYS = 5_000  # a random deal takes about 200; far beyond means it would not end


def census(state) -> Counter:
    """Every card where the engine keeps it, with multiplicity."""
    cards = Counter(state.pile) + Counter(state.gone) + Counter(state.undealt)
    for seat in range(state.players):
        cards.update(state.remaining(seat))
    if state.revealed is not None:
        cards[state.revealed[1]] += 1
    return cards


def top_run(pile) -> int:
    """Equal ranks on top, counted afresh."""
    run = 0
    for c in reversed(pile):
        if c[0] != pile[-1][0]:
            break
        run += 1
    return run


@FAST
@given(players=st.integers(3, 8), seed=st.integers(0, 2**32),
       variant=st.sampled_from(VARIANTS))
def test_random_deals_conserve_cards_keep_four_on_top_end_and_score_what_is_left(
        players, seed, variant):
    """W-1 conservation, W-6 (never more than four equal on top), W-9/W-10 scoring,
    and every deal ends."""
    state = cardtable.new_game("swoop", players=players, seed=seed,
                               options={**variant, "target": 1})
    full = Counter(c.code for c in make_deck(packs_for(players), jokers=True))
    rng = random.Random(seed)
    plays = 0
    while not state.is_over:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        assert legal and all(isinstance(a, Play | Turn) for a in legal)  # W-8: no pass
        action = legal[rng.randrange(len(legal))]
        state.apply(seat, action)
        plays += 1
        assert plays < MAX_PLAYS, "the deal does not end"
        if plays % 7 == 0 or state.is_over:
            assert census(state) == full
        pile = state.pile.cards
        assert state.pile.run == top_run(pile)  # the pile's own count of its top run
        if pile and variant.get("swoop_at") != "four-or-more":
            assert top_run(pile) <= 3  # four would have swooped
    deal = state.outcome["deals"][0]
    out = deal["went_out"]
    assert deal["points"][out] == 0 and not state.remaining(out)
    alternate = variant.get("scoring") == "alternate"
    jokers_only = variant.get("swoop_cards") == "jokers-only"
    for seat in range(players):
        counted = state.hands[seat] if variant.get("score") == "hand-only" \
            else state.remaining(seat)
        assert deal["points"][seat] == sum(points(c, alternate, jokers_only) for c in counted)
        assert deal["left"][seat] == state.remaining(seat)


def illegal_candidates(state, seat, rng):
    """Plays and turns near the legal ones: mixed ranks, five cards, cards not held,
    empty or covered positions, a mystery not turned."""
    hand = list(state.hands[seat])
    up = [i for i, c in enumerate(state.up[seat]) if c]
    out = [Play(tuple(hand[:2])), Play(tuple(hand[:5])), Play(("Kh", "Kh", "Kh")),
           Play((), (0, 1, 2, 3)), Play((), (), 0), Play(()), Turn(0), Turn(3),
           Play(tuple(hand[:1]), tuple(up[:1]))]
    if hand:
        out.append(Play((rng.choice(hand),) * 5))
    return out


@SLOW
@given(players=st.integers(3, 8), seed=st.integers(0, 2**32),
       variant=st.sampled_from(VARIANTS))
def test_check_agrees_with_legal_actions_and_rejections_change_nothing(players, seed,
                                                                       variant):
    """W-4, W-6, W-7: every candidate the engine does not list raises IllegalAction and
    leaves the state alone; every listed one (in any card order) is accepted."""
    state = cardtable.new_game("swoop", players=players, seed=seed,
                               options={**variant, "target": 1})
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        if rng.random() < 0.25:
            before = state.to_json(), json.dumps(state.view(None))
            normal = {_normal(a) for a in legal}
            for action in illegal_candidates(state, seat, rng):
                if _normal(action) in normal:
                    assert state.can_apply(seat, action)
                    continue
                with pytest.raises(IllegalAction):
                    state.apply(seat, action)
                assert (state.to_json(), json.dumps(state.view(None))) == before
            idle = (seat + 1) % players
            with pytest.raises(IllegalAction, match="turn"):
                state.apply(idle, legal[0])
            assert len(normal) == len(legal)  # no play listed twice
            assert normal == every_accepted_move(state, seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


def every_accepted_move(state, seat) -> set:
    """By brute force: every play of equal cards from the seat's hand and face-up
    positions (with the turned mystery card, if any), and every turn, that the
    engine's check accepts; legal_actions must list exactly these (W-4..W-7)."""
    hand = sorted(state.hands[seat])
    up = state.up[seat]
    mystery = state.revealed[0] if state.revealed is not None else None
    ranks = {c[0] for c in hand} | {c[0] for c in up if c}
    if state.revealed is not None:
        ranks = {state.revealed[1][0]}
    found = set()
    for rank in ranks:
        codes = [c for c in hand if c[0] == rank]
        slots = [i for i, c in enumerate(up) if c and c[0] == rank]
        for k in range(5):
            for own in set(combinations(codes, k)):
                for m in range(5 - k):
                    for ups in combinations(slots, m):
                        play = Play(own, ups, mystery)
                        if (own or ups or mystery is not None) and state.can_apply(seat, play):
                            found.add(_normal(play))
    found |= {_normal(Turn(i)) for i in range(4) if state.can_apply(seat, Turn(i))}
    return found


def _normal(action):
    if isinstance(action, Play):
        return ("play", tuple(sorted(action.hand)), tuple(sorted(action.face_up)),
                action.mystery)
    return ("turn", action.slot)


@SLOW
@given(players=st.integers(3, 8), seed=st.integers(0, 2**32))
def test_views_never_show_hands_or_unturned_mystery_cards(players, seed):
    """W-13: a seat's view holds its own hand and public cards only."""
    state = cardtable.new_game("swoop", players=players, seed=seed, options={"target": 1})
    rng = random.Random(seed)
    for _ in range(40):
        if state.is_over:
            break
        for seat in range(players):
            view = state.view(seat)
            assert sorted(view["hand"]) == sorted(state.hands[seat])
            shown = Counter(view["hand"]) + Counter(view["pile"])
            for x in view["seats"]:
                shown.update(c for c in x["face_up"] if c)
                assert x["hand_count"] == len(state.hands[x["seat"]])
            if view["revealed"]:
                shown[view["revealed"]["card"]] += 1
            # no code appears more often in the view than the seat may know of
            for code, k in _codes_in(view).items():
                assert k <= shown[code], f"{code} leaks to seat {seat}"
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


def _codes_in(view):
    """Every card code the view shows, with multiplicity (past deals excluded)."""
    counts: Counter = Counter(view["hand"]) + Counter(view["pile"])
    for x in view["seats"]:
        counts.update(c for c in x["face_up"] if c)
    if view["revealed"]:
        counts[view["revealed"]["card"]] += 1
    return counts


@SLOW
@given(seed=st.integers(0, 2**32), level=st.sampled_from(["easy", "medium", "hard"]))
def test_bots_choose_the_same_move_whatever_the_hidden_cards(seed, level):
    """Bots see only the view: two states that differ only in others' hands and the
    mystery cards give the same view and the same move."""
    a = cardtable.new_game("swoop", players=4, seed=seed)
    me = a.to_act[0]
    b = a.clone()
    # deal the cards this seat cannot see (others' hands, every mystery card) anew in b
    others = [s for s in range(4) if s != me]
    pool = [c for s in others for c in b.hands[s]] + [c for s in range(4) for c in b.down[s]]
    random.Random(seed).shuffle(pool)
    for s in others:
        b.hands[s], pool = Hand(pool[:len(b.hands[s])]), pool[len(b.hands[s]):]
    for s in range(4):
        b.down[s], pool = pool[:4], pool[4:]
    assert b.hands != a.hands or b.down != a.down
    assert a.view(me) == b.view(me)
    bot = make_bot("swoop", level)
    move_a = bot.choose(a.view(me), a.legal_actions(me), random.Random(1))
    move_b = bot.choose(b.view(me), b.legal_actions(me), random.Random(1))
    assert move_a == move_b


@SLOW
@given(players=st.integers(3, 6), seed=st.integers(0, 2**32),
       levels=st.lists(st.sampled_from(["easy", "medium"]), min_size=6, max_size=6))
def test_bots_finish_every_deal(players, seed, levels):
    """Fixed habits could go round in circles (a deal with no end); the bots' slips
    make every deal end. Hard bots sample, so they never loop either."""
    state = cardtable.new_game("swoop", players=players, seed=seed, options={"target": 1})
    bots = [make_bot("swoop", levels[s]) for s in range(players)]
    rngs = [cardtable.bot_rng(seed, s) for s in range(players)]
    plays = 0
    while not state.is_over:
        seat = state.to_act[0]
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat),
                                            rngs[seat]))
        plays += 1
        assert plays < MAX_PLAYS, "the deal does not end"
