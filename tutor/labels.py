"""Translated labels for the drill layer's language-neutral data.

The drills (``tutor/drills``) return kinds, field names, choice values, step prompts,
reason codes, concept ids and error codes; this module turns each into text in the
active language through gettext. Every function returns a plain ``str``.

``kind_label(kind)`` / ``kind_description(kind)`` / ``kind_prompt(kind)``,
``field_label(name)``, ``option_label(field, value, kind=None)``, ``announcement_text(prompt)``,
``reason_text(reason)``, ``concept_label(id)``, ``error_text(code)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.text import capfirst
from django.utils.translation import get_language, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from tutor.cardfaces import RANK_LETTERS, RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS, card_face

__all__ = [
    "CONCEPTS",
    "ERRORS",
    "FIELDS",
    "KIND_LABELS",
    "REASONS",
    "SEATS",
    "SPADES_SHOW",
    "TEAMS",
    "announcement_text",
    "concept_label",
    "error_text",
    "field_label",
    "kind_description",
    "kind_label",
    "kind_prompt",
    "option_label",
    "reason_text",
]

# --- kinds: name, one-line description, the standard question --------------------------

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
    # --- Spades ---
    "spades_hand": (
        pgettext_lazy("drill kind", "Scoring a Spades hand"),
        _("Score one hand of Spades from the bids and the tricks taken, nil included."),
        _(
            "What does each team score in this hand (nil bonuses and penalties included, bag "
            "penalties not), and how many bags does each team take?"
        ),
    ),
    "spades_bags": (
        pgettext_lazy("drill kind", "Bags"),
        _("Carry the totals and the bags from hand to hand: every ten bags cost 100."),
        _("What are each team's total and carried bags after this hand?"),
    ),
    "spades_legal": (
        pgettext_lazy("drill kind", "Following suit in Spades"),
        _("Which cards you may play in Spades: following suit and breaking spades."),
        _("Which of your cards may you play?"),
    ),
    "spades_trick": (
        pgettext_lazy("drill kind", "Trumps"),
        _("Who wins a trick when spades are trumps."),
        _("Who wins this trick?"),
    ),
    "spades_game": (
        pgettext_lazy("drill kind", "Winning the game"),
        _("Has a team won the game to 500?"),
        _("Which team has won the game, if any?"),
    ),
}


def kind_label(kind: str) -> str:
    return str(KIND_LABELS[kind][0])


def kind_description(kind: str) -> str:
    return str(KIND_LABELS[kind][1])


def kind_prompt(kind: str) -> str:
    return str(KIND_LABELS[kind][2])


# --- answer fields ------------------------------------------------------------------------

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
    "points_a": _("Team A's points in this hand"),
    "points_b": _("Team B's points in this hand"),
    "bags_a": _("Team A's bags"),
    "bags_b": _("Team B's bags"),
    "score_a": _("Team A's total"),
    "score_b": _("Team B's total"),
}


def field_label(name: str) -> str:
    return str(FIELDS[name])


# --- choice options -------------------------------------------------------------------------

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
YES_NO = {"yes": _("yes"), "no": _("no")}
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
#: Spades: the seats (0–3 clockwise) and the two partnerships.
SEATS = {
    "0": pgettext_lazy("seat", "North"),
    "1": pgettext_lazy("seat", "East"),
    "2": pgettext_lazy("seat", "South"),
    "3": pgettext_lazy("seat", "West"),
}
TEAMS = {
    "a": _("team A (North and South)"),
    "b": _("team B (East and West)"),
    "nobody": _("nobody"),
}
#: What a Spades question shows, as a caption (``show`` keys the Piquet kinds do not use).
SPADES_SHOW = {
    "bids": _("Bids (North, East, South, West)"),
    "taken": _("Tricks taken (North, East, South, West)"),
    "scores": _("Totals before the hand (team A, team B)"),
    "bags": _("Bags carried before the hand (team A, team B)"),
    "broken": _("Spades broken"),
}
#: The kinds whose ``a``/``b`` choices are Spades teams, not Piquet players.
_TEAM_KINDS = ("spades_game",)

RULES = {
    "cavendish": _("Cavendish's laws"),
    "german_text": _("an older German rule set"),
    "dutch_text": _("a stricter house rule"),
    "au_cent": _("Piquet au cent"),
}

_OPTIONS_BY_FIELD = {
    "point_winner": PLAYERS,
    "sequence_winner": PLAYERS,
    "sets_winner": PLAYERS,
    "who": PLAYERS,
    "winner": PLAYERS,
    "point": REPLIES,
    "point_value": REPLIES,
    "sequence": REPLIES,
    "sets": REPLIES,
    "carte_blanche": YES_NO,
    "rubiconed": YES_NO,
    "name": SEQUENCE_NAMES,
    "bonus": BONUSES,
}


def _rank(value: str) -> str:
    return str(RANK_NAMES[value])


def option_label(field: str, value: str, kind: str | None = None) -> str:
    """The label of a choice value of ``field`` (a card for a ``cards`` field).

    ``kind`` tells Spades teams (``a``/``b`` of ``spades_game``) from Piquet's players A
    and B; Spades seats (``0``–``3``) need no kind.
    """
    if kind in _TEAM_KINDS and value in TEAMS:
        return str(TEAMS[value])
    if field == "winner" and value in SEATS:
        return str(SEATS[value])
    if field == "cards":
        return card_face(value).name
    if field in ("top", "ranks") or (field == "sequence_top" and value in RANK_NAMES):
        return _rank(value)
    if field == "sequence" and value in SEQUENCE_NAMES:
        return str(SEQUENCE_NAMES[value])  # announce: the sequence's name
    if field == "sets" and value in SETS:
        return capfirst(str(SETS[value]))  # announce: the best set
    return str(_OPTIONS_BY_FIELD[field][value])


# --- elder's calls (the steps of the dialogue) -----------------------------------------------


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
    return ""


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


# --- reasons --------------------------------------------------------------------------------

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
    # --- Spades ---
    "spades_contract_made": _(
        "%(team)s bid %(contract)s and took %(tricks)s: made, 10 × %(contract)s plus "
        "%(overtricks)s for the overtricks = %(points)s."
    ),
    "spades_contract_failed": _(
        "%(team)s bid %(contract)s but took only %(tricks)s: the contract fails, "
        "−10 × %(contract)s = %(points)s."
    ),
    "spades_both_nil": _(
        "Both players of %(team)s bid nil: there is no contract, each nil is scored on its own."
    ),
    "spades_nil_made": _("%(seat)s bid nil and took no trick: +100 for %(team)s."),
    "spades_nil_failed": _(
        "%(seat)s bid nil but took %(tricks)s: −100 for %(team)s. These tricks do not count "
        "toward the partner's bid, but they are bags."
    ),
    "spades_team_hand": _("%(team)s: %(points)s points and %(bags)s bags in this hand."),
    "spades_bags_carry": _(
        "%(team)s: %(carried)s bags carried + %(new)s = %(total)s, fewer than ten: no "
        "penalty, all carried over."
    ),
    "spades_bags_penalty": _(
        "%(team)s: %(carried)s bags carried + %(new)s = %(total)s: every ten cost 100 "
        "(−%(penalty)s), %(left)s carried over."
    ),
    "spades_score_after": _("%(team)s: %(before)s + %(points)s − %(penalty)s = %(after)s."),
    "spades_must_follow": _("Led: %(led)s. You hold %(suit)s, so you must follow suit: %(cards)s."),
    "spades_cannot_follow": _(
        "Led: %(led)s. You have no %(suit)s, so you may play any card: trumping with a spade "
        "is allowed, not required."
    ),
    "spades_lead_broken": _("You lead and spades are broken: you may lead any card."),
    "spades_lead_not_broken": _(
        "You lead and no spade has been played yet: you may lead any card but a spade (%(cards)s)."
    ),
    "spades_lead_only_spades": _(
        "You lead and hold nothing but spades: you may lead one although spades are not broken."
    ),
    "spades_trick_suit_led": _(
        "Nobody played a spade: the highest %(suit)s wins, %(card)s; %(winner_seat)s takes "
        "the trick."
    ),
    "spades_trick_trumped": _(
        "Spades are trumps: %(card)s beats every card of another suit, even though %(led)s "
        "was led; %(winner_seat)s takes the trick."
    ),
    "spades_trick_highest_spade": _(
        "%(count)s spades were played: the highest, %(card)s, wins; %(winner_seat)s takes "
        "the trick."
    ),
    "spades_game_won": _(
        "%(winner_team)s has %(score)s, 500 or more, against %(other_score)s: %(winner_team)s wins "
        "the game."
    ),
    "spades_game_both_over": _(
        "Both teams have 500 or more: the higher score wins, %(score)s against %(other_score)s; "
        "%(winner_team)s wins the game."
    ),
    "spades_game_tie": _("Both teams have %(score)s: equal scores play on, nobody has won yet."),
    "spades_game_not_yet": _(
        "Team A has %(a)s, team B %(b)s: neither has 500, so the game goes on."
    ),
    "spades_game_rule": _(
        "A team wins with 500 or more; if both reach it, the higher score wins; equal scores "
        "play on; negative scores never end the game."
    ),
}


def _short(cards: str) -> str:
    """Cards in notation as the locale's rank letters and suit symbols: ``D♥ 10♠``."""
    return " ".join(f"{RANK_LETTERS[c[0]]}{SUIT_SYMBOLS[c[1]]}" for c in cards.split())


