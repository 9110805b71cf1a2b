"""Kinds about scoring: ``repique_pique``, ``deal_total``, ``rubicon``."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import fields, replace
from operator import attrgetter
from typing import Any

from tutor.piquet.cards import Card, Hand
from tutor.piquet.partie import partie_result
from tutor.piquet.play import legal_plays, play_out, trick_winner
from tutor.piquet.players import Player
from tutor.piquet.scoring import (
    HAND_CATEGORIES,
    RECKONING_ORDER,
    Category,
    DealScore,
    PlayerScore,
    ScoreEvent,
    score_deal,
)

from . import params as P
from .build import split
from .common import BONUSES, PLAYERS, YES_NO, Built, Kind, choice_field, int_field, single_step
from .model import Explanation
from .table import Plan, build_table, plan_for_level
from .table_kinds import two_hands

__all__ = ["DEAL_TOTAL", "REPIQUE_PIQUE", "RUBICON", "play_on", "play_to"]


def play_on(
    elder: Hand,
    younger: Hand,
    tricks: tuple[tuple[Card, Card], ...],
    upto: int = 12,
    want: tuple[int, int] | None = None,
    rng: random.Random | None = None,
) -> tuple[tuple[Card, Card], ...]:
    """The tricks given, then more up to ``upto``, every card asked of the engine's
    ``legal_plays``: the leader leads his highest card (his lowest if he has the tricks
    ``want``-ed), the follower wins cheaply if he still wants tricks, else plays low.
    With ``rng`` the leader leads a random card instead (a different play each time)."""
    return _play_on(elder, younger, tricks, upto, want, rng)[0]


def _play_on(
    elder: Hand,
    younger: Hand,
    tricks: tuple[tuple[Card, Card], ...],
    upto: int,
    want: tuple[int, int] | None,
    rng: random.Random | None,
) -> tuple[tuple[tuple[Card, Card], ...], tuple[int, int]]:
    """:func:`play_on`, and the tricks each player won (elder's, younger's). Players are
    0 (elder) and 1 (younger) here; each trick's winner is the engine's ``trick_winner``."""
    masks = [elder.mask, younger.mask]
    won = [0, 0]
    leader = 0
    out = list(tricks)
    for led, played in tricks:
        masks[leader] &= ~(1 << led.index)
        masks[1 - leader] &= ~(1 << played.index)
        winner = leader if trick_winner(led, played) == led else 1 - leader
        won[winner] += 1
        leader = winner
    target = want or (99, 99)  # no target: every player always wants tricks
    while len(out) < upto:
        follower = 1 - leader
        options = legal_plays(Hand.from_mask(masks[leader]))
        if rng is not None:
            led = rng.choice(sorted(options, key=_high_first))
        else:
            led = (min if won[leader] < target[leader] else max)(options, key=_high_first)
        # The follower takes the trick with his lowest winning card if he wants tricks,
        # else plays his lowest losing card (his lowest card if every card wins).
        winning: list[Card] = []
        losing: list[Card] = []
        for c in legal_plays(Hand.from_mask(masks[follower]), led):
            (winning if trick_winner(led, c) is c else losing).append(c)
        if winning and won[follower] < target[follower]:
            played, winner = min(winning, key=_low_first), follower
        else:
            played = min(losing or winning, key=_low_first)
            winner = leader if losing else follower
        out.append((led, played))
        masks[leader] &= ~(1 << led.index)
        masks[follower] &= ~(1 << played.index)
        won[winner] += 1
        leader = winner
    return tuple(out), (won[0], won[1])


#: Higher ranks first (the engine's rank order), a rank's cards by suit: the key
#: ``(card.rank.order, card.suit.order)``, made in C.
_high_first = attrgetter("rank.order", "suit.order")


def _low_first(card: Card) -> tuple[int, int]:
    """Lower ranks first, a rank's cards by suit."""
    return -card.rank.order, card.suit.order


def _dealt(params: Mapping[str, str]) -> dict[str, Hand]:
    out = {}
    for name in ("elder_dealt", "younger_dealt"):
        if name in params:
            out[name] = P.hand(params, name)
    if len(out) == 2 and out["elder_dealt"].mask & out["younger_dealt"].mask:
        raise P.bad_params("a card is in both dealt hands")
    return out


