"""Kinds about one hand: ``point``, ``sequence``, ``sets``, ``carte_blanche``, ``announce``."""

from __future__ import annotations

import random
from collections.abc import Mapping

from tutor.cardgame import SUITS, mask_of
from tutor.piquet.cards import CARDS, RANKS, Hand
from tutor.piquet.declarations import Sequence, best_point, sequences, sets, suit_point

from . import params as P
from .build import FULL, fill, pick_holding, split, to_suit
from .common import (
    RANKS as RANK_OPTIONS,
)
from .common import (
    SEQUENCE_OPTIONS,
    SET_OPTIONS,
    TOP_OPTIONS,
    YES_NO,
    Built,
    Kind,
    choice_field,
    int_field,
    single_step,
)
from .model import Explanation

__all__ = ["ANNOUNCE", "CARTE_BLANCHE", "POINT", "SEQUENCE", "SETS"]


def _hand_params(mask: int) -> dict[str, str]:
    return {"hand": str(Hand.from_mask(mask))}


# --- point ----------------------------------------------------------------------------


def point_reasons(hand: Hand) -> list[Explanation]:
    """Why the hand's point is what it is: the suit, its value, any suit as long."""
    p = best_point(hand)
    assert p is not None
    out = [
        Explanation(
            "point_best",
            {"suit": p.suit.value, "cards": str(p), "length": p.length, "value": p.value},
        )
    ]
    for s in range(4):
        other = suit_point(hand, SUITS[s])
        if other is None or other.suit is p.suit or other.length != p.length:
            continue
        code = "point_suit_tie_value" if other.value != p.value else "point_suit_tie_same"
        out.append(
            Explanation(
                code,
                {
                    "suit": p.suit.value,
                    "value": p.value,
                    "other_suit": other.suit.value,
                    "other_value": other.value,
                    "length": p.length,
                },
            )
        )
    out.append(Explanation("point_value_rule", {"cards": str(p), "value": p.value}))
    return out


def _build_point(params: Mapping[str, str]) -> Built:
    hand = P.hand(params, "hand")
    p = best_point(hand)
    assert p is not None
    reasons = point_reasons(hand)
    tie = any(r.code == "point_suit_tie_value" for r in reasons)
    fields = (
        int_field("length", ("point_length",), 12),
        int_field("value", ("point_value",) + (("point_tie_value",) if tie else ())),
    )
    return Built(
        {"hand": str(hand)},
        {"hand": tuple(map(str, hand))},
        single_step("point", fields, tuple(reasons)),
        {"length": str(p.length), "value": str(p.value)},
    )


def _gen_point(rng: random.Random, level: int) -> dict[str, str]:
    suits = rng.sample(range(4), 4)
    if level == 1:  # one suit clearly longest
        top = rng.choice((5, 6, 7))
        lengths = [top, *split(rng, 12 - top, 3, top - 1)]
        chosen = [pick_holding(rng, n) for n in lengths]
    elif level == 2:  # two suits as long: the value decides
        top = rng.choice((4, 5))
        lengths = [top, top, *split(rng, 12 - 2 * top, 2, top - 1)]
        a = pick_holding(rng, top)
        b = pick_holding(rng, top, value=lambda v: v != a.value)  # type: ignore[union-attr]  # every length has holdings
        chosen = [a, b] + [pick_holding(rng, n) for n in lengths[2:]]
    else:  # two or three suits as long, their values close together
        shape = rng.choice(((4, 4, 4, 0), (5, 5, 2, 0), (6, 6, 0, 0), (5, 5, 1, 1)))
        tied = shape.count(shape[0])
        a = pick_holding(rng, shape[0])
        chosen = [a]
        for _ in range(tied - 1):
            taken = {h.value for h in chosen}  # type: ignore[union-attr]  # as above
            chosen.append(
                pick_holding(
                    rng,
                    shape[0],
                    value=lambda v, t=taken: v not in t and abs(v - a.value) <= 4,  # type: ignore[union-attr]  # as above
                )
                or pick_holding(rng, shape[0], value=lambda v, t=taken: v not in t)
            )
        chosen += [pick_holding(rng, n) for n in shape[tied:]]
    mask = 0
    for suit, holding in zip(suits, chosen, strict=False):
        mask |= to_suit(holding.bits, suit)  # type: ignore[union-attr]  # as above
    return _hand_params(mask)


POINT = Kind("point", ("hand",), (), _gen_point, _build_point)


# --- sequence -------------------------------------------------------------------------


def _seq_items(found: tuple[Sequence, ...]) -> tuple[tuple[str, str, str, int], ...]:
    return tuple((q.name, q.top.value, q.suit.value, q.score) for q in found)


