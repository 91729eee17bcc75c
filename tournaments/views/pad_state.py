"""What the scoring pad reads for its table, as plain JSON values: the round's seating and
trays, each stored result and its state, each entered tray's traveller so far (with the deal
and its double-dummy makes when the director shows them), the table's call for the director
while it waits, where everyone
goes after the round, the running percentage when the director shows it, and the contract
bridge score table the pad scores from while the network is down.

Only reads: the writes are ``services.record_at_table`` and the opponents' answers.
"""

from __future__ import annotations

from functools import lru_cache

from django.utils import timezone
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments import services
from tournaments.adapters import trust
from tournaments.models.table_lookups import round_seating
from tournaments.scoring.contract import Contract, score_contract
from tournaments.scoring.entry import EntryError, check_contract, stored_text
from tournaments.scoring.entry import describe as describe_values
from tournaments.services.calls import waiting_call
from tournaments.services.revokes import revokes_scored
from tournaments.services.table import tray_for_table
from tournaments.standings import scores_for
from tournaments.standings.deals import DealShown, shown
from tournaments.standings.players_at_table import SeatShown, member_number, table_seats
from tournaments.views.clock import clock_json
from tournaments.views.table import moving_json, next_moves

STRAINS = ("C", "D", "H", "S", "NT")
SEAT_NAMES = (("north", "North"), ("east", "East"), ("south", "South"), ("west", "West"))


@lru_cache(maxsize=1)
def bridge_scores() -> dict[str, list[int]]:
    """The declarer's score for every contract bridge result, not vulnerable and vulnerable,
    from ``scoring.contract`` (the one place that scores a contract): indexed by level 1-7,
    strain (clubs, diamonds, hearts, spades, no trumps), doubling (none, X, XX) and the
    declarer's tricks 0-13, in that order (7 x 5 x 3 x 14 figures each)."""
    out = {}
    for key, vulnerable in (("nv", False), ("v", True)):
        out[key] = [
            score_contract(Contract(level, strain, doubled), "N", tricks, vulnerable)
            for level in range(1, 8)
            for strain in STRAINS
            for doubled in range(3)
            for tricks in range(14)
        ]
    return out


def result_json(
    result: m.Result, *, ruled: bool = False, request: m.ChangeRequest | None = None
) -> dict:
    """A stored result as the pad shows it (the tray's state for the opponents included):
    ``ruled``, the director's (read-only on the phone); ``request``, the change the table
    has asked the director for, while it waits."""
    if ruled:
        state = "ruled"
    elif result.disputed_at is not None:
        state = "disputed"
    elif result.confirmed_at is not None:
        state = "accepted"
    else:
        state = "open"
    return {
        "id": result.pk,
        "tray": result.tray.number,
        "ns_tricks": result.ns_tricks,
        "ew_tricks": result.ew_tricks,
        "contract": result.contract,
        "declarer": result.declarer,
        "tricks": result.tricks_taken,
        "ns_score": result.ns_score,
        "honours": result.honours,
        "honours_side": result.honours_side,
        "revokes_ns": result.revokes_ns,
        "revokes_ew": result.revokes_ew,
        "revoke_kept": result.revoke_kept,
        "adjustment": result.adjustment,
        "lead": result.lead,
        "state": state,
        "by_table": result.entered_via == "table" and not ruled,
        "key": result.client_key,
        "asks_director": trust.asks_director(result),
        "request": _request_json(request) if request is not None else None,
    }


def _request_json(request: m.ChangeRequest) -> dict:
    return {"id": request.pk, "text": stored_text(request.new_value)}


def _traveller_line(result: m.Result, table: m.Table) -> dict:
    return {
        "table": result.seating.table.number,
        "own": result.seating.table_id == table.pk,
        "contract": result.contract,
        "declarer": result.declarer,
        "tricks": result.tricks_taken,
        "ns_tricks": result.ns_tricks,
        "ew_tricks": result.ew_tricks,
        "ns_score": result.ns_score,
        "adjustment": result.adjustment,
        "lead": result.lead,
    }


def call_json(call: m.DirectorCall | None) -> dict | None:
    """The table's call waiting for the director, as the pad shows it."""
    if call is None:
        return None
    return {
        "reason": str(call.get_reason_display()),
        "at": timezone.localtime(call.called_at).strftime("%H:%M"),
    }


