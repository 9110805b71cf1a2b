"""The Spades kinds: ``spades_hand``, ``spades_bags``, ``spades_legal``, ``spades_trick``,
``spades_game`` (docs/lesson-format.md, "Spades drill kinds").

Seats are ``0``–``3`` clockwise (0 and 2 team ``a``, 1 and 3 team ``b``). Every answer
is asked of the Spades engine (``tutor.spades``); generation picks the tricks first and
then the bids that give the level's case (a made or failed contract, a made or failed
nil, bags crossing ten …), so it never retries.

>>> from tutor.drills import make
>>> make("spades_hand", {"bids": "4 3 0 5", "tricks": "5 4 1 3"}).expected
{'points_a': '-58', 'bags_a': '2', 'points_b': '-80', 'bags_b': '0'}
>>> make("spades_trick", {"leader": "1", "cards": "AH 2S KH QH"}).expected
{'winner': '2'}
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from tutor.spades import (
    BAG_PENALTY,
    CARDS,
    GAME,
    Card,
    Hand,
    HandScore,
    InvalidInputError,
    Suit,
    Team,
    TeamHand,
    game_winner,
    legal_plays,
    parse_card,
    parse_cards,
    read_bids,
    read_tricks,
    score_hand,
    trick_winner,
    winning_card,
)

from . import params as P
from .build import split
from .common import YES_NO, Built, Kind, choice_field, single_step
from .model import Explanation, Field

__all__ = ["SPADES_GAME", "SPADES_BAGS", "SPADES_HAND", "SPADES_LEGAL", "SPADES_TRICK"]

SEATS = ("0", "1", "2", "3")
TEAMS = ("a", "b")
#: Bounds of the numbers a question shows or asks (anything outside is bad input).
MAX_SCORE = 9999


# --- parameters -------------------------------------------------------------------------


def _numbers(params: Mapping[str, str], name: str, count: int, low: int, high: int) -> list[int]:
    items = params[name].replace(",", " ").split()
    out = []
    for item in items:
        digits = item[1:] if item[:1] in "+-" else item
        if not (digits.isascii() and digits.isdigit() and len(digits) <= 5):
            raise P.bad_params(f"{name}: not a whole number: {item[:20]!r}")
        out.append(int(item))
    if len(out) != count or not all(low <= n <= high for n in out):
        raise P.bad_params(f"{name}: {count} whole numbers {low}–{high}, not {params[name][:40]!r}")
    return out


def _bids_tricks(params: Mapping[str, str]) -> tuple[list[int], list[int]]:
    """The bids and tricks by seat, checked by the engine (``read_bids``/``read_tricks``)."""
    bids = _numbers(params, "bids", 4, -MAX_SCORE, MAX_SCORE)
    tricks = _numbers(params, "tricks", 4, -MAX_SCORE, MAX_SCORE)
    try:
        return list(read_bids(bids)), list(read_tricks(tricks))
    except InvalidInputError as exc:
        raise P.bad_params(f"{'tricks' if exc.code == 'bad_tricks' else 'bids'}: {exc}") from None


def _text(numbers: list[int] | tuple[int, ...]) -> str:
    return " ".join(map(str, numbers))


def _points_field(name: str, concepts: tuple[str, ...]) -> Field:
    return Field(name, "int", min=-MAX_SCORE, max=MAX_SCORE, concepts=concepts)


def _count_field(name: str, concepts: tuple[str, ...]) -> Field:
    return Field(name, "int", min=0, max=26, concepts=concepts)


# --- one hand: contracts and nil ------------------------------------------------------------


def _team_reasons(t: TeamHand) -> list[Explanation]:
    team = t.team.value
    out = []
    if t.nils and len(t.nils) == 2:
        out.append(Explanation("spades_both_nil", {"team": team}))
    for n in t.nils:
        code = "spades_nil_made" if n.made else "spades_nil_failed"
        out.append(Explanation(code, {"seat": str(int(n.seat)), "tricks": n.tricks, "team": team}))
    if t.contract:
        if t.made:
            params = {
                "team": team,
                "contract": t.contract,
                "tricks": t.tricks,
                "overtricks": t.bags,
                "points": t.contract_points,
            }
            out.append(Explanation("spades_contract_made", params))
        else:
            params = {
                "team": team,
                "contract": t.contract,
                "tricks": t.tricks,
                "points": t.contract_points,
            }
            out.append(Explanation("spades_contract_failed", params))
    out.append(Explanation("spades_team_hand", {"team": team, "points": t.points, "bags": t.bags}))
    return out


def _team_concepts(t: TeamHand) -> tuple[str, ...]:
    out = ["spades_contract"] if t.made or not t.contract else ["spades_set"]
    if len(t.nils) == 2:
        out.append("spades_both_nil")
    if any(n.made for n in t.nils):
        out.append("spades_nil")
    if any(not n.made for n in t.nils):
        out.append("spades_failed_nil")
    return tuple(dict.fromkeys(out))


def _hand_show(bids: list[int], tricks: list[int]) -> dict[str, tuple[int, ...]]:
    return {"bids": tuple(bids), "taken": tuple(tricks)}


def _build_hand(params: Mapping[str, str]) -> Built:
    bids, tricks = _bids_tricks(params)
    s = score_hand(bids, tricks)
    fields: list[Field] = []
    reasons: list[Explanation] = []
    expected: dict[str, str] = {}
    for t in s.teams:
        name = t.team.value
        concepts = _team_concepts(t)
        bag_concepts = ("spades_overtricks",) + (
            ("spades_failed_nil",) if any(not n.made for n in t.nils) else ()
        )
        fields += [
            _points_field(f"points_{name}", concepts),
            _count_field(f"bags_{name}", bag_concepts),
        ]
        reasons += _team_reasons(t)
        expected[f"points_{name}"] = str(t.points)
        expected[f"bags_{name}"] = str(t.bags)
    return Built(
        {"bids": _text(bids), "tricks": _text(tricks)},
        _hand_show(bids, tricks),
        single_step("spades_hand", tuple(fields), tuple(reasons)),
        expected,
    )


def _deal_tricks(rng: random.Random, fixed: dict[int, int]) -> list[int]:
    """Tricks per seat: ``fixed`` seats as given, the other seats at least one each."""
    free = [s for s in range(4) if s not in fixed]
    rest = split(rng, 13 - sum(fixed.values()), len(free), 13, 1)
    tricks = [0, 0, 0, 0]
    for s, n in fixed.items():
        tricks[s] = n
    for s, n in zip(free, rest, strict=True):
        tricks[s] = n
    return tricks


def _bid_for(rng: random.Random, taken: int, made: bool, spread: int = 2) -> int:
    """A bid (at least 1) that ``taken`` tricks make (with a few overtricks) or fail."""
    if made:
        return max(1, taken - rng.randint(0, spread))
    return min(13, taken + rng.randint(1, spread))


def _team_bids(
    rng: random.Random, tricks: list[int], team: Team, made: bool, spread: int = 2
) -> dict[int, int]:
    """Bids for a team without nil: made or failed as a team (one partner decides)."""
    s1, s2 = team.seats
    b1 = _bid_for(rng, tricks[s1], True, spread)
    b2 = _bid_for(rng, tricks[s2], made, spread)
    if not made and b1 + b2 <= tricks[s1] + tricks[s2]:
        b2 = tricks[s1] + tricks[s2] - b1 + 1
    return {s1: b1, s2: min(13, b2)}


def _hand_plan(rng: random.Random, level: int) -> tuple[list[int], list[int]]:
    """Bids and tricks with the level's case (see the module docstring)."""
    teams = [Team.A, Team.B]
    rng.shuffle(teams)
    x, y = teams  # x is the team the question is about
    if level == 1:  # no nil; both made, or one team set
        tricks = _deal_tricks(rng, {})
        bids = {
            **_team_bids(rng, tricks, x, rng.random() < 0.7, 1),
            **_team_bids(rng, tricks, y, True, 1),
        }
        return [bids[s] for s in range(4)], tricks
    nil_seat, partner = x.seats if rng.random() < 0.5 else x.seats[::-1]
    variant = rng.randrange(4) if level == 2 else 4
    if variant == 0:  # a failed nil whose tricks would have made the partner's bid
        taken = rng.randint(1, 3)
        tricks = _deal_tricks(rng, {nil_seat: taken})
        bids = {nil_seat: 0, partner: min(13, tricks[partner] + rng.randint(1, taken))}
    elif variant == 1:  # both partners nil, one or both made
        taken = rng.choice((0, 0, 1, 2))
        tricks = _deal_tricks(rng, {nil_seat: taken, partner: 0})
        bids = {nil_seat: 0, partner: 0}
    elif variant == 2:  # a made nil next to the partner's contract
        tricks = _deal_tricks(rng, {nil_seat: 0})
        bids = {nil_seat: 0, partner: _bid_for(rng, tricks[partner], rng.random() < 0.6)}
    elif variant == 3:  # a failed nil beside a made contract: its tricks are overtricks
        tricks = _deal_tricks(rng, {nil_seat: rng.randint(1, 3)})
        bids = {nil_seat: 0, partner: _bid_for(rng, tricks[partner], True)}
    else:  # level 3: a nil on each side, one made and one failed; a contract set
        other_nil = rng.choice(y.seats)
        taken = rng.randint(1, 3)
        made_first = rng.random() < 0.5
        tricks = _deal_tricks(
            rng, {nil_seat: 0 if made_first else taken, other_nil: taken if made_first else 0}
        )
        other = y.seats[0] if other_nil == y.seats[1] else y.seats[1]
        bids = {
            nil_seat: 0,
            other_nil: 0,
            partner: _bid_for(rng, tricks[partner], rng.random() < 0.5, 3),
            other: _bid_for(rng, tricks[other], rng.random() < 0.5, 3),
        }
        return [bids[s] for s in range(4)], tricks
    bids.update(_team_bids(rng, tricks, y, rng.random() < 0.6))
    return [bids[s] for s in range(4)], tricks


