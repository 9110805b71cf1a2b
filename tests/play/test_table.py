"""The table without the web: decision points refuse what is not the learner's to do,
the record replays, and a tied partie is played on as the rules say."""

from __future__ import annotations

import pytest

from tutor.piquet import Declaration, Phase, Player
from tutor.piquet.errors import IllegalActionError
from tutor.play import table as T


def _to_declarations(table: T.Table) -> None:
    deal = table.deal
    while deal.phase in (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE):
        T.exchange(table, deal.hand(table.seat()).cards[: max(deal.exchange_range()[0], 1)])


def test_a_decision_out_of_turn_is_refused() -> None:
    table = T.new_table("cavendish", 1, "deal", 3, "elder")
    with pytest.raises(T.TableError) as refused:
        T.play(table, table.deal.hand(Player.ELDER).cards[0])
    assert refused.value.code == "not_now"
    with pytest.raises(T.TableError):
        T.reply(table, {})  # elder does not answer calls


def test_the_engine_refuses_an_exchange_the_rules_forbid() -> None:
    table = T.new_table("cavendish", 1, "deal", 3, "elder")
    with pytest.raises(IllegalActionError) as refused:
        T.exchange(table, table.deal.hand(Player.ELDER).cards[:6])
    assert refused.value.code == "illegal_exchange"
    assert table.deal.phase is Phase.ELDER_EXCHANGE


def test_a_sunk_category_scores_nothing_for_elder() -> None:
    table = T.new_table("cavendish", 1, "deal", 8, "elder")
    _to_declarations(table)
    full = Declaration.full(table.deal.hand(Player.ELDER))
    T.declare(table, Declaration(point=None, sequences=full.sequences, sets=full.sets))
    assert table.deal.declaration(Player.ELDER).point is None
    said = T.running_dialogue(table.deal)
    assert not any(s.category == "point" and s.speaker is Player.ELDER for s in said)


def test_the_record_replays_to_the_same_table() -> None:
    table = T.new_table("dutch_text", 2, "partie", 21)
    _to_declarations(table)
    again = T.Table.from_dict(table.to_dict())
    assert again.to_dict() == table.to_dict()
    assert again.version == table.version and again.seat() is table.seat()


def test_a_partie_tied_after_six_deals_goes_on(monkeypatch) -> None:
    """Every deal scored 20 all (stood in for): six deals tie, so two more are dealt, and
    a tie after eight is a drawn partie."""
    table = T.new_table("cavendish", 1, "partie", 4)
    monkeypatch.setattr(T.Table, "deal_points", lambda self: [(20, 20)] * len(self.deals))
    for _ in range(7):
        table.deal.phase = Phase.COMPLETE
        T.next_deal(table, computer=False)
    table.deal.phase = Phase.COMPLETE
    assert len(table.deals) == 8
    assert table.partie().complete and table.partie().winner is None  # drawn at 8
    with pytest.raises(T.TableError):
        T.next_deal(table, computer=False)
