"""Spades' labels: its kinds, fields, seats and teams, what its questions show, reasons,
concepts."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

#: Each kind: name, one-line description, the standard question.
KIND_LABELS = {
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


FIELDS = {
    "points_a": _("Team A's points in this hand"),
    "points_b": _("Team B's points in this hand"),
    "bags_a": _("Team A's bags"),
    "bags_b": _("Team B's bags"),
    "score_a": _("Team A's total"),
    "score_b": _("Team B's total"),
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
SHOW = {
    "bids": _("Bids (North, East, South, West)"),
    "taken": _("Tricks taken (North, East, South, West)"),
    "scores": _("Totals before the hand (team A, team B)"),
    "bags": _("Bags carried before the hand (team A, team B)"),
    "broken": _("Spades broken"),
}


REASONS = {
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


CONCEPTS = {
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