def _player(value: str) -> str:
    return str(PLAYERS.get(value, value))


def _in_sentence(category: str) -> str:
    """A category heading inside a sentence: lower case, except German nouns."""
    text = str(CATEGORIES[category])
    if (get_language() or "").startswith("de"):
        return text
    return text[:1].lower() + text[1:]


def _items_text(code: str, items: tuple) -> str:
    """A list of combinations or scores as one phrase."""
    parts = []
    for item in items:
        if code == "sequences_held":
            name, top, _suit, score = item
            parts.append(f"{_sequence(name, top)} ({score})")
        elif code in ("sets_held", "category_won_whole") and item[0] in ("trio", "quatorze"):
            kind, rank, score = item
            parts.append(f"{SETS[f'{kind} {rank}']} ({score})")
        elif code == "category_won_whole":
            name, top, score = item
            parts.append(f"{_sequence(name, top)} ({score})")
        elif code == "elder_scores":
            category, points = item
            parts.append(f"{_in_sentence(category)} {points}")
        elif code == "reckoning_order":
            who, category, points = item
            parts.append(f"{_player(who)}: {_in_sentence(category)} {points}")
        else:  # deal_scores: (heading, points)
            heading, points = item
            parts.append(f"{_in_sentence(heading)} {points}")
    return " + ".join(parts) if code != "reckoning_order" else "; ".join(parts)


