"""Swingo Poker properties over many seeded random hands (hypothesis): chips and cards
conserved, every hand ends, no negative stack, illegal actions rejected with the
state unchanged, views never leak hidden cards or choices, and bots cannot tell
two states apart that differ only in hidden cards."""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtable
from cardtable import IllegalAction
from cardtable.actions import is_offered, playable
from cardtable.bots import make_bot
from cardtable.cards import make_deck
from cardtable.games.swingo.actions import (
    Bet,
    Call,
    Check,
    ChooseHole,
    Declare,
    Fold,
    Muck,
    Raise,
    Show,
    Stop,
)

VARIANTS = [
    {},
    {"variant": "low"},
    {"variant": "low", "low_ranking": "ace-to-five"},
    {"variant": "high-low"},
    {"betting": "fixed-limit"},
    {"showdown": "cards-speak", "stack": 40},
]
FULL = {c.code for c in make_deck()}
SETTINGS = settings(max_examples=50, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def random_action(state, rng, stop=False):
    seat = state.to_act[rng.randrange(len(state.to_act))]
    legal = [a for a in state.legal_actions(seat) if stop or not isinstance(a, Stop)]
    # favour calls and checks so that hands reach the showdown often
    passive = [a for a in legal if isinstance(a, Call | Check | Show | ChooseHole | Declare)]
    if passive and rng.random() < 0.6:
        return seat, rng.choice(passive)
    return seat, playable(rng.choice(legal), rng)


def card_census(state):
    """Every card where the engine keeps it this hand: 52, none twice."""
    cards = [c.code for c in state.deck] + [c.code for c in state.discards]
    for five in state.cards:
        cards += [c.code for c in five]
    if state.river is not None:
        cards.append(state.river.code)
    return cards


def check_invariants(state, total):
    assert sum(state.stacks) + sum(state.committed) == total
    assert state.public_state()["chips"] == total
    assert all(x >= 0 for x in state.stacks) and all(x >= 0 for x in state.committed)
    cards = card_census(state)
    assert len(cards) == 52 and set(cards) == FULL


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 10), seed=st.integers(0, 2**32),
       variant=st.sampled_from(VARIANTS))
def test_random_matches_conserve_chips_and_cards_and_every_hand_ends(players, seed, variant):
    """S-2 chips, S-1 one deck; every hand terminates; no negative stack. 500 matches of
    up to 10 hands (a player may bust sooner): about 4,300 random hands per run."""
    state = cardtable.new_game("swingo", players=players, seed=seed,
                               options={**variant, "hands": 10})
    rng = random.Random(seed)
    total = state.public_state()["chips"]
    hand, steps_in_hand = 1, 0
    while not state.is_over:
        seat, action = random_action(state, rng)
        state.apply(seat, action)
        check_invariants(state, total)
        if state.hand_no != hand:
            hand, steps_in_hand = state.hand_no, 0
        steps_in_hand += 1
        assert steps_in_hand < 400, "a hand did not end"
    assert state.to_act == ()
    assert sum(state.outcome["chips"]) == total


def snapshot(state):
    """Everything an action could change, cheaply."""
    r = state.round
    return (state.phase, state.actor, state.hand_no, tuple(state.stacks),
            tuple(state.committed), tuple(state.folded), tuple(state.hole),
            tuple(state.declarations), tuple(state.mucked), tuple(state.shown),
            None if r is None else (tuple(r.bets), r.highest, r.min_raise, tuple(r.acted_at),
                                    r.raises, r.aggressor),
            len(state.log), len(state.events), state.rng.getstate(), state.is_over)


def _illegal_candidates(state, seat):
    lim = state.view(seat)["bet_limits"]
    out = [Fold(), Check(), Call(), Show(), Muck(), Declare("sideways"),
           ChooseHole(("Ah", "Ah")), Stop()]
    if lim is not None:
        for x in (lim["min"] - 1, lim["max"] + 1, 0, -5, lim["min"], lim["max"]):
            out += [Bet(x), Raise(x)]
    return out


@SETTINGS
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32),
       variant=st.sampled_from(VARIANTS))
def test_check_agrees_with_legal_actions_and_rejections_change_nothing(players, seed,
                                                                       variant):
    """S-4 (below the minimum, above the pot limit), S-5 (no fold with nothing to call),
    out-of-turn: every illegal action raises IllegalAction and leaves the state alone."""
    state = cardtable.new_game("swingo", players=players, seed=seed,
                               options={**variant, "hands": 2})
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        before = snapshot(state)
        for action in _illegal_candidates(state, seat):
            if is_offered(action, legal):
                assert state.can_apply(seat, action)
                continue
            with pytest.raises(IllegalAction):
                state.apply(seat, action)
            assert snapshot(state) == before
        idle = [s for s in range(players) if s not in state.to_act]
        if idle:
            with pytest.raises(IllegalAction, match="turn"):
                state.apply(idle[0], legal[0])
        assert snapshot(state) == before
        s, action = random_action(state, rng, stop=True)
        state.apply(s, action)


