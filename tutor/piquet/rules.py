"""Rule options as one frozen value, with named presets.

The default is Rubicon Piquet as codified by Cavendish (Laws of Piquet, 1882). Each
option is where the user's texts (or old usage) differ; names and values:

=========================  ==============================  ==================================
option                     default (Cavendish)             other values
=========================  ==============================  ==================================
``pique_order``            ``"category"`` (Law 67)          ``"actual"`` (German text)
``cards_count_for_pique``  ``False``                        ``True`` (German variant)
``younger_min_exchange``   ``1`` (Law 22)                   ``0`` (Dutch text, au cent)
``younger_max_exchange``   ``None``: all left (Law 34)      ``1``–``3``: from the bottom three
                                                            only (Dutch text: ``3``)
``elder_min_exchange``     ``1`` (Law 21)                   ``2``–``5`` (German 1888: ``3``)
``first_dealer``           ``"higher_cut_chooses"`` (Law 4) ``"lower_cut_deals"``
``carte_blanche_show``     ``"after_discard"`` (Law 20)     ``"at_once"`` (Dutch text)
``younger_leftover_view``  ``"both_or_neither"`` (Law 36)   ``"younger_alone"`` (Dutch text)
``lead_points``            ``"every_card"``                 ``"ten_and_above"`` (old rule)
``carte_rouge``            ``0`` (off)                      ``20`` (German variant)
``scoring``                ``"rubicon"`` (6 deals)          ``"au_cent"``
=========================  ==============================  ==================================

>>> Rules.from_dict({"pique_order": "actual"}) == GERMAN_TEXT
True
>>> Rules.from_dict({"pique": 1})
Traceback (most recent call last):
...
tutor.piquet.errors.InvalidInputError: unknown rules option: 'pique'
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from .errors import InvalidInputError

__all__ = [
    "AU_CENT",
    "CAVENDISH",
    "DUTCH_TEXT",
    "GERMAN_TEXT",
    "PRESETS",
    "CarteBlancheShow",
    "FirstDealer",
    "LeadPoints",
    "LeftoverView",
    "PiqueOrder",
    "Rules",
    "Scoring",
]


class PiqueOrder(StrEnum):
    CATEGORY = "category"
    ACTUAL = "actual"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class FirstDealer(StrEnum):
    HIGHER_CUT_CHOOSES = "higher_cut_chooses"
    LOWER_CUT_DEALS = "lower_cut_deals"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class CarteBlancheShow(StrEnum):
    AFTER_DISCARD = "after_discard"
    AT_ONCE = "at_once"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class LeftoverView(StrEnum):
    BOTH_OR_NEITHER = "both_or_neither"
    YOUNGER_ALONE = "younger_alone"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class LeadPoints(StrEnum):
    EVERY_CARD = "every_card"
    TEN_AND_ABOVE = "ten_and_above"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Scoring(StrEnum):
    RUBICON = "rubicon"
    AU_CENT = "au_cent"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


_ENUMS: dict[str, type[StrEnum]] = {
    "pique_order": PiqueOrder,
    "first_dealer": FirstDealer,
    "carte_blanche_show": CarteBlancheShow,
    "younger_leftover_view": LeftoverView,
    "lead_points": LeadPoints,
    "scoring": Scoring,
}
_INTS: dict[str, tuple[int | None, ...]] = {
    "younger_min_exchange": (0, 1),
    "younger_max_exchange": (None, 1, 2, 3),
    "elder_min_exchange": (1, 2, 3, 4, 5),
    "carte_rouge": (0, 20),
}


def _bad(message: str) -> InvalidInputError:
    return InvalidInputError(message, "bad_rules")


@dataclass(frozen=True, slots=True)
class Rules:
    """The rule options of a deal or partie; see the module docstring for the values."""

    pique_order: PiqueOrder = PiqueOrder.CATEGORY
    cards_count_for_pique: bool = False
    younger_min_exchange: int = 1
    younger_max_exchange: int | None = None
    elder_min_exchange: int = 1
    first_dealer: FirstDealer = FirstDealer.HIGHER_CUT_CHOOSES
    carte_blanche_show: CarteBlancheShow = CarteBlancheShow.AFTER_DISCARD
    younger_leftover_view: LeftoverView = LeftoverView.BOTH_OR_NEITHER
    lead_points: LeadPoints = LeadPoints.EVERY_CARD
    carte_rouge: int = 0
    scoring: Scoring = Scoring.RUBICON

    def __post_init__(self) -> None:
        for name, enum in _ENUMS.items():
            value = getattr(self, name)
            if not isinstance(value, str):
                raise _bad(f"{name} must be one of {[e.value for e in enum]}, not {value!r}")
            try:
                object.__setattr__(self, name, enum(value))
            except ValueError:
                raise _bad(
                    f"{name} must be one of {[e.value for e in enum]}, not {value!r}"
                ) from None
        for name, allowed in _INTS.items():
            value = getattr(self, name)
            if (value is not None and (isinstance(value, bool) or not isinstance(value, int))) or (
                value not in allowed
            ):
                raise _bad(f"{name} must be one of {list(allowed)}, not {value!r}")
        if not isinstance(self.cards_count_for_pique, bool):
            raise _bad(
                f"cards_count_for_pique must be true or false, not {self.cards_count_for_pique!r}"
            )
        top = self.younger_max_exchange
        if top is not None and top < self.younger_min_exchange:
            raise _bad("younger_max_exchange is below younger_min_exchange")

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Options by name (JSON values); unknown names or values raise ``bad_rules``."""
        if data is None:
            return CAVENDISH
        if not isinstance(data, dict):
            raise _bad("rules must be an object of option names and values")
        known = {f.name for f in fields(cls)}
        for name in data:
            if name not in known:
                raise _bad(f"unknown rules option: {name!r}"[:120])
        return cls(**data) if data else CAVENDISH

    def to_dict(self) -> dict[str, Any]:
        """The JSON form; ``Rules.from_dict(r.to_dict()) == r``."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, StrEnum) else value
        return out

    def replace(self, **changes: Any) -> Rules:
        return replace(self, **changes)


#: Cavendish's laws (1882): the default.
CAVENDISH = Rules()
#: The German text's wording: pique counted in the order things were said and played.
GERMAN_TEXT = Rules(pique_order=PiqueOrder.ACTUAL)
#: The Dutch text: younger may exchange 0–3 from the bottom three, lower cut deals,
#: carte blanche shown at once, younger alone may look at cards he declines.
DUTCH_TEXT = Rules(
    younger_min_exchange=0,
    younger_max_exchange=3,
    first_dealer=FirstDealer.LOWER_CUT_DEALS,
    carte_blanche_show=CarteBlancheShow.AT_ONCE,
    younger_leftover_view=LeftoverView.YOUNGER_ALONE,
)
#: Piquet au cent (Cavendish's laws of Piquet au cent).
AU_CENT = Rules(
    younger_min_exchange=0,
    first_dealer=FirstDealer.LOWER_CUT_DEALS,
    scoring=Scoring.AU_CENT,
)

PRESETS: dict[str, Rules] = {
    "cavendish": CAVENDISH,
    "german_text": GERMAN_TEXT,
    "dutch_text": DUTCH_TEXT,
    "au_cent": AU_CENT,
}
