"""Bad input gives a DrillError with a stable code, and nothing else."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.drills import ERROR_CODES, KINDS, DrillError, check, check_step, generate, make

ROOT = Path(__file__).resolve().parents[2]


def code_of(call, *args) -> str:
    with pytest.raises(DrillError) as info:
        call(*args)
    return info.value.code


def test_it_has_the_error_codes_its_docstring_documents() -> None:
    import tutor.drills

    doc = tutor.drills.__doc__ or ""
    listed = doc.split("``code`` one of", 1)[1].split(". Nothing else", 1)[0]
    assert tuple(re.findall(r"``(\w+)``", listed)) == ERROR_CODES


@pytest.mark.parametrize("kind", ["poker", "", None, 3, "POINT"])
def test_it_refuses_an_unknown_kind(kind: object) -> None:
    assert code_of(generate, kind, 1, 1) == "unknown_kind"
    assert code_of(make, kind, {}) == "unknown_kind"


@pytest.mark.parametrize("level", [0, 4, -1, "1", 1.0, True, None])
def test_it_refuses_a_bad_level(level: object) -> None:
    assert code_of(generate, "point", 1, level) == "bad_level"


@pytest.mark.parametrize("seed", [-1, 2**63, "12", 1.5, True, None])
def test_it_refuses_a_bad_seed(seed: object) -> None:
    assert code_of(generate, "point", seed, 1) == "bad_seed"


@pytest.mark.parametrize(
    "kind, params",
    [
        ("point", {}),  # missing
        ("point", {"hand": "AS KS"}),  # too few cards
        ("point", {"hand": "AS AS KS QS JS TS 9S 8S 7S AH KH QH"}),  # a card twice
        ("point", {"hand": "AS KS QS JS TS 9S 8S 7S AH KH QH XX"}),  # not a card
        ("point", {"hand": "AS KS QS JS TS 9S 8S 7S AH KH QH JH", "seed": "3"}),  # unknown key
        ("point", {"hand": 12}),  # not a string
        ("point", "AS KS"),  # not a mapping
        (
            "declarations",
            {
                "elder": "AS KS QS JS TS 9S 8S 7S AH KH QH JH",
                "younger": "AS KD QD JD TD 9D 8D 7D AC KC QC JC",
            },
        ),  # shared card
        ("exchange", {"elder_exchanged": "6"}),
        ("exchange", {"elder_exchanged": "three"}),
        ("exchange", {"elder_exchanged": "3", "rules": "poker"}),
        ("legal_plays", {"hand": "AS KS", "led": "AS"}),  # led card in the hand
        ("trick", {"leader": "dealer", "led": "AS", "played": "KS"}),
        ("trick", {"leader": "elder", "led": "AS", "played": "AS"}),
        ("trick", {"leader": "elder", "led": "AS", "played": "KS", "last": "maybe"}),
        (
            "deal_total",
            {
                "elder": "AS KS QS JS TS AH KH QH AD KD AC 7C",
                "younger": "9S 8S 7S JH TH 9H QD JD TD KC QC JC",
                "tricks": "AS-7S",
            },
        ),
        (
            "repique_pique",
            {
                "elder": "AS KS QS JS TS AH KH QH AD KD AC 7C",
                "younger": "9S 8S 7S JH TH 9H QD JD TD KC QC JC",
                "tricks": "AS-JH",
            },
        ),  # revoke: younger holds spades
        (
            "repique_pique",
            {
                "elder": "AS KS QS JS TS AH KH QH AD KD AC 7C",
                "younger": "9S 8S 7S JH TH 9H QD JD TD KC QC JC",
                "tricks": "AS",
            },
        ),  # not led-played
        ("rubicon", {"deals": "30:20 30:20"}),  # too few deals
        ("rubicon", {"deals": "30:20 30:20 30:20 30:20 30:20 -3:20"}),
        ("rubicon", {"deals": "10:10 10:10 10:10 10:10 10:10 10:10"}),  # tied: undecided
    ],
)
def test_it_refuses_bad_params(kind: str, params: object) -> None:
    assert code_of(make, kind, params) == "bad_params"


@pytest.mark.parametrize(
    "answer",
    [
        {},  # missing fields
        {"length": "5"},
        {"length": "five", "value": "47"},
        {"length": "5", "value": "4.7"},
        {"length": "5", "value": "99999999"},  # absurd number
        {"length": "-1", "value": "47"},
        {"length": 5, "value": "47"},  # not a string
        {"length": ["5", "6"], "value": "47"},
        "length=5",
    ],
)
def test_it_refuses_a_malformed_answer(answer: object) -> None:
    q = make("point", {"hand": "AS KS QS 9S 7S AH KH 8H AD TD 9C 7C"})
    assert code_of(check, q, answer) == "bad_answer"


@pytest.mark.parametrize(
    "cards",
    [["AS", "XX"], ["KD"], ["AS", "AS"], "AS 9D", [["AS"]], [7]],  # KD, 9D not in the hand
)
def test_it_refuses_cards_that_are_not_among_the_choices(cards: object) -> None:
    q = make("legal_plays", {"hand": "AS 7S KH QD 9C", "led": "TS"})
    assert code_of(check, q, {"cards": cards}) == "bad_answer"


def test_it_accepts_ten_written_10_and_any_order() -> None:
    q = make("legal_plays", {"hand": "TS 7S KH QD 9C", "led": "AS"})
    assert check(q, {"cards": ["7s", "10S"]}).correct


@pytest.mark.parametrize("step", [-1, 9, "0", True, None])
def test_it_refuses_a_step_that_does_not_exist(step: object) -> None:
    q = generate("reply", 1, 1)
    assert code_of(check_step, q, step, {}) == "bad_answer"


_JUNK = st.one_of(
    st.none(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=300),
    st.lists(st.one_of(st.text(max_size=5), st.integers(), st.none()), max_size=40),
    st.dictionaries(st.text(max_size=3), st.text(max_size=3), max_size=3),
    st.sampled_from(["AS", "10h", "good", "not_good", "quatorze K", "A", "5", " 7 ", "yes"]),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(KINDS),
    seed=st.integers(0, 10_000),
    level=st.sampled_from((1, 2, 3)),
    data=st.data(),
)
def test_it_raises_only_drill_errors_for_junk_answers(
    kind: str, seed: int, level: int, data
) -> None:
    q = generate(kind, seed, level)
    names = [f.name for f in q.fields] + ["csrfmiddlewaretoken", "x"]
    answer = data.draw(
        st.one_of(
            st.dictionaries(st.sampled_from(names), _JUNK, max_size=len(names)),
            _JUNK,
        )
    )
    try:
        verdict = check(q, answer)
    except DrillError as exc:
        assert exc.code == "bad_answer"
    else:
        assert set(verdict.fields) == {f.name for f in q.fields}
    step = data.draw(st.integers(-2, 8))
    try:
        check_step(q, step, answer)
    except DrillError as exc:
        assert exc.code == "bad_answer"


@settings(max_examples=200, deadline=None)
@given(
    kind=st.sampled_from(KINDS),
    params=st.dictionaries(
        st.sampled_from(
            [
                "hand",
                "elder",
                "younger",
                "led",
                "played",
                "leader",
                "tricks",
                "deals",
                "rules",
                "last",
                "elder_exchanged",
                "elder_dealt",
            ]
        ),
        st.one_of(
            st.text(max_size=60), st.sampled_from(["AS KS", "elder", "yes", "3", "AS-7S", "30:20"])
        ),
        max_size=4,
    ),
)
def test_it_raises_only_drill_errors_for_junk_params(kind: str, params: dict) -> None:
    try:
        make(kind, params)
    except DrillError as exc:
        assert exc.code == "bad_params"


def test_it_does_not_import_django() -> None:
    code = "import sys, tutor.drills; print('django' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"