def sequence_reasons(hand: Hand) -> list[Explanation]:
    found = sequences(hand)
    if not found:
        return [Explanation("sequence_none_held", {})]
    best = found[0]
    out = [
        Explanation(
            "sequences_held",
            {"items": _seq_items(found), "total": sum(q.score for q in found)},
        )
    ]
    for q in found[1:]:
        if q.length == best.length and q.top is not best.top:
            out.append(
                Explanation(
                    "sequence_tie_top",
                    {"name": best.name, "top": best.top.value, "other_top": q.top.value},
                )
            )
            break
    if best.length >= 6:
        out.append(Explanation("sequence_one_run", {"name": best.name, "length": best.length}))
    out.append(Explanation("sequence_scores", {}))
    return out


def _build_sequence(params: Mapping[str, str]) -> Built:
    hand = P.hand(params, "hand")
    found = sequences(hand)
    best = found[0] if found else None
    fields = (
        choice_field("name", SEQUENCE_OPTIONS, ("sequence_names",)),
        choice_field("top", TOP_OPTIONS, ("sequence_top",), required=False),
        int_field(
            "score", ("sequence_scores",) + (("category_won_whole",) if len(found) > 1 else ())
        ),
    )
    return Built(
        {"hand": str(hand)},
        {"hand": tuple(map(str, hand))},
        single_step("sequence", fields, tuple(sequence_reasons(hand))),
        {
            "name": best.name if best else "none",
            "top": best.top.value if best else "",
            "score": str(sum(q.score for q in found)),
        },
    )


def _run_mask(suit: int, length: int, top: int) -> int:
    return ((1 << length) - 1) << (suit * 8 + top)


def _with_runs(rng: random.Random, runs: list[tuple[int, int, int]], extra: int = 0) -> int:
    """A 12-card hand whose sequences are exactly ``runs`` ((suit, length, top order));
    ``extra`` more cards are placed first without any sequence rule (they may make sets)."""
    mask = 0
    for suit, length, top in runs:
        mask |= _run_mask(suit, length, top)
    wanted = sequences(Hand.from_mask(mask))
    filled = fill(
        rng,
        [mask],
        FULL & ~mask,
        [lambda m: sequences(Hand.from_mask(m)) == wanted],
    )
    assert filled is not None  # 6 cards per suit fit without a run: always room
    return filled[0]


def _gen_sequence(rng: random.Random, level: int) -> dict[str, str]:
    suits = rng.sample(range(4), 4)
    if level == 1:
        n = rng.choice((3, 4, 5))
        runs = [(suits[0], n, rng.randint(0, 8 - n))]
    elif level == 2:
        variant = rng.randrange(4)
        if variant == 0:  # two of one length, different tops
            n = rng.choice((3, 4))
            tops = rng.sample(range(9 - n), 2)
            runs = [(suits[0], n, tops[0]), (suits[1], n, tops[1])]
        elif variant == 1:  # one long run: a sixième or more, not a quint and a tierce
            n = rng.choice((6, 6, 7, 8))
            runs = [(suits[0], n, rng.randint(0, 8 - n))]
        elif variant == 2:  # the same sequence in two suits
            n = rng.choice((3, 4, 5))
            top = rng.randint(0, 8 - n)
            runs = [(suits[0], n, top), (suits[1], n, top)]
        else:  # two tierces in one suit, with a gap
            first = rng.choice((0, 1))
            runs = [(suits[0], 3, first), (suits[0], 3, rng.randint(first + 4, 5))]
    else:  # several sequences of different lengths: the best, and all of them score
        lengths = rng.choice(((5, 4), (5, 3), (4, 3, 3), (6, 3), (5, 3, 3), (4, 4, 3), (6, 4)))
        runs = [(suits[i], n, rng.randint(0, 8 - n)) for i, n in enumerate(lengths)]
    return _hand_params(_with_runs(rng, runs))


SEQUENCE = Kind("sequence", ("hand",), (), _gen_sequence, _build_sequence)


# --- sets -----------------------------------------------------------------------------


#: The ranks that make no set however many are held (the engine's ``forms_sets``),
#: highest first.
_NO_SET_RANKS = tuple(r for r in RANKS if not r.forms_sets)


def dud_sets(hand: Hand) -> tuple[str, ...]:
    """Ranks held three or four times that make no set (the engine's ``forms_sets``)."""
    held = [c.rank for c in hand]
    return tuple(r.value for r in _NO_SET_RANKS if held.count(r) >= 3)


def sets_reasons(hand: Hand) -> list[Explanation]:
    found = sets(hand)
    out = []
    if found:
        out.append(
            Explanation(
                "sets_held",
                {
                    "items": tuple((s.kind.value, s.rank.value, s.score) for s in found),
                    "total": sum(s.score for s in found),
                },
            )
        )
    else:
        out.append(Explanation("sets_none_held", {}))
    duds = dud_sets(hand)
    if duds:
        out.append(Explanation("sets_only_ten_and_up", {"ranks": duds}))
    out.append(Explanation("set_scores", {}))
    return out


