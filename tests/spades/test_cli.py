"""The command line: the JSON-lines contract, exit status, fuzzing, no Django."""

import io
import json
import random
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.spades import Deal
from tutor.spades.cli import main, run_line

ROOT = Path(__file__).resolve().parents[2]


def run(command, lines):
    out = io.StringIO()
    data = "".join(line + "\n" for line in lines).encode()
    status = main([command], io.BytesIO(data), out)
    return status, [json.loads(x) for x in out.getvalue().splitlines()]


def test_score_writes_totals_bags_teams_and_winner():
    # A: North 4 (takes 5), South nil (takes 1): contract 4 made with 1 overtrick, the
    # failed nil's trick 1 more: 40 + 2 - 100 = -58; 9 + 2 = 11 bags: -100, 1 carried.
    # B: 3 + 5 = 8 bid, 4 + 3 = 7 taken: -80.
    line = {"bids": [4, 3, 0, 5], "tricks": [5, 4, 1, 3], "scores": [480, 100], "bags": [9, 0]}
    status, [out] = run("score", [json.dumps(line)])
    assert status == 0
    assert out == {
        "scores": [480 - 58 - 100, 100 - 80],
        "bags": [1, 0],
        "teams": [
            {"contract": 4, "made": True, "nil": [False], "points": -58},
            {"contract": 8, "made": False, "nil": [], "points": -80},
        ],
        "winner": None,
    }


def test_score_names_the_winner():
    # B: 100 (East nil made) + 40 = 140 -> 560.
    line = {"bids": [5, 0, 3, 4], "tricks": [6, 0, 3, 4], "scores": [300, 420], "bags": [8, 2]}
    status, [out] = run("score", [json.dumps(line)])
    assert status == 0 and out["winner"] == "b" and out["scores"] == [381, 560]


def test_play_counts_the_tricks_won_by_seat():
    deal = Deal.new(3, dealer=2)
    rng = random.Random(3)
    for _ in range(4):
        deal.bid(3)
    while deal.legal_plays:
        deal.play(rng.choice(deal.legal_plays))
    line = {
        "hands": [[str(c) for c in h] for h in deal.dealt],
        "dealer": 2,
        "tricks": [[str(c) for c in t.cards] for t in deal.tricks],
    }
    status, [out] = run("play", [json.dumps(line)])
    assert status == 0 and out == {"tricks": list(deal.tricks_won)}


def _by_suit():
    return [[r + s for r in "AKQJT98765432"] for s in "SHDC"]


def test_play_reports_the_first_illegal_card_with_its_code():
    hands = _by_suit()  # North spades, East hearts, South diamonds, West clubs
    # Dealer North: East leads. Leading a spade he does not hold:
    bad = {"hands": hands, "dealer": 0, "tricks": [["AS", "AD", "AC", "2S"]] * 13}
    # then a card given twice, three hands, a dealer who is not a seat, no tricks.
    status, out = run(
        "play",
        [
            json.dumps(bad),
            json.dumps({"hands": hands, "dealer": 0, "tricks": [["AH"] * 4] * 13}),
            json.dumps({"hands": hands[:3], "dealer": 0, "tricks": []}),
            json.dumps({"hands": hands, "dealer": 5, "tricks": []}),
            json.dumps({"hands": hands, "dealer": 0, "tricks": []}),
        ],
    )
    assert status == 1
    assert [o["error"]["code"] for o in out] == [
        "card_not_in_hand",
        "duplicate_card",
        "bad_input",
        "bad_seat",
        "wrong_trick_count",
    ]


def test_play_refuses_leading_spades_before_they_are_broken_and_a_revoke():
    north = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S AH".split()
    east = "2S KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H".split()
    south = [r + "D" for r in "AKQJT98765432"]
    west = [r + "C" for r in "AKQJT98765432"]
    hands = [north, east, south, west]
    # Dealer West: North leads a spade while holding the ace of hearts.
    status, [out] = run(
        "play", [json.dumps({"hands": hands, "dealer": 3, "tricks": [["AS"]] * 13})]
    )
    assert out["error"]["code"] == "wrong_trick_size"
    tricks = [["AS", "2S", "AD", "AC"]] + [["KS", "KH", "KD", "KC"]] * 12
    status, [out] = run("play", [json.dumps({"hands": hands, "dealer": 3, "tricks": tricks})])
    assert out["error"]["code"] == "spades_not_broken"
    tricks = [["AH", "2S", "AD", "AC"]] + [["KS", "KH", "KD", "KC"]] * 12
    status, [out] = run("play", [json.dumps({"hands": hands, "dealer": 3, "tricks": tricks})])
    assert status == 1 and out["error"]["code"] == "revoke"  # East trumps holding hearts


def test_one_output_line_per_input_line_errors_in_place_exit_one():
    status, out = run("score", ['{"bids": [1,1,1,1], "tricks": [4,3,3,3]}', "junk", "[1]", ""])
    assert status == 1 and len(out) == 4
    assert out[0]["scores"] == [20 + 5, 20 + 4]  # A 2 bid 7 taken; B 2 bid 6 taken
    assert [o["error"]["code"] for o in out[1:]] == ["bad_json", "bad_json", "bad_json"]


def test_usage_errors_exit_two():
    assert main([], io.BytesIO(b""), io.StringIO()) == 2
    assert main(["deal"], io.BytesIO(b""), io.StringIO()) == 2


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200)))
def test_junk_lines_never_raise(junk):
    for command in ("score", "play"):
        result, ok = run_line(command, junk)
        assert set(result) <= {"error", "scores", "bags", "teams", "winner", "tricks"}
        assert ok or result["error"]["code"] != "internal_error"


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-20, 20)
    | st.floats(allow_nan=False)
    | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(
    st.fixed_dictionaries(
        {},
        optional={k: json_values for k in ("bids", "tricks", "scores", "bags", "hands", "dealer")},
    )
)
def test_junk_objects_give_a_coded_error_never_an_internal_one(obj):
    for command in ("score", "play"):
        result, ok = run_line(command, json.dumps(obj))
        if not ok:
            assert result["error"]["code"] != "internal_error", result


def test_the_module_runs_as_a_command():
    done = subprocess.run(
        [sys.executable, "-m", "tutor.spades", "score"],
        input=b'{"bids": [3, 3, 3, 3], "tricks": [4, 3, 3, 3]}\n{"bids": 1}\n',
        capture_output=True,
        cwd=ROOT,
        check=False,
    )
    lines = [json.loads(x) for x in done.stdout.splitlines()]
    assert done.returncode == 1 and done.stderr == b""
    assert lines[0]["scores"] == [61, 60] and lines[1]["error"]["code"] == "bad_input"


def test_importing_the_engine_and_the_shared_pieces_does_not_import_django():
    code = (
        "import sys, tutor.spades, tutor.spades.cli, tutor.cardgame; print('django' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, cwd=ROOT, check=True, text=True
    )
    assert done.stdout.strip() == "False"
