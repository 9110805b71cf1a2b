"""Generation is targeted: each level's questions have the level's property."""

from __future__ import annotations

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


def test_it_brings_repiques_and_piques() -> None:
    bonuses = {generate("repique_pique", s, 2).expected["bonus"] for s in SEEDS}
    assert bonuses == {"repique", "pique"} or bonuses == {"repique", "pique", "none"}
    first = {generate("repique_pique", s, 1).expected["bonus"] for s in SEEDS}
    assert {"repique", "none"} <= first


def test_it_divides_the_cards_at_level_2_of_deal_total() -> None:
    divided = sum("cards_divided" in codes("deal_total", s, 2) for s in range(100))
    assert divided >= 50


def test_it_goes_to_eight_deals_at_level_3_of_rubicon() -> None:
    for seed in SEEDS:
        assert len(generate("rubicon", seed, 3).show["deals"]) == 8
        assert len(generate("rubicon", seed, 1).show["deals"]) == 6
