"""The coach's decision drills (discard, sink, lead, play, guard): real positions, fair
marking (any answer within the margin of the best is right, ties always), a clear
mistake explained with numbers, and levels that get harder.

The normal run takes ``COACH_SEEDS`` seeds per kind and level (default 12); the
acceptance run of 1,000 seeds per level is ``COACH_SEEDS=1000 pytest
tests/drills/test_coach_kinds.py -k every_seed`` (about an hour on one core).
"""

from __future__ import annotations

import dataclasses
import os
from statistics import mean

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.drills import LEVELS, DrillError, check, generate, make
from tutor.drills.coach_kinds import (
    CLEAR_MISTAKE,
    COACH_KINDS,
    DEALS_BEFORE,
    gap_of,
    moves_text,
    partie_of,
    replay,
)
from tutor.piquet.bots import View, view_of
from tutor.piquet.cards import DealtCards, Hand, parse_cards
from tutor.piquet.coach import rate
from tutor.piquet.deal import Deal

SEEDS = range(int(os.environ.get("COACH_SEEDS", "12")))


def decision(question):
    field = question.fields[0]
    return field, question.grading[field.name]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("kind", COACH_KINDS)
def test_every_seed_generates_accepts_the_best_and_explains_a_worse_answer(
    kind: str, level: int
) -> None:
    for seed in SEEDS:
        q = generate(kind, seed, level)
        assert generate(kind, seed, level) == q, seed
        field, grading = decision(q)
        assert q.expected[field.name] == grading.best
        right = check(q, {field.name: grading.best})
        assert right.correct and right.reasons[0].code == "coach_best", seed
        worst = min(grading.options, key=lambda a: grading.options[a].value)
        wrong = check(q, {field.name: worst})
        if grading.cost(worst) <= grading.margin:
            continue  # every option within the margin (rare: no mistake to make)
        assert not wrong.correct and wrong.concepts_missed, seed
        yours = next(r for r in wrong.reasons if r.code == "coach_yours")
        assert yours.params["cost"] == pytest.approx(grading.cost(worst), abs=0.11)
        assert yours.params["value"] < right.reasons[0].params["value"]
        again = make(kind, q.params)
        assert (again.show, again.expected) == (q.show, q.expected), seed


@pytest.mark.parametrize("kind", COACH_KINDS)
def test_it_accepts_every_answer_as_good_as_the_best_and_none_below_the_margin(kind: str) -> None:
    for seed in SEEDS:
        q = generate(kind, seed, 2)
        field, grading = decision(q)
        best = grading.options[grading.best].value
        for answer, rated in grading.options.items():
            verdict = check(q, {field.name: answer})
            assert verdict.correct is (best - rated.value <= grading.margin), (seed, answer)
            if rated.value == best:
                assert verdict.correct, (seed, answer)  # a tie is never marked wrong


@pytest.mark.parametrize("kind", COACH_KINDS)
def test_it_rates_what_the_coach_rates_for_the_players_view(kind: str) -> None:
    """The question's values are the coach's own for the position replayed from the
    parameters (closed hands: levels 2 and 3)."""
    q = generate(kind, 3, 3)
    cards = DealtCards(
        Hand.parse(q.params["elder"]),
        Hand.parse(q.params["younger"]),
        parse_cards(q.params["talon"]),
    )
    deal = replay(cards, q.params.get("moves", ""))
    assert moves_text(deal) == q.params.get("moves", "")
    ratings = rate(view_of(deal, deal.to_act), 0)
    _, grading = decision(q)
    assert max(r.value for r in ratings) == pytest.approx(grading.options[grading.best].value)


@pytest.mark.parametrize("kind", COACH_KINDS)
def test_levels_get_harder_the_gap_between_best_and_next_shrinks(kind: str) -> None:
    """Over 20 seeds per level, the mean gap between the best option and the next idea
    (what the levels choose by, measured on the question's own ratings) shrinks from
    level to level, and so does the margin."""
    gaps = [mean(gap_of(generate(kind, s, level)) for s in range(20)) for level in LEVELS]
    assert gaps[0] > gaps[1] > gaps[2], gaps
    margins = [decision(generate(kind, 0, level))[1].margin for level in LEVELS]
    assert margins == sorted(margins, reverse=True) and margins[0] > margins[2]