def _build_sets(params: Mapping[str, str]) -> Built:
    hand = P.hand(params, "hand")
    found = sets(hand)
    ranks = [r for r in RANK_OPTIONS if any(s.rank.value == r for s in found)]
    concepts = ("sets_only_ten_and_up",) if dud_sets(hand) else ("sets_which_count",)
    fields = (
        choice_field("ranks", RANK_OPTIONS, concepts, multiple=True, required=False),
        int_field("score", ("set_scores",)),
    )
    return Built(
        {"hand": str(hand)},
        {"hand": tuple(map(str, hand))},
        single_step("sets", fields, tuple(sets_reasons(hand))),
        {"ranks": " ".join(ranks), "score": str(sum(s.score for s in found))},
    )


def _hand_from_counts(rng: random.Random, counts: dict[int, int]) -> int:
    """12 cards with ``counts[rank order]`` cards of the given ranks; the rest spread
    over the other ranks, at most two of each."""
    counts = dict(counts)
    room = [r for r in range(8) if r not in counts]
    left = 12 - sum(counts.values())
    for _ in range(left):
        open_ranks = [r for r in room if counts.get(r, 0) < 2]
        r = rng.choice(open_ranks)
        counts[r] = counts.get(r, 0) + 1
    mask = 0
    for r, n in counts.items():
        for s in rng.sample(range(4), n):
            mask |= 1 << (s * 8 + r)
    return mask


def _gen_sets(rng: random.Random, level: int) -> dict[str, str]:
    real = rng.sample(range(5), 3)  # aces … tens
    dud = rng.choice((5, 6, 7))  # nines, eights, sevens
    if level == 1:
        counts = {real[0]: rng.choice((3, 4))}
    elif level == 2:
        variant = rng.randrange(3)
        if variant == 0:  # a real set beside a "set" of nines, eights or sevens
            counts = {real[0]: rng.choice((3, 4)), dud: rng.choice((3, 4))}
        elif variant == 1:  # only a "set" that does not count
            counts = {dud: rng.choice((3, 4))}
        else:  # a quatorze and a trio
            counts = {real[0]: 4, real[1]: 3}
    else:
        n = rng.choice((2, 3))
        counts = {r: rng.choice((3, 4)) for r in real[:n]}
        if sum(counts.values()) <= 9 and rng.random() < 0.5:
            counts[dud] = 3
    return _hand_params(_hand_from_counts(rng, counts))


SETS = Kind("sets", ("hand",), (), _gen_sets, _build_sets)


# --- carte blanche --------------------------------------------------------------------

_PLAIN = [c.index for c in CARDS if not c.rank.is_court]
_COURT = [c.index for c in CARDS if c.rank.is_court]


def _build_carte_blanche(params: Mapping[str, str]) -> Built:
    hand = P.hand(params, "hand")
    courts = tuple(str(c) for c in hand if c.rank.is_court)
    if hand.is_carte_blanche:
        reason = Explanation("carte_blanche_yes", {})
    else:
        reason = Explanation("carte_blanche_no", {"courts": " ".join(courts)})
    return Built(
        {"hand": str(hand)},
        {"hand": tuple(map(str, hand))},
        single_step(
            "carte_blanche",
            (choice_field("carte_blanche", YES_NO, ("carte_blanche",)),),
            (reason, Explanation("carte_blanche_rule", {})),
        ),
        {"carte_blanche": "yes" if hand.is_carte_blanche else "no"},
    )


def _gen_carte_blanche(rng: random.Random, level: int) -> dict[str, str]:
    blanche = rng.random() < 0.5
    courts = 0 if blanche else (rng.randint(3, 6) if level == 1 else 1)
    base: list[int] = []
    if level == 3:  # strong plain cards: a quatorze of aces or tens, or ten to seven
        suit = rng.randrange(4)
        base = rng.choice(
            (
                [s * 8 for s in range(4)],
                [s * 8 + 4 for s in range(4)],
                [suit * 8 + i for i in (4, 5, 6, 7)],
            )
        )
    rest = [i for i in _PLAIN if i not in base]
    cards = base + rng.sample(rest, 12 - courts - len(base)) + rng.sample(_COURT, courts)
    return _hand_params(mask_of(CARDS[i] for i in cards))


CARTE_BLANCHE = Kind("carte_blanche", ("hand",), (), _gen_carte_blanche, _build_carte_blanche)


# --- announce -------------------------------------------------------------------------


