"""What the learner sees of a game: the table's state turned into template data.

Everything shown during a deal comes from what the learner's seat may know — their hand
and discards, the cards they may look at, a shown carte blanche, visible leftovers, the
cards played, and what was said (``Deal.seen_by`` and the dialogue) — unless the learner
chose open hands. A finished deal is shown whole (the replay).
"""

from __future__ import annotations

from typing import Any

from django.utils.text import capfirst
from django.utils.translation import gettext as _

from tutor import labels as drill_labels
from tutor.cardfaces import SUIT_NAMES, card_face, card_faces, cards_html
from tutor.piquet import (
    CardSet,
    Deal,
    Declaration,
    Phase,
    Player,
    Point,
    Sequence,
    best_point,
    parse_cards,
)
from tutor.piquet.deal import ActionKind
from tutor.piquet.declarations import sequences, sets
from tutor.piquet.dialogue import Act, DialogueStep, Reply
from tutor.piquet.play import lead_point
from tutor.piquet.scoring import Category
from tutor.play import labels
from tutor.play import table as T
from tutor.play.table import Table

Steps = tuple[DialogueStep, ...]

#: The headings of a deal's score sheet, in the engine's PlayerScore order.
HEADINGS = (
    "carte_blanche",
    "point",
    "sequence",
    "sets",
    "carte_rouge",
    "repique",
    "pique",
    "tricks_points",
    "cards",
    "capot",
)


def faces(cards: Any) -> list:
    return card_faces(str(c) for c in cards)


def _names(seat: Player, level: int) -> dict[Player, str]:
    """Each player as the learner at ``seat`` reads them: "You" or the opponent's name."""
    return {p: labels.speaker(p, seat, level) for p in (seat, seat.opponent)}


def dialogue_lines(steps: Steps, seat: Player, level: int) -> list[dict]:
    """What was said, line by line: who said it and the words."""
    names = _names(seat, level)
    return [
        {
            "speaker": names[s.speaker],
            "text": labels.step_text(s),
            "mine": s.speaker is seat,
        }
        for s in steps
        if not (s.act is Act.LEAD and s.card is None)
    ]


def hand_totals(steps: Steps) -> dict[Player, int]:
    """Each player's count after the declarations (before any card is led)."""
    totals = {Player.ELDER: 0, Player.YOUNGER: 0}
    for s in steps:
        if s.act is not Act.LEAD and s.total is not None:
            totals[s.speaker] = s.total
    return totals


def trick_lines(
    deal: Deal, steps: Steps, seat: Player, level: int
) -> tuple[list[dict], dict[Player, int]]:
    """The tricks played, each with what it scored and the running counts; the counts
    now (with the lead of a trick in progress)."""
    totals = hand_totals(steps)
    names = _names(seat, level)
    out = []
    for t in deal.tricks:
        points = t.points(deal.rules)
        for p in points:
            totals[p] += points[p]
        follower = t.leader.opponent
        out.append(
            {
                "number": t.number,
                "leader": names[t.leader],
                "follower": names[follower],
                "led": card_face(str(t.led)),
                "played": card_face(str(t.played)),
                "winner": names[t.winner],
                "mine_won": t.winner is seat,
                "points": [(names[p], n) for p, n in points.items() if n],
                "me": totals[seat],
                "them": totals[seat.opponent],
            }
        )
    if deal.current_lead is not None:
        leader = deal.to_act.opponent  # type: ignore[union-attr]
        totals[leader] += lead_point(deal.current_lead, deal.rules)
    return out, totals


def news(deal: Deal, steps: Steps, seat: Player, level: int) -> list[str]:
    """What the computer did since the learner's last decision, for the live region."""
    actions = deal.actions
    last = max((i for i, a in enumerate(actions) if a.player is seat), default=-1)
    name = labels.opponent_name(level)
    out = []
    for a in actions[last + 1 :]:
        if a.kind is ActionKind.EXCHANGE:
            out.append(
                _("%(name)s exchanges %(count)s cards.") % {"name": name, "count": len(a.cards)}
            )
        elif a.kind is ActionKind.DECLARE and a.player is Player.ELDER:
            said = " ".join(labels.call_text(s) for s in T.calls(deal))
            out.append(_("%(name)s calls: %(calls)s") % {"name": name, "calls": said or "—"})
        elif a.kind is ActionKind.DECLARE:
            replies = [labels.step_text(s) for s in steps if s.act is Act.REPLY]
            out.append(
                _("%(name)s answers: %(replies)s") % {"name": name, "replies": " ".join(replies)}
            )
        elif a.kind is ActionKind.VIEW_LEFTOVERS:
            out.append(
                _("%(name)s shows the cards left in the talon.") % {"name": name}
                if a.look
                else _("%(name)s keeps the cards left in the talon hidden.") % {"name": name}
            )
        else:
            out.append(
                _("%(name)s plays %(card)s.")
                % {"name": name, "card": card_face(str(a.cards[0])).name}
            )
    return out