#: A reason whose numbers are all nought in its own words, so that no sentence reads
#: "Elder scores in hand: = 0." or "he may look at the 0 he leaves".
NOTHING_REASONS = {
    "elder_scores": _("Elder scores nothing in hand."),
    "exchange_elder_sees": _(
        "Elder took all five of his cards, so none is left for him to look at."
    ),
}


def _is_nothing(code: str, raw: dict) -> bool:
    if code == "elder_scores":
        return not raw.get("items")
    if code == "exchange_elder_sees":
        return raw.get("elder_sees") == 0
    return False


def reason_text(reason: Any) -> str:
    """One sentence for a drill ``Reason`` (code and params), in the active language."""
    code, raw = reason.code, dict(reason.params)
    if _is_nothing(code, raw):
        return capfirst(str(NOTHING_REASONS[code]))
    p: dict[str, object] = dict(raw)
    for key in ("winner", "who", "leader"):
        if key in p:
            p[key] = _player(str(raw[key]))
    for key in ("team", "winner_team"):
        if key in p:
            p[key] = str(TEAMS[str(raw[key])])
    for key in ("seat", "winner_seat"):
        if key in p:
            p[key] = str(SEATS[str(raw[key])])
    for key in ("led", "played", "card", "other"):
        if key in p:
            p[key] = card_face(str(raw[key])).name
    for key in ("cards", "courts"):
        if key in p:
            p[key] = _short(str(raw[key]))
    for key in ("suit", "other_suit"):
        if key in p and isinstance(raw[key], str):
            p[key] = str(SUIT_NAMES[raw[key]])
    if code in ("sequence_tie_top", "sequence_uncontested", "sequence_equal"):
        p["top"] = str(TO_TOP[raw["top"]])
    if code == "sequence_tie_top":
        p["other_top"] = str(TO_TOP[raw["other_top"]])
    if code in ("sequence_longer", "sequence_higher_top"):
        p["elder_top"] = str(TO_TOP[raw["elder_top"]])
        p["younger_top"] = str(TO_TOP[raw["younger_top"]])
    for key in ("name", "elder_name", "younger_name"):
        if key in p:
            p[key] = str(SEQUENCE_NAMES[raw[key]])
    if code == "sets_uncontested":
        p["set"] = str(SETS[f"{raw['kind']} {raw['rank']}"])
    if code == "sets_quatorze_beats_trio":
        p["elder_set"] = str(SETS[f"{raw['elder_kind']} {raw['elder_rank']}"])
        p["younger_set"] = str(SETS[f"{raw['younger_kind']} {raw['younger_rank']}"])
    if code == "sets_higher_rank":
        p["elder_set"] = str(SETS[f"{raw['kind']} {raw['elder_rank']}"])
        p["younger_set"] = str(SETS[f"{raw['kind']} {raw['younger_rank']}"])
    if code == "announce_sequence":
        p["sequence"] = capfirst(_sequence(raw["name"], raw["top"]))
    if code == "announce_sets":
        p["set"] = capfirst(str(SETS[f"{raw['kind']} {raw['rank']}"]))
    if code == "sets_only_ten_and_up":
        p["ranks"] = ", ".join(_rank(r) for r in raw["ranks"])
    if code == "exchange_younger_max":
        p["rules"] = str(RULES[raw["rules"]])
    if "items" in raw:
        p["items"] = _items_text(code, raw["items"])
    if code == "deal_scores":
        p["elder"] = _items_text(code, raw["elder"]) or "0"
        p["younger"] = _items_text(code, raw["younger"]) or "0"
    text = str(REASONS[code]) % p
    if code == "exchange_younger_max" and raw.get("bottom_three_only"):
        text += " " + str(REASONS["exchange_younger_bottom"])
    return capfirst(text)