def _build_announce(params: Mapping[str, str]) -> Built:
    hand = P.hand(params, "hand")
    p = best_point(hand)
    assert p is not None
    found = sequences(hand)
    best = found[0] if found else None
    held = sets(hand)
    best_set = held[0] if held else None
    reasons = [
        Explanation("announce_point", {"length": p.length, "suit": p.suit.value, "value": p.value})
    ]
    if best:
        reasons.append(
            Explanation(
                "announce_sequence",
                {"name": best.name, "top": best.top.value, "suit": best.suit.value},
            )
        )
    else:
        reasons.append(Explanation("announce_no_sequence", {}))
    if best_set:
        reasons.append(
            Explanation("announce_sets", {"kind": best_set.kind.value, "rank": best_set.rank.value})
        )
    else:
        reasons.append(Explanation("announce_no_sets", {}))
    if dud_sets(hand):
        reasons.append(Explanation("sets_only_ten_and_up", {"ranks": dud_sets(hand)}))
    fields = (
        int_field("point", ("announce_point",), 12),
        choice_field("sequence", SEQUENCE_OPTIONS, ("announce_sequence", "sequence_names")),
        choice_field("sequence_top", TOP_OPTIONS, ("sequence_top",), required=False),
        choice_field(
            "sets",
            SET_OPTIONS,
            ("announce_sets",) + (("sets_only_ten_and_up",) if dud_sets(hand) else ()),
        ),
    )
    return Built(
        {"hand": str(hand)},
        {"hand": tuple(map(str, hand))},
        single_step("announce", fields, tuple(reasons)),
        {
            "point": str(p.length),
            "sequence": best.name if best else "none",
            "sequence_top": best.top.value if best else "",
            "sets": f"{best_set.kind.value} {best_set.rank.value}" if best_set else "none",
        },
    )


def _place_set(rng: random.Random, mask: int, ranks: list[int], count: int) -> int:
    """Make ``count`` cards of the first rank in ``ranks`` that fits (adding cards that
    leave the hand's sequences as they are, 12 cards at most); unchanged if none fits."""
    wanted = sequences(Hand.from_mask(mask))
    for r in ranks:
        have = [s for s in range(4) if mask >> (s * 8 + r) & 1]
        need = count - len(have)
        if need < 0 or mask.bit_count() + need > 12:
            continue
        fits = [
            s
            for s in range(4)
            if s not in have and sequences(Hand.from_mask(mask | 1 << (s * 8 + r))) == wanted
        ]
        if len(fits) >= need:
            for s in rng.sample(fits, need):
                mask |= 1 << (s * 8 + r)
            return mask
    return mask


def _gen_announce(rng: random.Random, level: int) -> dict[str, str]:
    suits = rng.sample(range(4), 4)
    order = rng.sample(range(5), 5)
    if level == 1:  # one sequence, one set
        n = rng.choice((3, 4, 5))
        runs = [(suits[0], n, rng.randint(0, 8 - n))]
        set_counts = [rng.choice((3, 4))]
    elif level == 2:  # a choice to make: two sequences of a length, a quatorze and a trio
        n = rng.choice((3, 4))
        tops = rng.sample(range(9 - n), 2)
        runs = [(suits[0], n, tops[0]), (suits[1], n, tops[1])]
        set_counts = rng.choice(([4, 3], [3, 3], [3]))
    else:  # something to leave out: no sequence, or no set, or a set of nines
        variant = rng.randrange(3)
        n = rng.choice((3, 4, 5, 6))
        runs = [] if variant == 0 else [(suits[0], n, rng.randint(0, 8 - n))]
        set_counts = [] if variant == 1 else [rng.choice((3, 4))]
    mask = 0
    for suit, length, top in runs:
        mask |= _run_mask(suit, length, top)
    for count in set_counts:
        taken = [r for r in order if not any(x.rank.order == r for x in sets(Hand.from_mask(mask)))]
        mask = _place_set(rng, mask, taken, count)
    if level == 3 and rng.random() < 0.5:
        mask = _place_set(rng, mask, rng.sample((5, 6, 7), 3), 3)  # nines, eights or sevens
    wanted_seq = sequences(Hand.from_mask(mask))
    wanted_sets = sets(Hand.from_mask(mask))
    filled = fill(
        rng,
        [mask],
        FULL & ~mask,
        [
            lambda m: (
                sequences(Hand.from_mask(m)) == wanted_seq
                and sets(Hand.from_mask(m)) == wanted_sets
            )
        ],
    )
    if filled is None:  # cannot happen with at most 12 cards placed; stay safe
        filled = [_with_runs(rng, runs)]
    return _hand_params(filled[0])


ANNOUNCE = Kind("announce", ("hand",), (), _gen_announce, _build_announce)
