"""What the learner sees of a Spades game: the table's state turned into template data.

During a hand everything shown is what South may know — South's own cards, every bid,
the cards played and the tricks taken. After a hand, its summary and the running score
are the engine's own scoring (``HandScore`` of the engine's ``Game``), never counted here.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from tutor.cardfaces import card_face, hand_order
from tutor.play import spades_labels as labels
from tutor.play.present import faces
from tutor.play.spades_table import LEARNER, SpadesTable
from tutor.spades import BAG_PENALTY, GAME, NIL, Deal, HandScore, Phase, Seat, Team

#: The seats as the table lists them: partner first, then round the table to South.
SEAT_ORDER = (Seat.NORTH, Seat.EAST, Seat.WEST, Seat.SOUTH)


def _events(deal: Deal) -> list[tuple[Seat, str, Any]]:
    """The hand so far in order: each bid, each card played, each trick's winner."""
    out: list[tuple[Seat, str, Any]] = [(s, "bid", b) for s, b in deal.bids.items()]
    for t in deal.tricks:
        out += [(Seat((t.leader + i) % 4), "play", c) for i, c in enumerate(t.cards)]
        out.append((t.winner, "won", t.number))
    leader = deal.leader
    out += [(Seat((leader + i) % 4), "play", c) for i, c in enumerate(deal.current_trick)]
    return out


def news(table: SpadesTable) -> list[str]:
    """What the computers did since South's last bid or card, for the live region."""
    events = _events(table.deal)
    mine = [i for i, (s, kind, _v) in enumerate(events) if s is LEARNER and kind != "won"]
    out = []
    for who, kind, value in events[mine[-1] + 1 if mine else 0 :]:
        name = labels.seat_name(who)
        if kind == "bid":
            out.append(_("%(seat)s bids %(bid)s.") % {"seat": name, "bid": labels.bid_text(value)})
        elif kind == "play" and who is not LEARNER:
            out.append(
                _("%(seat)s plays %(card)s.") % {"seat": name, "card": card_face(str(value)).name}
            )
        elif kind == "won":
            out.append(
                _("You take trick %(number)s.") % {"number": value}
                if who is LEARNER
                else _("%(seat)s takes trick %(number)s.") % {"seat": name, "number": value}
            )
    return out


def seats(deal: Deal) -> list[dict]:
    """Each seat: its name, its bid (once made), the tricks it has taken this hand."""
    bids, won = deal.bids, deal.tricks_won
    return [
        {
            "name": labels.seat_title(s),
            "code": s.name.lower(),
            "bid": labels.bid_text(bids[s]) if s in bids else None,
            "nil": bids.get(s) == NIL,
            "tricks": won[s],
            "dealer": s is deal.dealer,
            "to_act": s is deal.to_act,
        }
        for s in SEAT_ORDER
    ]


def trick_lines(deal: Deal) -> list[dict]:
    """The tricks taken so far: who played which card, who won."""
    return [
        {
            "number": t.number,
            "cards": [
                {"seat": labels.seat_name(Seat((t.leader + i) % 4)), "face": card_face(str(c))}
                for i, c in enumerate(t.cards)
            ],
            "winner": labels.seat_name(t.winner),
            "mine": t.winner.team is LEARNER.team,
        }
        for t in deal.tricks
    ]


def current_trick(deal: Deal) -> list[dict]:
    leader = deal.leader
    return [
        {"seat": labels.seat_name(Seat((leader + i) % 4)), "face": card_face(str(c))}
        for i, c in enumerate(deal.current_trick)
    ]


def play_options(deal: Deal) -> list[dict]:
    """South's cards, each marked playable or not by the engine's legal plays."""
    legal = {str(c) for c in deal.legal_plays}
    codes = hand_order([str(c) for c in deal.hand(LEARNER)])
    return [{"face": card_face(c), "legal": c in legal} for c in codes]


