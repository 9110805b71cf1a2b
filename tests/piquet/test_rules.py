"""Rules options and presets."""

import re

import pytest

from tutor.piquet import (
    AU_CENT,
    CAVENDISH,
    DUTCH_TEXT,
    GERMAN_TEXT,
    PRESETS,
    InvalidInputError,
    PiqueOrder,
    Rules,
)


def _documented_options() -> dict[str, object]:
    """The option table of the rules module's docstring: each name and its default."""
    import ast

    from tutor.piquet import rules

    out: dict[str, object] = {}
    for line in (rules.__doc__ or "").splitlines():
        found = re.match(r"``(\w+)``\s+``([^`]+)``", line)
        if found:
            out[found[1]] = ast.literal_eval(found[2].rstrip(":"))
    return out


def test_option_names_and_defaults_are_those_the_rules_module_documents():
    assert CAVENDISH.to_dict() == _documented_options()


def test_german_text_preset_counts_pique_in_actual_order():
    assert GERMAN_TEXT.pique_order is PiqueOrder.ACTUAL
    assert GERMAN_TEXT.replace(pique_order="category") == CAVENDISH


def test_dutch_text_preset():
    assert DUTCH_TEXT.younger_min_exchange == 0
    assert DUTCH_TEXT.younger_max_exchange == 3
    assert DUTCH_TEXT.first_dealer == "lower_cut_deals"


def test_presets_round_trip_through_dicts():
    for rules in PRESETS.values():
        assert Rules.from_dict(rules.to_dict()) == rules
    assert AU_CENT.scoring == "au_cent"


@pytest.mark.parametrize(
    "data",
    [
        {"pique": "actual"},
        {"pique_order": "sometimes"},
        {"pique_order": 1},
        {"cards_count_for_pique": "yes"},
        {"younger_min_exchange": 2},
        {"younger_min_exchange": 1.0},
        {"younger_min_exchange": True},
        {"younger_max_exchange": 5},
        {"elder_min_exchange": 0},
        {"carte_rouge": 10},
        {"scoring": "bridge"},
        {"younger_min_exchange": 1, "younger_max_exchange": 0},
        [],
        "category",
    ],
)
def test_unknown_names_and_values_are_refused_as_bad_rules(data):
    with pytest.raises(InvalidInputError) as err:
        Rules.from_dict(data)
    assert err.value.code == "bad_rules"


def test_empty_or_missing_rules_are_cavendish():
    assert Rules.from_dict(None) == Rules.from_dict({}) == CAVENDISH