#: Where the page shows each part of the player's view (``View``) that holds something.
SHOWN_AS = {
    "opponent_exchanged": "opponent_exchanged",
    "opponent_carte_blanche": "carte_blanche",
    "seen": "seen",
    "calls": "calls",
    "declared_elder": "declared",
    "declared_younger": "declared",
    "tricks": "tricks",
    "led": "led",
    "partie": "partie",
}
#: The view's other parts: checked one by one below (``role``, ``hand``, ``discards``,
#: ``score``), given by the kind (``decision``, ``talon_left``: how many cards the
#: exchange may take, the field's options), or the same for every question (``rules``).
SHOWN_OTHERWISE = {"rules", "role", "decision", "dealt", "hand", "discards", "talon_left", "score"}
#: The kinds that take a ``partie`` (the coach rates the play by it, not the discard or
#: the declaration).
PARTIE_KINDS = ("lead", "play", "guard")


def _view_of_question(q):
    dealt = DealtCards(
        Hand.parse(q.params["elder"]),
        Hand.parse(q.params["younger"]),
        parse_cards(q.params["talon"]),
    )
    deal = replay(dealt, q.params.get("moves", ""))
    partie: tuple[tuple[int, int], ...] = ()
    if "partie" in q.params:
        mine, theirs = q.params["partie"].split(":")
        partie = partie_of((int(mine), int(theirs)))
    return view_of(deal, deal.to_act, partie)


def _questions_with_and_without_a_partie(kind: str):
    for level in LEVELS:
        for seed in range(4):
            q = generate(kind, seed, level)
            yield q
            if kind in PARTIE_KINDS and seed < 2:
                yield make(kind, {**q.params, "partie": f"{60 + 7 * seed}:{95 - level}"})


def test_every_part_of_the_view_is_accounted_for() -> None:
    """A new part of the player's view is either shown by the page (and then checked by
    the test below) or listed as shown otherwise."""
    parts = {f.name for f in dataclasses.fields(View)}
    assert parts == set(SHOWN_AS) | SHOWN_OTHERWISE


@pytest.mark.parametrize("kind", COACH_KINDS)
def test_the_page_shows_everything_the_players_view_holds(kind: str) -> None:
    """Fair marking: the coach rates from the player's view; every part of it that holds
    something is among what the question shows (the partie's totals before the last
    deal too, when the question gives them)."""
    for q in _questions_with_and_without_a_partie(kind):
        view = _view_of_question(q)
        assert q.show["role"] == view.role.value
        own = view.dealt if kind == "discard" else view.hand
        assert tuple(q.show["hand"]) == tuple(str(c) for c in own)
        if view.discards and kind != "discard":
            assert q.show["discards"] == tuple(str(c) for c in view.discards)
        for part, key in SHOWN_AS.items():
            value = getattr(view, part)
            if value and (part != "calls" or kind != "discard"):
                assert key in q.show, (kind, q.params, part)
        if kind in ("lead", "play", "guard"):
            assert tuple(q.show["score"]) == view.score
        if view.partie:
            mine = sum(a for a, _ in view.partie)
            theirs = sum(b for _, b in view.partie)
            assert q.show["partie"] == (mine, theirs) and len(view.partie) == DEALS_BEFORE
        else:
            assert "partie" not in q.show
        assert q.show["margin"] == q.grading[q.fields[0].name].margin


def test_lead_and_play_show_both_hands_at_level_1_only() -> None:
    for kind in ("lead", "play"):
        for seed in range(5):
            assert "opponent" in generate(kind, seed, 1).show
            assert "opponent" not in generate(kind, seed, 2).show


def test_guard_is_younger_unable_to_follow_elders_lead() -> None:
    for seed in range(8):
        q = generate("guard", seed, 2)
        led = q.show["led"]
        assert q.show["role"] == "younger"
        assert not any(c[1] == led[1] for c in q.show["hand"]), seed


def test_discard_offers_the_dealt_hand_and_marks_an_illegal_count_wrong() -> None:
    q = generate("discard", 1, 1)
    field, grading = decision(q)
    assert field.options == q.show["hand"] and len(field.options) == 12
    too_many = " ".join(field.options[:6])  # nobody may exchange six
    verdict = check(q, {field.name: too_many})
    assert not verdict.correct
    assert any(r.code == "coach_not_legal" for r in verdict.reasons)
    with pytest.raises(DrillError):
        check(q, {field.name: "AS AS"})


def test_sink_offers_only_the_declarations_the_coach_rates() -> None:
    q = generate("sink", 2, 1)
    field, grading = decision(q)
    assert set(field.options) == set(grading.options) and "all" in field.options


def test_a_position_is_rebuilt_from_its_parameters_and_bad_moves_are_refused() -> None:
    q = generate("lead", 4, 2)
    assert make("lead", q.params).grading == q.grading
    with pytest.raises(DrillError) as err:
        make("lead", {**q.params, "moves": q.params["moves"] + " ZZ"})
    assert err.value.code == "bad_params"
    with pytest.raises(DrillError):
        make("sink", q.params)  # a lead is not a declaration


