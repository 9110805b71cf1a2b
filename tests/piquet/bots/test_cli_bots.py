"""The ``bot`` and ``match`` commands and ``score``'s optional declarations."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.piquet import CAVENDISH, DUTCH_TEXT, Deal, Player
from tutor.piquet.bots import decide, decision_kind, view_of
from tutor.piquet.cli import main

from .helpers import play_to

ROOT = Path(__file__).resolve().parents[3]


def run(command, objs):
    out = io.StringIO()
    data = "".join(json.dumps(o) + "\n" for o in objs).encode()
    status = main([command], io.BytesIO(data), out)
    return status, [json.loads(x) for x in out.getvalue().splitlines()]


def bot_line(deal, level=1, seed=0):
    view = view_of(deal, deal.to_act)
    return {"level": level, "seed": seed, **view.to_dict()}


@pytest.mark.parametrize("stop", [0, 1, 2, 3, 4, 9, 20])
def test_bot_answers_the_decision_the_view_asks_for(stop):
    deal = play_to(21, CAVENDISH, stop, level=1)
    status, [out] = run("bot", [bot_line(deal)])
    assert status == 0
    kind = decision_kind(deal).value
    key = {"exchange": "discard", "declare": "declare", "play": "play"}[kind]
    assert key in out
    if kind == "exchange":
        assert deal.can_exchange(out["discard"])
        assert ("show_leftovers" in out) is (deal.to_act is Player.YOUNGER)
    elif kind == "play":
        assert deal.can_play(out["play"])


def test_bot_decides_as_the_library_does():
    deal = play_to(5, CAVENDISH, 8, level=1)
    for level in range(6):
        status, [out] = run("bot", [bot_line(deal, level, 9)])
        mine = decide(view_of(deal, deal.to_act), level, 9)
        assert status == 0 and out == {"play": str(mine.card)}


def _broken(change):
    deal = play_to(8, CAVENDISH, 8, level=1)
    line = bot_line(deal)
    change(line)
    status, [out] = run("bot", [line])
    return status, out["error"]["code"] if "error" in out else out


def test_bad_view_wrong_card_count():
    assert _broken(lambda v: v["hand"].pop()) == (1, "bad_view")
    assert _broken(lambda v: v["dealt"].pop()) == (1, "bad_view")


def test_bad_view_card_twice():
    assert _broken(lambda v: v["seen"].append(v["hand"][0])) == (1, "bad_view")
    assert _broken(lambda v: v["discards"].append(v["hand"][0])) == (1, "bad_view")


def test_bad_view_card_in_hand_already_played():
    def played(v):
        v["tricks"][0][0 if v["tricks"][0][0] not in v["hand"] else 1] = v["hand"][0]

    assert _broken(played) == (1, "bad_view")


def test_bad_view_led_card_held():
    deal = play_to(8, CAVENDISH, 9, level=1)  # the follower to act
    line = bot_line(deal)
    assert line["led"] is not None
    line["hand"][0], line["led"] = line["led"], line["hand"][0]
    status, [out] = run("bot", [line])
    assert status == 1 and out["error"]["code"] == "bad_view"


def test_bad_view_decision_that_does_not_fit_the_phase():
    deal = Deal.new(3)
    line = bot_line(deal)
    line["decision"] = "play"
    status, [out] = run("bot", [line])
    assert status == 1 and out["error"]["code"] == "bad_view"
    line["decision"] = "declare"
    status, [out] = run("bot", [line])
    assert status == 1 and out["error"]["code"] == "bad_view"


@pytest.mark.parametrize("rules", [CAVENDISH, DUTCH_TEXT])
@pytest.mark.parametrize("levels", [(1, 0), (0, 2), (3, 1), (2, 3)])
def test_match_records_rescore_to_the_same_totals(levels, rules):
    line = {"elder": levels[0], "younger": levels[1], "seed": 17, "rules": rules.to_dict()}
    status, [out] = run("match", [line])
    assert status == 0
    status, [again] = run("score", [out["record"]])
    assert status == 0 and again == out["score"]
    assert len(out["record"]["tricks"]) == 12
    assert set(out["record"]["declarations"]) == {"elder", "younger"}


def test_score_counts_only_what_was_declared():
    _, [out] = run("match", [{"elder": 1, "younger": 1, "seed": 4}])
    record = out["record"]
    full = run("score", [{k: v for k, v in record.items() if k != "declarations"}])[1][0]
    assert full == out["score"]  # level 1 declares everything
    sunk = dict(record, declarations={"elder": {"point": None, "sequences": [], "sets": []}})
    _, [less] = run("score", [sunk])
    assert less["elder"]["point"] == less["elder"]["sequence"] == less["elder"]["sets"] == 0
    bad = dict(record, declarations={"elder": {"point": ["AS", "KH"]}})
    assert run("score", [bad])[1][0]["error"]["code"] == "bad_declaration"


view_keys = st.sampled_from(
    [
        "level",
        "seed",
        "role",
        "decision",
        "dealt",
        "hand",
        "discards",
        "seen",
        "tricks",
        "led",
        "talon_left",
        "opponent_exchanged",
        "calls",
        "declared",
        "score",
        "partie",
        "elder",
        "x",
    ]
)
junk = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-2, 14)
    | st.sampled_from(["AS", "KD", "elder", "play"]),
    lambda inner: st.lists(inner, max_size=13) | st.dictionaries(view_keys, inner, max_size=6),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(command=st.sampled_from(["bot", "match"]), obj=st.dictionaries(view_keys, junk, max_size=8))
def test_fuzz_bot_and_match_never_crash(command, obj):
    status, [out] = run(command, [obj])
    if "error" in out:
        assert out["error"]["code"] != "internal_error"
        assert status == 1


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**5), stop=st.integers(0, 28), pick=st.integers(0, 100))
def test_fuzz_mutated_views_are_refused_or_answered_legally(seed, stop, pick):
    deal = play_to(seed, CAVENDISH, stop, level=1)
    if decision_kind(deal) is None or decision_kind(deal).value == "leftovers":
        return
    line = bot_line(deal)
    lists = [k for k in ("hand", "discards", "seen", "dealt") if line[k]]
    key = lists[pick % len(lists)]
    line[key] = line[key][:-1] if pick % 2 else line[key] + [line["hand"][0]]
    status, [out] = run("bot", [line])
    assert status == 1 and out["error"]["code"] == "bad_view"


def test_bot_flushes_each_line_while_the_process_stays_open():
    deal = play_to(2, CAVENDISH, 0)
    proc = subprocess.Popen(
        [sys.executable, "-m", "tutor.piquet", "bot"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        cwd=ROOT,
    )
    try:
        for _ in range(2):
            proc.stdin.write((json.dumps(bot_line(deal)) + "\n").encode())
            proc.stdin.flush()
            answer = json.loads(proc.stdout.readline())
            assert "discard" in answer
    finally:
        proc.stdin.close()
        proc.wait(timeout=20)
    assert proc.returncode == 0
