"""The known deals of known_deals.json, run through the command line's line handler.

Each case names the rule it pins and how its expected values were worked out by hand.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tutor.piquet.cli import run_line

DATA = json.loads((Path(__file__).parent / "known_deals.json").read_text())
CASES = DATA["cases"]
CARD_LISTS = {
    "elder",
    "younger",
    "elder_dealt",
    "younger_dealt",
    "talon",
    "elder_discards",
    "younger_discards",
}


def to_contract(data: dict[str, Any]) -> dict[str, Any]:
    """Turn the file's readable strings into the command line's JSON lists."""
    out = dict(data)
    for key in CARD_LISTS & out.keys():
        out[key] = out[key].split()
    if "tricks" in out:
        out["tricks"] = [t.split() for t in out["tricks"]]
    return out


def assert_subset(expected: Any, actual: Any, path: str = "") -> None:
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"{path}: expected an object, got {actual!r}"
        for key, value in expected.items():
            assert key in actual, f"{path}.{key} missing in {actual!r}"
            assert_subset(value, actual[key], f"{path}.{key}")
    else:
        assert actual == expected, f"{path}: expected {expected!r}, got {actual!r}"


def test_there_are_at_least_forty_known_deals():
    assert len(CASES) >= 40
    assert len({c["id"] for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_known_deal(case):
    line = json.dumps(to_contract(case["input"]))
    result, ok = run_line(case["command"], line)
    assert ok == ("error" not in case["expected"]), result
    assert_subset(case["expected"], result)
