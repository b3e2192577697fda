"""Swoop: get rid of every card -- hand, four face-up and four mystery cards -- onto
a pile where equal-or-lower goes on and higher picks the pile up; four equal on
top, a 10 or a joker swoops the pile away and plays again; a match runs until
someone reaches 500 points and the lowest total wins (seed 001, W-1..W-13).

Seats play clockwise, seat 0, 1, 2, ... Each seat has a hand, four table
positions 0..3, each with a mystery card face down and a face-up card on it.

Dealing (``deck``: codes top first): seat 0 takes the first cards of its deal (19
or 20), then seat 1, and so on; each seat's cards go first to its mystery cards
(positions 0..3), then its face-up cards (0..3), then its hand (W-1, W-12). The
rest is set aside; the first player is drawn from its top (W-2): each contender
draws one card, the highest begins, tied players draw again, and a 10 or joker
(no rank) is drawn again. A short ``deck`` is completed with the rest of the packs
in a seeded shuffle. Later deals are fresh seeded shuffles, begun by the next seat.

Actions (:mod:`.actions`): ``Play(hand, face_up, mystery)`` and ``Turn(slot)``.

View keys (on top of the engine's): ``options``; ``packs``; ``deal`` (1, 2 ...);
``starter`` (who began this deal); ``turn`` (seat to play, None when over);
``fresh`` (the turn's first play: a mystery card may be turned); ``pile`` (codes,
bottom first -- all of it is public, W-13); ``top`` ``{"rank", "count"}`` of the
equal cards on top or None; ``set_aside`` (count); ``undealt`` (count);
``seats``: per seat ``{"seat", "hand_count", "face_up": [code|None] * 4,
"mystery": [bool] * 4, "cards_left"}``; ``hand`` (this seat's hand, sorted; None
for a spectator); ``revealed`` ``{"seat", "slot", "card"}`` for a turned mystery
card waiting to be played; ``scores`` (match totals); ``target``; ``deals`` (each
finished deal: ``{"deal", "starter", "went_out", "left": [codes per seat: hand,
then face-up and mystery cards by position], "points", "totals"}``); ``result``
(the outcome once over).

Outcome: ``{"winners", "scores", "target", "deals"}`` -- winners are the seats with
the lowest total (a tie is shared, W-11).

>>> import cardtable
>>> s = cardtable.new_game("swoop", players=4, seed=2)
>>> v = s.view(s.to_act[0])
>>> len(v["hand"]), v["seats"][0]["hand_count"], sum(v["seats"][1]["mystery"])
(11, 11, 4)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ...actions import Action
from ...cards import Card
from ...engine import JSON, Option, State, register_game
from ...errors import IllegalAction
from .actions import ACTION_TYPES, Play, Turn
from .hand import Hand, Removal
from .pile import Pile
from .plays import plays_of
from .rules import ORDER, SHORT, order, pack_codes, packs_for, points, short, swoop_ranks
from .rules import effect as pile_effect

SLOTS = 4
#: What the check of a play works out: its cards, and what taking its hand cards
#: leaves in the hand (see :meth:`.Hand.removal`).
Checked = tuple[list[str], Removal | None]

#: W-1, W-12: cards per seat as (mystery, face up, hand).
DEALS = {
    "standard": (4, 4, 11),
    "twenty": (4, 4, 12),
    "mystery-only": (4, 0, 15),
    "hand-only": (0, 0, 19),
}


def stacked_deck(seats: Sequence[dict[str, str]], draw: str = "",
                 deal: str = "standard", seed: int = 0) -> list[str]:
    """A whole ``deck`` argument giving each seat its cards in the first deal: per
    seat a dict with ``"mystery"`` and ``"face_up"`` (codes by position) and
    ``"hand"`` (codes; a short hand is filled from the rest of the packs, shuffled
    by ``seed``), then ``draw``: the top of the set-aside cards, from which the
    first player is drawn (W-2).

    >>> deck = stacked_deck([{"hand": "K" + s, "mystery": " ".join(r + s for r in "2345"),
    ...                       "face_up": " ".join(r + s for r in "6789")} for s in "cdh"],
    ...                     draw="Ac")
    >>> deck[:9], len(deck), deck[57]
    (['2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c', 'Kc'], 108, 'Ac')
    """
    down, up, in_hand = DEALS[deal]
    rest = Counter(pack_codes(packs_for(len(seats))))
    wanted: list[list[str]] = []
    for spec in seats:
        m, f = spec.get("mystery", "").split(), spec.get("face_up", "").split()
        h = spec.get("hand", "").split()
        if len(m) != down or len(f) != up or len(h) > in_hand:
            raise ValueError(f"a seat needs {down} mystery, {up} face-up and at most "
                             f"{in_hand} hand cards")
        wanted.append(m + f + h + ["?"] * (in_hand - len(h)))
    drawn = draw.split()
    for code in [x for w in wanted for x in w if x != "?"] + drawn:
        if rest[code] == 0:
            raise ValueError(f"more {code} than the packs hold")
        rest[code] -= 1
    fill = sorted(rest.elements())
    random.Random(seed).shuffle(fill)
    out = [x if x != "?" else fill.pop() for w in wanted for x in w]
    return out + drawn + fill


@register_game
class Swoop(State):
    """A match of Swoop (see the module docstring). Cards are kept as codes."""

    game_id = "swoop"
    title = "Swoop"
    min_players = 3
    max_players = 8
    default_players = 4
    tagline = "Empty your hand, face-up and mystery cards onto the pile; four of a kind swoops."
    howto, order = "swoop.html", 2
    action_types = ACTION_TYPES
    options_spec = (
        Option("deal", default="standard", label="Deal",
               choices=tuple(DEALS), rule="W-1, W-12",
               help="standard: 4 mystery + 4 face up + 11 in hand; twenty: 4 mystery"
                    " + 4 face up + 12 in hand; mystery-only: 4 face down + 15 in hand;"
                    " hand-only: 19 in hand"),
        Option("swoop_cards", default="tens-and-jokers", label="Swoop cards",
               choices=("tens-and-jokers", "jokers-only"), rule="W-3, W-12",
               help="jokers-only: 10s rank between 9 and J and score 10"),
        Option("swoop_at", default="exactly-four", label="Swoop on",
               choices=("exactly-four", "four-or-more"), rule="W-6",
               help="four-or-more: more than four equal cards may be on top and swoop"),
        Option("scoring", default="standard", label="Card points",
               choices=("standard", "alternate"), rule="W-10", group="Scoring",
               help="alternate: A-9 5, J Q K 10, 10s and jokers 20"),
        Option("score", default="all-cards", label="Cards that score",
               choices=("all-cards", "hand-only"), rule="W-9", group="Scoring"),
        Option("target", default=500, label="Match ends at", minimum=1, maximum=10_000,
               rule="W-11", group="Match",
               help="points; the lowest total then wins. With four players a match to"
                    " 500 lasts about 17 deals, to 250 about 8, to 100 about 3."),
    )

    # -- setup -------------------------------------------------------------------

    def setup(self) -> None:
        o = self.options
        self.jokers_only: bool = o["swoop_cards"] == "jokers-only"
        self.swoopers = swoop_ranks(self.jokers_only)
        self.four_or_more: bool = o["swoop_at"] == "four-or-more"
        self.alternate: bool = o["scoring"] == "alternate"
        self.hand_only_scores: bool = o["score"] == "hand-only"
        self.target: int = o["target"]
        self.packs = packs_for(self.players)
        self.totals = [0] * self.players
        self.results: list[JSON] = []
        self.deal_no = 0
        self.finished = False
        deck = self._complete_deck(self.fixed_deck) if self.fixed_deck is not None else None
        self._deal(deck, starter=None)

    def _full_packs(self) -> list[str]:
        return list(pack_codes(self.packs))

    def _complete_deck(self, given: list[Card]) -> list[str]:
        """``given`` (top first) completed by the rest of the packs, shuffled."""
        rest = Counter(self._full_packs())
        for card in given:
            if rest[card.code] == 0:
                raise ValueError(f"the deck has more {card.code} than {self.packs} packs hold")
            rest[card.code] -= 1
        return [c.code for c in given] + _shuffled(sorted(rest.elements()), self.rng)

    def _deal(self, deck: list[str] | None, starter: int | None) -> None:
        self.deal_no += 1
        cards = deck if deck is not None else _shuffled(self._full_packs(), self.rng)
        down, up, in_hand = DEALS[self.options["deal"]]
        size = down + up + in_hand
        self.hands: list[Hand] = []
        self.up: list[list[str | None]] = []
        self.down: list[list[str | None]] = []
        for seat in range(self.players):
            mine = cards[seat * size:(seat + 1) * size]
            self.down.append([*mine[:down], *[None] * (SLOTS - down)])
            self.up.append([*mine[down:down + up], *[None] * (SLOTS - up)])
            self.hands.append(Hand(mine[down + up:]))
        self.undealt: list[str] = cards[self.players * size:]
        self.pile = Pile()
        self.gone: list[str] = []
        self.revealed: tuple[int, str] | None = None
        self.fresh = True
        # W-2, said (playtest 18: nobody was told why that player starts)
        why = ", next clockwise" if self.deal_no > 1 else ""
        if starter is None:
            starter = self._draw_first_player()
            why = ", with the highest card drawn"
        self.starter = starter
        self.current = starter
        self._say(starter, f"Deal {self.deal_no}: {{{starter}}} plays first{why}")

    def _draw_first_player(self) -> int:
        """W-2: draw from the set-aside cards; highest begins; ties draw again; a 10
        or joker has no rank and is drawn again."""
        contenders = list(range(self.players))
        cards = iter(self.undealt)
        while len(contenders) > 1:
            drawn: dict[int, int] = {}
            for seat in contenders:
                code = next((c for c in cards if c[0] not in self.swoopers), None)
                if code is None:  # the set-aside cards ran out: settle it by lot
                    return self.rng.choice(contenders)
                drawn[seat] = ORDER[code[0]]
                self._say(seat, f"{{{seat}}} draws {short(code)}")
            best = max(drawn.values())
            contenders = [s for s in contenders if drawn[s] == best]
        return contenders[0]

    # -- the contract --------------------------------------------------------------

    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.finished else (self.current,)

    @property
    def is_over(self) -> bool:
        return self.finished

    def legal_actions(self, seat: int) -> list[Action]:
        """Every play, one per set of cards (hand codes sorted, face-up positions),
        then ``Turn`` for each uncovered mystery card on the turn's first play."""
        if self.finished or seat != self.current:
            return []
        up_by, turns = _table(self.up[seat], self.down[seat])
        limited, count = self._limited_run()
        room = 4 - count  # for ``limited``, the one rank a play may be held back on
        hand = self.hands[seat]
        if self.revealed is not None:
            slot, code = self.revealed
            r = code[0]
            return list(plays_of(hand.groups.get(r, ()), up_by.get(r, ()),
                                 (room if r == limited else 4) - 1, slot))
        by_rank = hand.plays  # each rank's plays from the hand alone: the usual case
        groups = hand.groups
        held_back = limited in groups and len(groups[limited]) > room
        if up_by or held_back:  # ranks also on the table, or more held than may go on
            by_rank = dict(by_rank)
            for r, slots in up_by.items():
                by_rank[r] = plays_of(groups.get(r, ()), slots, room if r == limited else 4,
                                      None)
            if held_back and limited not in up_by:
                by_rank[limited] = plays_of(groups[limited], (), room, None)
        out: list[Action] = []
        for plays in by_rank.values():
            out += plays  # faster than itertools.chain: a list extends by a tuple at once
        if turns and self.fresh:  # a mystery card can be uncovered
            out += turns
        return out

    def _limited_run(self) -> tuple[str, int]:
        """The rank on top of the pile and how many of it lie there in a row, when
        that rank is held to four in a row now (W-6); else ``("", 0)``."""
        pile = self.pile
        if self.four_or_more or pile.rank in self.swoopers:
            return "", 0
        return pile.rank, pile.run

    def check(self, seat: int, action: Action) -> Checked | None:
        if isinstance(action, Play):
            return self._cards_of(seat, action)
        if isinstance(action, Turn):
            self._check_turn(seat, action)
        return None

    def _check_turn(self, seat: int, action: Turn) -> None:
        if self.revealed is not None:
            raise IllegalAction("play the mystery card you turned first", code="play-revealed")
        if not self.fresh:
            raise IllegalAction("a mystery card can be turned only as the first play of a turn",
                                code="mystery-not-first")
        slot = action.slot
        if not _is_slot(slot) or self.down[seat][slot] is None:
            raise IllegalAction(f"there is no mystery card at position {slot!r}",
                                code="no-mystery")
        if self.up[seat][slot] is not None:
            raise IllegalAction("that mystery card is still covered by its face-up card",
                                code="mystery-covered")

    def _cards_of(self, seat: int, play: Play) -> Checked:
        """The cards ``play`` names, checked against every rule (W-4..W-7), and what
        taking its hand cards leaves in the hand."""
        cards: list[str] = []
        removal = None
        if self.revealed is not None:
            slot, code = self.revealed
            if play.mystery != slot:
                raise IllegalAction("the turned mystery card must be played now",
                                    code="play-revealed")
            cards.append(code)
        elif play.mystery is not None:
            raise IllegalAction("turn a mystery card before playing it", code="mystery-unturned")
        if play.hand:
            hand = self.hands[seat]
            removal = hand.removal(play.hand)
            missing = hand.missing(play.hand) if removal is None else None
            if missing is not None:
                raise IllegalAction(f"you have no {missing!r} in your hand to play",
                                    code="not-held")
            cards += play.hand  # all held; mixed ranks are refused below
        face_up = play.face_up
        if face_up:
            if len(face_up) > 1 and len(set(face_up)) != len(face_up):
                raise IllegalAction("a face-up position is named twice", code="not-held")
            up = self.up[seat]
            for slot in face_up:
                if not _is_slot(slot) or up[slot] is None:
                    raise IllegalAction(f"there is no face-up card at position {slot!r}",
                                        code="not-held")
                cards.append(up[slot])  # type: ignore[arg-type]
        if not cards:
            raise IllegalAction("a play needs at least one card", code="empty-play")
        if len(cards) > 4:
            raise IllegalAction("a play is one to four cards", code="too-many")
        rank = cards[0][0]
        for c in cards:
            if c[0] != rank:
                raise IllegalAction("the cards of a play must be of equal rank",
                                    code="mixed-ranks")
        if rank == self.pile.rank:  # only a run of this rank on top can hold it back (W-6)
            limited, run = self._limited_run()
            if rank == limited and len(cards) + run > 4:
                raise IllegalAction("that would put more than four equal cards on the pile;"
                                    " play fewer", code="more-than-four")
        return cards, removal

    def describe(self, action: Action) -> str:
        if isinstance(action, Turn):
            return f"turning mystery card {action.slot}"
        return action.kind

    def _apply(self, seat: int, action: Action, checked: Checked | None = None) -> None:
        if isinstance(action, Turn):
            code = self.down[seat][action.slot]
            assert code is not None
            self.down[seat][action.slot] = None
            self.revealed = (action.slot, code)
            self.fresh = False
            self.note_reveal()  # everyone, the turner too, sees a new card
            self._say(seat, f"{{{seat}}} turns a mystery card: {short(code)}")
            return
        assert isinstance(action, Play)
        cards, removal = checked if checked is not None else self._cards_of(seat, action)
        if removal is not None:
            self.hands[seat].take(removal)
            self.note_reveal(but=seat)  # W-13: a hidden hand's cards
        for slot in action.face_up:
            self.up[seat][slot] = None
        self.revealed = None
        self._play(seat, cards)

    def _play(self, seat: int, cards: list[str]) -> None:
        """W-5, W-6: onto the pile, or pick up and start anew; then a swoop or not."""
        text = " ".join(map(SHORT.__getitem__, cards))
        pile = self.pile
        pick_up, swoop = pile_effect(cards[0][0], len(cards), pile.rank, pile.run,
                                     self.swoopers)
        if pick_up:
            self._say(seat, f"{{{seat}}} picks up the pile ({_cards(len(pile))})"
                            f" and plays {text}")
            self.hands[seat].add(pile.take())
        else:
            self._say(seat, f"{{{seat}}} plays {text}")
        pile.put(cards)
        if swoop:
            self._say(seat, f"{{{seat}}} swoops! {_cards(len(pile))} set aside")
            self.gone += pile.take()
        self.fresh = True
        if not (self.hands[seat].groups or any(self.up[seat]) or any(self.down[seat])):
            self._end_deal(seat)
        elif not swoop:
            self.current = (seat + 1) % self.players

    def effect(self, seat: int, action: Action) -> str:
        """What a legal ``action`` of ``seat`` does to the pile (W-5, W-6): ``"turn"``
        (a mystery card is turned), ``"pick-up"`` (higher than the top: the pile is
        picked up first), ``"swoop"`` or ``"pile"`` (it goes on the pile)."""
        if isinstance(action, Turn):
            return "turn"
        assert isinstance(action, Play)
        if action.hand:
            rank = action.hand[0][0]
        elif action.face_up:
            rank = (self.up[seat][action.face_up[0]] or "?")[0]
        else:
            rank = self.revealed[1][0] if self.revealed else "?"
        k = len(action.hand) + len(action.face_up) + (action.mystery is not None)
        pick_up, swoop = pile_effect(rank, k, self.pile.rank, self.pile.run, self.swoopers)
        return "pick-up" if pick_up else "swoop" if swoop else "pile"

    def _say(self, seat: int, text: str) -> None:
        self.events.append({"seat": seat, "text": text})

    def cards_left(self, seat: int) -> int:
        return len(self.hands[seat]) + SLOTS * 2 - self.up[seat].count(None) \
            - self.down[seat].count(None)

    def remaining(self, seat: int) -> list[str]:
        """Every card ``seat`` still holds: hand, face-up, mystery."""
        return [*self.hands[seat], *(c for c in self.up[seat] if c is not None),
                *(c for c in self.down[seat] if c is not None)]

    def deal_points(self, seat: int) -> int:
        """W-9, W-10: points of the cards ``seat`` still holds."""
        cards = self.hands[seat] if self.hand_only_scores else self.remaining(seat)
        return sum(points(c, self.alternate, self.jokers_only) for c in cards)

    def _end_deal(self, went_out: int) -> None:
        self.note_end()
        pts = [self.deal_points(s) for s in range(self.players)]
        for s, p in enumerate(pts):
            self.totals[s] += p
        self.results.append({
            "deal": self.deal_no, "starter": self.starter, "went_out": went_out,
            "left": [self.remaining(s) for s in range(self.players)],
            "points": pts, "totals": list(self.totals),
        })
        self._say(went_out, f"{{{went_out}}} goes out and wins deal {self.deal_no}")
        if max(self.totals) >= self.target:
            self.finished = True
            low = min(self.totals)
            names = " and ".join(f"{{{s}}}" for s in range(self.players)
                                 if self.totals[s] == low)
            points = "1 point" if low == 1 else f"{low} points"  # (playtest 13: "1 points")
            self._say(went_out, f"The match is over: {names} won with {points}")
            return
        self._deal(None, starter=(self.starter + 1) % self.players)

    @property
    def outcome(self) -> JSON | None:
        if not self.finished:
            return None
        low = min(self.totals)
        return {"winners": [s for s in range(self.players) if self.totals[s] == low],
                "scores": list(self.totals), "target": self.target,
                "deals": [dict(r) for r in self.results]}

    # -- views ---------------------------------------------------------------------

    def _view(self, seat: int | None) -> JSON:
        pile = self.pile
        top = {"rank": pile.rank, "count": pile.run} if pile.run else None
        seats = [{
            "seat": s, "hand_count": len(self.hands[s]),
            "face_up": list(self.up[s]),
            "mystery": [c is not None for c in self.down[s]],
            "cards_left": self.cards_left(s),
        } for s in range(self.players)]
        revealed = None
        if self.revealed is not None:
            revealed = {"seat": self.current, "slot": self.revealed[0],
                        "card": self.revealed[1]}
        return {
            "options": dict(self.options), "packs": self.packs, "deal": self.deal_no,
            "starter": self.starter, "turn": None if self.finished else self.current,
            "fresh": self.fresh and not self.finished,
            "pile": list(pile.cards), "top": top,
            "set_aside": len(self.gone), "undealt": len(self.undealt),
            "seats": seats,
            "hand": self.sorted_hand(seat) if seat is not None else None,
            "revealed": revealed, "scores": list(self.totals), "target": self.target,
            "deals": [dict(r) for r in self.results], "result": self.outcome,
        }

    def sorted_hand(self, seat: int) -> list[str]:
        """The hand by rank order (swoop cards last), then suit."""
        return sorted(self.hands[seat], key=self._sort_key)

    def _sort_key(self, code: str) -> tuple[int, str]:
        o = order(code, self.jokers_only)
        return (o if o is not None else 20 + (code[0] == "X"), code[1])

    def public_state(self) -> JSON:
        held = sum(self.cards_left(s) for s in range(self.players))
        extra = 1 if self.revealed is not None else 0
        return {"cards": held + extra + len(self.pile) + len(self.gone) + len(self.undealt)}

    @classmethod
    def sample_from_view(cls, view: JSON, rng: random.Random) -> Swoop:
        """A deal consistent with ``view`` (see :meth:`State.sample_from_view`): the
        cards the seat has not seen (others' hands, every mystery card, the set-aside
        and the undealt cards) shuffled into those places, sized as the view shows."""
        me, n = view["seat"], view["players"]
        if me is None:
            raise ValueError("a spectator's view has no seat to sample for")
        seats = view["seats"]
        rev = view["revealed"]
        unseen = Counter(pack_codes(view["packs"]))
        unseen.subtract(view["hand"])
        unseen.subtract(view["pile"])
        for x in seats:
            unseen.subtract(c for c in x["face_up"] if c)
        if rev:
            unseen[rev["card"]] -= 1
        pool = sorted(unseen.elements())
        rng.shuffle(pool)
        s = cls(n, 0, dict(view["options"]), None)
        s.rng = random.Random(rng.getrandbits(64))
        s.hands, s.up, s.down = [], [], []
        for x in seats:
            if x["seat"] == me:
                s.hands.append(Hand(view["hand"]))
            else:
                s.hands.append(Hand(pool[:x["hand_count"]]))
                del pool[:x["hand_count"]]
            s.up.append(list(x["face_up"]))
            s.down.append([pool.pop() if has else None for has in x["mystery"]])
        s.gone = pool[:view["set_aside"]]
        s.undealt = pool[view["set_aside"]:]
        s.pile = Pile(view["pile"])
        s.revealed = (rev["slot"], rev["card"]) if rev else None
        s.fresh, s.starter, s.deal_no = view["fresh"], view["starter"], view["deal"]
        s.current = view["turn"] if view["turn"] is not None else s.starter
        s.finished = view["over"]
        s.totals = list(view["scores"])
        s.results = [dict(r) for r in view["deals"]]
        s.events = [dict(e) for e in view["events"]]
        return s


_TURNS = tuple(Turn(i) for i in range(SLOTS))


def _table(up: list[str | None], down: list[str | None]) -> tuple[
        dict[str, tuple[int, ...]], list[Turn]]:
    """A seat's table cards as plays need them: the face-up positions by rank, and
    the turns of the uncovered mystery cards."""
    up_by: dict[str, tuple[int, ...]] = {}
    turns: list[Turn] = []
    for k, code in enumerate(up):
        if code is not None:
            r = code[0]
            up_by[r] = (*up_by[r], k) if r in up_by else (k,)
        elif down[k] is not None:
            turns.append(_TURNS[k])
    return up_by, turns


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _is_slot(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < SLOTS


def _shuffled(codes: list[str], rng: random.Random) -> list[str]:
    out = list(codes)
    rng.shuffle(out)
    return out