def _gen_hand(rng: random.Random, level: int) -> dict[str, str]:
    bids, tricks = _hand_plan(rng, level)
    return {"bids": _text(bids), "tricks": _text(tricks)}


SPADES_HAND = Kind("spades_hand", ("bids", "tricks"), (), _gen_hand, _build_hand)


# --- bags across hands ----------------------------------------------------------------------


def _build_bags(params: Mapping[str, str]) -> Built:
    bids, tricks = _bids_tricks(params)
    scores = _numbers(params, "scores", 2, -MAX_SCORE // 2, MAX_SCORE // 2)
    bags = _numbers(params, "bags", 2, 0, 9)
    s: HandScore = score_hand(bids, tricks, scores, bags)
    fields: list[Field] = []
    reasons: list[Explanation] = []
    expected: dict[str, str] = {}
    for i, t in enumerate(s.teams):
        name = t.team.value
        penalty = s.penalties[i]
        reasons.append(
            Explanation("spades_team_hand", {"team": name, "points": t.points, "bags": t.bags})
        )
        carry = {"team": name, "carried": bags[i], "new": t.bags, "total": bags[i] + t.bags}
        if penalty:
            reasons.append(
                Explanation(
                    "spades_bags_penalty",
                    {**carry, "penalty": BAG_PENALTY * penalty, "left": s.bags[i]},
                )
            )
        else:
            reasons.append(Explanation("spades_bags_carry", carry))
        reasons.append(
            Explanation(
                "spades_score_after",
                {
                    "team": name,
                    "before": scores[i],
                    "points": t.points,
                    "penalty": BAG_PENALTY * penalty,
                    "after": s.scores[i],
                },
            )
        )
        score_concepts = ("spades_bag_penalty",) if penalty else _team_concepts(t)
        fields += [
            _points_field(f"score_{name}", score_concepts),
            _count_field(f"bags_{name}", ("spades_bag_carry",)),
        ]
        expected[f"score_{name}"] = str(s.scores[i])
        expected[f"bags_{name}"] = str(s.bags[i])
    return Built(
        {
            "bids": _text(bids),
            "tricks": _text(tricks),
            "scores": _text(scores),
            "bags": _text(bags),
        },
        {**_hand_show(bids, tricks), "scores": tuple(scores), "bags": tuple(bags)},
        single_step("spades_bags", tuple(fields), tuple(reasons)),
        expected,
    )


def _overtricks_plan(rng: random.Random) -> tuple[list[int], list[int]]:
    """Bids and tricks where the team with more tricks makes its bid with 1–3 overtricks."""
    tricks = _deal_tricks(rng, {})
    x = Team.A if tricks[0] + tricks[2] > tricks[1] + tricks[3] else Team.B
    top, other = sorted(x.seats, key=lambda s: -tricks[s])  # top took 4 or more
    bids = {int(top): tricks[top] - rng.randint(1, 3)}
    bids[int(other)] = _bid_for(rng, tricks[other], True, 1)
    bids.update(_team_bids(rng, tricks, x.opponent, rng.random() < 0.6))
    return [bids[s] for s in range(4)], tricks


def _gen_bags(rng: random.Random, level: int) -> dict[str, str]:
    if level == 1:
        bids, tricks = _hand_plan(rng, 1)
    elif level == 2:  # a team with overtricks crosses ten
        bids, tricks = _overtricks_plan(rng)
    else:  # nil and a failed contract too
        bids, tricks = _hand_plan(rng, rng.choice((2, 3)))
    hand = score_hand(bids, tricks)
    carried = []
    for t in hand.teams:
        new = t.bags
        if level == 1 or new == 0:
            carried.append(rng.randint(0, max(0, 9 - new)))
        else:  # cross ten (or reach it exactly)
            carried.append(rng.randint(max(0, 10 - new), 9))
    if level == 1:
        scores = [rng.randint(0, 30) * 10 + rng.randint(0, 9) for _ in range(2)]
    else:
        scores = [rng.randint(-20, 45) * 10 + rng.randint(0, 9) for _ in range(2)]
    return {
        "bids": _text(bids),
        "tricks": _text(tricks),
        "scores": _text(scores),
        "bags": _text(carried),
    }


SPADES_BAGS = Kind("spades_bags", ("bids", "tricks", "scores", "bags"), (), _gen_bags, _build_bags)


# --- legal plays ----------------------------------------------------------------------------


def _build_legal(params: Mapping[str, str]) -> Built:
    try:
        hand = Hand(parse_cards(params["hand"]))
        led_text = params.get("led", "").strip()
        led = parse_card(led_text) if led_text else None
    except ValueError as exc:
        raise P.bad_params(str(exc)) from None
    if not 1 <= len(hand) <= 13:
        raise P.bad_params(f"hand: {len(hand)} cards, not 1–13")
    if led is not None and led in hand:
        raise P.bad_params(f"led: {led} is in the hand that plays to it")
    broken = P.choice(params, "broken", YES_NO, "no") == "yes"
    legal = legal_plays(hand, led, broken)
    cards = " ".join(map(str, legal))
    if led is not None:
        if hand.has_suit(led.suit):
            reason = Explanation(
                "spades_must_follow", {"led": str(led), "suit": led.suit.value, "cards": cards}
            )
            concept = "follow_suit"
        else:
            reason = Explanation("spades_cannot_follow", {"led": str(led), "suit": led.suit.value})
            concept = "spades_trumping_optional"
    elif broken:
        reason, concept = Explanation("spades_lead_broken", {}), "spades_broken"
    elif hand.has_suit(Suit.SPADES) and len(legal) == len(hand):
        reason, concept = Explanation("spades_lead_only_spades", {}), "spades_broken"
    else:
        reason, concept = Explanation("spades_lead_not_broken", {"cards": cards}), "spades_broken"
    options = tuple(map(str, hand))
    field = Field("cards", "cards", options, multiple=True, required=False, concepts=(concept,))
    out = {"hand": str(hand), "broken": "yes" if broken else "no"}
    show: dict[str, object] = {"hand": options, "broken": "yes" if broken else "no"}
    if led is not None:
        out["led"] = str(led)
        show["led"] = str(led)
    return Built(out, show, single_step("spades_legal", (field,), (reason,)), {"cards": cards})


def _gen_legal(rng: random.Random, level: int) -> dict[str, str]:
    variant = 0 if level == 1 else rng.choice((1, 2, 3)) if level == 2 else rng.randrange(5)
    size = rng.randint(8, 13) if level < 3 else rng.randint(2, 7)
    first: Card = rng.choice(CARDS)
    led: Card | None = first
    broken = rng.random() < 0.5
    if variant == 0:  # follow suit
        same = [c for c in CARDS if c.suit is first.suit and c is not first]
        follow = rng.randint(1 if level == 3 else 2, min(4, size))
        other = [c for c in CARDS if c.suit is not first.suit]
        cards = rng.sample(same, follow) + rng.sample(other, size - follow)
    elif variant == 1:  # void in the suit led: anything, a spade too
        led = rng.choice([c for c in CARDS if not c.is_spade])
        cards = rng.sample([c for c in CARDS if c.suit is not led.suit], size)
        if not any(c.is_spade for c in cards):
            cards[0] = rng.choice([c for c in CARDS if c.is_spade])
    elif variant == 2:  # leading before spades are broken, holding spades and others
        led, broken = None, False
        spades = rng.randint(1, max(1, size - 1))
        cards = rng.sample([c for c in CARDS if c.is_spade], spades) + rng.sample(
            [c for c in CARDS if not c.is_spade], size - spades
        )
    elif variant == 3:  # leading with nothing but spades
        led, broken = None, False
        cards = rng.sample([c for c in CARDS if c.is_spade], min(size, 13))
    else:  # leading after spades are broken
        led, broken = None, True
        cards = rng.sample(CARDS, size)
    out = {"hand": str(Hand(tuple(cards))), "broken": "yes" if broken else "no"}
    if led is not None:
        out["led"] = str(led)
    return out


SPADES_LEGAL = Kind("spades_legal", ("hand",), ("led", "broken"), _gen_legal, _build_legal)


# --- who wins a trick ---------------------------------------------------------------------


def _build_trick(params: Mapping[str, str]) -> Built:
    leader = P.choice(params, "leader", SEATS, "0")
    try:
        cards = parse_cards(params["cards"])
    except ValueError as exc:
        raise P.bad_params(f"cards: {exc}") from None
    if len(cards) != 4:
        raise P.bad_params(f"cards: a trick has four cards, not {len(cards)}")
    winner = trick_winner(int(leader), cards)
    best = winning_card(cards)
    spades = [c for c in cards if c.is_spade]
    common = {"winner_seat": str(int(winner)), "card": str(best)}
    if not spades:
        reason = Explanation("spades_trick_suit_led", {**common, "suit": cards[0].suit.value})
        concept = "spades_suit_led"
    elif len(spades) == 1 and not cards[0].is_spade:
        reason = Explanation("spades_trick_trumped", {**common, "led": str(cards[0])})
        concept = "spades_trump"
    else:
        reason = Explanation("spades_trick_highest_spade", {**common, "count": len(spades)})
        concept = "spades_trump"
    field = choice_field("winner", SEATS, (concept,))
    text = " ".join(map(str, cards))
    return Built(
        {"leader": leader, "cards": text},
        {"leader": leader, "tricks": (tuple(map(str, cards)),)},
        single_step("spades_trick", (field,), (reason,)),
        {"winner": str(int(winner))},
    )


def _gen_trick(rng: random.Random, level: int) -> dict[str, str]:
    led = rng.choice([c for c in CARDS if not c.is_spade])
    same = [c for c in CARDS if c.suit is led.suit and c is not led]
    others = [c for c in CARDS if c.suit not in (led.suit, Suit.SPADES)]
    spades = [c for c in CARDS if c.is_spade]
    if level == 1:  # everyone follows, or one discards a low card of another suit
        rest = (
            rng.sample(same, 3)
            if rng.random() < 0.6
            else rng.sample(same, 2) + [rng.choice(others)]
        )
    elif level == 2:  # one player trumps; an ace of another suit may tempt
        rest = rng.sample(same, 2) + [rng.choice(spades)]
    elif rng.random() < 0.5:  # several spades: the highest wins
        rest = [rng.choice(same)] + rng.sample(spades, 2)
    else:  # spades led: off-suit aces do not win
        led = rng.choice(spades)
        aces = [c for c in CARDS if c.rank.value == "A" and not c.is_spade]
        rest = rng.sample([c for c in spades if c is not led], 1) + rng.sample(aces, 2)
    rng.shuffle(rest)
    cards = [led, *rest]
    return {"leader": rng.choice(SEATS), "cards": " ".join(map(str, cards))}


SPADES_TRICK = Kind("spades_trick", ("leader", "cards"), (), _gen_trick, _build_trick)


# --- who has won the game -------------------------------------------------------------------


def _build_game(params: Mapping[str, str]) -> Built:
    a, b = _numbers(params, "scores", 2, -MAX_SCORE // 2, MAX_SCORE // 2)
    winner = game_winner((a, b))
    rule = Explanation("spades_game_rule", {})
    if winner is not None:
        score, other = (a, b) if winner is Team.A else (b, a)
        code = "spades_game_both_over" if other >= GAME else "spades_game_won"
        reason = Explanation(
            code, {"winner_team": winner.value, "score": score, "other_score": other}
        )
        concept = "spades_game_both_over" if other >= GAME else "spades_game_500"
    elif a == b and a >= GAME:
        reason, concept = Explanation("spades_game_tie", {"score": a}), "spades_game_tie"
    else:
        reason, concept = Explanation("spades_game_not_yet", {"a": a, "b": b}), "spades_game_500"
    field = choice_field("winner", (*TEAMS, "nobody"), (concept,))
    return Built(
        {"scores": f"{a} {b}"},
        {"scores": (a, b)},
        single_step("spades_game", (field,), (reason, rule)),
        {"winner": winner.value if winner else "nobody"},
    )


def _gen_game(rng: random.Random, level: int) -> dict[str, str]:
    if level == 1:  # one team clearly over 500, or neither near it
        if rng.random() < 0.6:
            scores = [rng.randint(GAME, GAME + 140), rng.randint(150, GAME - 60)]
        else:
            scores = [rng.randint(120, GAME - 60), rng.randint(120, GAME - 60)]
    elif level == 2:  # both over 500, a tie at 500 or more, exactly 500
        variant = rng.randrange(3)
        if variant == 0:
            hi = rng.randint(GAME + 10, GAME + 140)
            scores = [hi, rng.randint(GAME, hi - 1)]
        elif variant == 1:
            tie = rng.randint(50, 62) * 10
            scores = [tie, tie]
        else:
            scores = [GAME, rng.randint(GAME - 120, GAME - 1)]
    else:  # negative scores, ties below 500, the edges 499 and 500
        variant = rng.randrange(3)
        if variant == 0:
            scores = [
                rng.randint(-300, -10),
                rng.choice((rng.randint(GAME - 120, GAME - 1), rng.randint(GAME, GAME + 60))),
            ]
        elif variant == 1:
            tie = rng.randint(20, 49) * 10
            scores = [tie, tie]
        else:
            scores = [GAME - 1, rng.choice((GAME - 1, GAME, GAME + 1, rng.randint(100, 480)))]
    rng.shuffle(scores)
    return {"scores": f"{scores[0]} {scores[1]}"}


SPADES_GAME = Kind("spades_game", ("scores",), (), _gen_game, _build_game)