# --- concepts (filed for spaced review) -------------------------------------------------------

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
    # --- Spades ---
    "spades_contract": _("The team's contract: 10 per trick bid"),
    "spades_set": _("A failed contract: minus 10 per trick bid"),
    "spades_overtricks": _("Overtricks are bags, 1 point each"),
    "spades_nil": _("Nil: +100 for no trick"),
    "spades_failed_nil": _("A failed nil: −100, its tricks are bags"),
    "spades_both_nil": _("Both partners nil"),
    "spades_bag_carry": _("Carrying bags over"),
    "spades_bag_penalty": _("Ten bags cost 100"),
    "spades_trumping_optional": _("Void in the suit led: any card"),
    "spades_broken": _("Leading spades only once they are broken"),
    "spades_trump": _("Spades are always trumps"),
    "spades_suit_led": _("Without spades the suit led wins"),
    "spades_game_500": _("The game is won at 500"),
    "spades_game_both_over": _("Both over 500: the higher score wins"),
    "spades_game_tie": _("Equal scores play on"),
}


def concept_label(concept: str) -> str:
    return str(CONCEPTS[concept])


# --- errors -------------------------------------------------------------------------------------

ERRORS = {
    "unknown_kind": _("There is no such kind of question."),
    "bad_level": _("The level must be 1, 2 or 3."),
    "bad_seed": _("The question number is not valid."),
    "bad_params": _("This question's hands or settings are not valid."),
    "bad_answer": _(
        "The answer could not be read: fill in every field with one of the values offered."
    ),
}


def error_text(code: str) -> str:
    return str(ERRORS.get(code, ERRORS["bad_params"]))
