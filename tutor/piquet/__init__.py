"""Rubicon Piquet rules engine: pure Python, no Django, no I/O, randomness injected.

Default rules are Cavendish's (Laws of Piquet, 1882); options live in :class:`Rules`
(presets ``CAVENDISH``, ``GERMAN_TEXT``, ``DUTCH_TEXT``, ``AU_CENT``).
Modules: ``cards`` (cards, hands, notation, deals, cut), ``rules``, ``declarations``,
``dialogue``, ``exchange``, ``play``, ``scoring`` (event log, repique/pique), ``deal`` (state
machine), ``partie``, ``errors``, ``cli`` (``python -m tutor.piquet declare|score|partie|deal``).

Cards and hands (notation ``AS TH 7C``; ``10H`` accepted)::

    >>> from tutor.piquet import *
    >>> hand = Hand.parse("AS KS QS JS 9S AH KH QH AD TD 9D AC")
    >>> parse_cards("as 10h")
    (Card.parse('AS'), Card.parse('TH'))

Declarations — ``best_point(hand)``, ``sequences(hand)``, ``sets(hand)``,
``compare_declarations(elder, younger)`` (hands declare everything; pass
``Declaration`` values for sinking), results with a ``winner`` and a ``reason``::

    >>> best_point(hand).length, best_point(hand).value
    (5, 50)
    >>> other = Hand.parse("KD QD JD 8D 7D JH TH KC QC JC 9C 8C")
    >>> c = compare_declarations(hand, other)
    >>> (c.point.winner, c.point.reason), (c.sequence.winner, c.sequence.score)
    ((Player.ELDER, Reason.HIGHER_VALUE), (Player.ELDER, 7))
    >>> c.sets.winner, c.sets.reason, c.sets.score
    (Player.ELDER, Reason.QUATORZE, 14)

The dialogue as data — ``dialogue(elder, younger, rules)`` → ``DialogueStep`` values
(``speaker``, ``act``, ``category``, ``reply`` …, ``total``; ``to_dict()``)::

    >>> [s.reply for s in dialogue(hand, other) if s.act is Act.REPLY]
    [Reply.EQUAL, Reply.GOOD, Reply.GOOD, Reply.GOOD]

Play — ``legal_plays(hand, led)``, ``trick_winner(led, played)``, ``play_out(...)``;
scoring — ``score_deal(elder, younger, tricks, rules, elder_dealt=, younger_dealt=)``
and ``score_whole_deal(dealt, elder_discards, younger_discards, tricks, rules)`` return a
``DealScore`` (``events``, ``elder``/``younger`` ``PlayerScore``, ``tricks_won``,
``repique``, ``pique``, ``carte_blanche``)::

    >>> trick_winner(Card.parse("KH"), Card.parse("AH"))
    Card.parse('AH')

The deal state machine — ``Deal.new(seed, rules)``; ``verify_*``/``can_*``/act for
``exchange``, ``declare``, ``view_leftovers``, ``play``; ``legal_plays``; ``score()``;
``to_dict()``/``Deal.from_dict()`` replay the action log.
The partie — ``partie_result(deals, rules)``, ``rubicon_score(winner, loser)``::

    >>> rubicon_score(120, 99), rubicon_score(120, 101)
    (319, 119)

Errors are ``PiquetError`` (a ``ValueError``) with a stable ``code``
(``NotationError``, ``InvalidInputError``, ``IllegalActionError``).
"""

