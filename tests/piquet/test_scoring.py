"""Scoring a deal: the event log, repique and pique (Laws 18, 65-69)."""

from tutor.piquet import (
    CAVENDISH,
    GERMAN_TEXT,
    Category,
    Player,
    Rules,
    score_deal,
)

E, Y = Player.ELDER, Player.YOUNGER


def tricks(text):
    return [t.split() for t in text.split(",")]


# Cavendish-style deal: elder repiques (point 5, quint 15, tierce 3, four aces 14, three kings 3).
REPIQUE = (
    "AS KS QS JS TS AH KH QH AD KD AC 7C",
    "9S 8S 7S JH TH 9H QD JD TD KC QC JC",
    tricks("AS 7S,KS 8S,QS 9S,JS JH,TS TH,AH 9H,KH QD,QH JD,AD TD,KD JC,AC KC,7C QC"),
)
# Elder 29 (quint 15 + four aces 14); younger's six diamonds are good (6).
GOOD_POINT = (
    "AS KS QS JS TS AH AD AC 7H 8H 7C 8C",
    "KD QD JD 9D 8D 7D 9S 8S 7S KH QH KC",
    tricks("AS 7S,KS 8S,QS 9S,JS QH,TS KH,AH KC,AD 7D,AC 8D,7H 9D,8H JD,7C QD,8C KD"),
)
# Younger: point 6 + sixieme 16 + four aces 14 = 36; elder nothing good in hand.
YOUNGER_REPIQUE = (
    "KS QS 9S 8S 8H 7H KD QD 9D 8D KC 9C",
    "AH KH QH JH TH 9H AS AD AC 7S 7D 7C",
    tricks("KS AS,AH 8H,KH 7H,QH 8S,JH 9S,TH QS,9H 8D,AD 9D,AC 9C,7S KC,7D QD,KD 7C"),
)
# Elder: septieme (point 7 + 17), four aces 14 and three kings 3: every card in a combination.
CARTE_ROUGE = (
    "AS KS QS JS TS 9S 8S AH AD AC KH KD",
    "7S QH JH TH 9H 8H 7H QD JD TD 9D 8D",
    tricks("AS 7S,KS 7H,QS 8H,JS 9H,TS TH,9S JH,8S QH,AH 8D,KH 9D,AD TD,KD JD,AC QD"),
)


def test_repique_counts_in_category_order():
    s = score_deal(*REPIQUE)
    cats = [(e.who, e.points, e.category) for e in s.events[:6]]
    # 5, 20, 23, 37: thirty is reached at the quatorze, and the repique follows it.
    assert cats == [
        (E, 5, Category.POINT),
        (E, 15, Category.SEQUENCE),
        (E, 3, Category.SEQUENCE),
        (E, 14, Category.SETS),
        (E, 60, Category.REPIQUE),
        (E, 3, Category.SETS),
    ]
    assert s.repique is E and s.pique is None


def test_younger_can_repique_and_elders_first_lead_does_not_save_him():
    s = score_deal(*YOUNGER_REPIQUE)
    assert s.repique is Y and s.younger.repique == 60 and s.pique is None
    # In the log elder's lead comes first, younger's reckoning after it.
    assert s.events[0].category is Category.LEAD and s.events[0].who is E


def test_younger_good_point_saves_pique():
    s = score_deal(*GOOD_POINT)
    assert s.pique is None and s.younger.point == 6
    assert s.elder.total == 15 + 14 + 12 + 1 + 40  # hand, leads, last trick, capot


def test_pique_order_actual_counts_elders_lead_before_younger_reckons():
    s = score_deal(*GOOD_POINT, GERMAN_TEXT)
    assert s.pique is E and s.elder.pique == 30
    i = [e.category for e in s.events].index(Category.PIQUE)
    assert s.events[i - 1].category is Category.LEAD  # the lead made thirty


def test_pique_is_elders_only_and_never_with_a_repique():
    for deal in (REPIQUE, GOOD_POINT, YOUNGER_REPIQUE, CARTE_ROUGE):
        for rules in (CAVENDISH, GERMAN_TEXT):
            s = score_deal(*deal, rules)
            assert not (s.repique and s.pique)
            assert s.younger.pique == 0