def _score(
    elder: Hand, younger: Hand, pairs: tuple[tuple[Card, Card], ...], dealt: dict[str, Hand]
) -> DealScore:
    try:
        play_out(elder, younger, [list(p) for p in pairs])
        tricks = play_on(elder, younger, pairs)
        e_dealt, y_dealt = dealt.get("elder_dealt"), dealt.get("younger_dealt")
        return score_deal(elder, younger, tricks, elder_dealt=e_dealt, younger_dealt=y_dealt)
    except ValueError as exc:
        raise P.bad_params(f"tricks: {exc}") from None


def _items(events: list[ScoreEvent]) -> tuple[tuple[str, str, int], ...]:
    return tuple((e.who.value, e.category.value, e.points) for e in events)


# --- repique and pique ----------------------------------------------------------------


def _bonus_so_far(score: DealScore, tricks: int) -> tuple[str, Player | None]:
    """The bonus scored by the end of trick ``tricks`` and its winner (the engine's
    trigger says when a pique was reached)."""
    if score.repique is not None:
        return "repique", score.repique
    trigger = score.bonus_trigger
    if score.pique is not None and trigger is not None:
        if trigger.trick is None or trigger.trick <= tricks:
            return "pique", score.pique
    return "none", None


def _deal_params_and_show(
    elder: Hand, younger: Hand, pairs: tuple[tuple[Card, Card], ...], dealt: Mapping[str, Hand]
) -> tuple[dict[str, str], dict[str, Any]]:
    """A played deal's question parameters (both hands, the hands as dealt, the tricks)
    and what the page shows of it."""
    out = {"elder": str(elder), "younger": str(younger)}
    out.update({name: str(h) for name, h in dealt.items()})
    if pairs:
        out["tricks"] = P.tricks_text(pairs)
    show: dict[str, Any] = {
        "elder": tuple(map(str, elder.cards)),
        "younger": tuple(map(str, younger.cards)),
        "tricks": tuple([(a.text, b.text) for a, b in pairs]),
        "leader": "elder",
    }
    for name, h in dealt.items():
        show[name] = tuple(map(str, h.cards))
    return out, show


def _build_repique_pique(params: Mapping[str, str]) -> Built:
    elder, younger = two_hands(params)
    dealt = _dealt(params)
    pairs = P.tricks(params)
    score = _score(elder, younger, pairs, dealt)
    k = len(pairs)
    so_far = [e for e in score.events if e.trick is None or e.trick <= k]
    bonus, who = _bonus_so_far(score, k)
    counted = [e for e in so_far if e.category not in (Category.CARDS, Category.CAPOT)]
    if bonus == "none":
        counted = [e for e in counted if e.category not in (Category.REPIQUE, Category.PIQUE)]
    # The total means something in every case: the bonus winner's score so far, or
    # elder's when nobody scores a bonus.
    total = sum(e.points for e in counted if e.who is (who or Player.ELDER))
    ordered = sorted(
        (e for e in counted if e.category in HAND_CATEGORIES or e.category in RECKONING_ORDER),
        key=lambda e: RECKONING_ORDER.get(e.category, 9),
    )
    reasons = [Explanation("reckoning_order", {"items": _items(ordered)})]
    if who is not None:
        reasons.append(Explanation(bonus, {"who": who.value, "total": total}))
    else:
        elder_pts = sum(e.points for e in counted if e.who is Player.ELDER)
        younger_pts = sum(e.points for e in counted if e.who is Player.YOUNGER)
        reasons.append(Explanation("no_bonus", {"elder": elder_pts, "younger": younger_pts}))
    reasons.append(Explanation("bonus_rules", {}))
    concept = {
        "repique": "repique_category_order",
        "pique": "pique_elder_only",
        "none": "bonus_saved",
    }[bonus]
    fields = (
        choice_field("bonus", BONUSES, (concept,)),
        choice_field("who", PLAYERS, (concept,)),
        int_field("total", ("bonus_total", concept), 300),
    )
    out, show = _deal_params_and_show(elder, younger, pairs, dealt)
    return Built(
        out,
        show,
        single_step("repique_pique", fields, tuple(reasons)),
        {"bonus": bonus, "who": who.value if who else "nobody", "total": str(total)},
    )


