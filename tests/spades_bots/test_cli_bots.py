"""``python -m tutor.spades bot`` and ``match`` through the command line's main()."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.spades import Deal, Game, Phase, Seat
from tutor.spades.bots import decide, view_of
from tutor.spades.cli import main, run_line

from .helpers import play_to

ROOT = Path(__file__).resolve().parents[2]


def run(argv, lines=()):
    out = io.StringIO()
    data = "".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines).encode()
    status = main(argv, io.BytesIO(data), out)
    return status, [json.loads(x) for x in out.getvalue().splitlines()]


def bot_line(deal, level=1, seed=0):
    return {"level": level, "seed": seed, **view_of(deal, deal.to_act).to_dict()}


@pytest.mark.parametrize("stop", [0, 3, 4, 9, 30, 51])
def test_bot_answers_a_bid_or_a_card_the_deal_accepts(stop):
    deal = play_to(21, stop)
    status, [out] = run(["bot"], [bot_line(deal, level=2)])
    assert status == 0
    if deal.phase is Phase.BIDDING:
        assert set(out) == {"bid"} and deal.can_bid(out["bid"])
    else:
        assert set(out) == {"play"} and deal.can_play(out["play"])


def test_bot_decides_as_the_library_does_at_every_level():
    deal = play_to(5, 12)
    for level in range(4):
        status, [out] = run(["bot"], [bot_line(deal, level, 9)])
        mine = decide(view_of(deal, deal.to_act), level, 9)
        assert status == 0 and out == {"play": str(mine.card)}


def test_the_options_give_the_level_and_seed_a_line_leaves_out():
    deal = play_to(8, 2)
    view = view_of(deal, deal.to_act)
    expected = {"bid": decide(view, 3, 44).bid}
    assert run(["bot", "--level", "3", "--seed", "44"], [view.to_dict()]) == (0, [expected])
    line = {**view.to_dict(), "level": 3, "seed": 44}
    assert run(["bot", "--level", "0", "--seed", "1"], [line]) == (0, [expected])
    out = io.StringIO()
    status = main(
        ["bot", "--level", "3", "--seed", "44", "--view", json.dumps(view.to_dict())],
        io.BytesIO(b""),
        out,
    )
    assert status == 0 and json.loads(out.getvalue()) == expected


def test_view_may_come_from_a_file(tmp_path, capsys):
    deal = play_to(13, 7)
    view = view_of(deal, deal.to_act)
    path = tmp_path / "view.json"
    path.write_text(json.dumps(view.to_dict()), encoding="utf-8")
    out = io.StringIO()
    assert main(["bot", "--level", "2", "--view", f"@{path}"], io.BytesIO(b""), out) == 0
    assert json.loads(out.getvalue()) == {"play": str(decide(view, 2).card)}
    assert main(["bot", "--level", "2", "--view", f"@{tmp_path / 'none'}"]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_bad_lines_give_coded_errors_in_place_and_exit_one():
    deal = play_to(8, 6)
    good = bot_line(deal)
    status, out = run(
        ["bot"],
        [
            good,
            "junk",
            {**good, "level": 9},
            {k: v for k, v in good.items() if k != "level"},
            {**good, "hand": good["hand"][:-1]},
            {**good, "seat": (good["seat"] + 1) % 4},
        ],
    )
    assert status == 1 and "play" in out[0]
    assert [o["error"]["code"] for o in out[1:]] == [
        "bad_json",
        "bad_input",
        "bad_input",
        "bad_view",
        "not_your_turn",
    ]


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["deal"],
        ["bot", "--level", "7"],
        ["bot", "--level", "x"],
        ["bot", "--view", "{not json"],
        ["bot", "--view", "[1]"],
        ["bot", "--level", "1", "--view", '{"seat": 0}'],
        ["bot", "--nonsense"],
        ["match", "--levels", "1,2,3"],
        ["match", "--levels", "1,2,3,4"],
        ["match", "--games", "0"],
        ["match", "--seed", "1.5"],
        ["match", "--as", "deal"],
    ],
)
def test_usage_errors_print_a_message_and_exit_two(argv, capsys):
    status, out = run(argv)
    err = capsys.readouterr().err
    assert status == 2 and out == [] and err.strip() and "Traceback" not in err


def test_match_plays_whole_games_whose_records_play_and_score_accept():
    status, hands = run(["match", "--levels", "3,1,2,0", "--seed", "6", "--games", "2"])
    assert status == 0
    assert {h["game"] for h in hands} == {0, 1} and all(h["levels"] == [3, 1, 2, 0] for h in hands)
    for g in (0, 1):
        game = Game.new(6 + g)
        mine = [h for h in hands if h["game"] == g]
        assert [h["hand"] for h in mine] == list(range(len(mine)))
        for h in mine:
            status, [played] = run(["play"], [h["play"]])
            assert status == 0 and played["tricks"] == h["score"]["tricks"]
            assert h["score"]["scores"] == list(game.scores)
            status, [scored] = run(["score"], [h["score"]])
            assert status == 0 and scored == h["result"]
            game = game.record(h["score"]["bids"], h["score"]["tricks"])
        assert game.over and mine[-1]["result"]["winner"] == game.winner.value
        assert mine[0]["play"]["dealer"] == int(Game.new(6 + g).dealer)


def test_match_as_play_or_score_writes_the_inputs_alone():
    _, full = run(["match", "--levels", "2,2,2,2", "--seed", "3"])
    _, plays = run(["match", "--levels", "2,2,2,2", "--seed", "3", "--as", "play"])
    _, scores = run(["match", "--levels", "2,2,2,2", "--seed", "3", "--as", "score"])
    assert plays == [h["play"] for h in full] and scores == [h["score"] for h in full]


def test_match_is_deterministic_for_a_seed_and_the_seed_matters():
    a = run(["match", "--levels", "1,1,1,1", "--seed", "10", "--as", "score"])
    b = run(["match", "--levels", "1,1,1,1", "--seed", "10", "--as", "score"])
    c = run(["match", "--levels", "1,1,1,1", "--seed", "11", "--as", "score"])
    assert a == b and a != c


def test_a_match_record_replays_through_the_engine_deal():
    _, [first, *_] = run(["match", "--levels", "3,3,3,3", "--seed", "2"])
    record = first["play"]
    deal = Deal([tuple(h) for h in record["hands"]], record["dealer"])
    bids = first["score"]["bids"]
    for i in range(4):
        deal.bid(bids[(record["dealer"] + 1 + i) % 4])
    for trick in record["tricks"]:
        for card in trick:
            deal.play(card)
    assert list(deal.tricks_won) == first["score"]["tricks"]
    assert all(len(deal.hand(s)) == 0 for s in Seat)


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200)))
def test_junk_bot_lines_never_raise(junk):
    result, ok = run_line("bot", junk)
    assert ok or result["error"]["code"] != "internal_error"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-20, 20) | st.text(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None)
@given(
    st.fixed_dictionaries(
        {"level": st.integers(0, 3)},
        optional={
            k: json_values
            for k in ("seat", "dealer", "hand", "bids", "tricks", "current", "scores", "bags")
        },
    )
)
def test_junk_views_give_a_coded_error_never_an_internal_one(obj):
    result, ok = run_line("bot", json.dumps(obj))
    if not ok:
        assert result["error"]["code"] != "internal_error", result


def test_the_module_runs_bot_and_match_as_commands():
    deal = play_to(1, 5)
    done = subprocess.run(
        [sys.executable, "-m", "tutor.spades", "bot", "--level", "2"],
        input=(json.dumps(view_of(deal, deal.to_act).to_dict()) + "\n").encode(),
        capture_output=True,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == b""
    assert deal.can_play(json.loads(done.stdout)["play"])
    done = subprocess.run(
        [sys.executable, "-m", "tutor.spades", "match", "--levels", "9,9,9,9"],
        capture_output=True,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 2 and b"Traceback" not in done.stderr and done.stdout == b""


def test_the_bots_import_no_django():
    code = "import sys, tutor.spades.bots, tutor.spades.cli; print('django' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, cwd=ROOT, check=True, text=True
    )
    assert done.stdout.strip() == "False"
