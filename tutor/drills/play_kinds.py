"""Kinds about the exchange and the play: ``exchange``, ``legal_plays``, ``trick``."""

from __future__ import annotations

import random
from collections.abc import Mapping

from tutor.piquet.cards import CARDS, PACK, Hand
from tutor.piquet.exchange import elder_exchange_range, take_in, younger_exchange_range
from tutor.piquet.play import Trick, legal_plays, trick_winner
from tutor.piquet.players import Player

from . import params as P
from .common import YES_NO, Built, Kind, choice_field, int_field, single_step
from .model import Explanation, Field

__all__ = ["EXCHANGE", "LEGAL_PLAYS", "TRICK"]


# --- exchange -------------------------------------------------------------------------


def _build_exchange(params: Mapping[str, str]) -> Built:
    preset, rules = P.rules(params)
    text = P.text(params, "elder_exchanged")
    allowed = elder_exchange_range(rules)
    if not (text.isascii() and text.isdigit() and int(text) in allowed):
        raise P.bad_params(
            f"elder_exchanged: {text[:10]!r} is not {allowed.start}–{allowed.stop - 1}"
        )
    k = int(text)
    younger = younger_exchange_range(k, rules)
    # Ask the engine which talon cards elder leaves in sight (Law 33).
    sees = len(take_in(PACK[24:], k, younger.start, rules).elder_left)
    bottom_only = rules.younger_max_exchange is not None
    reasons = (
        Explanation(
            "exchange_younger_max",
            {
                "elder_exchanged": k,
                "younger_max": younger.stop - 1,
                "younger_min": younger.start,
                "rules": preset,
                "bottom_three_only": bottom_only,
            },
        ),
        Explanation("exchange_elder_sees", {"elder_exchanged": k, "elder_sees": sees}),
    )
    fields = (
        int_field(
            "younger_max",
            ("exchange_younger_max",) + (("rules_options",) if bottom_only else ()),
            8,
        ),
        int_field("elder_sees", ("exchange_elder_sees",), 8),
    )
    out_params = {"elder_exchanged": str(k)}
    if "rules" in params:
        out_params["rules"] = preset
    return Built(
        out_params,
        {"elder_exchanged": k, "rules": preset},
        single_step("exchange", fields, reasons),
        {"younger_max": str(younger.stop - 1), "elder_sees": str(sees)},
    )


def _gen_exchange(rng: random.Random, level: int) -> dict[str, str]:
    if level == 1:
        return {"elder_exchanged": str(rng.choice((5, 5, 4, 3)))}
    if level == 2:  # elder leaves cards: younger may take more, elder may look
        return {"elder_exchanged": str(rng.randint(1, 4))}
    preset = rng.choice(("dutch_text", "dutch_text", "au_cent", "cavendish"))
    return {"elder_exchanged": str(rng.randint(1, 5)), "rules": preset}


EXCHANGE = Kind("exchange", ("elder_exchanged",), ("rules",), _gen_exchange, _build_exchange)


# --- legal plays ----------------------------------------------------------------------


def _build_legal_plays(params: Mapping[str, str]) -> Built:
    hand = P.hand(params, "hand", range(1, 13))
    led = P.card(params, "led")
    if led in hand:
        raise P.bad_params(f"led: {led} is in the hand that plays to it")
    legal = legal_plays(hand, led)
    follows = any(c.suit is led.suit for c in legal)
    cards = " ".join(map(str, legal))
    reason = (
        Explanation("must_follow_suit", {"led": str(led), "suit": led.suit.value, "cards": cards})
        if follows
        else Explanation("cannot_follow_suit", {"led": str(led), "suit": led.suit.value})
    )
    options = tuple(map(str, hand))
    field = Field(
        "cards", "cards", options, multiple=True, required=False, concepts=("follow_suit",)
    )
    return Built(
        {"hand": str(hand), "led": str(led)},
        {"hand": options, "led": str(led)},
        single_step("legal_plays", (field,), (reason,)),
        {"cards": cards},
    )