def private_codes(state, seat):
    """Codes another seat must not see now: other players' cards not yet public."""
    hidden = set()
    for other in range(state.players):
        if other == seat:
            continue
        public = set()
        if state.revealed and state.board[other] is not None:
            public |= {c.code for c in state.board[other]}
        if state.shown[other] and state.hole[other] is not None:
            public |= {c.code for c in state.hole[other]}
        hidden |= {c.code for c in state.cards[other]} - public
    hidden |= {c.code for c in state.deck}  # nor the cards still in the deck
    return hidden


def current_hand_view(state, seat):
    v = state.view(seat)
    start = max(i for i, e in enumerate(v["events"]) if e["text"].startswith("Hand "))
    v["events"] = v["events"][start:]
    v.pop("last_hand")
    return json.dumps(v)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 10), seed=st.integers(0, 2**32),
       variant=st.sampled_from(VARIANTS))
def test_views_never_leak_hidden_cards_choices_or_declarations(players, seed, variant):
    """S-6 "each person picks in private"; S-12 "secretly and at once"; seed: hole cards
    "are unknown to the other players until the showdown"."""
    state = cardtable.new_game("swingo", players=players, seed=seed,
                               options={**variant, "hands": 2})
    rng = random.Random(seed)
    while not state.is_over:
        for seat in list(range(players)) + [None]:
            text = current_hand_view(state, seat)
            for code in private_codes(state, seat):
                # a code as a JSON string or a word in a text ("Aces" is not "Ac")
                assert not re.search(rf'"{code}"|\b{code}\b', text), (seat, code)
            if state.phase == "declare":
                v = state.view(seat)
                for x in v["seats"]:
                    assert x["declaration"] is None
        seat, action = random_action(state, rng)
        state.apply(seat, action)


def _twin_decks(players, rng):
    """Two first-hand decks that differ only in the cards of seats other than seat 0
    (the hole cards they will keep) and in the undealt cards."""
    deck = [c.code for c in make_deck()]
    rng.shuffle(deck)
    dealt = 5 * players
    a = list(deck)
    b = list(deck)
    spare = dealt + 1  # after the river
    for k, seat in enumerate(range(1, players)):
        pos = 5 * (seat - 1)  # dealt from the dealer's left: seat 1 first, seat 0 last
        for j in range(2):
            b[pos + j], b[spare + 2 * k + j] = b[spare + 2 * k + j], b[pos + j]
    return a, b


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_states_differing_only_in_hidden_cards_give_the_same_view_and_bot_move(players,
                                                                               seed):
    """Views, not state, reach bots: a seat cannot tell two states apart that differ only
    in cards it may not see, so every bot level makes the same move in both."""
    rng = random.Random(seed)
    deck_a, deck_b = _twin_decks(players, rng)
    a = cardtable.new_game("swingo", players=players, seed=seed, deck=deck_a)
    b = cardtable.new_game("swingo", players=players, seed=seed, deck=deck_b)
    bots = {lvl: make_bot("swingo", lvl) for lvl in ("easy", "medium", "hard")}
    checks = 0
    while a.hand_no == 1 and a.phase != "showdown" and checks < 4:
        assert a.to_act == b.to_act
        if 0 in a.to_act:
            va, vb = a.view(0), b.view(0)
            assert va == vb
            if a.phase in ("bet", "choose"):
                for lvl, bot in bots.items():
                    if lvl == "hard" and checks > 0:
                        continue
                    ma = bot.choose(va, a.legal_actions(0), random.Random(seed))
                    mb = bot.choose(vb, b.legal_actions(0), random.Random(seed))
                    assert ma == mb, lvl
                checks += 1
        seat, action = random_action(a, rng)
        if isinstance(action, Fold) and seat == 0:
            action = Call()
        if isinstance(action, ChooseHole):
            five_a = [c.code for c in a.cards[seat]]
            five_b = [c.code for c in b.cards[seat]]
            if seat != 0:
                action = ChooseHole((five_a[0], five_a[1]))
                b.apply(seat, ChooseHole((five_b[0], five_b[1])))
            else:
                b.apply(seat, action)
            a.apply(seat, action)
            continue
        a.apply(seat, action)
        b.apply(seat, action)
