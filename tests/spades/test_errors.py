"""Every coded error the engine raises, and the ValueError family."""

import pytest

from tutor.cardgame import CardGameError
from tutor.piquet import PiquetError
from tutor.spades import (
    ERROR_CODES,
    Card,
    Deal,
    Game,
    Hand,
    IllegalActionError,
    InvalidInputError,
    NotationError,
    SpadesError,
    deal_hands,
    parse_card,
    parse_cards,
    play_out,
    score_hand,
    verify_bid,
    verify_play,
    winning_card,
)
from tutor.spades.bots import View
from tutor.spades.cli import cmd_play, run_line

HANDS = deal_hands(1)
HAND_LISTS = [[str(c) for c in h] for h in HANDS]
OK = {"bids": [3, 3, 3, 3], "tricks": [4, 3, 3, 3]}

RAISERS = {
    "bad_card": lambda: parse_card("1S"),
    "bad_input": lambda: deal_hands("seed"),
    "duplicate_card": lambda: Hand.parse("2S 2s"),
    "wrong_hand_size": lambda: Deal([HANDS[0], HANDS[1], HANDS[2], Hand.parse("2S")]),
    "wrong_trick_count": lambda: cmd_play({"hands": HAND_LISTS, "dealer": 0, "tricks": []}),
    "wrong_trick_size": lambda: winning_card([]),
    "bad_seat": lambda: deal_hands(1, dealer=-1),
    "bad_bid": lambda: verify_bid(14),
    "bad_tricks": lambda: score_hand([1, 1, 1, 1], [1, 1, 1, 1]),
    "bad_score": lambda: score_hand(OK["bids"], OK["tricks"], scores=[0, "x"]),
    "bad_bags": lambda: score_hand(OK["bids"], OK["tricks"], bags=[12, 0]),
    "card_not_in_hand": lambda: verify_play(Hand.parse("AS"), Card.parse("2S")),
    "revoke": lambda: verify_play(Hand.parse("AS 2H"), Card.parse("AS"), Card.parse("KH")),
    "spades_not_broken": lambda: verify_play(Hand.parse("AS 2H"), Card.parse("AS")),
    "not_your_turn": lambda: Deal(HANDS, 0).bid(3, who=0),
    "wrong_phase": lambda: Deal(HANDS, 0).play(HANDS[1].cards[0]),
    "game_over": lambda: Game(scores=(500, 0)).record(OK["bids"], OK["tricks"]),
    "bad_view": lambda: View.from_dict({"seat": "N"}),
}


@pytest.mark.parametrize("code", sorted(c for c in ERROR_CODES if c != "bad_json"))
def test_every_coded_error_is_raised_with_its_code_and_class(code):
    with pytest.raises(SpadesError) as err:
        RAISERS[code]()
    assert err.value.code == code
    assert isinstance(err.value, ERROR_CODES[code])
    assert err.value.to_dict() == {"code": code, "message": str(err.value)}


def test_bad_json_is_the_command_lines_code():
    result, ok = run_line("score", "{not json")
    assert not ok and result["error"]["code"] == "bad_json"


def test_the_family_shares_the_base_with_piquet_but_not_the_class():
    for cls in (NotationError, InvalidInputError, IllegalActionError):
        assert issubclass(cls, SpadesError) and issubclass(cls, CardGameError)
        assert issubclass(cls, ValueError) and not issubclass(cls, PiquetError)
    assert issubclass(PiquetError, CardGameError)


def test_play_out_refuses_a_trick_of_three_cards():
    with pytest.raises(InvalidInputError) as err:
        play_out(HANDS, 0, [parse_cards("AS KS QS")])
    assert err.value.code == "wrong_trick_size"
