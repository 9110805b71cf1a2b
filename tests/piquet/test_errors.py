"""Every coded error the engine raises, and the ValueError family."""

import pytest

from tutor.piquet import (
    ERROR_CODES,
    Deal,
    DealtCards,
    Declaration,
    Hand,
    PiquetError,
    Player,
    Rules,
    deal_cards,
    exchange,
    parse_card,
    partie_result,
    score_deal,
    verify_declaration,
    verify_play,
)
from tutor.piquet.cli import run_line

D = deal_cards(3)
HAND12 = "AS KS QS JS TS 9S 7H 8H 7D 8D 7C 8C"


RAISERS = {
    "bad_card": lambda: parse_card("XX"),
    "bad_notation": lambda: DealtCards.parse("AS KS"),
    "bad_input": lambda: deal_cards(1, packet=4),
    "duplicate_card": lambda: Hand.parse("AS AS"),
    "wrong_hand_size": lambda: score_deal("AS", HAND12, []),
    "wrong_talon_size": lambda: DealtCards(D.elder, D.younger, D.talon[:5]),
    "wrong_trick_count": lambda: score_deal(HAND12, "AH KH QH JH TH 8S 7S AD KD QD JD TD", []),
    "bad_rules": lambda: Rules.from_dict({"nope": 1}),
    "bad_score": lambda: partie_result([[-1, 0]]),
    "bad_declaration": lambda: Declaration.from_dict({"point": ["AS", "KH"]}),
    "too_many_deals": lambda: partie_result([[1, 0]] * 9),
    "card_not_in_hand": lambda: verify_play(Hand.parse("AS"), parse_card("KS")),
    "revoke": lambda: verify_play(Hand.parse("AS KH"), parse_card("KH"), parse_card("7S")),
    "illegal_exchange": lambda: exchange(D, D.elder.cards[:6], D.younger.cards[:1]),
    "not_held": lambda: verify_declaration(Hand.parse("AS"), Declaration.full("KS QS JS")),
    "wrong_phase": lambda: Deal(D).declare(),
    "not_your_turn": lambda: Deal(D).exchange(D.younger.cards[:1], player=Player.YOUNGER),
}


@pytest.mark.parametrize("code", sorted(c for c in ERROR_CODES if c != "bad_json"))
def test_every_coded_error_is_raised_with_its_code_and_class(code):
    with pytest.raises(PiquetError) as err:
        RAISERS[code]()
    assert err.value.code == code
    assert isinstance(err.value, ERROR_CODES[code])
    assert isinstance(err.value, ValueError)
    assert err.value.to_dict() == {"code": code, "message": str(err.value)}


def test_bad_json_is_the_command_lines_code():
    result, ok = run_line("deal", "{not json")
    assert not ok and result["error"]["code"] == "bad_json"
