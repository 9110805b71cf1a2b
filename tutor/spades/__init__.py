"""Spades rules engine: pure Python, no Django, no I/O, randomness injected.

Four players, two fixed partnerships (seats 0 and 2 are team A, 1 and 3 team B), 52
cards, ace high, spades always trumps; each player bids 0–13 once (0 is nil); the game
is to 500. Modules: ``cards`` (cards, hands, notation, seeded deals), ``seats``,
``bidding``, ``play`` (legal plays, trick winner), ``scoring`` (contracts, nil, bags,
the winner), ``game`` (the running game), ``deal`` (one hand as a state machine),
``errors``, ``cli`` (``python -m tutor.spades score|play|bot|match``); the computer
players are in :mod:`tutor.spades.bots`. Shared with Piquet through
:mod:`tutor.cardgame`: the suits, the notation rules, ``make_rng`` and the error base.

Cards (Piquet's notation plus ranks 6–2) and deals::

    >>> from tutor.spades import *
    >>> Hand.parse("2s 10h AS"), [len(h) for h in deal_hands(11, dealer=2)]
    (Hand.parse('AS 2S TH'), [13, 13, 13, 13])

Play — ``legal_plays(hand, led=None, broken=False)``, ``verify_play``/``can_play``,
``winning_card(cards)``, ``trick_winner(leader, cards)``, ``spades_broken(tricks)``,
``play_out(hands, dealer, tricks)``. The two of spades beats the ace of hearts when
hearts were led and its player had no heart::

    >>> trick_winner(Seat.NORTH, "AH 5H 2S KH")
    Seat.SOUTH
    >>> can_play(Hand.parse("2S 3D"), Card.parse("2S"), led=Card.parse("AH"))
    True
    >>> can_play(Hand.parse("2S 3H"), Card.parse("2S"), led=Card.parse("AH"))
    False
    >>> legal_plays(Hand.parse("AS KS 2D"), broken=False)  # spades not broken yet
    (Card.parse('2D'),)
    >>> legal_plays(Hand.parse("AS KS"), broken=False)  # nothing but spades
    (Card.parse('AS'), Card.parse('KS'))

Scoring — ``score_hand(bids, tricks, scores=(0, 0), bags=(0, 0))`` → ``HandScore``
(``teams``: a ``TeamHand`` each with ``contract``, ``made``, ``nils``, ``bags``,
``points``; ``penalties``, ``scores``, ``bags``, ``winner``); ``game_winner(scores)``;
``add_bags(carried, new)``. Team A bids 5 + 3 and takes 9: 80 + 1; its 8 carried bags
and this one make 9. Team B bids nil + 4 and takes 4, the nil bidder none: 40 + 100::

    >>> s = score_hand([5, 0, 3, 4], [6, 0, 3, 4], scores=[300, 420], bags=[8, 2])
    >>> s.scores, s.bags, [t.points for t in s.teams], s.winner
    ((381, 560), (9, 2), [81, 140], Team.B)

The running game — ``Game.new(seed)``, ``game.record(bids, tricks)`` → the next
``Game``; one hand step by step — ``Deal.new(seed, dealer)`` with ``verify_bid``/
``can_bid``/``bid`` and ``verify_play``/``can_play``/``play``, ``legal_plays``,
``tricks_won``, ``score()``.

Errors are ``SpadesError`` (a ``ValueError``) with a stable ``code``
(``NotationError``, ``InvalidInputError``, ``IllegalActionError``; see ``ERROR_CODES``).
"""

from .bidding import MAX_BID, NIL, can_bid, nil_bidders, read_bids, team_contract, verify_bid
from .cards import (
    CARDS,
    PACK,
    Card,
    Hand,
    Rank,
    Suit,
    deal_hands,
    format_cards,
    parse_card,
    parse_cards,
    shuffled_pack,
)
from .deal import Deal, Phase
from .errors import ERROR_CODES, IllegalActionError, InvalidInputError, NotationError, SpadesError
from .game import Game, first_dealer
from .play import (
    Trick,
    can_play,
    legal_plays,
    play_out,
    spades_broken,
    trick_winner,
    verify_play,
    winning_card,
)
from .scoring import (
    BAG_LIMIT,
    BAG_PENALTY,
    GAME,
    NIL_POINTS,
    HandScore,
    NilResult,
    TeamHand,
    add_bags,
    game_winner,
    read_tricks,
    score_hand,
    score_team,
)
from .seats import Seat, Team, seat

__all__ = [
    "BAG_LIMIT",
    "BAG_PENALTY",
    "CARDS",
    "ERROR_CODES",
    "GAME",
    "MAX_BID",
    "NIL",
    "NIL_POINTS",
    "PACK",
    "Card",
    "Deal",
    "Game",
    "Hand",
    "HandScore",
    "IllegalActionError",
    "InvalidInputError",
    "NilResult",
    "NotationError",
    "Phase",
    "Rank",
    "Seat",
    "SpadesError",
    "Suit",
    "Team",
    "TeamHand",
    "Trick",
    "add_bags",
    "can_bid",
    "can_play",
    "deal_hands",
    "first_dealer",
    "format_cards",
    "game_winner",
    "legal_plays",
    "nil_bidders",
    "parse_card",
    "parse_cards",
    "play_out",
    "read_bids",
    "read_tricks",
    "score_hand",
    "score_team",
    "seat",
    "shuffled_pack",
    "spades_broken",
    "team_contract",
    "trick_winner",
    "verify_bid",
    "verify_play",
    "winning_card",
]