def declare_options(deal: Deal) -> dict:
    """As elder: the point (each suit held, best first, or none), every sequence and set."""
    hand = deal.hand(Player.ELDER)
    best = best_point(hand)
    suits = []
    for suit in ("S", "H", "D", "C"):
        cards = [c for c in hand if c.suit.value == suit]
        if cards:
            suits.append((len(cards), sum(c.rank.points for c in cards), suit))
    suits.sort(reverse=True)
    points = [
        {
            "value": suit,
            "label": _("%(suit)s: %(length)s cards, worth %(value)s")
            % {"suit": capfirst(str(SUIT_NAMES[suit])), "length": n, "value": v},
            "checked": best is not None and best.suit.value == suit,
        }
        for n, v, suit in suits
    ]
    seqs = [
        {
            "value": str(q),
            "label": _("%(sequence)s in %(suit)s")
            % {
                "sequence": capfirst(labels.sequence_name(q.length, q.top.value)),
                "suit": SUIT_NAMES[q.suit.value],
            },
        }
        for q in sequences(hand)
    ]
    sets_ = [
        {"value": str(q), "label": capfirst(labels.set_name(q.kind.value, q.rank.value))}
        for q in sets(hand)
    ]
    return {"points": points, "sequences": seqs, "sets": sets_}


def reply_options(deal: Deal) -> list[dict]:
    return [
        {"category": s.category.value, "call": labels.call_text(s)}  # type: ignore[union-attr]
        for s in T.calls(deal)
    ]


def play_options(deal: Deal, seat: Player) -> list[dict]:
    legal = set(deal.legal_plays)
    hand = list(deal.hand(seat))
    codes = [str(c) for c in hand]
    return [
        {"face": face, "card": html, "legal": c in legal}
        for c, face, html in zip(hand, card_faces(codes), cards_html(codes), strict=True)
    ]


def score_sheet(deal: Deal, seat: Player, level: int) -> dict:
    """The deal's score by heading for both players, and the event log in order."""
    score = deal.score()
    me, them = score[seat], score[seat.opponent]
    rows = [
        {"label": drill_labels.CATEGORIES[h], "me": getattr(me, h), "them": getattr(them, h)}
        for h in HEADINGS
        if getattr(me, h) or getattr(them, h)
    ]
    names = _names(seat, level)
    events = [
        {
            "who": names[e.who],
            "category": drill_labels.CATEGORIES[e.category.value],
            "points": e.points,
            "trick": e.trick,
        }
        for e in score.events
    ]
    mine, theirs = score.tricks_won if seat is Player.ELDER else score.tricks_won[::-1]
    return {
        "rows": rows,
        "me_total": me.total,
        "them_total": them.total,
        "events": events,
        "tricks_me": mine,
        "tricks_them": theirs,
    }


def partie_sheet(table: Table) -> dict | None:
    result = table.partie()
    if result is None:
        return None
    rows = []
    me_total = them_total = 0
    for n, (me, them) in enumerate(table.deal_points(), 1):
        me_total += me
        them_total += them
        rows.append(
            {
                "number": n,
                "dealer": _("you")
                if table.seat(n) is Player.YOUNGER
                else labels.opponent_name(table.level),
                "me": me,
                "them": them,
                "me_total": me_total,
                "them_total": them_total,
            }
        )
    text = ""
    if result.complete:
        text = labels.partie_result_text(
            result, table.level, au_cent=table.rules.scoring.value == "au_cent"
        )
    return {
        "rows": rows,
        "complete": result.complete,
        "result": text,
        "me": me_total,
        "them": them_total,
    }