def test_moves_notation_round_trips_a_whole_deal() -> None:
    deal = Deal.new(9)
    while deal.to_act is not None:
        if deal.phase.value.endswith("exchange"):
            deal.exchange(deal.hand(deal.to_act).cards[:3])
        elif deal.phase.value == "declaration":
            deal.declare()
        elif deal.can_view_leftovers(True):
            deal.view_leftovers(True)
        else:
            deal.play(deal.legal_plays[-1])
    again = replay(deal.dealt, moves_text(deal))
    assert again == deal
    assert CLEAR_MISTAKE > 0


_TOKENS = st.sampled_from(["d", "x:", "x:AS.KS", "x:7S", "l:y", "l:n", "AS", "7H", "QD", "ZZ"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(COACH_KINDS),
    cut=st.integers(0, 30),
    extra=st.lists(_TOKENS, max_size=4),
    margin=st.sampled_from(["1", "0", "-1", "nan", "inf", "x", "20"]),
)
def test_bent_moves_are_bad_params_or_a_question(
    kind: str, cut: int, extra: list[str], margin: str
) -> None:
    """A position's moves cut short or bent, and odd margins: a question or
    ``bad_params``, nothing else."""
    q = generate(kind, 2, 2)
    moves = q.params.get("moves", "").split()[:cut] + extra
    try:
        again = make(kind, {**q.params, "moves": " ".join(moves), "margin": margin})
    except DrillError as exc:
        assert exc.code == "bad_params"
    else:
        assert again.grading[again.fields[0].name].best in again.fields[0].options or (
            again.fields[0].type == "cards" and again.fields[0].multiple
        )


# --- the partie: a question in the last deal of a Rubicon partie ------------------------


def test_a_partie_is_the_learners_and_the_opponents_totals_before_the_last_deal() -> None:
    q = generate("play", 5, 2)
    again = make("play", {**q.params, "partie": " 072:95 "})
    assert again.params["partie"] == "72:95"  # written as it reads
    assert again.show["partie"] == (72, 95)
    assert make("play", again.params).grading == again.grading
    assert partie_of((72, 95)) == ((72, 95),) + ((0, 0),) * (DEALS_BEFORE - 1)
    assert partie_of(None) == ()
    assert "partie" not in q.show and "partie" not in q.params


@pytest.mark.parametrize(
    "bad", ["95", "95:", ":95", "a:b", "95:1000", "-1:5", "1:2:3", "9.5:3", "９５:3", "95 : 3"]
)
def test_a_bad_partie_is_bad_params(bad: str) -> None:
    q = generate("lead", 1, 2)
    with pytest.raises(DrillError) as err:
        make("lead", {**q.params, "partie": bad})
    assert err.value.code == "bad_params" and "partie" in err.value.message


@pytest.mark.parametrize("kind", ["discard", "sink"])
def test_the_discard_and_the_declaration_take_no_partie(kind: str) -> None:
    """The coach rates them by the deal's points alone: a partie would be shown and
    change nothing, so it is refused."""
    q = generate(kind, 1, 2)
    with pytest.raises(DrillError) as err:
        make(kind, {**q.params, "partie": "80:90"})
    assert err.value.code == "bad_params"


@pytest.mark.parametrize("kind", ["lead", "play"])
def test_with_a_partie_the_best_card_is_right_and_a_clear_mistake_costs_its_points(
    kind: str,
) -> None:
    """Rated by the partie's result: the best card is right, and one a clear mistake
    below it is wrong with its cost, the Rubicon among the reasons."""
    mistakes = 0
    for seed in range(4):
        plain = generate(kind, seed, 2)
        score = make(kind, plain.params).show["score"]
        mine = score[0] if plain.show["role"] == "elder" else score[1]
        q = make(kind, {**plain.params, "partie": f"{max(0, 95 - mine)}:140"})
        field, grading = decision(q)
        right = check(q, {field.name: grading.best})
        assert right.correct and right.reasons[0].code == "coach_best"
        assert any(r.code == "coach_rubicon" for r in right.reasons) or all(
            r.code != "coach_rubicon" for a in grading.options for r in grading.options[a].reasons
        )
        worst = min(grading.options, key=lambda a: grading.options[a].value)
        if grading.cost(worst) <= grading.margin:
            continue
        mistakes += 1
        wrong = check(q, {field.name: worst})
        assert not wrong.correct
        yours = next(r for r in wrong.reasons if r.code == "coach_yours")
        assert yours.params["cost"] == pytest.approx(grading.cost(worst), abs=0.11)
        rubicon = [r for r in grading.options[worst].reasons if r.code == "coach_rubicon"]
        assert rubicon and any(r in wrong.reasons for r in rubicon)  # named in the verdict
    assert mistakes