def _deals(event: m.Event, view: trust.TableView) -> dict[int, dict]:
    """The deals of the trays whose traveller the table may see (``trust.table_view``), by
    tray number (one query): a board played here and accepted, or ruled by the director."""
    if not view.travellers:
        return {}
    rows = m.Deal.objects.filter(tray__event=event, tray__number__in=list(view.travellers))
    return {
        d.tray.number: _deal_json(shown(d, event, source=False))
        for d in rows.select_related("tray")
    }


def _deal_json(deal: DealShown) -> dict:
    """A deal as the pad draws it: each hand's suits (symbol, cards, red) and points, North,
    East, South, West; the double-dummy makes (a row per declarer; empty until analysed);
    par, or what double dummy gives at whist."""
    return {
        "hands": [
            {
                "seat": hand.seat,
                "name": str(hand.name),
                "points": hand.points,
                "suits": [[s.symbol, s.cards, s.red] for s in hand.suits],
            }
            for hand in (deal.north, deal.east, deal.south, deal.west)
        ],
        "strains": [[s.symbol, s.red] for s in deal.strains],
        "makes": [[str(name), list(row)] for name, row in deal.rows],
        "par": str(deal.record.par),
        "whist": str(deal.record.whist),
    }


def _entrant(entrant: m.Entrant | None, seat: str, round_number: int = 0) -> dict:
    """A seat's entrant; at teams, its team's name beside the pair; a pair that has left by
    this round is not named (its opponents score average-plus)."""
    if entrant is not None and entrant.left_from_round and entrant.left_from_round <= round_number:
        return {
            "seat": seat,
            "code": "",
            "name": _("left: the director has given averages"),
            "team": "",
        }
    team = entrant.team if entrant is not None and entrant.team_id else None
    return {
        "seat": seat,
        "code": entrant.code if entrant else "",
        "name": (entrant.name or "") if entrant else "",
        "team": team.name if team is not None else "",
    }


def _seats(seating: m.Seating) -> list[dict]:
    if seating.north_id:
        return [_entrant(getattr(seating, attr), label) for attr, label in SEAT_NAMES]
    number = seating.round.number
    return [_entrant(seating.ns, "North-South", number), _entrant(seating.ew, "East-West", number)]


def _earlier_json(result: m.Result) -> dict:
    return {"round": result.seating.round.number, **result_json(result)}


def _percentages(event: m.Event, seating: m.Seating) -> list[dict]:
    """Each entrant's running percentage at this table, as far as the public standings show
    it now (``standings.visibility``): nothing when the director keeps them off the pads."""
    if not event.pad_shows_percentage or event.status != m.Status.PLAYING:
        return []
    scores = scores_for(event, public=True)
    people = [
        e
        for e in (seating.ns, seating.ew, seating.north, seating.east, seating.south, seating.west)
        if e
    ]
    out = []
    for entrant in people:
        place = scores.place_of(entrant)
        if place is not None and place.percentage:
            out.append({"code": entrant.code, "percentage": place.percentage})
    return out


def _waiting(table: m.Table, status: str, message: str) -> dict:
    event = table.event
    return {
        "table": table.number,
        "event": event.name,
        "game": event.game,
        "words": event.words.as_dict(),
        "english": event.game == m.Game.AUCTION and event.auction_english,
        "revokes": revokes_scored(event),
        "round": table.round,
        "status": status,
        "message": message,
        "trays": [],
        "seats": [],
        "moves": [],
        "percentages": [],
        "call": None,
        "clock": None,
        "players": [],
        "asks_players": False,
    }


def table_state(table: m.Table) -> dict:
    """Everything the pad shows for ``table`` now."""
    return state_and_shown(table)[0]


