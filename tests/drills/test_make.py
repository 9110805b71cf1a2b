"""Fixed questions (lesson exercises): answers worked out by hand from the rules."""

from __future__ import annotations

import pytest

from tutor.drills import check, make

# Elder: spades A K Q J 9 (5 cards, 11+10+10+10+9 = 50), quart to the ace in spades,
# tierce to the ace in hearts, four aces. Younger: diamonds K Q J 8 7 (5 cards,
# 10+10+10+8+7 = 45), tierces to the king (diamonds) and the knave (hearts), no set
# (two kings, two queens, two knaves).
ELDER = "AS KS QS JS 9S AH KH QH AD TD 9D AC"
YOUNGER = "KD QD JD 8D 7D TH JH 9H KC QC 8C 7C"


@pytest.mark.parametrize(
    "kind, params, answer",
    [
        # Spades: 5 cards, 11 + 10 + 10 + 9 + 7 = 47.
        ("point", {"hand": "AS KS QS 9S 7S AH KH 8H AD TD 9C 7C"}, {"length": "5", "value": "47"}),
        # Spades and hearts both 5 cards: spades 11+10+9+8+7 = 45, hearts 10*4+7 = 47.
        ("point", {"hand": "AS KS 9S 8S 7S KH QH JH TH 7H 8D 8C"}, {"length": "5", "value": "47"}),
        # Hearts K to 9 is a quint (15), spades A K Q a tierce (3): 18 in all.
        (
            "sequence",
            {"hand": "KH QH JH TH 9H AS KS QS 8D 7D 9C 8C"},
            {"name": "quint", "top": "K", "score": "18"},
        ),
        # Six spades in a row are one sixième (16), not a quint and more.
        (
            "sequence",
            {"hand": "AS KS QS JS TS 9S AH QH JD 9D 8C 7H"},
            {"name": "sixieme", "top": "A", "score": "16"},
        ),
        (
            "sequence",
            {"hand": "AS QS TS 8S AH QH TH 8H AD QD TD 8D"},
            {"name": "none", "score": "0"},
        ),
        # Three aces (3) and three kings (3); four nines make no set.
        ("sets", {"hand": "AS AH AD KS KH KD 9S 9H 9D 9C 7S 8H"}, {"ranks": "A K", "score": "6"}),
        # Four tens: a quatorze (14).
        ("sets", {"hand": "TS TH TD TC AS KH QD JC 9S 8H 7D 7C"}, {"ranks": ["T"], "score": "14"}),
        ("sets", {"hand": "8S 8H 8D 7S 7H 7D AS KH QD JC 9S TC"}, {"ranks": [], "score": "0"}),
        # No king, queen or knave among the twelve: carte blanche.
        (
            "carte_blanche",
            {"hand": "AS TS 9S 8S AH TH 7H 9D 8D 7D TC 9C"},
            {"carte_blanche": "yes"},
        ),
        ("carte_blanche", {"hand": "AS TS 9S 8S AH TH 7H 9D 8D 7D TC JC"}, {"carte_blanche": "no"}),
        # Elder takes 3 of his 5: younger may take the other 5 (Law 34), elder sees 2 (Law 33).
        ("exchange", {"elder_exchanged": "3"}, {"younger_max": "5", "elder_sees": "2"}),
        ("exchange", {"elder_exchanged": "5"}, {"younger_max": "3", "elder_sees": "0"}),
        # The Dutch text: younger only from the bottom three.
        (
            "exchange",
            {"elder_exchanged": "3", "rules": "dutch_text"},
            {"younger_max": "3", "elder_sees": "2"},
        ),
        # Point: 5 v 5, 50 v 45: elder, 5. Sequences: quart beats tierce: elder scores
        # quart and tierce, 7. Sets: four aces against nothing: 14.
        (
            "declarations",
            {"elder": ELDER, "younger": YOUNGER},
            {
                "point_winner": "elder",
                "point_score": "5",
                "sequence_winner": "elder",
                "sequence_score": "7",
                "sets_winner": "elder",
                "sets_score": "14",
            },
        ),
        (
            "announce",
            {"hand": ELDER},
            {"point": "5", "sequence": "quart", "sequence_top": "A", "sets": "quatorze A"},
        ),
        # Point of five: equal; making 50 against 45: good. Quart: good (a tierce). Four
        # aces: good. Elder: 5 + 4 + 3 + 14 = 26, no repique.
        (
            "reply",
            {"elder": ELDER, "younger": YOUNGER},
            {
                "point": "equal",
                "point_value": "good",
                "sequence": "good",
                "sets": "good",
                "elder_score": "26",
            },
        ),
        # Elder: point 6 (spades), sixième A–9 (16), four aces (14): 36 in hand before
        # younger has anything (younger's quart Q in hearts and 4-card point are not good):
        # repique. 36 + 60 + 1 for leading the ace = 97.
        (
            "repique_pique",
            {
                "elder": "AS KS QS JS TS 9S AH KH AD QD AC 7C",
                "younger": "8S 7S QH JH TH 9H KD JD TD 9D KC QC",
                "tricks": "AS-8S",
            },
            {"bonus": "repique", "who": "elder", "total": "97"},
        ),
        # Younger's six clubs K to 8 are the better point (6 v 5) and a sixième (beats
        # elder's quint): younger scores first, so elder's four aces (14) come too late
        # for a repique or a pique, and younger's 22 stays under 30: no bonus. The total
        # is then elder's so far: four aces 14 + the lead 1 = 15.
        (
            "repique_pique",
            {
                "elder": "AS KS QS JS TS AH KH AD QD 7D AC 7H",
                "younger": "9S 8S QH JH 9D 8D KC QC JC TC 9C 8C",
                "tricks": "AS-8S",
            },
            {"bonus": "none", "who": "nobody", "total": "15"},
        ),
        # Must follow suit: the two spades.
        ("legal_plays", {"hand": "AS 7S KH QD 9C", "led": "TS"}, {"cards": ["AS", "7S"]}),
        # No diamond: any card.
        ("legal_plays", {"hand": "AS 7S KH 9C", "led": "8D"}, {"cards": "AS 7S KH 9C"}),
        # The ace beats the king of the suit led: 1 for the lead, 1 for winning it.
        (
            "trick",
            {"leader": "elder", "led": "KH", "played": "AH"},
            {"winner": "younger", "elder_points": "1", "younger_points": "1"},
        ),
        # Another suit never wins; the last trick adds 1: lead 1 + last 1.
        (
            "trick",
            {"leader": "younger", "led": "9C", "played": "AS", "last": "yes"},
            {"winner": "younger", "elder_points": "0", "younger_points": "2"},
        ),
        # See test_it_scores_a_whole_deal_worked_by_hand for the working.
        (
            "rubicon",
            {"deals": "30:20 30:20 30:20 30:20 30:20 30:20"},
            {"winner": "a", "rubiconed": "no", "score": "160"},
        ),
        # a 23+0+30+12+20+14 = 99, b 5+41+10+12+0+20 = 88: b is rubiconed, a scores
        # 99 + 88 + 100 = 287 though under 100 himself.
        (
            "rubicon",
            {"deals": "23:5 0:41 30:10 12:12 20:0 14:20"},
            {"winner": "a", "rubiconed": "yes", "score": "287"},
        ),
        # 60 all after six: two more deals; 65 v 63, b under 100: 65 + 63 + 100 = 228.
        (
            "rubicon",
            {"deals": "10:10 10:10 10:10 10:10 10:10 10:10 5:0 0:3"},
            {"winner": "a", "rubiconed": "yes", "score": "228"},
        ),
        # Tied again after eight: drawn.
        (
            "rubicon",
            {"deals": "10:10 10:10 10:10 10:10 10:10 10:10 5:0 0:5"},
            {"winner": "nobody", "rubiconed": "no", "score": "0"},
        ),
    ],
)
def test_it_accepts_the_answer_worked_out_by_hand(kind: str, params: dict, answer: dict) -> None:
    q = make(kind, params)
    verdict = check(q, answer)
    assert verdict.correct, (verdict.given, verdict.expected)
    assert q.seed is None and q.level == 0
    assert make(kind, q.params) == q


