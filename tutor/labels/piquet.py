"""Piquet's labels: its kinds, fields, choice values, elder's calls, reasons and
concepts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.text import capfirst
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from tutor.cardfaces import SUIT_NAMES

#: Each kind: name, one-line description, the standard question.
KIND_LABELS = {
    "point": (
        pgettext_lazy("drill kind", "Point"),
        _("Find your point: the number of cards in your longest suit, and their value."),
        _("What is your point? Give the number of cards and their value."),
    ),
    "sequence": (
        pgettext_lazy("drill kind", "Sequences"),
        _("Find your best sequence and what all your sequences score."),
        _("What is your best sequence, its top card, and what do your sequences score?"),
    ),
    "sets": (
        pgettext_lazy("drill kind", "Trios and quatorzes"),
        _("Which ranks make a trio or a quatorze that counts, and what they score."),
        _("Which ranks form a set that counts, and what do your sets score?"),
    ),
    "carte_blanche": (
        pgettext_lazy("drill kind", "Carte blanche"),
        _("Recognise a hand without king, queen or jack."),
        _("Is this hand a carte blanche?"),
    ),
    "exchange": (
        pgettext_lazy("drill kind", "The exchange"),
        _("How many cards younger may exchange, and what elder may look at."),
        _(
            "How many cards may younger exchange at most, and how many talon cards may elder "
            "look at without taking them?"
        ),
    ),
    "declarations": (
        pgettext_lazy("drill kind", "Declarations"),
        _("Given both hands, who scores what for point, sequences and sets."),
        _("Who wins the point, the sequences and the sets, and what does each score?"),
    ),
    "announce": (
        pgettext_lazy("drill kind", "Announcing"),
        _("As elder, make the right calls for your hand."),
        _("As elder hand, what do you call for point, sequence and sets?"),
    ),
    "reply": (
        pgettext_lazy("drill kind", "Replying"),
        _("As younger, answer elder's calls: good, not good or equal."),
        _("You are younger hand. Answer elder's call."),
    ),
    "repique_pique": (
        pgettext_lazy("drill kind", "Repique and pique"),
        _("Spot a repique or a pique and count the total."),
        _(
            "Is there a repique or a pique, and who scores it? Give that player's total so "
            "far, bonus included; if nobody scores a bonus, give elder's total so far."
        ),
    ),
    "legal_plays": (
        pgettext_lazy("drill kind", "Following suit"),
        _("Which cards you may play to a lead."),
        _("Which of your cards may you play to this lead?"),
    ),
    "trick": (
        pgettext_lazy("drill kind", "Tricks"),
        _("Who wins a trick and what each player scores for it."),
        _("Who wins this trick, and what does each player score for it?"),
    ),
    "deal_total": (
        pgettext_lazy("drill kind", "Scoring a deal"),
        _("Score a whole deal from the hands and the tricks."),
        _("What does each player score in this deal?"),
    ),
    "rubicon": (
        pgettext_lazy("drill kind", "The partie"),
        _("Six deals: who wins the partie, and by how much."),
        _("Who wins the partie, is the loser rubiconed, and what does the winner score?"),
    ),
}


FIELDS = {
    "length": _("Number of cards"),
    "value": _("Value"),
    "name": _("Best sequence"),
    "top": _("Top card"),
    "score": _("Score"),
    "ranks": _("Ranks that count"),
    "carte_blanche": pgettext_lazy("drill kind", "Carte blanche"),
    "younger_max": _("Younger may exchange at most"),
    "elder_sees": _("Cards elder may look at without taking them"),
    "point_winner": _("Who scores the point"),
    "point_score": _("Points for the point"),
    "sequence_winner": _("Who scores the sequences"),
    "sequence_score": _("Points for sequences"),
    "sets_winner": _("Who scores the sets"),
    "sets_score": _("Points for sets"),
    "point": pgettext_lazy("declaration", "Point"),
    "point_value": _("Value of the point"),
    "sequence": _("Sequence"),
    "sequence_top": _("Top card of the sequence"),
    "sets": _("Sets"),
    "elder_score": _("Elder's score in hand"),
    "bonus": _("Bonus"),
    "who": _("Who scores it"),
    "total": _("That player's total so far (elder's if nobody scores a bonus)"),
    "cards": _("Cards you may play"),
    "winner": _("Winner"),
    "elder_points": _("Elder's points"),
    "younger_points": _("Younger's points"),
    "elder_total": _("Elder's total"),
    "younger_total": _("Younger's total"),
    "rubiconed": _("Rubiconed"),
}


PLAYERS = {
    "elder": _("elder hand"),
    "younger": _("younger hand"),
    "nobody": _("nobody"),
    "a": _("player A"),
    "b": _("player B"),
}


REPLIES = {
    "good": pgettext_lazy("reply", "good"),
    "not_good": pgettext_lazy("reply", "not good"),
    "equal": pgettext_lazy("reply", "equal"),
}


SEQUENCE_NAMES = {
    "none": _("no sequence"),
    "tierce": pgettext_lazy("sequence", "tierce"),
    "quart": pgettext_lazy("sequence", "quart"),
    "quint": pgettext_lazy("sequence", "quint"),
    "sixieme": pgettext_lazy("sequence", "sixième"),
    "septieme": pgettext_lazy("sequence", "septième"),
    "huitieme": pgettext_lazy("sequence", "huitième"),
}


TO_TOP = {
    "A": pgettext_lazy("sequence top", "to the ace"),
    "K": pgettext_lazy("sequence top", "to the king"),
    "Q": pgettext_lazy("sequence top", "to the queen"),
    "J": pgettext_lazy("sequence top", "to the jack"),
    "T": pgettext_lazy("sequence top", "to the ten"),
    "9": pgettext_lazy("sequence top", "to the nine"),
}


SETS = {
    "trio A": _("three aces"),
    "trio K": _("three kings"),
    "trio Q": _("three queens"),
    "trio J": _("three jacks"),
    "trio T": _("three tens"),
    "quatorze A": _("fourteen aces"),
    "quatorze K": _("fourteen kings"),
    "quatorze Q": _("fourteen queens"),
    "quatorze J": _("fourteen jacks"),
    "quatorze T": _("fourteen tens"),
    "none": _("no set"),
}


BONUSES = {
    "repique": pgettext_lazy("bonus", "repique"),
    "pique": pgettext_lazy("bonus", "pique"),
    "none": _("neither"),
}


#: Score headings and event categories of the engine.
CATEGORIES = {
    "carte_blanche": pgettext_lazy("drill kind", "Carte blanche"),
    "point": pgettext_lazy("declaration", "Point"),
    "sequence": _("Sequences"),
    "sets": _("Sets"),
    "carte_rouge": _("Carte rouge"),
    "repique": pgettext_lazy("bonus", "repique"),
    "pique": pgettext_lazy("bonus", "pique"),
    "lead": _("lead"),
    "trick": _("trick won"),
    "last_trick": _("last trick"),
    "tricks_points": _("points in play"),
    "cards": _("the cards"),
    "capot": _("capot"),
}


RULES = {
    "cavendish": _("Cavendish's laws"),
    "german_text": _("an older German rule set"),
    "dutch_text": _("a stricter house rule"),
    "au_cent": _("Piquet au cent"),
}


def _sequence(name: str, top: str | None = None) -> str:
    if top is None:
        return str(SEQUENCE_NAMES[name])
    return f"{SEQUENCE_NAMES[name]} {TO_TOP[top]}"


def announcement_text(prompt: Mapping[str, Any]) -> str:
    """What elder says at a step (``{}``: the kind's standard question, see kind_prompt)."""
    category = prompt.get("category")
    if category == "point":
        return str(_("Point of %(length)s.")) % {"length": prompt["length"]}
    if category == "point_value":
        return str(_("Making %(value)s.")) % {"value": prompt["value"]}
    if category == "sequence":  # called in one go: length and top card
        return capfirst(_sequence(prompt["name"], prompt.get("top"))) + "."
    if category == "sets":
        return capfirst(str(SETS[f"{prompt['kind']} {prompt['rank']}"])) + "."
    if category == "elder_score":
        question = str(_("What does elder score in hand?"))
        reckoned = [_reckoned(item) for item in prompt.get("reckoned", ())]
        if not reckoned:
            nothing = str(_("Elder has nothing good to reckon."))
            return f"{nothing} {question}"
        said = str(_("Elder reckons aloud: %(items)s.")) % {"items": _and(reckoned)}
        return f"{said} {question}"
    if category is None:
        return ""
    # An unknown category once made the table's sequence calls read “”: say so instead.
    raise ValueError(f"no words for a prompt of category {category!r}")


def _reckoned(item: tuple[str, str, str, str]) -> str:
    """One combination elder reckons: ``("point", "5", "", "H")``, ``("sequence", "quart",
    "K", "S")`` or ``("sets", "trio", "A", "")``."""
    category, a, b, suit = item
    if category == "sets":
        return str(SETS[f"{a} {b}"])
    if category == "point":
        combination = str(pgettext_lazy("reckoning", "point of %(length)s")) % {"length": a}
    else:
        combination = _sequence(a, b)
    return str(pgettext_lazy("reckoning", "%(combination)s in %(suit)s")) % {
        "combination": combination,
        "suit": SUIT_NAMES[suit],
    }


def _and(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return str(_("%(items)s and %(last)s")) % {"items": ", ".join(items[:-1]), "last": items[-1]}


REASONS = {
    "point_best": _("Your point is %(suit)s: %(length)s cards (%(cards)s), worth %(value)s."),
    "point_suit_tie_value": _(
        "%(suit)s and %(other_suit)s both have %(length)s cards; the value decides: "
        "%(value)s against %(other_value)s."
    ),
    "point_suit_tie_same": _(
        "%(suit)s and %(other_suit)s both have %(length)s cards worth %(value)s: either is "
        "the same point."
    ),
    "point_value_rule": _(
        "Value: ace 11, king, queen, jack and ten 10 each, the others their pips: "
        "%(cards)s make %(value)s."
    ),
    "sequence_none_held": _("No three cards of a suit follow each other: no sequence."),
    "sequences_held": _("Your sequences: %(items)s; together %(total)s."),
    "sequence_tie_top": _(
        "Two sequences of the same length: the higher top card is the better, "
        "%(name)s %(top)s against %(other_top)s."
    ),
    "sequence_one_run": _("%(length)s cards in a row are one %(name)s, not two shorter sequences."),
    "sequence_scores": _(
        "A tierce scores 3, a quart 4, a quint 15, a sixième 16, a septième 17, a huitième 18."
    ),
    "sets_held": _("Your sets: %(items)s; together %(total)s."),
    "sets_none_held": _("No three aces, kings, queens, jacks or tens: no set."),
    "sets_only_ten_and_up": _(
        "Only aces, kings, queens, jacks and tens make sets; three or four %(ranks)s "
        "count for nothing."
    ),
    "set_scores": _("A trio scores 3, a quatorze 14."),
    "carte_blanche_yes": _("No king, queen or jack among the twelve cards: carte blanche (10)."),
    "carte_blanche_no": _("The hand holds court cards (%(courts)s): no carte blanche."),
    "carte_blanche_rule": _(
        "A carte blanche is a dealt hand of twelve cards without king, queen or jack."
    ),
    "exchange_younger_max": _(
        "Elder exchanged %(elder_exchanged)s; under %(rules)s younger may exchange "
        "%(younger_min)s to %(younger_max)s."
    ),
    "exchange_younger_bottom": _("Under these rules younger takes only from the bottom three."),
    "exchange_elder_sees": _(
        "Elder took %(elder_exchanged)s of his five cards, so he may look at the "
        "%(elder_sees)s he leaves."
    ),
    "point_longer": _(
        "Point: %(elder_length)s cards for elder against %(younger_length)s for younger: "
        "the longer wins; %(winner)s scores %(score)s."
    ),
    "point_tie_value": _(
        "Point: %(length)s cards each; the value decides, %(elder_value)s for elder against "
        "%(younger_value)s for younger: %(winner)s scores %(score)s."
    ),
    "point_equal": _(
        "Point: %(length)s cards worth %(value)s each: equal, nobody scores the point."
    ),
    "point_same_length": _(
        "Younger also has %(length)s cards: equal; elder must now tell the value."
    ),
    "sequence_none": _("Sequences: neither player has one."),
    "sequence_uncontested": _(
        "Sequences: only %(winner)s has one (%(name)s %(top)s); %(winner)s scores %(score)s."
    ),
    "sequence_longer": _(
        "Sequences: elder's %(elder_name)s %(elder_top)s against younger's %(younger_name)s "
        "%(younger_top)s: the longer wins; %(winner)s scores %(score)s."
    ),
    "sequence_higher_top": _(
        "Sequences: a %(name)s each; the higher top card wins, elder's %(elder_top)s against "
        "younger's %(younger_top)s: %(winner)s scores %(score)s."
    ),
    "sequence_equal": _(
        "Sequences: both have a %(name)s %(top)s: equal, nobody scores any sequence."
    ),
    "category_won_whole": _(
        "The winner of a category scores everything he holds in it: %(items)s, %(score)s "
        "for %(winner)s."
    ),
    "sets_none": _("Sets: neither player has a trio or a quatorze that counts."),
    "sets_uncontested": _("Sets: only %(winner)s has one (%(set)s); %(winner)s scores %(score)s."),
    "sets_quatorze_beats_trio": _(
        "Sets: %(elder_set)s for elder against %(younger_set)s for younger: any quatorze "
        "beats any trio; %(winner)s scores %(score)s."
    ),
    "sets_higher_rank": _(
        "Sets: elder's %(elder_set)s against younger's %(younger_set)s: the higher rank "
        "wins; %(winner)s scores %(score)s."
    ),
    "announce_point": _(
        "For point elder calls only the number of cards of his longest suit: “Point of %(length)s.”"
    ),
    "announce_sequence": _("Elder calls his best sequence: “%(sequence)s.”"),
    "announce_no_sequence": _("Elder has no sequence to call."),
    "announce_sets": _("Elder calls his best set: “%(set)s.”"),
    "announce_no_sets": _("Elder has no set to call."),
    "elder_scores": _("Elder scores in hand: %(items)s = %(total)s."),
    "reckoning_order": _(
        "In the order of reckoning (carte blanche, point, sequences, sets, then the play): "
        "%(items)s."
    ),
    "repique": _(
        "%(who)s reaches 30 in hand before the opponent has scored anything: repique, 60 "
        "more; %(total)s so far."
    ),
    "pique": _(
        "Elder reaches 30 in hand and play before younger has scored anything: pique, 30 "
        "more; %(total)s so far."
    ),
    "no_bonus": _(
        "Nobody reached 30 before the other scored: no bonus (elder %(elder)s, younger "
        "%(younger)s so far)."
    ),
    "bonus_rules": _(
        "Repique (60): 30 from hand alone, in the order of reckoning, before the opponent "
        "scores. Pique (30): elder only, 30 in hand and play before younger scores. "
        "Equalities save nothing."
    ),
    "must_follow_suit": _("Led: %(led)s. You hold %(suit)s, so you must follow suit: %(cards)s."),
    "cannot_follow_suit": _("Led: %(led)s. You have no %(suit)s, so you may play any card."),
    "trick_higher_card": _(
        "The higher card of the suit led wins: %(card)s beats %(other)s; %(winner)s takes "
        "the trick."
    ),
    "trick_not_followed": _(
        "%(played)s is not of the suit led (%(led)s) and cannot win: %(winner)s takes the trick."
    ),
    "lead_scores_one": _("Leading a card scores 1 for %(leader)s."),
    "win_scores_one": _("Winning the opponent's lead scores 1 for %(winner)s."),
    "last_trick_point": _("The last trick scores 1 more for %(winner)s."),
    "deal_scores": _(
        "Elder: %(elder)s = %(elder_total)s. Younger: %(younger)s = %(younger_total)s."
    ),
    "capot": _("All twelve tricks to one player: capot, 40 (instead of 10 for the cards)."),
    "cards_ten": _(
        "Tricks %(elder_tricks)s to %(younger_tricks)s: the cards, 10 for the winner of "
        "seven or more."
    ),
    "cards_divided": _("Six tricks each: the cards are divided, nobody scores them."),
    "repique_in_deal": _("%(who)s scored a repique (60)."),
    "pique_in_deal": _("%(who)s scored a pique (30)."),
    "partie_totals": _("After %(deals)s deals: player A %(a)s, player B %(b)s."),
    "rubicon_tie_two_more": _("Tied at %(total)s after six deals: two more deals are played."),
    "rubicon_drawn": _("Tied again after eight deals (%(a)s all): the partie is drawn."),
    "rubicon_sum": _(
        "The loser has %(loser_total)s, under 100: rubiconed. %(winner)s scores the sum plus "
        "100: %(winner_total)s + %(loser_total)s + 100 = %(score)s."
    ),
    "rubicon_difference": _(
        "The loser reached 100: %(winner)s scores the difference plus 100: "
        "%(winner_total)s − %(loser_total)s + 100 = %(score)s."
    ),
}


#: A reason whose numbers are all nought in its own words, so that no sentence reads
#: "Elder scores in hand: = 0." or "he may look at the 0 he leaves".
NOTHING_REASONS = {
    "elder_scores": _("Elder scores nothing in hand."),
    "exchange_elder_sees": _(
        "Elder took all five of his cards, so none is left for him to look at."
    ),
}


CONCEPTS = {
    "point_length": _("The point scores its number of cards"),
    "point_value": _("Counting the value of a point"),
    "point_tie_value": _("Equal point: the value decides"),
    "equal_nobody_scores": _("Exactly equal: nobody scores"),
    "sequence_names": _("Naming sequences"),
    "sequence_top": _("The top card of a sequence"),
    "sequence_scores": _("What sequences score (a quint 15)"),
    "sequence_longer_wins": _("The longer sequence wins"),
    "sequence_tie_top": _("Equal sequences: the top card decides"),
    "category_won_whole": _("The winner scores all his combinations"),
    "sets_which_count": _("Which sets count"),
    "sets_only_ten_and_up": _("Only tens and higher make sets"),
    "set_scores": _("What sets score (trio 3, quatorze 14)"),
    "quatorze_beats_trio": _("Any quatorze beats any trio"),
    "sets_higher_rank": _("Sets of a kind: the higher rank wins"),
    "carte_blanche": pgettext_lazy("drill kind", "Carte blanche"),
    "exchange_younger_max": _("How many cards younger may exchange"),
    "exchange_elder_sees": _("The cards elder leaves and may see"),
    "rules_options": _("Where the rules differ"),
    "announce_point": _("Calling the point"),
    "announce_sequence": _("Calling the sequence"),
    "announce_sets": _("Calling the sets"),
    "repique_category_order": _("Repique counts in the order of reckoning"),
    "pique_elder_only": _("Pique: elder only, hand and play"),
    "bonus_saved": _("What saves a repique or a pique"),
    "bonus_total": _("Adding the bonus to the total"),
    "follow_suit": _("Following suit"),
    "trick_higher_card": _("The higher card of the suit led wins"),
    "trick_suit_led": _("Another suit never wins a trick"),
    "lead_scores_one": _("A card led scores 1"),
    "win_scores_one": _("Winning the opponent's lead scores 1"),
    "last_trick_point": _("The last trick scores 1 more"),
    "deal_reckoning": _("Scoring a whole deal"),
    "capot": _("Capot (40)"),
    "the_cards": _("The cards (10 for seven tricks or more)"),
    "cards_at_six_all": _("Six tricks each: nobody scores the cards"),
    "rubicon_sum": _("Rubiconed: the sum plus 100"),
    "rubicon_difference": _("Not rubiconed: the difference plus 100"),
    "rubicon_tie": _("A tied partie: two more deals"),
    "rubicon_under_100": _("Under 100 is rubiconed"),
}