#: The hands the bonus questions are built from (each ``Plan`` a shape of both hands).
#: Elder's hand alone makes 30 or more: point of six, quint, quatorze.
_ELDER_ALONE = Plan(
    point_lengths=(6, 4),
    sequence="uncontested",
    sequence_length=5,
    sets="uncontested",
    set_count=4,
)
#: Younger's point is good: nobody scores a bonus.
_YOUNGER_POINT = Plan(point_winner=1, sequence="uncontested", sets="uncontested")
#: 29 in hand (equal point, quint and quatorze): the lead makes the pique.
_QUINT_QUATORZE = Plan(
    point="equal",
    point_lengths=(5, 5),
    sequence="uncontested",
    sequence_length=5,
    sets="uncontested",
    set_count=4,
)
#: The same with a second sequence: 30 or more in hand, a repique.
_QUINT_QUATORZE_AND_SEQUENCE = replace(_QUINT_QUATORZE, extra_sequence=True)
#: Younger holds the point, the quint and the quatorze: younger repiques.
_YOUNGER_REPIQUES = Plan(
    point_winner=1,
    point_lengths=(6, 4),
    sequence="uncontested",
    sequence_winner=1,
    sequence_length=5,
    sets="uncontested",
    sets_winner=1,
    set_count=4,
)
#: 32 for elder, but younger's point is good first: nothing.
_YOUNGER_POINT_FIRST = Plan(
    point_winner=1,
    point_lengths=(6, 5),
    sequence="uncontested",
    sequence_length=5,
    extra_sequence=True,
    sets="uncontested",
    set_count=4,
)
#: Elder's point and quint, younger's trio: it saves the pique.
_YOUNGER_TRIO_SAVES = replace(_ELDER_ALONE, sets_winner=1, set_count=3)

#: Hands for each outcome at each level. The plan alone does not decide the bonus (the
#: filler may add a combination), so the generator checks the outcome and retries.
_BONUS_PLANS: dict[int, dict[str, tuple[Plan, ...]]] = {
    1: {  # clear-cut: elder's hand alone; the classic 29 and the lead; younger's point
        "repique": (_ELDER_ALONE,),
        "pique": (_QUINT_QUATORZE,),
        "none": (_YOUNGER_POINT,),
    },
    2: {  # equalities save nothing; a losing lead counts too; younger's trio saves
        "repique": (_QUINT_QUATORZE_AND_SEQUENCE,),
        "pique": (_QUINT_QUATORZE,),
        "none": (replace(_QUINT_QUATORZE, sets_winner=1, set_count=3),),
    },
    3: {  # combinations: younger repiques; second combinations; 32 saved by younger
        "repique": (_YOUNGER_REPIQUES,),
        "pique": (
            Plan(
                point="value",
                point_lengths=(5, 5),
                sequence="uncontested",
                sequence_length=4,
                extra_sequence=True,
                sets="uncontested",
                set_count=4,
                extra_set=True,
            ),
        ),
        "none": (_YOUNGER_POINT_FIRST, _YOUNGER_TRIO_SAVES),
    },
}
_BONUS_TRIES = 8
#: The hands of a deal with a bonus in hand (deal_total level 3), by draw.
_BONUS_HANDS = {
    1: (_ELDER_ALONE, _YOUNGER_POINT),
    2: (_QUINT_QUATORZE, _QUINT_QUATORZE_AND_SEQUENCE, _YOUNGER_REPIQUES),
}


def _bonus_plan(rng: random.Random, level: int) -> Plan:
    """A deal's hands with a bonus in view, drawn as the first generator drew them."""
    if level == 1:
        return _BONUS_HANDS[1][0 if rng.random() < 0.5 else 1]
    return _BONUS_HANDS[2][rng.randrange(3)]


def _gen_repique_pique(rng: random.Random, level: int) -> dict[str, str]:
    """Repique, pique and neither about a third each at every level: the outcome is
    drawn first, then hands are built for it (bounded retries, else the last hands)."""
    target = rng.choice(BONUSES)
    plans = _BONUS_PLANS[level][target]
    out: dict[str, str] = {}
    for _ in range(_BONUS_TRIES):
        e, y = build_table(rng, rng.choice(plans))
        elder, younger = Hand.from_mask(e), Hand.from_mask(y)
        shown = rng.randint(1, 3)
        if level == 2 and target == "pique":  # any lead, won or lost, counts one
            pairs = play_on(elder, younger, (), shown, rng=rng)
        else:
            pairs = play_on(elder, younger, (), shown, want=(12, 0))
        out = {"elder": str(elder), "younger": str(younger), "tricks": P.tricks_text(pairs)}
        score = score_deal(elder, younger, play_on(elder, younger, pairs))
        if _bonus_so_far(score, shown)[0] == target:
            break
    return out


REPIQUE_PIQUE = Kind(
    "repique_pique",
    ("elder", "younger"),
    ("elder_dealt", "younger_dealt", "tricks"),
    _gen_repique_pique,
    _build_repique_pique,
)


# --- a whole deal ---------------------------------------------------------------------

#: The score sheet's headings, as the engine's PlayerScore has them (the total apart).
_HEADINGS = tuple(f.name for f in fields(PlayerScore) if f.name != "total")