def test_it_scores_a_whole_deal_worked_by_hand() -> None:
    # Elder: point 5 (spades A–T), quint (15) + tierce AH KH QH (3), four aces (14) and
    # three kings (3): 5 + 18 + 17 = 40, reaching 30 in hand before younger scores:
    # repique 60. He leads all twelve tricks (12) and wins eleven: the cards (10).
    # 40 + 60 + 12 + 10 = 122. Younger wins the last trick with the queen of clubs:
    # 1 for winning elder's lead, 1 for the last trick = 2.
    q = make(
        "deal_total",
        {
            "elder": "AS KS QS JS TS AH KH QH AD KD AC 7C",
            "younger": "9S 8S 7S JH TH 9H QD JD TD KC QC JC",
            "tricks": "AS-7S KS-8S QS-9S JS-JH TS-TH AH-9H KH-QD QH-JD AD-TD KD-JC AC-KC 7C-QC",
        },
    )
    assert check(q, {"elder_total": "122", "younger_total": "2"}).correct
    wrong = check(q, {"elder_total": "62", "younger_total": "2"})
    assert not wrong.correct and "repique_category_order" in wrong.concepts_missed


def test_it_counts_a_pique_only_once_it_has_happened() -> None:
    # Elder: hearts Q J T 9 8 (5 cards, 47), a quint (15), four knaves (14). Younger:
    # diamonds A K T 9 7 (5 cards, 11+10+10+9+7 = 47: equal, nobody scores the point),
    # no sequence, no set. Elder has 29 in hand, younger nothing: no repique. Elder's lead
    # makes 30 before younger scores: pique (30), 29 + 1 + 30 = 60.
    params = {
        "elder": "QH JH TH 9H 8H JS JD JC 7S 8D 8C 7C",
        "younger": "AD KD TD 9D 7D AS QS 8S 7H QC 9C KH",
    }
    before = make("repique_pique", params)  # no trick yet: elder's 29, no bonus
    assert before.expected == {"bonus": "none", "who": "nobody", "total": "29"}
    after = make("repique_pique", {**params, "tricks": "QH-7H"})
    assert after.expected == {"bonus": "pique", "who": "elder", "total": "60"}


def test_it_explains_a_wrong_reply_with_both_sides_numbers() -> None:
    q = make("reply", {"elder": ELDER, "younger": YOUNGER})
    verdict = check(
        q,
        {
            "point": "equal",
            "point_value": "not_good",
            "sequence": "good",
            "sets": "good",
            "elder_score": "26",
        },
    )
    assert verdict.fields["point_value"] is False
    assert "point_tie_value" in verdict.concepts_missed
    tie = next(r for r in verdict.reasons if r.code == "point_tie_value")
    assert tie.params["elder_value"] == 50 and tie.params["younger_value"] == 45
