"""Generation is targeted: each level's questions have the level's property."""

from __future__ import annotations

from collections import Counter

import pytest

from tutor.drills import generate

SEEDS = range(300)
EDGE = {
    "point_tie_value",
    "point_equal",
    "sequence_higher_top",
    "sequence_equal",
    "sets_quatorze_beats_trio",
    "sets_higher_rank",
}


def codes(kind: str, seed: int, level: int) -> set[str]:
    return {r.code for r in generate(kind, seed, level).reasons}


def test_it_makes_one_suit_clearly_longest_at_level_1_and_ties_at_level_2() -> None:
    for seed in SEEDS:
        assert "point_suit_tie_value" not in codes("point", seed, 1)
        assert "point_suit_tie_value" in codes("point", seed, 2)
        assert "point_suit_tie_value" in codes("point", seed, 3)


def test_it_decides_every_category_clearly_at_level_1() -> None:
    for seed in SEEDS:
        assert not codes("declarations", seed, 1) & EDGE, seed


def test_it_brings_a_tie_rule_at_levels_2_and_3() -> None:
    for level, least in ((2, 1), (3, 2)):
        for seed in SEEDS:
            assert len(codes("declarations", seed, level) & EDGE) >= least, (level, seed)


def test_it_asks_about_sets_that_do_not_count_at_level_2() -> None:
    hits = sum("sets_only_ten_and_up" in codes("sets", s, 2) for s in SEEDS)
    assert hits >= len(SEEDS) // 2
    assert all(codes("sets", s, 1) & {"sets_held"} for s in SEEDS)


def test_it_gives_a_sequence_at_level_1_and_several_at_level_3() -> None:
    for seed in SEEDS:
        assert len(generate("sequence", seed, 1).reasons[0].params["items"]) == 1
        assert len(generate("sequence", seed, 3).reasons[0].params["items"]) >= 2


@pytest.mark.parametrize("level", [1, 2, 3])
def test_it_brings_repique_pique_and_neither_at_every_level(level: int) -> None:
    """Each outcome in at least 20 % of 1,000 seeds, so no answer wins by default."""
    seen = Counter(generate("repique_pique", s, level).expected["bonus"] for s in range(1000))
    assert all(seen[bonus] >= 200 for bonus in ("repique", "pique", "none")), seen


@pytest.mark.parametrize("level", [1, 2, 3])
def test_it_asks_for_elders_total_when_nobody_scores_a_bonus(level: int) -> None:
    """ "Neither, nobody, 35" is right when elder has 35 so far: the total is elder's."""
    for seed in range(60):
        q = generate("repique_pique", seed, level)
        if q.expected["bonus"] == "none":
            no_bonus = next(r for r in q.reasons if r.code == "no_bonus")
            assert q.expected["total"] == str(no_bonus.params["elder"]), seed


def _deal_shapes(level: int) -> Counter:
    shapes: Counter = Counter()
    for seed in range(1000):
        found = codes("deal_total", seed, level) & {"capot", "cards_ten", "cards_divided"}
        shapes.update(found)
    return shapes


def test_it_divides_the_cards_six_all_at_level_2_of_deal_total() -> None:
    assert _deal_shapes(2)["cards_divided"] >= 980  # (nearly) every seed of 1,000


def test_it_brings_the_capot_it_aims_at_in_level_3_of_deal_total() -> None:
    assert _deal_shapes(3)["capot"] >= 250  # aimed at a third of 1,000 seeds


def test_it_goes_to_eight_deals_at_level_3_of_rubicon() -> None:
    for seed in SEEDS:
        assert len(generate("rubicon", seed, 3).show["deals"]) == 8
        assert len(generate("rubicon", seed, 1).show["deals"]) == 6
