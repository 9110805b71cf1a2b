"""Rules options and presets."""

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

OPTION_NAMES = [
    "pique_order",
    "cards_count_for_pique",
    "younger_min_exchange",
    "younger_max_exchange",
    "elder_min_exchange",
    "first_dealer",
    "carte_blanche_show",
    "younger_leftover_view",
    "lead_points",
    "carte_rouge",
    "scoring",
]


def test_option_names_are_exactly_those_of_the_rules_notes():
    assert list(CAVENDISH.to_dict()) == OPTION_NAMES


def test_cavendish_default_values():
    assert CAVENDISH.to_dict() == {
        "pique_order": "category",
        "cards_count_for_pique": False,
        "younger_min_exchange": 1,
        "younger_max_exchange": None,
        "elder_min_exchange": 1,
        "first_dealer": "higher_cut_chooses",
        "carte_blanche_show": "after_discard",
        "younger_leftover_view": "both_or_neither",
        "lead_points": "every_card",
        "carte_rouge": 0,
        "scoring": "rubicon",
    }


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
