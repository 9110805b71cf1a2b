"""The command line: the JSON-lines contract, exit status, fuzzing, no Django."""

import io
import json
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.piquet.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(command, lines):
    out = io.StringIO()
    data = "".join(line + "\n" for line in lines).encode()
    status = main([command], io.BytesIO(data), out)
    return status, [json.loads(x) for x in out.getvalue().splitlines()]


def test_deal_same_seed_same_deal_exit_zero():
    status, out = run("deal", ['{"seed": 7}', '{"seed": 7}'])
    assert status == 0 and out[0] == out[1]
    assert sorted(out[0]) == ["elder_dealt", "talon", "younger_dealt"]
    assert (len(out[0]["elder_dealt"]), len(out[0]["talon"])) == (12, 8)


def test_one_output_line_per_input_line_errors_in_place_exit_one():
    status, out = run("partie", ['{"deals": [[1, 0]]}', "junk", '{"deals": [[-1, 0]]}'])
    assert status == 1 and len(out) == 3
    assert out[0] == {"complete": False, "winner": None, "rubiconed": False, "rubicon_score": None}
    assert out[1]["error"]["code"] == "bad_json"
    assert out[2]["error"]["code"] == "bad_score"


def test_declare_output_shape():
    line = json.dumps(
        {
            "elder": "AS KS QS JS TS AH 8H 7H AD 8D AC 7C".split(),
            "younger": "9S 8S 7S KH QH JH TH KD QD JD TD KC".split(),
        }
    )
    status, [out] = run("declare", [line])
    assert status == 0
    assert sorted(out) == ["dialogue", "point", "repique", "sequence", "sets"]
    assert out["point"] == {
        "winner": "elder",
        "score": 5,
        "elder": {"length": 5, "value": 51},
        "younger": {"length": 4, "value": 40},
    }
    assert out["repique"] == "elder"


SIX_SIX_TRICKS = "AS 7S,KS 8S,QS JH,JS TH,TS JD,9S TD,7H AH,KH 8H,QH 7C,AD 7D,KD 8D,QD 8C"


def test_score_output_shape():
    line = json.dumps(
        {
            "elder": "AS KS QS JS TS 9S 7H 8H 7D 8D 7C 8C".split(),
            "younger": "AH KH QH JH TH 8S 7S AD KD QD JD TD".split(),
            "tricks": [t.split() for t in SIX_SIX_TRICKS.split(",")],
        }
    )
    status, [out] = run("score", [line])
    assert status == 0
    assert sorted(out) == ["elder", "events", "tricks_won", "younger"]
    assert sorted(out["elder"]) == sorted(
        [
            "carte_blanche",
            "point",
            "sequence",
            "sets",
            "repique",
            "pique",
            "tricks_points",
            "cards",
            "capot",
            "total",
        ]
    )
    assert all(sorted(e) == ["category", "points", "who"] for e in out["events"])


def test_unknown_input_keys_are_refused():
    status, [out] = run("deal", ['{"seed": 1, "sede": 2}'])
    assert status == 1 and out["error"]["code"] == "bad_input"


junk_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=5)
    | st.sampled_from(["AS", "10h", "KD", "elder", "actual"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "elder",
                    "younger",
                    "tricks",
                    "deals",
                    "seed",
                    "rules",
                    "talon",
                    "elder_dealt",
                    "younger_dealt",
                    "elder_discards",
                    "younger_discards",
                    "pique_order",
                    "x",
                ]
            ),
            inner,
            max_size=5,
        )
    ),
    max_leaves=12,
)
junk_line = st.one_of(
    st.text(max_size=40).map(lambda s: s.replace("\n", " ").replace("\r", " ")),
    junk_values.map(json.dumps),
)


@settings(max_examples=150, deadline=None)
@given(
    command=st.sampled_from(["declare", "score", "partie", "deal"]),
    lines=st.lists(junk_line, min_size=1, max_size=4),
)
def test_fuzz_never_crashes_and_answers_every_line(command, lines):
    out = io.StringIO()
    data = "".join(line + "\n" for line in lines).encode()
    status = main([command], io.BytesIO(data), out)
    answers = out.getvalue().splitlines()
    assert len(answers) == len(lines)
    objs = [json.loads(a) for a in answers]
    assert all(isinstance(o, dict) for o in objs)
    assert all(o["error"]["code"] != "internal_error" for o in objs if "error" in o)
    assert status == (0 if all("error" not in o for o in objs) else 1)


def test_invalid_utf8_is_a_bad_json_line():
    out = io.StringIO()
    status = main(["deal"], io.BytesIO(b"\xff\xfe\n"), out)
    assert status == 1 and json.loads(out.getvalue())["error"]["code"] == "bad_json"


def test_module_runs_as_a_program():
    proc = subprocess.run(
        [sys.executable, "-m", "tutor.piquet", "deal"],
        input=b'{"seed": 1}\nnope\n',
        capture_output=True,
        cwd=ROOT,
        check=False,
    )
    assert proc.returncode == 1 and proc.stderr == b""
    assert len(proc.stdout.splitlines()) == 2
    usage = subprocess.run(
        [sys.executable, "-m", "tutor.piquet"], capture_output=True, cwd=ROOT, check=False
    )
    assert usage.returncode == 2 and b"usage" in usage.stderr


def test_importing_the_engine_does_not_import_django():
    code = "import sys, tutor.piquet, tutor.piquet.cli; print('django' in sys.modules)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=ROOT, check=True)
    assert proc.stdout.strip() == b"False"