def test_carte_blanche_counts_first_and_saves_its_holder():
    elder, younger, t = GOOD_POINT
    # Give younger a carte blanche as dealt (his final hand came from the exchange).
    s = score_deal(
        elder, younger, t, CAVENDISH, younger_dealt="9S 8S 7S TH 9H 8H 7H TD 9D 8D TC 9C"
    )
    assert s.events[0].category is Category.CARTE_BLANCHE and s.events[0].who is Y
    assert s.younger.carte_blanche == 10 and s.carte_blanche is Y
    s2 = score_deal(
        elder, younger, t, GERMAN_TEXT, younger_dealt="9S 8S 7S TH 9H 8H 7H TD 9D 8D TC 9C"
    )
    assert s2.pique is None  # the carte blanche scored before anything elder said


def test_totals_equal_sum_of_events():
    for deal in (REPIQUE, GOOD_POINT, YOUNGER_REPIQUE, CARTE_ROUGE):
        s = score_deal(*deal)
        for p in (E, Y):
            assert s[p].total == sum(e.points for e in s.events if e.who is p)


def test_in_reckoning_order_puts_hand_scores_before_play():
    s = score_deal(*YOUNGER_REPIQUE)
    order = [e.category for e in s.in_reckoning_order()]
    assert order.index(Category.POINT) < order.index(Category.LEAD)


def test_carte_rouge_option_every_card_in_a_good_combination():
    # 7 + 17 + 14 + 3 = 41 -> repique; capot 40; 12 leads + last 1.
    plain = score_deal(*CARTE_ROUGE)
    assert plain.elder.total == 41 + 60 + 13 + 40
    rouge = score_deal(*CARTE_ROUGE, Rules(carte_rouge=20))
    assert rouge.elder.carte_rouge == 20 and rouge.elder.total == plain.elder.total + 20
    assert rouge.to_dict()["elder"]["carte_rouge"] == 20
    assert "carte_rouge" not in plain.to_dict()["elder"]


def test_last_trick_scores_one_more_to_its_winner():
    s = score_deal(*REPIQUE)
    last = [e for e in s.events if e.category is Category.LAST_TRICK]
    assert [(e.who, e.points, e.trick) for e in last] == [(Y, 1, 12)]


def test_a_capot_under_cards_count_for_pique_is_capot_40_and_no_cards():
    """Capot is 40 instead of the cards; the 10 still counts toward the pique at the
    seventh trick (elder: hand 13 + seven leads = 20, the seventh trick's 10: pique)."""
    s = score_deal(
        "AS KS QS JS 8S AH KH JH TH 8H 7H AD",
        "AC KC QC 9C 8C 7C KD JD 9D 8D 7D 7S",
        tricks("AS 7S,KS 7D,QS 8D,JS 9D,8S JD,AH 7C,KH 8C,JH 9C,TH QC,8H KC,7H AC,AD KD"),
        Rules(cards_count_for_pique=True),
    )
    assert (s.elder.capot, s.elder.cards, s.elder.total) == (40, 0, 96)
    assert s.pique is E
    i = [e.category for e in s.events].index(Category.PIQUE)
    assert s.events[i - 1].trick == 7 and s.events[i - 1].points == 10


def test_younger_can_pique_when_only_tens_and_above_score_for_leads():
    """Foster: under the old rule elder's lead of a seven scores nothing, so younger, 24 in
    hand, piques when he reaches 30 in play before elder has scored anything."""
    elder = "7S 7D 8H 9H 8S 9C 7H 9S TD JH TH JD"
    younger = "AD JS AS QD JC KS AC TC TS QC KC 8C"
    play = tricks("7D AD,AC 9C,AS 7S,KC 7H,KS 8S,QD TD,QC 8H,JS 9S,JC 9H,TS TH,TC JH,8C JD")
    s = score_deal(elder, younger, play, Rules(lead_points="ten_and_above"))
    assert s.pique is Y and s.younger.pique == 30
    assert score_deal(elder, younger, play).pique is None  # every lead counts: elder's 7
