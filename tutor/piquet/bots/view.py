"""What one player may know at a decision: :class:`View`, built by :func:`view_of`.

A view holds only what the rules let that player see: his own twelve dealt cards, his
hand now, his discards, the talon cards he has seen without taking (in talon order, top
first: younger takes elder's left cards first), how many cards the
opponent exchanged, a carte blanche the opponent has shown, elder's calls, what each
player scored in declarations, the tricks, the card led, the running score and the
partie so far. :func:`view_of` reads it from a :class:`~tutor.piquet.Deal` through
``Deal.seen_by`` and public facts only; :meth:`View.from_dict` reads the command line's
JSON view and refuses an impossible one with ``bad_view``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..cards import Card, Hand, Rank, Suit, parse_card, parse_cards
from ..deal import Deal, Phase
from ..declarations import CardSet, Declaration, Sequence, compare_declarations
from ..errors import InvalidInputError, PiquetError
from ..exchange import elder_exchange_range, younger_exchange_range, younger_stock
from ..play import legal_plays, trick_winner
from ..players import Player
from ..rules import Rules
from ..scoring import Category, score_deal

__all__ = ["Calls", "Declared", "DecisionKind", "View", "bad_view", "decision_kind", "view_of"]


class DecisionKind(StrEnum):
    """What the player to act must decide (``leftovers``: younger's Law 36 choice at
    elder's first lead; the command line asks it with the exchange instead)."""

    EXCHANGE = "exchange"
    DECLARE = "declare"
    LEFTOVERS = "leftovers"
    PLAY = "play"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


def bad_view(message: str) -> InvalidInputError:
    return InvalidInputError(message, "bad_view")


@dataclass(frozen=True, slots=True)
class Calls:
    """What elder called: point ``(length, value)``, best sequence ``(length, top)``,
    every set ``(count, rank)``; ``None`` where he called nothing."""

    point: tuple[int, int] | None = None
    sequence: tuple[int, Rank] | None = None
    sets: tuple[tuple[int, Rank], ...] = ()

    @classmethod
    def of(cls, declaration: Declaration) -> Calls:
        p, s = declaration.point, declaration.best_sequence
        return cls(
            (p.length, p.value) if p else None,
            (s.length, s.top) if s else None,
            tuple((q.count, q.rank) for q in declaration.sets),
        )

    def to_dict(self) -> dict[str, Any]:
        p, s = self.point, self.sequence
        return {
            "point": {"length": p[0], "value": p[1]} if p else None,
            "sequence": {"length": s[0], "top": s[1].value} if s else None,
            "sets": [{"count": n, "rank": r.value} for n, r in self.sets],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Calls:
        if not isinstance(data, dict) or set(data) - {"point", "sequence", "sets"}:
            raise bad_view("calls has point, sequence, sets")
        try:
            p, s, sets = data.get("point"), data.get("sequence"), data.get("sets", [])
            point = (_int(p["length"], 1, 8), _int(p["value"], 7, 90)) if p is not None else None
            seq = (_int(s["length"], 3, 8), Rank(s["top"])) if s is not None else None
            if not isinstance(sets, list):
                raise bad_view("calls.sets is a list")
            out = tuple((_int(q["count"], 3, 4), Rank(q["rank"])) for q in sets)
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, PiquetError):
                raise
            raise bad_view(f"calls: {str(exc)[:60]}") from None
        if any(not r.forms_sets for _, r in out) or len({r for _, r in out}) != len(out):
            raise bad_view("calls.sets: sets are of distinct ranks ten and above")
        return cls(point, seq, out)


@dataclass(frozen=True, slots=True)
class Declared:
    """What one player scored in declarations (the winning combinations he reckoned):
    point ``(suit, length, value)``, sequences, sets."""

    point: tuple[Suit, int, int] | None = None
    sequences: tuple[Sequence, ...] = ()
    sets: tuple[CardSet, ...] = ()

    @property
    def cards(self) -> frozenset[Card]:
        """The cards this player is known to hold (or have held) from his sequences and sets."""
        return frozenset(c for q in self.sequences + self.sets for c in q.cards)

    def to_dict(self) -> dict[str, Any]:
        p = self.point
        return {
            "point": {"suit": p[0].value, "length": p[1], "value": p[2]} if p else None,
            "sequences": [[str(c) for c in q.cards] for q in self.sequences],
            "sets": [[str(c) for c in q.cards] for q in self.sets],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Declared:
        if not isinstance(data, dict) or set(data) - {"point", "sequences", "sets"}:
            raise bad_view("declared has point, sequences, sets")
        try:
            p = data.get("point")
            point = (
                (Suit(p["suit"]), _int(p["length"], 1, 8), _int(p["value"], 7, 90))
                if p is not None
                else None
            )
            seqs, sets = data.get("sequences", []), data.get("sets", [])
            if not isinstance(seqs, list) or not isinstance(sets, list):
                raise bad_view("declared sequences and sets are lists")
            return cls(
                point,
                tuple(Sequence.from_cards(q) for q in seqs),
                tuple(CardSet(parse_cards(q)) for q in sets),
            )
        except PiquetError as exc:
            raise bad_view(f"declared: {exc.message[:80]}") from None
        except (KeyError, TypeError, ValueError) as exc:
            raise bad_view(f"declared: {str(exc)[:60]}") from None


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise bad_view(f"expected a whole number {low}-{high}, not {str(value)[:20]}")
    return value


@dataclass(frozen=True, slots=True)
class View:
    """Exactly what ``role`` may know when deciding ``decision`` (see the module doc).

    ``score`` is (elder, younger) as reckoned so far in this deal; ``partie`` the earlier
    deals' (mine, theirs).
    """

    rules: Rules
    role: Player
    decision: DecisionKind
    dealt: tuple[Card, ...]
    hand: tuple[Card, ...]
    discards: tuple[Card, ...] = ()
    seen: tuple[Card, ...] = ()
    talon_left: int = 0
    opponent_exchanged: int | None = None
    opponent_carte_blanche: tuple[Card, ...] | None = None
    calls: Calls | None = None
    declared_elder: Declared | None = None
    declared_younger: Declared | None = None
    tricks: tuple[tuple[Card, Card], ...] = ()
    led: Card | None = None
    score: tuple[int, int] = (0, 0)
    partie: tuple[tuple[int, int], ...] = ()

    # --- derived facts -------------------------------------------------------------

    @property
    def legal_plays(self) -> tuple[Card, ...]:
        if self.decision is not DecisionKind.PLAY:
            return ()
        return legal_plays(Hand(self.hand), self.led)

    @property
    def exchange_range(self) -> range:
        """How many cards this player may exchange now."""
        if self.decision is not DecisionKind.EXCHANGE:
            return range(0)
        if self.role is Player.ELDER:
            return elder_exchange_range(self.rules)
        r = younger_exchange_range(self.opponent_exchanged or 0, self.rules)
        return range(r.start, min(r.stop, self.talon_left + 1))

    @property
    def known(self) -> frozenset[Card]:
        """Every card this player has seen."""
        out = set(self.dealt) | set(self.hand) | set(self.discards) | set(self.seen)
        out |= {c for t in self.tricks for c in t}
        if self.led is not None:
            out.add(self.led)
        if self.opponent_carte_blanche:
            out |= set(self.opponent_carte_blanche)
        return frozenset(out)

    @property
    def my_score(self) -> int:
        return self.score[0] if self.role is Player.ELDER else self.score[1]

    @property
    def their_score(self) -> int:
        return self.score[1] if self.role is Player.ELDER else self.score[0]

    def declared(self, player: Player) -> Declared | None:
        return self.declared_elder if player is Player.ELDER else self.declared_younger

    def leaders(self) -> list[Player]:
        """Who led each trick so far, and (last) who leads the trick in progress."""
        leader = Player.ELDER
        out = []
        for led, played in self.tricks:
            out.append(leader)
            if trick_winner(led, played) is not led:
                leader = leader.opponent
        out.append(leader)
        return out

    # --- JSON ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The command line's view (without ``level`` and ``seed``)."""

        def cards(cs: tuple[Card, ...]) -> list[str]:
            return [str(c) for c in cs]

        declared = None
        if self.declared_elder is not None and self.declared_younger is not None:
            declared = {
                "elder": self.declared_elder.to_dict(),
                "younger": self.declared_younger.to_dict(),
            }
        return {
            "rules": self.rules.to_dict(),
            "role": self.role.value,
            "decision": self.decision.value,
            "dealt": cards(self.dealt),
            "hand": cards(self.hand),
            "discards": cards(self.discards),
            "seen": cards(self.seen),
            "talon_left": self.talon_left,
            "opponent_exchanged": self.opponent_exchanged,
            "opponent_carte_blanche": (
                cards(self.opponent_carte_blanche) if self.opponent_carte_blanche else None
            ),
            "calls": self.calls.to_dict() if self.calls else None,
            "declared": declared,
            "tricks": [[str(a), str(b)] for a, b in self.tricks],
            "led": str(self.led) if self.led else None,
            "score": {"elder": self.score[0], "younger": self.score[1]},
            "partie": [list(p) for p in self.partie],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> View:
        """Read and check a command-line view (keys as in :meth:`to_dict`); an impossible
        one raises ``bad_view``."""
        from .checks import view_from_dict

        return view_from_dict(data)


# --- from a Deal ---------------------------------------------------------------------


def decision_kind(deal: Deal) -> DecisionKind | None:
    """The decision the player to act (``deal.to_act``) must make, if any."""
    phase = deal.phase
    if phase in (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE):
        return DecisionKind.EXCHANGE
    if phase is Phase.DECLARATION:
        return DecisionKind.DECLARE
    if phase is Phase.PLAY:
        if deal.to_act is Player.YOUNGER and deal.can_view_leftovers(True, Player.YOUNGER):
            return DecisionKind.LEFTOVERS
        return DecisionKind.PLAY
    return None


def _declared(deal: Deal) -> tuple[Declared, Declared]:
    ed, yd = deal.declaration(Player.ELDER), deal.declaration(Player.YOUNGER)
    c = compare_declarations(ed, yd)  # type: ignore[arg-type]
    out = []
    for who in (Player.ELDER, Player.YOUNGER):
        point = None
        if c.point.winner is who:
            p = c.point.elder if who is Player.ELDER else c.point.younger
            point = (p.suit, p.length, p.value)  # type: ignore[union-attr]
        seqs = c.sequence.scored if c.sequence.winner is who else ()
        sets = c.sets.scored if c.sets.winner is who else ()
        out.append(Declared(point, tuple(seqs), tuple(sets)))
    return out[0], out[1]


def _running_score(deal: Deal) -> tuple[int, int]:
    """Each player's points reckoned so far: carte blanche once shown; in the play, the
    declarations, bonuses and play points as they were scored.

    The engine scores only finished deals, so the remaining tricks are played out in
    some legal way and only the events logged before now are kept (the log is in the
    order things happened, so what comes later cannot change what came before)."""
    if deal.phase is Phase.COMPLETE:
        result = deal.score()
        return result.elder.total, result.younger.total
    if deal.phase is not Phase.PLAY:
        if deal.carte_blanche is not None and deal.carte_blanche_shown:
            return (10, 0) if deal.carte_blanche is Player.ELDER else (0, 10)
        return (0, 0)
    final = {p: deal.hand(p).mask for p in Player}
    for t in deal.tricks:
        final[t.leader] |= 1 << t.led.index
        final[t.leader.opponent] |= 1 << t.played.index
    led = deal.current_lead
    to_act = deal.to_act
    assert to_act is not None  # a deal in play always has a player to act
    leader = to_act if led is None else to_act.opponent
    if led is not None:
        final[leader] |= 1 << led.index
    left = {p: deal.hand(p) for p in Player}
    pairs = [(t.led, t.played) for t in deal.tricks]
    now = len(pairs) + 1  # the trick in progress
    card = led
    while len(pairs) < 12:
        if card is None:
            card = left[leader].cards[0]
            left[leader] = left[leader].without((card,))
        follower = leader.opponent
        reply = legal_plays(left[follower], card)[0]
        left[follower] = left[follower].without((reply,))
        pairs.append((card, reply))
        if trick_winner(card, reply) is reply:
            leader = follower
        card = None
    result = score_deal(
        Hand.from_mask(final[Player.ELDER]),
        Hand.from_mask(final[Player.YOUNGER]),
        pairs,
        deal.rules,
        elder_dealt=deal.dealt.elder,
        younger_dealt=deal.dealt.younger,
        elder_declaration=deal.declaration(Player.ELDER),
        younger_declaration=deal.declaration(Player.YOUNGER),
    )
    totals = [0, 0]
    for who, pts, cat, trick, _ in result.log:
        if trick is not None and (
            trick > now or (trick == now and (led is None or cat is not Category.LEAD))
        ):
            break
        totals[0 if who is Player.ELDER else 1] += pts
    return totals[0], totals[1]


def view_of(
    deal: Deal,
    player: Player,
    partie: tuple[tuple[int, int], ...] | list[tuple[int, int]] = (),
) -> View:
    """What ``player`` may know now, from ``deal.seen_by`` and public facts only.

    ``decision`` is what the deal asks of ``player`` if it is his turn (else what it
    asks of the opponent). ``partie``: earlier deals' (mine, theirs) scores.
    """
    kind = decision_kind(deal) or DecisionKind.PLAY
    dealt = deal.dealt.elder if player is Player.ELDER else deal.dealt.younger
    hand = deal.hand(player).cards
    discards = deal.discards(player)
    played = {c for t in deal.tricks for c in (t.led, t.played)}
    if deal.current_lead is not None:
        played.add(deal.current_lead)
    seen_by = deal.seen_by(player)
    opp = player.opponent
    opp_cb = None
    if deal.carte_blanche is opp and deal.carte_blanche_shown:
        opp_cb = (deal.dealt.elder if opp is Player.ELDER else deal.dealt.younger).cards
    talon_seen = seen_by - set(dealt) - set(hand) - set(discards) - played - set(opp_cb or ())
    talon_left = 0
    if kind is DecisionKind.EXCHANGE and deal.to_act is player:
        talon_left = 5
        if player is Player.YOUNGER:
            taken = len(deal.discards(Player.ELDER))
            talon_left = len(younger_stock(deal.dealt.talon, taken, deal.rules))
    opp_ex = len(deal.discards(opp)) if opp in _exchanged(deal) else None
    calls = None
    if deal.declaration(Player.ELDER) is not None:
        calls = Calls.of(deal.declaration(Player.ELDER))  # type: ignore[arg-type]
    de = dy = None
    if deal.phase in (Phase.PLAY, Phase.COMPLETE):
        de, dy = _declared(deal)
    return View(
        rules=deal.rules,
        role=player,
        decision=kind,
        dealt=dealt.cards,
        hand=hand,
        discards=discards,
        seen=tuple(c for c in deal.dealt.talon if c in talon_seen),
        talon_left=talon_left,
        opponent_exchanged=opp_ex,
        opponent_carte_blanche=opp_cb,
        calls=calls,
        declared_elder=de,
        declared_younger=dy,
        tricks=tuple((t.led, t.played) for t in deal.tricks),
        led=deal.current_lead,
        score=_running_score(deal),
        partie=tuple((int(a), int(b)) for a, b in partie),
    )


def _exchanged(deal: Deal) -> set[Player]:
    if deal.phase is Phase.ELDER_EXCHANGE:
        return set()
    if deal.phase is Phase.YOUNGER_EXCHANGE:
        return {Player.ELDER}
    return {Player.ELDER, Player.YOUNGER}


def parse_view_cards(value: Any, name: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise bad_view(f"{name} must be a list of cards")
    try:
        return parse_cards(value)
    except PiquetError as exc:
        raise bad_view(f"{name}: {exc.message[:80]}") from None


def parse_view_card(value: Any, name: str) -> Card:
    try:
        return parse_card(value)
    except PiquetError as exc:
        raise bad_view(f"{name}: {exc.message[:80]}") from None
