"""The declaration dialogue as data."""

from tutor.piquet import Act, Hand, Player, Reply, dialogue

E, Y = Player.ELDER, Player.YOUNGER


def steps_of(elder, younger, **kw):
    return [s.to_dict() for s in dialogue(Hand.parse(elder), Hand.parse(younger), **kw)]


def test_point_equal_then_value_then_good():
    # Elder 5 spades (50), younger 5 clubs (47): "Point of five" - "Equal" - "Making 50" - "Good".
    steps = steps_of("AS KS QS JS 9S AH KH QH AD TD 9D AC", "KD QD JD 8D 7D JH TH KC QC JC 9C 8C")
    assert steps[:5] == [
        {"speaker": "elder", "act": "call", "category": "point", "length": 5},
        {"speaker": "younger", "act": "reply", "category": "point", "reply": "equal"},
        {"speaker": "elder", "act": "call_value", "category": "point", "value": 50},
        {"speaker": "younger", "act": "reply", "category": "point", "reply": "good"},
        {
            "speaker": "elder",
            "act": "reckon",
            "category": "point",
            "length": 5,
            "value": 50,
            "suit": "S",
            "points": 5,
            "total": 5,
        },
    ]


def test_sequence_called_by_length_and_top_and_sets_by_kind_and_rank():
    steps = dialogue(
        Hand.parse("AS KS QS JS 9S AH KH QH AD TD 9D AC"),
        Hand.parse("KD QD JD 8D 7D JH TH KC QC JC 9C 8C"),
    )
    calls = [s for s in steps if s.act is Act.CALL]
    assert [(c.category.value, c.length, c.top and c.top.value) for c in calls[:2]] == [
        ("point", 5, None),
        ("sequence", 4, "A"),
    ]
    assert (calls[2].kind.value, calls[2].rank.value) == ("quatorze", "A")
    # Elder's running count: 5, quart 9, tierce 12, aces 26, lead 27.
    assert [s.total for s in steps if s.speaker is E and s.total is not None] == [5, 9, 12, 26, 27]


def test_younger_reckons_after_elders_lead():
    steps = dialogue(
        Hand.parse("AS KS QS JS 9S AH KH QH AD TD 9D AC"),
        Hand.parse("KD QD JD 8D 7D TH KC QC JC TC 9C 8C"),
    )
    acts = [(s.speaker, s.act) for s in steps]
    lead = acts.index((E, Act.LEAD))
    assert all(a == (Y, Act.RECKON) for a in acts[lead + 1 :])
    # Younger: point 6, sixieme 16, tierce 3 = 25.
    assert [s.total for s in steps[lead + 1 :]] == [6, 22, 25]
    assert [s.reply for s in steps if s.act is Act.REPLY] == [
        Reply.NOT_GOOD,
        Reply.NOT_GOOD,
        Reply.GOOD,
    ]


def test_repique_is_a_bonus_step_after_the_reckoning_that_reaches_thirty():
    # German example: 5 + 15 + 14 = 34, "ninety-four".
    steps = dialogue(
        Hand.parse("AS KS QS JS TS AH 8H 7H AD 8D AC 7C"),
        Hand.parse("9S 8S 7S KH QH JH TH KD QD JD TD KC"),
    )
    bonus = [i for i, s in enumerate(steps) if s.act is Act.BONUS]
    assert len(bonus) == 1
    assert steps[bonus[0] - 1].total == 34 and steps[bonus[0]].total == 94


def test_carte_blanche_is_announced_first_and_counts():
    steps = dialogue(
        Hand.parse("AS TS 8S AH KH QH JH TH AD TD AC 9C"),
        Hand.parse("KS QS JS 7S 9H 8H 7H KD QD JD KC QC"),
        carte_blanche=E,
    )
    assert steps[0].to_dict() == {
        "speaker": "elder",
        "act": "carte_blanche",
        "category": "carte_blanche",
        "points": 10,
        "total": 10,
    }
    # CB, point call/reply/reckon (15), quint call/reply/reckon (30): repique right there.
    assert [s.act for s in steps[6:9]] == [Act.RECKON, Act.BONUS, Act.CALL]
    assert steps[6].total == 30 and steps[7].total == 90