def table_context(table: Table, open_hands: bool) -> dict:
    """Everything the table template shows for the learner's seat."""
    deal, seat, level = table.deal, table.seat(), table.level
    steps = T.running_dialogue(deal)
    tricks, totals = trick_lines(deal, steps, seat, level)
    ctx: dict[str, Any] = {
        "opponent": labels.opponent_name(level),
        "seat_name": labels.SEAT_NAMES[seat],
        "seat": seat.value,
        "deal_number": len(table.deals),
        "phase": deal.phase.value,
        "version": table.version,
        "hand": faces(deal.hand(seat)),
        "dialogue": dialogue_lines(steps, seat, level),
        "tricks": tricks,
        "count_me": totals[seat],
        "count_them": totals[seat.opponent],
        "news": news(deal, steps, seat, level),
        "lead": card_face(str(deal.current_lead)) if deal.current_lead else None,
        "talon_left": _talon_left(deal),
        "partie": partie_sheet(table),
        "finished": table.finished,
        # What only some positions show, set below: named for the template either way.
        "cut_mine": None,
        "elder_left": None,
        "leftovers": None,
        "open_hand": None,
        "carte_blanche_theirs": False,
        "sheet": None,
    }
    if table.cut and len(table.deals) == 1:
        ctx["cut_mine"], ctx["cut_theirs"] = faces(table.cut)
        ctx["cut_i_deal"] = table.seat(1) is Player.YOUNGER
    # What the learner's seat may know beyond their hand.
    ctx["my_discards"] = faces(deal.discards(seat))
    if seat is Player.ELDER:
        ctx["elder_left"] = faces(deal.elder_left)
    if deal.leftovers and deal.leftovers_visible_to(seat):
        ctx["leftovers"] = faces(deal.leftovers)
    ctx["carte_blanche_mine"] = deal.carte_blanche is seat
    if deal.carte_blanche is seat.opponent:
        ctx["carte_blanche_theirs"] = True
        if deal.carte_blanche_shown:
            dealt = deal.dealt.elder if seat.opponent is Player.ELDER else deal.dealt.younger
            ctx["carte_blanche_cards"] = faces(dealt)
    if open_hands and deal.phase is not Phase.COMPLETE:
        ctx["open_hand"] = faces(deal.hand(seat.opponent))
    exchanged = deal.discards(seat.opponent)
    ctx["their_exchange"] = len(exchanged) if seat.opponent in _exchanged(deal) else None
    # The decision to make now.
    if deal.phase is Phase.COMPLETE:
        ctx["decision"] = "next_deal" if not table.finished else "finished"
        ctx["sheet"] = score_sheet(deal, seat, level)
        ctx["count_me"], ctx["count_them"] = ctx["sheet"]["me_total"], ctx["sheet"]["them_total"]
    elif deal.to_act is not seat:
        ctx["decision"] = "wait"
    elif deal.phase in (Phase.ELDER_EXCHANGE, Phase.YOUNGER_EXCHANGE):
        r = deal.exchange_range()
        ctx["decision"] = "exchange"
        ctx["exchange_low"], ctx["exchange_high"] = r[0], r[-1]
    elif deal.phase is Phase.DECLARATION and seat is Player.ELDER:
        ctx["decision"] = "declare"
        ctx["declare"] = declare_options(deal)
    elif deal.phase is Phase.DECLARATION:
        ctx["decision"] = "reply"
        ctx["calls"] = reply_options(deal)
    elif deal.can_view_leftovers(True, seat):
        ctx["decision"] = "leftovers"
        ctx["leftover_count"] = len(deal.leftovers)
    else:
        ctx["decision"] = "play"
        ctx["cards"] = play_options(deal, seat)
    return ctx


def _exchanged(deal: Deal) -> set[Player]:
    return {a.player for a in deal.actions if a.kind is ActionKind.EXCHANGE}


def _talon_left(deal: Deal) -> int:
    taken = sum(len(deal.discards(p)) for p in (Player.ELDER, Player.YOUNGER))
    return 8 - taken


REPLY_FIELDS = {
    Category.POINT: "reply_point",
    Category.SEQUENCE: "reply_sequence",
    Category.SETS: "reply_sets",
}


def reply_answers(post: Any) -> dict[Category, Reply]:
    """Younger's answers from the form, one per category answered."""
    answers = {}
    for category, name in REPLY_FIELDS.items():
        value = post.get(name)
        if value:
            try:
                answers[category] = Reply(value)
            except ValueError:
                raise T.TableError("bad_decision") from None
    return answers


def declaration_from_post(deal: Deal, point: str, seqs: list[str], sets_: list[str]) -> Declaration:
    """Elder's calls from the form: a suit (or ``none``), sequences and sets by their cards."""
    hand = deal.hand(Player.ELDER)
    p = None
    if point and point != "none":
        cards = tuple(c for c in hand if c.suit.value == point)
        if not cards:
            raise T.TableError("bad_declaration")
        p = Point(cards)
    return Declaration(
        point=p,
        sequences=tuple(Sequence.from_cards(parse_cards(q)) for q in seqs),
        sets=tuple(CardSet(parse_cards(q)) for q in sets_),
    )


def replay_context(table: Table, number: int, trick: str) -> dict:
    """A finished deal shown whole: both hands as dealt, the talon and the exchange, what
    was said, and the tricks; ``trick`` (0–12) shows both hands after that many tricks."""
    deal, seat, level = table.deals[number - 1], table.seat(number), table.level
    try:
        upto = min(max(int(trick), 0), 12) if trick else None
    except ValueError:
        upto = None
    steps = T.running_dialogue(deal)
    tricks, _totals = trick_lines(deal, steps, seat, level)
    opponent = seat.opponent

    def after(player: Player) -> list:
        """The cards ``player`` still holds after ``upto`` tricks (sorted as a hand)."""
        left = [t.led if t.leader is player else t.played for t in deal.tricks[upto or 0 :]]
        return faces(sorted(left, key=lambda c: c.index))

    return {
        "opponent": labels.opponent_name(level),
        "seat_name": labels.SEAT_NAMES[seat],
        "my_dealt": faces(deal.dealt.elder if seat is Player.ELDER else deal.dealt.younger),
        "their_dealt": faces(deal.dealt.elder if opponent is Player.ELDER else deal.dealt.younger),
        "talon": faces(deal.dealt.talon),
        "my_discards": faces(deal.discards(seat)),
        "their_discards": faces(deal.discards(opponent)),
        "dialogue": dialogue_lines(steps, seat, level),
        "tricks": tricks,
        "upto": upto,
        "steps": list(range(13)),
        "my_after": after(seat) if upto is not None else None,
        "their_after": after(opponent) if upto is not None else None,
        "sheet": score_sheet(deal, seat, level),
    }
