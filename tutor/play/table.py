"""The play table without the web: a learner against the computer, one deal or a partie.

A :class:`Table` is the game's whole state: the rules, the opponent's level, the cut and
the deals so far, each an engine :class:`~tutor.piquet.Deal` (its action log). It is
stored as ``to_dict()`` and rebuilt with ``from_dict()``, which replays every action
through the engine, so a stored game can never hold an illegal position.

The learner is partie player A, the computer B. Who deals the first deal follows the cut
and the rules (``first_dealer``), unless the learner chose a seat for a single deal.

**Decision points.** Each thing the learner decides is one function here, and the web
layer calls nothing else to change a game (a coach can wrap any of them, reading the
table before and after):

=====================  ==========================================================
``exchange``           discard (elder: 1–5 by default; younger: what the rules allow)
``declare``            as elder: what to call (a point, sequences, sets; leaving one
                       out sinks it)
``reply``              as younger: answer elder's calls good / not good / equal
``view_leftovers``     as younger, at elder's first lead: show the cards left or not
``play``               a card to lead or to follow
``next_deal``          in a partie, deal the next hand
=====================  ==========================================================

Each verifies through the engine (which raises a coded error for an illegal try), acts,
then lets the computer move until it is the learner's turn again
(:func:`computer_moves`) — unless called with ``computer=False``, when the caller runs
the computer's turn itself (the web layer does, off the request, for the slow levels).
The coach (``tutor/play/coaching.py``) reads the table and its decision points; its
take-back cuts the current deal's log to before the learner's last decision and counts
the actions undone in ``Table.undone``, so ``version`` never repeats.

Nothing here imports Django.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.piquet import (
    Card,
    Deal,
    DealtCards,
    Declaration,
    Phase,
    Player,
    Rules,
    cut_for_deal,
    parse_card,
)
from tutor.piquet.dialogue import Act, DialogueStep, Reply, dialogue
from tutor.piquet.partie import PartiePlayer, PartieResult, dealer_of, first_dealer, partie_result
from tutor.piquet.rules import PRESETS
from tutor.piquet.scoring import Category
from tutor.play import opponent

__all__ = [
    "KINDS",
    "SEATS",
    "Table",
    "TableError",
    "computer_moves",
    "declare",
    "exchange",
    "new_table",
    "next_deal",
    "play",
    "reply",
    "reply_declaration",
    "view_leftovers",
]

#: One deal, or a whole partie (Rubicon: six deals; au cent: a game to 100).
KINDS = ("deal", "partie")
#: Where the learner sits for a single deal: as the cut decides, or a chosen seat.
SEATS = ("cut", "elder", "younger")
#: The categories elder calls, in the order of the dialogue.
CALLED = (Category.POINT, Category.SEQUENCE, Category.SETS)


class TableError(ValueError):
    """A decision the table refuses; ``code`` names why (the web layer translates it)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass
class Table:
    """A game at the table: the learner (partie player A) against the computer (B)."""

    preset: str
    level: int
    kind: str
    seed: int
    first_dealer: PartiePlayer
    cut: tuple[Card, Card] | None = None
    deals: list[Deal] = field(default_factory=list)
    #: How many actions were taken back so far (the coach's "take back"): they count in
    #: ``version``, which therefore never returns to a value it had.
    undone: int = 0

    @property
    def rules(self) -> Rules:
        return PRESETS[self.preset]

    @property
    def deal(self) -> Deal:
        """The deal being played (or the last one)."""
        return self.deals[-1]

    def seat(self, number: int | None = None) -> Player:
        """The learner's seat in deal ``number`` (1-based; default the current deal):
        the dealer is younger hand."""
        n = len(self.deals) if number is None else number
        return Player.YOUNGER if dealer_of(n, self.first_dealer) is PartiePlayer.A else Player.ELDER

    @property
    def version(self) -> int:
        """Counts every change: a decision is made for one version and refused at another."""
        return len(self.deals) + sum(len(d.actions) for d in self.deals) + 2 * self.undone

    def deal_points(self) -> list[tuple[int, int]]:
        """(learner, computer) points of each finished deal."""
        out = []
        for n, d in enumerate(self.deals, 1):
            if d.phase is Phase.COMPLETE:
                s, me = d.score(), self.seat(n)
                out.append((s[me].total, s[me.opponent].total))
        return out

    def partie(self) -> PartieResult | None:
        """Where the partie stands (``None`` for a single deal)."""
        if self.kind != "partie":
            return None
        return partie_result(self.deal_points(), self.rules)

    @property
    def finished(self) -> bool:
        if self.deal.phase is not Phase.COMPLETE:
            return False
        result = self.partie()
        return result is None or result.complete

    @property
    def outcome(self) -> str:
        """``won`` / ``lost`` / ``drawn`` for the learner once finished, else ``""``: a
        partie by its result, a single deal by its points."""
        if not self.finished:
            return ""
        result = self.partie()
        if result is not None:
            winner = result.winner
            if winner is None:
                return "drawn"
            return "won" if winner is PartiePlayer.A else "lost"
        me, them = self.deal_points()[-1]
        return "won" if me > them else "lost" if me < them else "drawn"

    @property
    def learner_to_act(self) -> bool:
        return self.deal.phase is not Phase.COMPLETE and self.deal.to_act is self.seat()

    @property
    def computer_to_act(self) -> bool:
        return self.deal.phase is not Phase.COMPLETE and self.deal.to_act is self.seat().opponent

    def to_dict(self) -> dict[str, Any]:
        return {
            "preset": self.preset,
            "level": self.level,
            "kind": self.kind,
            "seed": self.seed,
            "first_dealer": self.first_dealer.value,
            "cut": [str(c) for c in self.cut] if self.cut else None,
            "deals": [d.to_dict() for d in self.deals],
            **({"undone": self.undone} if self.undone else {}),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Table:
        cut = data.get("cut")
        return cls(
            preset=data["preset"],
            level=data["level"],
            kind=data["kind"],
            seed=data["seed"],
            first_dealer=PartiePlayer(data["first_dealer"]),
            cut=(parse_card(cut[0]), parse_card(cut[1])) if cut else None,
            deals=[Deal.from_dict(d) for d in data["deals"]],
            undone=int(data.get("undone", 0)),
        )


def _deal_rng(seed: int, number: int) -> random.Random:
    return random.Random(f"piquet-table:{seed}:{number}")


def new_table(
    preset: str,
    level: int,
    kind: str,
    seed: int,
    seat: str = "cut",
    dealt: DealtCards | None = None,
    *,
    computer: bool = True,
) -> Table:
    """Sit down: cut for the deal (or take the chosen seat), deal, and let the computer
    move if it is first. ``dealt`` replays given cards as the first deal."""
    if preset not in PRESETS or kind not in KINDS or seat not in SEATS:
        raise TableError("bad_settings")
    if level not in opponent.LEVELS:
        raise TableError("bad_settings")
    rules = PRESETS[preset]
    cut = None
    if seat == "cut" or kind == "partie":
        cut = cut_for_deal(_deal_rng(seed, 0))
        dealer = first_dealer(cut[0], cut[1], rules)
    else:
        dealer = PartiePlayer.A if seat == "younger" else PartiePlayer.B
    table = Table(preset, level, kind, seed, dealer, cut)
    table.deals.append(Deal(dealt, rules) if dealt else Deal.new(_deal_rng(seed, 1), rules))
    if computer:
        computer_moves(table)
    return table


def computer_moves(table: Table) -> None:
    """Let the computer decide until the learner is to act or the deal is over."""
    deal, computer = table.deal, table.seat().opponent
    while deal.phase is not Phase.COMPLETE and deal.to_act is computer:
        seed = (table.seed * 1_000_003 + table.version) % 2**31
        partie = [(them, me) for me, them in table.deal_points()]
        opponent.move(deal, computer, table.level, seed, partie)


def _learner_turn(table: Table, *phases: Phase) -> Deal:
    deal = table.deal
    if deal.phase not in phases or deal.to_act is not table.seat():
        raise TableError("not_now")
    return deal


# --- the decision points -----------------------------------------------------------------


def exchange(table: Table, cards: tuple[Card, ...], *, computer: bool = True) -> None:
    """The learner discards ``cards`` and takes as many from the talon."""
    deal = _learner_turn(table, Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE)
    deal.exchange(cards, table.seat())
    if computer:
        computer_moves(table)


def declare(table: Table, declaration: Declaration, *, computer: bool = True) -> None:
    """As elder, the learner calls ``declaration`` (what is left out is sunk)."""
    if table.seat() is not Player.ELDER:
        raise TableError("not_now")
    deal = _learner_turn(table, Phase.DECLARATION)
    deal.declare(declaration, Player.ELDER)
    if computer:
        computer_moves(table)


def calls(deal: Deal) -> tuple[DialogueStep, ...]:
    """Elder's calls as said before younger answers: one per category he declared."""
    elder = deal.declaration(Player.ELDER)
    if elder is None:
        return ()
    return tuple(s for s in dialogue(elder, Declaration(), deal.rules) if s.act is Act.CALL)


def right_replies(deal: Deal) -> dict[Category, Reply]:
    """What younger's whole hand answers to each of elder's calls (the engine's dialogue
    of elder's declaration against everything younger holds)."""
    elder = deal.declaration(Player.ELDER)
    assert elder is not None  # asked only once elder has declared
    steps = dialogue(elder, deal.hand(Player.YOUNGER), deal.rules)
    out: dict[Category, Reply] = {}
    for s in steps:
        if s.act is Act.REPLY and s.category not in out:
            out[s.category] = s.reply  # type: ignore[index,assignment]
    return out


def reply(table: Table, answers: Mapping[Category, Reply], *, computer: bool = True) -> None:
    """As younger, the learner answers each call. "Good" to a call he could beat sinks
    his combinations of that category; any other answer must be what his hand says."""
    if table.seat() is not Player.YOUNGER:
        raise TableError("not_now")
    deal = _learner_turn(table, Phase.DECLARATION)
    deal.declare(reply_declaration(deal, answers), Player.YOUNGER)
    if computer:
        computer_moves(table)


def reply_declaration(deal: Deal, answers: Mapping[Category, Reply]) -> Declaration:
    """What younger declares by answering ``answers`` to elder's calls (refused with a
    coded :class:`TableError` if an answer is missing or his hand cannot say it)."""
    right = right_replies(deal)
    sunk = set()
    for category, answer in right.items():
        given = answers.get(category)
        if given is None:
            raise TableError("reply_missing", category=category)
        if given is not answer and given is not Reply.GOOD:
            raise TableError("reply_impossible", category=category, given=given, right=answer)
        if given is Reply.GOOD and answer is not Reply.GOOD:
            sunk.add(category)
    full = Declaration.full(deal.hand(Player.YOUNGER))
    return Declaration(
        point=None if Category.POINT in sunk else full.point,
        sequences=() if Category.SEQUENCE in sunk else full.sequences,
        sets=() if Category.SETS in sunk else full.sets,
    )


def view_leftovers(table: Table, look: bool, *, computer: bool = True) -> None:
    """As younger, at elder's first lead: both see the cards left in the talon, or neither."""
    deal = _learner_turn(table, Phase.PLAY)
    deal.view_leftovers(look, Player.YOUNGER)


def play(table: Table, card: Card, *, computer: bool = True) -> None:
    """The learner leads or follows with ``card``."""
    deal = _learner_turn(table, Phase.PLAY)
    if deal.can_view_leftovers(True, table.seat()):
        raise TableError("leftovers_first")
    deal.play(card, table.seat())
    if computer:
        computer_moves(table)


def next_deal(table: Table, *, computer: bool = True) -> None:
    """In a partie whose deal is over and which goes on, deal the next hand."""
    result = table.partie()
    if table.deal.phase is not Phase.COMPLETE or result is None or result.complete:
        raise TableError("not_now")
    table.deals.append(Deal.new(_deal_rng(table.seed, len(table.deals) + 1), table.rules))
    if computer:
        computer_moves(table)


def running_dialogue(deal: Deal) -> tuple[DialogueStep, ...]:
    """What has been said so far: the whole dialogue once both have declared, up to
    elder's lead; from the first lead on, with the lead and younger's reckoning."""
    elder, younger = deal.declaration(Player.ELDER), deal.declaration(Player.YOUNGER)
    if elder is None or younger is None:
        return ()
    first = deal.tricks[0].led if deal.tricks else deal.current_lead
    steps = dialogue(elder, younger, deal.rules, carte_blanche=deal.carte_blanche, lead=first)
    if first is None:
        return steps[: next(i for i, s in enumerate(steps) if s.act is Act.LEAD)]
    return steps