def bid_options() -> list[dict]:
    return [
        {"value": n, "text": labels.bid_text(n), "name": labels.bid_button_name(n)}
        for n in range(14)
    ]


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def hand_summary(hand: HandScore) -> dict:
    """The hand as the engine scored it, one row per line of the summary and a column per
    team: the bids and the contract, made or not, each nil, the overtricks, the bags
    carried, a bag penalty, the hand's points and the running total."""
    teams = hand.teams
    rows: list[dict] = []

    def row(label: str, values: list[str], key: str) -> None:
        rows.append({"label": label, "values": values, "key": key})

    row(
        _("Bids"),
        [
            ", ".join(
                f"{labels.seat_name(s)} {labels.bid_text(hand.bids[s])}" for s in t.team.seats
            )
            for t in teams
        ],
        "bids",
    )
    contracts = []
    for t in teams:
        if not any(hand.bids[s] != NIL for s in t.team.seats):
            contracts.append(_("none: both bid nil"))
        elif t.made:
            contracts.append(
                _("%(contract)s, took %(tricks)s: made, %(points)s")
                % {"contract": t.contract, "tricks": t.tricks, "points": _signed(t.contract_points)}
            )
        else:
            contracts.append(
                _("%(contract)s, took %(tricks)s: failed, %(points)s")
                % {"contract": t.contract, "tricks": t.tricks, "points": _signed(t.contract_points)}
            )
    row(_("Contract"), contracts, "contract")
    nils = []
    for t in teams:
        said = []
        for n in t.nils:
            params = {"seat": labels.seat_name(n.seat), "points": _signed(n.points)}
            if n.made:
                said.append(_("%(seat)s: made, %(points)s") % params)
            else:
                said.append(
                    ngettext(
                        "%(seat)s: failed with %(count)s trick, %(points)s",
                        "%(seat)s: failed with %(count)s tricks, %(points)s",
                        n.tricks,
                    )
                    % {**params, "count": n.tricks}
                )
        nils.append("; ".join(said) or "—")
    row(_("Nil"), nils, "nil")
    row(_("Overtricks (bags) this hand"), [str(t.bags) for t in teams], "overtricks")
    row(
        _("Bags carried"),
        [
            _("%(before)s + %(new)s → %(after)s")
            % {"before": hand.bags_before[i], "new": t.bags, "after": hand.bags[i]}
            for i, t in enumerate(teams)
        ],
        "bags",
    )
    row(_("Points this hand"), [_signed(t.points) for t in teams], "points")
    row(
        _("Bag penalty (ten bags)"),
        [_signed(-BAG_PENALTY * p) if p else "—" for p in hand.penalties],
        "penalty",
    )
    row(
        pgettext("running total", "Score"),
        [
            _("%(before)s → %(after)s") % {"before": hand.scores_before[i], "after": hand.scores[i]}
            for i in range(2)
        ],
        "score",
    )
    return {"teams": [labels.team_name(0), labels.team_name(1)], "rows": rows}


def running_score(table: SpadesTable) -> list[dict]:
    """The totals after each finished hand (the engine's game record)."""
    return [
        {
            "number": n,
            "a": h.scores[0] - h.scores_before[0],
            "b": h.scores[1] - h.scores_before[1],
            "total_a": h.scores[0],
            "total_b": h.scores[1],
        }
        for n, h in enumerate(table.score().hands, 1)
    ]


def result_text(table: SpadesTable) -> str:
    if table.resigned:
        return _("You resigned: the game counts as lost.")
    a, b = table.score().scores
    if table.winner is Team.A:
        return _("You and North win the game, %(a)s to %(b)s.") % {"a": a, "b": b}
    return _("East and West win the game, %(b)s to %(a)s.") % {"a": a, "b": b}


def table_context(table: SpadesTable) -> dict:
    """Everything the Spades table template shows for South."""
    deal = table.deal
    score = table.score()
    bids = deal.bids
    ctx: dict[str, Any] = {
        "level_name": labels.level_name(table.level),
        "hand_number": len(table.deals),
        "dealer": labels.seat_title(deal.dealer),
        "phase": deal.phase.value,
        "version": table.version,
        "seats": seats(deal),
        "partner_bid": labels.bid_text(bids[Seat.NORTH]) if Seat.NORTH in bids else None,
        "partner_nil": bids.get(Seat.NORTH) == NIL,
        "hand": faces(deal.hand(LEARNER)),
        "tricks": trick_lines(deal),
        "trick": current_trick(deal),
        "trick_number": len(deal.tricks) + 1,
        "spades_broken": deal.spades_broken,
        "news": news(table),
        "scores": score.scores,
        "bags": score.bags,
        "game_to": GAME,
        "finished": table.finished,
        "resigned": table.resigned,
    }
    if deal.phase is Phase.PLAY:
        ctx["contracts"] = [
            sum(bids[s] for s in t.seats) for t in (LEARNER.team, LEARNER.team.opponent)
        ]
        won = deal.tricks_won
        ctx["team_tricks"] = [sum(won[s] for s in t.seats) for t in (Team.A, Team.B)]
    if deal.phase is Phase.COMPLETE:
        ctx["summary"] = hand_summary(score.hands[-1])
        ctx["tricks_by_seat"] = deal.tricks_won
    ctx["running"] = running_score(table)
    if table.finished:
        ctx["decision"] = "finished"
        ctx["result"] = result_text(table)
    elif deal.phase is Phase.COMPLETE:
        ctx["decision"] = "next_hand"
    elif deal.to_act is not LEARNER:
        ctx["decision"] = "wait"
    elif deal.phase is Phase.BIDDING:
        ctx["decision"] = "bid"
        ctx["bids"] = bid_options()
    else:
        ctx["decision"] = "play"
        ctx["cards"] = play_options(deal)
        ctx["held_back"] = sum(not c["legal"] for c in ctx["cards"])
        ctx["leading"] = not deal.current_trick
    return ctx