def _gen_legal_plays(rng: random.Random, level: int) -> dict[str, str]:
    led = rng.choice(CARDS)
    same = [c for c in CARDS if c.suit is led.suit and c is not led]
    other = [c for c in CARDS if c.suit is not led.suit]
    if level == 1:
        size, follow = 12, rng.randint(2, 4)
    elif level == 2:
        size, follow = 12, rng.choice((0, 1))
    else:
        size = rng.randint(2, 7)
        follow = rng.choice((0, 1, 2))
    cards = rng.sample(same, follow) + rng.sample(other, size - follow)
    return {"hand": str(Hand(tuple(cards))), "led": str(led)}


LEGAL_PLAYS = Kind("legal_plays", ("hand", "led"), (), _gen_legal_plays, _build_legal_plays)


# --- trick ----------------------------------------------------------------------------


def _build_trick(params: Mapping[str, str]) -> Built:
    leader = Player(P.choice(params, "leader", ("elder", "younger"), "elder"))
    led, played = P.card(params, "led"), P.card(params, "played")
    if led == played:
        raise P.bad_params("led and played are the same card")
    last = P.choice(params, "last", YES_NO, "no") == "yes"
    winner = leader if trick_winner(led, played) == led else leader.opponent
    trick = Trick(12 if last else 1, leader, led, played, winner)
    points = trick.points()
    reasons = []
    if played.suit is led.suit:
        reasons.append(
            Explanation(
                "trick_higher_card",
                {
                    "winner": winner.value,
                    "card": str(trick.winning_card),
                    "other": str(played if trick.winning_card == led else led),
                },
            )
        )
    else:
        reasons.append(
            Explanation(
                "trick_not_followed",
                {"winner": leader.value, "led": str(led), "played": str(played)},
            )
        )
    reasons.append(Explanation("lead_scores_one", {"leader": leader.value}))
    if winner is not leader:
        reasons.append(Explanation("win_scores_one", {"winner": winner.value}))
    if last:
        reasons.append(Explanation("last_trick_point", {"winner": winner.value}))
    winner_concept = "trick_higher_card" if played.suit is led.suit else "trick_suit_led"
    point_concepts = ("lead_scores_one", "win_scores_one") + (("last_trick_point",) if last else ())
    fields = (
        choice_field("winner", ("elder", "younger"), (winner_concept,)),
        int_field("elder_points", point_concepts, 3),
        int_field("younger_points", point_concepts, 3),
    )
    out = {"leader": leader.value, "led": str(led), "played": str(played)}
    if last:
        out["last"] = "yes"
    return Built(
        out,
        {"leader": leader.value, "led": str(led), "played": str(played), "last": last},
        single_step("trick", fields, tuple(reasons)),
        {
            "winner": winner.value,
            "elder_points": str(points[Player.ELDER]),
            "younger_points": str(points[Player.YOUNGER]),
        },
    )


def _gen_trick(rng: random.Random, level: int) -> dict[str, str]:
    led = rng.choice(CARDS)
    same = [c for c in CARDS if c.suit is led.suit and c is not led]
    other = [c for c in CARDS if c.suit is not led.suit]
    last = False
    if level == 1:
        played = rng.choice(same)
    elif level == 2:  # a higher card of another suit, or the last trick
        if rng.random() < 0.5:
            played = rng.choice([c for c in other if c.rank.order <= led.rank.order] or other)
        else:
            played, last = rng.choice(same), True
    else:
        played = rng.choice(same + other)
        last = True
    out = {"leader": rng.choice(("elder", "younger")), "led": str(led), "played": str(played)}
    if last:
        out["last"] = "yes"
    return out


TRICK = Kind("trick", ("leader", "led", "played"), ("last",), _gen_trick, _build_trick)