def _build_deal_total(params: Mapping[str, str]) -> Built:
    elder, younger = two_hands(params)
    dealt = _dealt(params)
    pairs = P.tricks(params)
    if len(pairs) != 12:
        raise P.bad_params(f"tricks: {len(pairs)} tricks, a deal has 12")
    score = _score(elder, younger, pairs, dealt)
    e_won, y_won = score.tricks_won
    reasons = [
        Explanation(
            "deal_scores",
            {
                "elder": tuple(
                    (h, getattr(score.elder, h)) for h in _HEADINGS if getattr(score.elder, h)
                ),
                "younger": tuple(
                    (h, getattr(score.younger, h)) for h in _HEADINGS if getattr(score.younger, h)
                ),
                "elder_total": score.elder.total,
                "younger_total": score.younger.total,
            },
        )
    ]
    if score.elder.capot or score.younger.capot:
        code = "capot"
    elif score.elder.cards or score.younger.cards:
        code = "cards_ten"
    else:
        code = "cards_divided"
    reasons.append(Explanation(code, {"elder_tricks": e_won, "younger_tricks": y_won}))
    if score.repique:
        reasons.append(Explanation("repique_in_deal", {"who": score.repique.value}))
    if score.pique:
        reasons.append(Explanation("pique_in_deal", {"who": score.pique.value}))
    concepts: tuple[str, ...] = (
        "deal_reckoning",
        {"capot": "capot", "cards_ten": "the_cards", "cards_divided": "cards_at_six_all"}[code],
    )
    if score.repique or score.pique:
        concepts += ("repique_category_order" if score.repique else "pique_elder_only",)
    fields = (int_field("elder_total", concepts, 400), int_field("younger_total", concepts, 400))
    out, show = _deal_params_and_show(elder, younger, pairs, dealt)
    return Built(
        out,
        show,
        single_step("deal_total", fields, tuple(reasons)),
        {"elder_total": str(score.elder.total), "younger_total": str(score.younger.total)},
    )


def _gen_deal_total(rng: random.Random, level: int) -> dict[str, str]:
    """Level 1: the cards clearly to one player; 2: six tricks each (the cards divided);
    3: a bonus in hand, and a capot in about a third of the seeds."""
    if level == 3:
        want = rng.choice(((12, 0), (7, 5), (5, 7)))
        for _ in range(4 if want == (12, 0) else 1):  # bounded: hands that allow a capot
            e, y = build_table(rng, _bonus_plan(rng, rng.choice((1, 2))))
            elder, younger = Hand.from_mask(e), Hand.from_mask(y)
            found = play_to(elder, younger, want, rng) if want == (12, 0) else None
            if found is not None:
                return {"elder": str(elder), "younger": str(younger), "tricks": _text(found)}
        pairs = play_on(elder, younger, (), 12, want=want)
        return {"elder": str(elder), "younger": str(younger), "tricks": _text(pairs)}
    plan = plan_for_level(rng, 1)
    want = rng.choice(((8, 4), (4, 8), (9, 3), (7, 5))) if level == 1 else (6, 6)
    for _ in range(1 if level == 1 else 3):  # bounded: other hands if these will not divide
        e, y = build_table(rng, plan)
        elder, younger = Hand.from_mask(e), Hand.from_mask(y)
        pairs, won = _play_on(elder, younger, (), 12, want, None)
        for _ in range(30 if level == 2 else 0):  # random plays to divide the cards
            if won == want:
                break
            pairs, won = _play_on(elder, younger, (), 12, want, rng)
        if level == 1 or won == want:
            break
        found = play_to(elder, younger, want, rng)
        if found is not None:
            pairs = found
            break
    return {"elder": str(elder), "younger": str(younger), "tricks": _text(pairs)}


def _text(pairs: tuple[tuple[Card, Card], ...]) -> str:
    return P.tricks_text(pairs)