from .cards import (
    CARDS,
    PACK,
    Card,
    DealtCards,
    Hand,
    Rank,
    Suit,
    cut_for_deal,
    deal_cards,
    format_cards,
    make_rng,
    parse_card,
    parse_cards,
    shuffled_pack,
)
from .deal import Action, ActionKind, Deal, Phase
from .declarations import (
    CardSet,
    Comparison,
    Declaration,
    Point,
    PointResult,
    Reason,
    Sequence,
    SequenceResult,
    SetKind,
    SetsResult,
    best_keys,
    best_point,
    compare_declarations,
    compare_point,
    compare_sequences,
    compare_sets,
    sequence_score,
    sequences,
    sets,
    suit_point,
    verify_declaration,
)
from .dialogue import Act, DialogueStep, Reply, dialogue
from .errors import ERROR_CODES, IllegalActionError, InvalidInputError, NotationError, PiquetError
from .exchange import (
    Exchange,
    TakeIn,
    can_elder_exchange,
    can_younger_exchange,
    elder_exchange_range,
    exchange,
    take_in,
    verify_elder_exchange,
    verify_younger_exchange,
    younger_exchange_range,
    younger_stock,
)
from .partie import (
    MatchResult,
    PartiePlayer,
    PartieResult,
    au_cent_match,
    dealer_of,
    first_dealer,
    partie_result,
    rubicon_score,
)
from .play import (
    Trick,
    can_play,
    counting_mask,
    lead_point,
    legal_plays,
    play_out,
    trick_winner,
    verify_play,
)
from .players import Player
from .rules import (
    AU_CENT,
    CAVENDISH,
    DUTCH_TEXT,
    GERMAN_TEXT,
    PRESETS,
    CarteBlancheShow,
    FirstDealer,
    LeadPoints,
    LeftoverView,
    PiqueOrder,
    Rules,
    Scoring,
)
from .scoring import (
    HAND_CATEGORIES,
    RECKONING_ORDER,
    Category,
    DealScore,
    PlayerScore,
    ScoreEvent,
    repique_winner,
    score_deal,
    score_whole_deal,
)

__all__ = [
    "AU_CENT",
    "CARDS",
    "CAVENDISH",
    "DUTCH_TEXT",
    "ERROR_CODES",
    "GERMAN_TEXT",
    "HAND_CATEGORIES",
    "PACK",
    "PRESETS",
    "RECKONING_ORDER",
    "Act",
    "Action",
    "ActionKind",
    "Card",
    "CardSet",
    "CarteBlancheShow",
    "Category",
    "Comparison",
    "Deal",
    "DealScore",
    "DealtCards",
    "Declaration",
    "DialogueStep",
    "Exchange",
    "FirstDealer",
    "Hand",
    "IllegalActionError",
    "InvalidInputError",
    "LeadPoints",
    "LeftoverView",
    "MatchResult",
    "NotationError",
    "PartiePlayer",
    "PartieResult",
    "Phase",
    "PiqueOrder",
    "PiquetError",
    "Player",
    "PlayerScore",
    "Point",
    "PointResult",
    "Rank",
    "Reason",
    "Reply",
    "Rules",
    "ScoreEvent",
    "Scoring",
    "Sequence",
    "SequenceResult",
    "SetKind",
    "SetsResult",
    "Suit",
    "TakeIn",
    "Trick",
    "au_cent_match",
    "best_keys",
    "best_point",
    "can_elder_exchange",
    "can_play",
    "counting_mask",
    "can_younger_exchange",
    "compare_declarations",
    "compare_point",
    "compare_sequences",
    "compare_sets",
    "cut_for_deal",
    "deal_cards",
    "dealer_of",
    "dialogue",
    "elder_exchange_range",
    "exchange",
    "take_in",
    "first_dealer",
    "format_cards",
    "lead_point",
    "legal_plays",
    "make_rng",
    "parse_card",
    "parse_cards",
    "partie_result",
    "play_out",
    "repique_winner",
    "rubicon_score",
    "score_deal",
    "score_whole_deal",
    "sequence_score",
    "sequences",
    "sets",
    "shuffled_pack",
    "suit_point",
    "trick_winner",
    "verify_declaration",
    "verify_elder_exchange",
    "verify_play",
    "verify_younger_exchange",
    "younger_exchange_range",
    "younger_stock",
]
