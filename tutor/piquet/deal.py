"""The deal as a state machine: exchange, declarations, twelve tricks, score.

Phases: ``elder_exchange`` → ``younger_exchange`` → ``declaration`` (elder, then
younger) → ``play`` (24 cards) → ``complete``. A carte blanche is detected on the dealt
hand and announced at once; it is *shown* (``carte_blanche_shown``) at once or after the
opponent has discarded, per ``Rules.carte_blanche_show``.

Every action has ``verify_*`` (raises a coded error), ``can_*`` (answers) and the act
itself (returns the :class:`Action` recorded in ``actions``). ``Deal.to_dict()`` is a
JSON record (dealt cards, rules, actions) and ``Deal.from_dict`` replays it.

>>> deal = Deal.new(5)
>>> deal.phase, deal.to_act
(Phase.ELDER_EXCHANGE, Player.ELDER)
>>> _ = deal.exchange(deal.hand(Player.ELDER).cards[:5])
>>> _ = deal.exchange(deal.hand(Player.YOUNGER).cards[:3])
>>> _ = deal.declare(); _ = deal.declare()
>>> while deal.phase is Phase.PLAY:
...     _ = deal.play(deal.legal_plays[0])
>>> deal.phase, Deal.from_dict(deal.to_dict()) == deal
(Phase.COMPLETE, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import Card, DealtCards, Hand, deal_cards, parse_card, parse_cards
from .declarations import Declaration, verify_declaration
from .errors import IllegalActionError, InvalidInputError
from .exchange import (
    elder_exchange_range,
    take_in,
    verify_elder_exchange,
    verify_younger_exchange,
    younger_exchange_range,
)
from .play import Trick, legal_plays, trick_winner, verify_play
from .players import Player
from .rules import CAVENDISH, CarteBlancheShow, LeftoverView, Rules
from .scoring import DealScore, score_deal

__all__ = ["Action", "ActionKind", "Deal", "Phase"]


class Phase(StrEnum):
    ELDER_EXCHANGE = "elder_exchange"
    YOUNGER_EXCHANGE = "younger_exchange"
    DECLARATION = "declaration"
    PLAY = "play"
    COMPLETE = "complete"

    def __repr__(self) -> str:
        return f"Phase.{self.name}"


class ActionKind(StrEnum):
    EXCHANGE = "exchange"
    DECLARE = "declare"
    VIEW_LEFTOVERS = "view_leftovers"
    PLAY = "play"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


@dataclass(frozen=True, slots=True)
class Action:
    """One entry of the action log."""

    player: Player
    kind: ActionKind
    cards: tuple[Card, ...] = ()
    declaration: Declaration | None = None
    look: bool | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player.value, "action": self.kind.value}
        if self.kind is ActionKind.EXCHANGE:
            out["cards"] = [str(c) for c in self.cards]
        elif self.kind is ActionKind.PLAY:
            out["card"] = str(self.cards[0])
        elif self.kind is ActionKind.DECLARE:
            assert self.declaration is not None  # a declare action carries one
            out["declaration"] = self.declaration.to_dict()
        else:
            out["look"] = self.look
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Action:
        if not isinstance(data, dict):
            raise InvalidInputError("an action is an object", "bad_input")
        try:
            player, kind = Player(data["player"]), ActionKind(data["action"])
        except (KeyError, ValueError, TypeError):
            raise InvalidInputError("an action needs player and action", "bad_input") from None
        if kind is ActionKind.EXCHANGE:
            return cls(player, kind, parse_cards(data.get("cards", [])))
        if kind is ActionKind.PLAY:
            return cls(player, kind, (parse_card(data.get("card")),))
        if kind is ActionKind.DECLARE:
            return cls(player, kind, declaration=Declaration.from_dict(data.get("declaration")))
        look = data.get("look")
        if not isinstance(look, bool):
            raise InvalidInputError("view_leftovers needs look: true or false", "bad_input")
        return cls(player, kind, look=look)


def _phase_error(message: str) -> IllegalActionError:
    return IllegalActionError(message, "wrong_phase")


class Deal:
    """A deal in progress (mutable, like python-chess's ``Board``)."""

    def __init__(self, dealt: DealtCards, rules: Rules = CAVENDISH) -> None:
        self.dealt = dealt
        self.rules = rules
        self._hands = {Player.ELDER: dealt.elder, Player.YOUNGER: dealt.younger}
        self._final: dict[Player, Hand] = {}
        self._discards: dict[Player, tuple[Card, ...]] = {}
        self._elder_taken = 0
        self._leftovers: tuple[Card, ...] = ()
        self._declined: tuple[Card, ...] = ()
        self._look: bool | None = None
        self._declarations: dict[Player, Declaration] = {}
        self._tricks: list[Trick] = []
        self._led: Card | None = None
        self._leader = Player.ELDER
        self._actions: list[Action] = []
        self.phase = Phase.ELDER_EXCHANGE
        cb = None
        if dealt.elder.is_carte_blanche:
            cb = Player.ELDER
        elif dealt.younger.is_carte_blanche:
            cb = Player.YOUNGER
        #: Who holds a carte blanche (announced at once, scores 10), if anyone.
        self.carte_blanche: Player | None = cb

    @classmethod
    def new(cls, rng: int | random.Random, rules: Rules = CAVENDISH, packet: int = 2) -> Deal:
        """Shuffle and deal from a seed or ``random.Random``."""
        return cls(deal_cards(rng, packet), rules)

    # --- views ---------------------------------------------------------------------

    @property
    def to_act(self) -> Player | None:
        if self.phase is Phase.ELDER_EXCHANGE:
            return Player.ELDER
        if self.phase is Phase.YOUNGER_EXCHANGE:
            return Player.YOUNGER
        if self.phase is Phase.DECLARATION:
            return Player.ELDER if Player.ELDER not in self._declarations else Player.YOUNGER
        if self.phase is Phase.PLAY:
            return self._leader if self._led is None else self._leader.opponent
        return None

    def hand(self, player: Player) -> Hand:
        """The cards ``player`` holds now."""
        return self._hands[player]

    def discards(self, player: Player) -> tuple[Card, ...]:
        return self._discards.get(player, ())

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        return tuple(self._tricks)

    @property
    def current_lead(self) -> Card | None:
        """The card led to the trick in progress, if the follower is to play."""
        return self._led

    @property
    def legal_plays(self) -> tuple[Card, ...]:
        """The cards the player to act may play (empty outside the play)."""
        if self.phase is not Phase.PLAY:
            return ()
        who = self.to_act
        return legal_plays(self._hands[who], self._led) if who is not None else ()

    def declaration(self, player: Player) -> Declaration | None:
        return self._declarations.get(player)

    @property
    def carte_blanche_shown(self) -> bool:
        """Whether the holder's dealt hand has been shown to the opponent yet (Law 20)."""
        if self.carte_blanche is None:
            return False
        if self.rules.carte_blanche_show is CarteBlancheShow.AT_ONCE:
            return True
        return self.carte_blanche.opponent in self._discards

    @property
    def elder_left(self) -> tuple[Card, ...]:
        """Cards of his five elder did not take (he may look at them, Law 33)."""
        if Player.ELDER not in self._discards:
            return ()
        return self.dealt.talon[self._elder_taken : 5]

    @property
    def leftovers(self) -> tuple[Card, ...]:
        """Cards nobody took (known once younger has exchanged)."""
        return self._leftovers

    def leftovers_seen_by(self, player: Player) -> tuple[Card, ...]:
        """The leftovers ``player`` may look at: all of them for both once younger chose
        to show them (Law 36), or, under ``younger_alone``, for younger only the cards he
        declined (never elder's untaken cards he could not take)."""
        if self.rules.younger_leftover_view is LeftoverView.YOUNGER_ALONE:
            return self._declined if player is Player.YOUNGER else ()
        return self._leftovers if self._look else ()

    def leftovers_visible_to(self, player: Player) -> bool:
        """Whether ``player`` may look at any of the leftovers."""
        return bool(self.leftovers_seen_by(player))

    def seen_by(self, player: Player) -> frozenset[Card]:
        """Every card ``player`` has seen: his cards, his discards, the cards of his he
        may look at, a shown carte blanche, leftovers if visible, and every card played."""
        seen = set(self.dealt.elder if player is Player.ELDER else self.dealt.younger)
        seen |= set(self._final.get(player, ())) | set(self._discards.get(player, ()))
        if player is Player.ELDER:
            seen |= set(self.elder_left)
        if self.carte_blanche is player.opponent and self.carte_blanche_shown:
            seen |= set(self.dealt.elder if player.opponent is Player.ELDER else self.dealt.younger)
        seen |= set(self.leftovers_seen_by(player))
        for t in self._tricks:
            seen |= {t.led, t.played}
        if self._led is not None:
            seen.add(self._led)
        return frozenset(seen)

    # --- exchange --------------------------------------------------------------------

    def _check_turn(self, phases: tuple[Phase, ...], player: Player | None) -> Player:
        if self.phase not in phases:
            raise _phase_error(f"not now: the deal is at {self.phase.value}")
        who = self.to_act
        if player is not None and player is not who:
            raise IllegalActionError(f"it is {who}'s turn, not {player}'s", "not_your_turn")
        assert who is not None  # only a complete deal has nobody to act
        return who

    def verify_exchange(self, cards: Iterable[Card] | str, player: Player | None = None) -> None:
        """Raise unless the player to act may discard ``cards`` now."""
        self._verify_exchange(cards, player)

    def _verify_exchange(self, cards: Iterable[Card] | str, player: Player | None) -> Player:
        who = self._check_turn((Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE), player)
        if who is Player.ELDER:
            verify_elder_exchange(self._hands[who], cards, self.rules)
        else:
            verify_younger_exchange(self._hands[who], cards, self._elder_taken, self.rules)
        return who

    def can_exchange(self, cards: Iterable[Card] | str, player: Player | None = None) -> bool:
        try:
            self.verify_exchange(cards, player)
        except ValueError:
            return False
        return True

    def exchange_range(self) -> range:
        """How many cards the player to act may exchange."""
        if self.phase is Phase.ELDER_EXCHANGE:
            return elder_exchange_range(self.rules)
        if self.phase is Phase.YOUNGER_EXCHANGE:
            return younger_exchange_range(self._elder_taken, self.rules)
        return range(0)

    def exchange(self, cards: Iterable[Card] | str, player: Player | None = None) -> Action:
        """Discard ``cards`` and take as many from the talon."""
        who = self._verify_exchange(cards, player)
        discards = parse_cards(cards)
        k = len(discards)
        if who is Player.ELDER:
            draws = take_in(self.dealt.talon, k, 0, self.rules).elder_draws
            self._elder_taken = k
            self.phase = Phase.YOUNGER_EXCHANGE
        else:
            t = take_in(self.dealt.talon, self._elder_taken, k, self.rules)
            draws = t.younger_draws
            self._leftovers, self._declined = t.leftovers, t.younger_declined
            self.phase = Phase.DECLARATION
        hand = self._hands[who].without(discards).with_cards(draws)
        self._hands[who] = hand
        self._final[who] = hand
        self._discards[who] = discards
        return self._record(Action(who, ActionKind.EXCHANGE, discards))

    # --- declarations ------------------------------------------------------------------

    def verify_declare(
        self, declaration: Declaration | None = None, player: Player | None = None
    ) -> None:
        self._verify_declare(declaration, player)

    def _verify_declare(self, declaration: Declaration | None, player: Player | None) -> Player:
        who = self._check_turn((Phase.DECLARATION,), player)
        if declaration is not None:
            if not isinstance(declaration, Declaration):
                raise InvalidInputError("not a Declaration", "bad_declaration")
            verify_declaration(self._hands[who], declaration)
        return who

    def can_declare(
        self, declaration: Declaration | None = None, player: Player | None = None
    ) -> bool:
        try:
            self.verify_declare(declaration, player)
        except ValueError:
            return False
        return True

    def declare(
        self, declaration: Declaration | None = None, player: Player | None = None
    ) -> Action:
        """Declare (by default everything held: ``Declaration.full``)."""
        who = self._verify_declare(declaration, player)
        decl = declaration if declaration is not None else Declaration.full(self._hands[who])
        self._declarations[who] = decl
        if who is Player.YOUNGER:
            self.phase = Phase.PLAY
        return self._record(Action(who, ActionKind.DECLARE, declaration=decl))

    # --- leftovers (Law 36) ------------------------------------------------------------

    def verify_view_leftovers(self, look: bool, player: Player | None = None) -> None:
        """Younger decides, after elder's first lead and before he plays to it, whether
        both see the cards he left (``both_or_neither`` only)."""
        if self.rules.younger_leftover_view is not LeftoverView.BOTH_OR_NEITHER:
            raise _phase_error("under these rules younger alone sees the cards he leaves")
        if not (self.phase is Phase.PLAY and not self._tricks and self._led is not None):
            raise _phase_error("younger decides at elder's first lead")
        if not self._leftovers or self._look is not None:
            raise _phase_error("no cards left to look at, or already decided")
        if player is not None and player is not Player.YOUNGER:
            raise IllegalActionError("younger decides", "not_your_turn")

    def can_view_leftovers(self, look: bool = True, player: Player | None = None) -> bool:
        try:
            self.verify_view_leftovers(look, player)
        except ValueError:
            return False
        return True

    def view_leftovers(self, look: bool, player: Player | None = None) -> Action:
        self.verify_view_leftovers(look, player)
        self._look = bool(look)
        return self._record(Action(Player.YOUNGER, ActionKind.VIEW_LEFTOVERS, look=bool(look)))

    # --- play ------------------------------------------------------------------------------

    def verify_play(self, card: Card | str, player: Player | None = None) -> None:
        self._verify_play(card, player)

    def _verify_play(self, card: Card | str, player: Player | None) -> Player:
        who = self._check_turn((Phase.PLAY,), player)
        verify_play(self._hands[who], parse_card(card), self._led)
        return who

    def can_play(self, card: Card | str, player: Player | None = None) -> bool:
        try:
            self.verify_play(card, player)
        except ValueError:
            return False
        return True

    def play(self, card: Card | str, player: Player | None = None) -> Action:
        """Lead or play to the trick; completing a trick moves the lead to its winner."""
        who = self._verify_play(card, player)
        c = parse_card(card)
        self._hands[who] = self._hands[who].without((c,))
        if self._led is None:
            self._led = c
        else:
            led = self._led
            winner = self._leader if trick_winner(led, c) is led else self._leader.opponent
            self._tricks.append(Trick(len(self._tricks) + 1, self._leader, led, c, winner))
            self._led = None
            self._leader = winner
            if len(self._tricks) == 12:
                self.phase = Phase.COMPLETE
        return self._record(Action(who, ActionKind.PLAY, (c,)))

    # --- result, log, replay ------------------------------------------------------------

    def score(self) -> DealScore:
        """The deal's score (once all twelve tricks are played)."""
        if self.phase is not Phase.COMPLETE:
            raise _phase_error("the deal is not over")
        return score_deal(
            self._final[Player.ELDER],
            self._final[Player.YOUNGER],
            [(t.led, t.played) for t in self._tricks],
            self.rules,
            elder_dealt=self.dealt.elder,
            younger_dealt=self.dealt.younger,
            elder_declaration=self._declarations[Player.ELDER],
            younger_declaration=self._declarations[Player.YOUNGER],
        )

    def _record(self, action: Action) -> Action:
        self._actions.append(action)
        return action

    def apply(self, action: Action) -> Action:
        """Verify and carry out a logged action."""
        if action.kind is ActionKind.EXCHANGE:
            return self.exchange(action.cards, action.player)
        if action.kind is ActionKind.DECLARE:
            return self.declare(action.declaration, action.player)
        if action.kind is ActionKind.VIEW_LEFTOVERS:
            return self.view_leftovers(bool(action.look), action.player)
        return self.play(action.cards[0], action.player)

    @classmethod
    def replay(cls, dealt: DealtCards, actions: Iterable[Action], rules: Rules = CAVENDISH) -> Deal:
        deal = cls(dealt, rules)
        for a in actions:
            deal.apply(a)
        return deal

    def to_dict(self) -> dict[str, Any]:
        return {
            "dealt": self.dealt.to_dict(),
            "rules": self.rules.to_dict(),
            "actions": [a.to_dict() for a in self._actions],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Deal:
        if not isinstance(data, dict) or not isinstance(data.get("actions", []), list):
            raise InvalidInputError("a deal record has dealt, rules, actions", "bad_input")
        dealt = DealtCards.from_dict(data.get("dealt"))
        rules = Rules.from_dict(data.get("rules"))
        return cls.replay(dealt, (Action.from_dict(a) for a in data.get("actions", [])), rules)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return (self.dealt, self.rules, self._actions) == (other.dealt, other.rules, other._actions)

    __hash__ = None  # type: ignore[assignment]  # a Deal is mutable: unhashable, like a list

    def __repr__(self) -> str:
        return f"<Deal {self.phase.value}, {len(self._actions)} actions>"