def state_and_shown(table: m.Table) -> tuple[dict, list[int]]:
    """``table_state``, and the ids of the table's results whose traveller it shows for the
    first time (the caller records it: from then on a change goes to the director)."""
    event = table.event
    if trust.table_closed(event) is not None:
        return _idle_state(table), []
    seating = round_seating(table)
    if seating is None:
        return _idle_state(table, seating), []
    if seating.is_sit_out:  # its results of earlier rounds may still wait for the opponents
        waiting = [_earlier_json(r) for r in trust.waiting_earlier(seating)]
        # Where the pair sitting out goes next, as every other table's phone says it.
        idle = {**_idle_state(table, seating), "moves": next_moves(event, seating)}
        called = call_json(waiting_call(table))
        moving = moving_json(table, seating, entered=False)
        return {
            **idle,
            "earlier": waiting,
            "call": called,
            "clock": clock_json(event),
            "moving": moving,
        }, []
    view = trust.table_view(seating)
    deals = _deals(event, view) if event.pad_shows_deal else {}
    trays = []
    for tray in sorted(seating.trays.all(), key=lambda t: t.number):
        stored = view.stored.get(tray.number)
        result = None
        if stored is not None:
            result = result_json(
                stored, ruled=tray.number in view.ruled, request=view.requests.get(tray.number)
            )
        trays.append(
            {
                "number": tray.number,
                "dealer": tray.dealer,
                "vulnerability": tray.vulnerability or "none",
                "result": result,
                "traveller": [
                    _traveller_line(r, table) for r in view.travellers.get(tray.number, [])
                ],
                "deal": deals.get(tray.number),
            }
        )
    done = bool(trays) and all(t["result"] for t in trays)
    state = {
        **_waiting(table, "playing", ""),
        "seats": _seats(seating),
        "trays": trays,
        "earlier": [_earlier_json(r) for r in view.earlier],
        "moves": next_moves(event, seating) if done else [],
        "percentages": _percentages(event, seating),
        "scores": bridge_scores() if event.game == m.Game.BRIDGE else None,
        "call": call_json(waiting_call(table)),
        "clock": clock_json(event),
        "players": players_json(seating),
        "asks_players": asks_players(event),
        "moving": moving_json(table, seating, entered=bool(view.stored), view=view),
    }
    return state, view.newly_shown()


def asks_players(event: m.Event) -> bool:
    """Whether the pad asks who sits in each seat by itself, while a seat waits for its
    player: when the club keeps the national body's member list (it has imported one, so its
    players' numbers can be matched).  Every table can open the players' screen anyway."""
    return bool(event.club.member_columns)  # the club is read with the table's event


def players_json(seating: m.Seating) -> list[dict]:
    """The seats the table names, each with its player as it stands (``players_at_table``)."""
    return [_seat_json(s) for s in table_seats(seating)]


def _seat_json(seat: SeatShown) -> dict:
    player = seat.player
    return {
        "seat": seat.seat,
        "code": seat.code,
        "player": player.pk if player is not None else None,
        "name": player.name if player is not None else "",
        "number": member_number(player),
        "entered": seat.entered,
        "locked": seat.locked,
    }


def seat_player_json(row: m.SeatPlayer) -> dict:
    """A seat's entry as stored, as the pad shows it after a save."""
    return {
        "seat": row.seat,
        "player": row.player_id,
        "name": row.player.name,
        "number": member_number(row.player),
        "entered": "director" if row.by_director else "table",
        "locked": row.by_director,
    }


def _idle_state(table: m.Table, seating: m.Seating | None = None) -> dict:
    """The pad's state when the table plays nothing now."""
    event = table.event
    if event.status == m.Status.FINISHED:
        return _waiting(table, "finished", _("The event has finished. Thank you for playing."))
    if event.status != m.Status.PLAYING:
        return _waiting(table, "waiting", _("The event has not started yet."))
    if seating is None:
        return _waiting(table, "idle", _("No one plays at this table this round."))
    sitting = (seating.ns or seating.ew).code
    return _waiting(table, "sitout", _("%(entrant)s sits out this round.") % {"entrant": sitting})


def describe(table: m.Table, tray_number: int, entry) -> str:
    """The score of a result before it is saved (auction bridge: the pad asks, as its scoring
    of honours and the dealer's failed one spade is the server's), for a tray the table may
    write now (``services.table.tray_for_table``): no other tray is scored."""
    (tray, _seating) = tray_for_table(table, tray_number)
    if table.event.is_whist:
        raise services.DomainError(_("Whist tricks are counted on the pad itself."))
    try:
        values = check_contract(
            table.event.game,
            entry.contract,
            entry.declarer,
            entry.tricks,
            f"{table.event.words.Board} {tray_number}",
            vulnerability=tray.vulnerability or "none",
            dealer=tray.dealer,
            honours=entry.honours,
            honours_side=entry.honours_side,
            english=table.event.auction_english,
        )
    except EntryError as exc:
        raise services.DomainError(str(exc)) from exc
    return describe_values(table.event.game, values)
