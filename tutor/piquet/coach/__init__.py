"""The coach's evaluator: every legal option of a decision rated in expected points for
the deciding player, with the reasons in engine terms. Pure Python, beside the bots
(whose knowledge, sampling, rollouts and exact solver it uses).

Use::

    ratings = rate(view_of(deal, player), seed)   # best first
    best = ratings[0].decision                    # a bots Decision, legal for the Deal
    accepted(ratings, margin=2.0)                 # within 2 points of the best, ties included
    cost(ratings, decision)                       # what a decision costs against the best
    rate_open(deal)                               # both hands open (level-1 positions)

What is rated (``View.decision``):

* ``exchange``: every legal discard of every legal count (:mod:`.exchange`);
* ``declare``: declaring everything, and sinking the sequences, the sets or both
  (:mod:`.declare`);
* ``play``: every legal card (:mod:`.play`);
* ``leftovers`` (younger's Law 36 choice): both answers, 0 each (no points hang on it).

What ``Rating.value`` counts: the expected points still to come in this deal for the
deciding player minus his opponent's, over the hidden cards consistent with what he knows
(sampled with a fixed seed; every consistent opponent hand when they are few; exact with
open hands in the last tricks):

* exchange: the point, sequence and sets of the final hands as the engine compares
  them, a repique (60) when one side reaches 30 in hand alone, and a rough share of the
  tricks and the cards (the bots' quick count of top cards);
* declare: what the declaration scores in hand against the opponent's (and the repique);
* play: the points of the rest of the deal's play (leads, tricks won, the last trick, the
  cards 10, the capot 40), a pique still possible (30), and in the last deal of a Rubicon
  partie (five deals scored) the partie's result instead of the deal's points.

Limits (what the value does not see): the exchange takes the opponent's hand as twelve
of the unseen cards (not his own exchange after elder's) and rates the discards outside
the best 40 of its first pass on 6 deals only; the information a call or a discard gives
away is not valued (so sinking never gains, it can only tie); the play is solved
double-dummy in each consistent opponent hand (the player is assumed to play as well as
if he saw it; in a Rubicon partie's last deal both are assumed to play for the partie's
result, exactly in the last six tricks and by the bots' rollouts before them); in the
last six tricks a pique still to make is not counted.

``REASON_CODES`` maps every code to the names of its terms. The reasons of one rating
split its value into shares (their ``points`` add up to the
value); reasons with 0 points are facts with no share of their own. Codes and terms
(``params``; ``suit`` is a ``Suit.value``, ``rank`` a ``Rank.value``):

Exchange (the hand's point, best sequence and best set, each with its category's share):

* ``keeps_point`` / ``breaks_point`` {suit, length[, kept]}: the point suit is kept whole
  / some of it is discarded (``kept``: how many of its cards stay);
* ``point_odds`` {}: the point share when the hand has no point (never: every hand has
  one; kept for symmetry);
* ``keeps_sequence`` / ``breaks_sequence`` {suit, rank (its top), length, name
  ("tierce" … "huitieme")[, kept]}: the best sequence;
* ``sequence_odds`` {}: the sequence share of a hand with no sequence (what drawing and
  the opponent's sequences are worth);
* ``keeps_set`` / ``breaks_set`` {rank, count, name ("trio"/"quatorze")[, kept]};
* ``set_odds`` {}: the sets share of a hand with no set;
* ``makes_repique`` / ``concedes_repique`` {chance (in how many deals of 100)}: the
  expected repique bonus made / conceded (declaration: without ``chance``);
* ``blocks_repique`` {risk}: fact: this discard concedes no repique in the deals valued,
  while another legal discard concedes one in ``risk`` deals of 100;
* ``wins_cards`` / ``loses_cards`` {tricks (expected tricks of 12, rounded)}: the share
  of the play (tricks and the cards);
* ``keeps_guard`` / ``unguards`` {suit, rank}: fact: a king with a guard or a queen with
  two, heading its suit, stays guarded / loses a guard (Cavendish: elder unguards freely
  to attack, younger keeps his guards);
* ``throws_suit`` {suit}: fact: the whole suit is discarded;
* ``breaks_suits`` {count}: fact: so many suits are discarded from and kept in part
  (Cavendish: do not break into several suits; a broken suit stays ragged);
* ``leaves_cards`` {count}: fact: so many cards the player might take are left.

Declaration (one reason per category):

* ``declares`` {category ("point"/"sequence"/"sets"), scores[, suit, rank, length, name
  | rank, count, name]}: the category's share when declared (``scores``: in how many of
  100 opponent hands the category, declared, scores; the best sequence's or set's terms);
* ``sinks`` {category, scores, the sunk combination's terms as above}: its share when
  sunk (Cavendish: sinking conceals the cards, and costs nothing where ``scores`` is 0);
* ``makes_repique`` / ``concedes_repique`` {}.

Play:

* ``leads`` {suit, rank}: the card's lead point;
* ``wins_trick`` / ``loses_trick`` {suit, rank}: following, the card wins the trick (its
  point) or does not;
* ``last_trick`` / ``loses_last_trick`` {suit, rank}: the same at the twelfth trick (the
  last trick's point included);
* ``later_tricks`` {}: the expected points of the tricks after this one;
* ``wins_cards`` / ``loses_cards`` {}: the expected share of the cards (10);
* ``makes_capot`` / ``concedes_capot`` {}: the expected share of the capot (40);
* ``makes_pique`` / ``concedes_pique`` {}: the expected pique (30) still to be made;
* ``rubicon`` {}: in a Rubicon partie's last deal, what valuing the partie's result
  instead of the deal's points adds;
* ``unguards`` {suit, rank}: fact: the card thrown is the guard of that king or queen.
"""

from __future__ import annotations

from .evaluate import SAMPLES, rate, rate_open
from .ratings import REASON_CODES, Rating, Reason, accepted, cost, find

__all__ = [
    "REASON_CODES",
    "SAMPLES",
    "Rating",
    "Reason",
    "accepted",
    "cost",
    "find",
    "rate",
    "rate_open",
]
