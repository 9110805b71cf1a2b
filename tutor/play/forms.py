"""The sit-down forms: Piquet (opponent, rules, one deal or a partie, seat, open hands) and
Spades (the computers' level)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from tutor.play import coach_labels, labels, spades_labels
from tutor.play.opponent import LEVELS
from tutor.play.spades_opponent import LEVEL_KEYS
from tutor.play.spades_opponent import LEVELS as SPADES_LEVELS
from tutor.play.table import KINDS, SEATS


class SitDownForm(forms.Form):
    level = forms.TypedChoiceField(
        label=_("Opponent"),
        coerce=int,
        choices=[(n, labels.OPPONENTS[n][0]) for n in LEVELS],
        initial=1,
        widget=forms.RadioSelect,
    )
    preset = forms.ChoiceField(
        label=_("Rules"),
        choices=[(k, v[0]) for k, v in labels.PRESETS.items()],
        initial="cavendish",
        widget=forms.RadioSelect,
    )
    kind = forms.ChoiceField(
        label=_("Game"),
        choices=[(k, labels.KINDS[k]) for k in KINDS],
        initial="deal",
        widget=forms.RadioSelect,
    )
    seat = forms.ChoiceField(
        label=_("Your seat in a single deal"),
        choices=[(k, labels.SEATS[k]) for k in SEATS],
        initial="cut",
        widget=forms.RadioSelect,
        help_text=_("In a partie the cut decides, and you take turns to deal."),
    )
    open_hands = forms.BooleanField(
        label=_("Open hands: show the computer's cards (for learning)"), required=False
    )
    coaching = forms.ChoiceField(
        label=_("Coach"),
        choices=list(coach_labels.MODES.items()),
        initial="off",
        required=False,
        widget=forms.RadioSelect,
    )

    def clean_coaching(self) -> str:
        return self.cleaned_data.get("coaching") or "off"


class SpadesSitDownForm(forms.Form):
    """The Spades table: the level the three computers play at."""

    level = forms.TypedChoiceField(
        label=_("The computers' level"),
        coerce=int,
        choices=[(n, spades_labels.LEVEL_TEXT[LEVEL_KEYS[n]][0]) for n in SPADES_LEVELS],
        initial=1,
        widget=forms.RadioSelect,
    )
