"""What one seat may know at a decision: :class:`View`, built by :func:`view_of`.

A view holds only what the rules let that seat see: its own hand now, the dealer, the
bids so far (in bidding order, from the dealer's left), the complete tricks (their
leaders, cards and winners), the cards of the trick being played, and both teams'
running scores and carried bags (the game is to :data:`~tutor.spades.GAME`). It never
holds another seat's cards; what the others played is public. :func:`view_of` reads it
from a :class:`~tutor.spades.Deal`; :meth:`View.from_dict` reads the command line's
JSON and refuses an impossible view with ``bad_view``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..bidding import verify_bid
from ..cards import Card, Hand, parse_card
from ..deal import Deal
from ..errors import IllegalActionError, InvalidInputError, SpadesError
from ..play import Trick, legal_plays, spades_broken, trick_winner, verify_play
from ..scoring import BAG_LIMIT, GAME, game_winner
from ..seats import Seat

__all__ = ["DecisionKind", "View", "bad_view", "view_of"]

VIEW_KEYS = frozenset(
    {"seat", "dealer", "hand", "bids", "tricks", "current", "scores", "bags"}
    | {"spades_broken", "target", "to_act"}
)


class DecisionKind(StrEnum):
    """What the seat to act must decide."""

    BID = "bid"
    PLAY = "play"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


def bad_view(message: str) -> InvalidInputError:
    return InvalidInputError(message, "bad_view")


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge. ``bids`` in bidding order (the dealer's left first);
    ``tricks`` the complete tricks; ``current`` the cards of the trick being played, the
    lead first; ``scores`` and ``bags`` are ``(team A, team B)`` before this hand."""

    seat: Seat
    dealer: Seat
    hand: Hand
    bids: tuple[int, ...] = ()
    tricks: tuple[Trick, ...] = ()
    current: tuple[Card, ...] = ()
    scores: tuple[int, int] = (0, 0)
    bags: tuple[int, int] = (0, 0)

    # --- derived public facts --------------------------------------------------------

    @property
    def target(self) -> int:
        return GAME

    @property
    def decision(self) -> DecisionKind | None:
        """What the seat to act decides now (``None`` once the thirteen tricks are played)."""
        if len(self.bids) < 4:
            return DecisionKind.BID
        return DecisionKind.PLAY if len(self.tricks) < 13 else None

    @property
    def leader(self) -> Seat:
        """Who leads (or led) the current trick."""
        return self.tricks[-1].winner if self.tricks else self.dealer.next

    @property
    def to_act(self) -> Seat | None:
        kind = self.decision
        if kind is DecisionKind.BID:
            return self.bidder(len(self.bids))
        if kind is DecisionKind.PLAY:
            return Seat((self.leader + len(self.current)) % 4)
        return None

    def bidder(self, i: int) -> Seat:
        """The seat that makes the ``i``-th bid (0-based)."""
        return Seat((self.dealer + 1 + i) % 4)

    @property
    def bid_by_seat(self) -> dict[Seat, int]:
        return {self.bidder(i): b for i, b in enumerate(self.bids)}

    @property
    def spades_broken(self) -> bool:
        return spades_broken(t.cards for t in self.tricks)

    @property
    def led(self) -> Card | None:
        return self.current[0] if self.current else None

    @property
    def legal_plays(self) -> tuple[Card, ...]:
        """The cards this seat may play now (empty unless it is to play)."""
        if self.decision is not DecisionKind.PLAY or self.to_act != self.seat:
            return ()
        return legal_plays(self.hand, self.led, self.spades_broken)

    @property
    def played(self) -> frozenset[Card]:
        """Every card played so far, the current trick's included."""
        return frozenset(c for t in self.tricks for c in t.cards) | frozenset(self.current)

    @property
    def unseen(self) -> Hand:
        """The cards the other three seats may still hold."""
        seen = self.hand.mask
        for c in self.played:
            seen |= 1 << c.index
        return Hand.from_mask(((1 << 52) - 1) & ~seen)

    def tricks_won(self) -> tuple[int, int, int, int]:
        won = [0, 0, 0, 0]
        for t in self.tricks:
            won[t.winner] += 1
        return (won[0], won[1], won[2], won[3])

    def current_by(self, who: Seat) -> Card | None:
        """The card ``who`` played to the current trick, if any."""
        i = (who - self.leader) % 4
        return self.current[i] if i < len(self.current) else None

    def check_to_act(self) -> DecisionKind:
        """The decision this seat makes now; ``wrong_phase`` or ``not_your_turn`` if none."""
        kind = self.decision
        if kind is None:
            raise IllegalActionError("the hand is over", "wrong_phase")
        to_act = self.to_act
        if to_act != self.seat:
            raise IllegalActionError(f"it is seat {to_act}'s turn", "not_your_turn")
        return kind

    # --- JSON ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The command line's form (``spades_broken``, ``to_act`` and ``target`` are
        derived and shown for convenience; :meth:`from_dict` checks them if given)."""
        to_act = self.to_act
        return {
            "seat": int(self.seat),
            "dealer": int(self.dealer),
            "hand": [str(c) for c in self.hand],
            "bids": list(self.bids),
            "tricks": [
                {"leader": int(t.leader), "cards": [str(c) for c in t.cards]} for t in self.tricks
            ],
            "current": [str(c) for c in self.current],
            "scores": list(self.scores),
            "bags": list(self.bags),
            "spades_broken": self.spades_broken,
            "to_act": None if to_act is None else int(to_act),
            "target": GAME,
        }

    @classmethod
    def from_dict(cls, data: Any) -> View:
        """Read and check a view; ``bad_view`` for one no deal could produce."""
        if not isinstance(data, dict):
            raise bad_view("a view is a JSON object")
        missing = {"seat", "dealer", "hand"} - data.keys()
        if missing:
            raise bad_view(f"missing: {', '.join(sorted(missing))}")
        extra = data.keys() - VIEW_KEYS
        if extra:
            raise bad_view(f"unknown keys: {', '.join(sorted(str(k)[:30] for k in extra))}"[:200])
        try:
            view = cls(
                _seat(data["seat"], "seat"),
                _seat(data["dealer"], "dealer"),
                Hand(_cards(data["hand"], "hand", 13)),
                _bids(data.get("bids", [])),
                _tricks(data.get("tricks", [])),
                _cards(data.get("current", []), "current", 3),
                _pair(data.get("scores", [0, 0]), "scores", -100_000, 100_000),
                _pair(data.get("bags", [0, 0]), "bags", 0, BAG_LIMIT - 1),
            )
        except SpadesError as exc:
            if exc.code == "bad_view":
                raise
            raise bad_view(exc.message) from None
        view.check()
        for key, value in (
            ("spades_broken", view.spades_broken),
            ("target", GAME),
            ("to_act", None if view.to_act is None else int(view.to_act)),
        ):
            if key in data and (data[key] != value or type(data[key]) is not type(value)):
                raise bad_view(f"{key} is {value!r} in this view, not {str(data[key])[:20]}")
        return view

    def check(self) -> None:
        """Refuse (``bad_view``) what no deal can produce: cards seen twice, a wrong hand
        size, tricks before the bidding is over, leaders that do not follow the winners,
        this seat's own plays against the rules, a game already won."""
        n = len(self.tricks)
        if len(self.bids) < 4 and (n or self.current):
            raise bad_view("no card is played before all four have bid")
        if n == 13 and self.current:
            raise bad_view("the hand is over after 13 tricks")
        seen = [c for t in self.tricks for c in t.cards] + list(self.current) + list(self.hand)
        if len(set(seen)) != len(seen):
            raise bad_view("a card is seen twice")
        leader = self.dealer.next
        for t in self.tricks:
            if t.leader != leader:
                raise bad_view(
                    f"trick {t.number} is led by seat {int(t.leader)}, not the winner "
                    f"of the trick before (seat {int(leader)})"
                )
            leader = t.winner
        played_now = self.current_by(self.seat) is not None if self.current else False
        want = 13 - n - (1 if played_now else 0)
        if len(self.hand) != want:
            raise bad_view(f"the hand holds {len(self.hand)} cards, not {want}")
        self._check_own_plays()
        if game_winner(self.scores) is not None:
            raise bad_view("the game is already won at these scores")

    def _check_own_plays(self) -> None:
        """Replay this seat's own cards: each must have been legal from the hand it held."""
        mine: list[tuple[Card, Card | None, bool]] = []  # card, led, broken
        broken = False
        for t in self.tricks:
            card = t.played_by(self.seat)
            mine.append((card, None if t.leader == self.seat else t.cards[0], broken))
            broken = broken or spades_broken([t.cards])
        own = self.current_by(self.seat) if self.current else None
        if own is not None:
            mine.append((own, None if self.leader == self.seat else self.current[0], broken))
        held = self.hand
        for card, led, was_broken in reversed(mine):
            held = Hand.from_mask(held.mask | 1 << card.index)
            try:
                verify_play(held, card, led, was_broken)
            except IllegalActionError as exc:
                raise bad_view(f"this seat's own play: {exc.message}") from None