def play_to(
    elder: Hand, younger: Hand, want: tuple[int, int], rng: random.Random, budget: int = 1500
) -> tuple[tuple[Card, Card], ...] | None:
    """Twelve legal tricks (every card asked of the engine's ``legal_plays``) in which
    elder and younger win exactly ``want`` tricks, found by a depth-first search in a
    random order that gives up after ``budget`` tricks tried; ``None`` if none found."""
    masks = [elder.mask, younger.mask]  # by player: 0 elder, 1 younger
    won = [0, 0]
    out: list[tuple[Card, Card]] = []
    tried = 0

    def search(leader: int) -> bool:
        nonlocal tried
        if len(out) == 12:
            return True
        follower = 1 - leader
        leads = list(legal_plays(Hand.from_mask(masks[leader])))
        rng.shuffle(leads)
        for led in leads:
            replies = list(legal_plays(Hand.from_mask(masks[follower]), led))
            rng.shuffle(replies)
            for played in replies:
                tried += 1
                if tried > budget:
                    return False
                winner = leader if trick_winner(led, played) is led else follower
                if won[winner] == want[winner]:
                    continue
                won[winner] += 1
                masks[leader] ^= 1 << led.index
                masks[follower] ^= 1 << played.index
                out.append((led, played))
                if search(winner):
                    return True
                out.pop()
                masks[leader] ^= 1 << led.index
                masks[follower] ^= 1 << played.index
                won[winner] -= 1
        return False

    return tuple(out) if search(0) else None


DEAL_TOTAL = Kind(
    "deal_total",
    ("elder", "younger", "tricks"),
    ("elder_dealt", "younger_dealt"),
    _gen_deal_total,
    _build_deal_total,
)


# --- the partie -----------------------------------------------------------------------


def _build_rubicon(params: Mapping[str, str]) -> Built:
    deals = P.deals(params)
    try:
        result = partie_result([list(d) for d in deals])
    except ValueError as exc:
        raise P.bad_params(f"deals: {exc}") from None
    if not result.complete:
        raise P.bad_params("deals: the partie is not decided (tied after six: two more deals)")
    a, b = result.totals
    reasons = [Explanation("partie_totals", {"a": a, "b": b, "deals": len(deals)})]
    if len(deals) == 8:
        six = (sum(d[0] for d in deals[:6]), sum(d[1] for d in deals[:6]))
        reasons.append(Explanation("rubicon_tie_two_more", {"total": six[0]}))
    if result.winner is None:
        reasons.append(Explanation("rubicon_drawn", {"a": a, "b": b}))
        winner, concept = "nobody", "rubicon_tie"
    else:
        winner = result.winner.value
        hi, lo = max(a, b), min(a, b)
        code = "rubicon_sum" if result.rubiconed else "rubicon_difference"
        reasons.append(
            Explanation(
                code,
                {
                    "winner": winner,
                    "winner_total": hi,
                    "loser_total": lo,
                    "score": result.rubicon_score,
                },
            )
        )
        concept = code if len(deals) == 6 else "rubicon_tie"
    fields = (
        choice_field("winner", ("a", "b", "nobody"), (concept,)),
        choice_field("rubiconed", YES_NO, ("rubicon_under_100",)),
        int_field("score", (concept,), 2000),
    )
    return Built(
        {"deals": " ".join(f"{x}:{y}" for x, y in deals)},
        {"deals": deals},
        single_step("rubicon", fields, tuple(reasons)),
        {
            "winner": winner,
            "rubiconed": "yes" if result.rubiconed else "no",
            "score": str(result.rubicon_score),
        },
    )


def _deals_for(rng: random.Random, a: int, b: int, n: int = 6) -> list[tuple[int, int]]:
    cap_a, cap_b = max(60, -(-a // n) + 10), max(60, -(-b // n) + 10)
    return list(zip(split(rng, a, n, cap_a), split(rng, b, n, cap_b), strict=True))


def _gen_rubicon(rng: random.Random, level: int) -> dict[str, str]:
    if level == 1:  # a clear winner; the loser clearly over or under 100
        lo = rng.choice((rng.randint(30, 85), rng.randint(110, 160)))
        hi = lo + rng.randint(15, 90)
        deals = _deals_for(rng, hi, lo)
    elif level == 2:  # the edges: 99 or 100, or both under 100
        variant = rng.randrange(3)
        if variant < 2:
            lo = 99 + variant
            hi = lo + rng.randint(1, 60)
        else:
            hi = rng.randint(60, 99)
            lo = rng.randint(20, hi - 1)
        deals = _deals_for(rng, hi, lo)
    else:  # tied after six: two more deals, decided or drawn
        tie = rng.randint(70, 150)
        deals = _deals_for(rng, tie, tie)
        x = rng.randint(0, 40)
        y = x if rng.random() < 0.3 else rng.randint(0, 40)
        deals += [(x, 0), (0, y)]
    if rng.random() < 0.5:
        deals = [(y, x) for x, y in deals]
    return {"deals": " ".join(f"{x}:{y}" for x, y in deals)}


RUBICON = Kind("rubicon", ("deals",), (), _gen_rubicon, _build_rubicon)