def _seat(value: Any, name: str) -> Seat:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise bad_view(f"{name} is a seat 0–3, not {str(value)[:10]}")
    return Seat(value)


def _cards(value: Any, name: str, most: int) -> tuple[Card, ...]:
    if not isinstance(value, list) or len(value) > most:
        raise bad_view(f"{name} is a list of at most {most} cards")
    return tuple(parse_card(c) if isinstance(c, str) else _not_card(c, name) for c in value)


def _not_card(value: Any, name: str) -> Card:
    raise bad_view(f"{name}: not a card: {str(value)[:20]}")


def _bids(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > 4:
        raise bad_view("bids is a list of at most four bids, the dealer's left first")
    for b in value:
        verify_bid(b)
    return tuple(value)


def _tricks(value: Any) -> tuple[Trick, ...]:
    if not isinstance(value, list) or len(value) > 13:
        raise bad_view("tricks is a list of at most 13 tricks")
    out = []
    for number, t in enumerate(value, 1):
        if not isinstance(t, dict) or set(t) != {"leader", "cards"}:
            raise bad_view(f'trick {number} is {{"leader": seat, "cards": [4 cards]}}')
        leader = _seat(t["leader"], f"trick {number}'s leader")
        cards = _cards(t["cards"], f"trick {number}", 4)
        if len(cards) != 4:
            raise bad_view(f"trick {number} has {len(cards)} cards, not 4")
        four = (cards[0], cards[1], cards[2], cards[3])
        out.append(Trick(number, leader, four, trick_winner(leader, four)))
    return tuple(out)


def _pair(value: Any, name: str, low: int, high: int) -> tuple[int, int]:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or any(isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high for v in value)
    ):
        raise bad_view(f"{name} are two whole numbers {low}–{high}, team A's and team B's")
    return value[0], value[1]


def view_of(
    deal: Deal, seat: int, scores: Sequence[int] = (0, 0), bags: Sequence[int] = (0, 0)
) -> View:
    """What ``seat`` may know now in ``deal`` (``scores``/``bags``: the teams' totals
    before this hand). Reads only that seat's hand and the public facts."""
    who = Seat(seat)
    bids = deal.bids
    order = tuple(bids[Seat((deal.dealer + 1 + i) % 4)] for i in range(len(bids)))
    view = View(
        who,
        deal.dealer,
        deal.hand(who),
        order,
        deal.tricks,
        deal.current_trick,
        (int(scores[0]), int(scores[1])),
        (int(bags[0]), int(bags[1])),
    )
    return view
