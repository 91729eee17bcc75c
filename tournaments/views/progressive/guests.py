"""A progressive party's table on the guests' phones, opened from the table's QR code: who
sits where, the table's result reported by taps (``static/js/party.js``), and where everyone
goes once the host rings the bell.  The link's secret is the key, as at a duplicate table:
wrong links are throttled per address, and a phone reports its own table in the round in play
only (``services.progressive.report_at_party_table``).
"""

from __future__ import annotations

import io

import qrcode
import qrcode.image.svg
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from movements.progression import PartyGame
from movements.progression_results import tricks_a_hand
from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.scoring.euchre_points import hand_values
from tournaments.scoring.progressive import TableReport
from tournaments.services import progressive as ps
from tournaments.views.access import organised_event
from tournaments.views.inputs import BadInput, read_object, whole
from tournaments.views.progressive.common import (
    bonus_deals,
    guest_names,
    rules_of,
    settings_of,
)
from tournaments.views.table import TooManyGuesses, by_secret, too_many_guesses


def _link(request, secret: str) -> m.PartyTable:
    return by_secret(request, secret, m.PartyTable)


def _answer(data: dict, status: int = 200) -> JsonResponse:
    response = JsonResponse(data, status=status)
    response["Cache-Control"] = "no-store, private"
    return response


def party_table(request, secret):
    """The table's page for the guests' phones (the script draws the pad)."""
    try:
        link = _link(request, secret)
    except TooManyGuesses:
        return too_many_guesses()
    response = render(
        request, "tournaments/progressive_table.html", {"link": link, "event": link.event}
    )
    response["Cache-Control"] = "private, no-cache"
    return response


def _kind(game: PartyGame) -> str:
    """How the pad takes the table's result: hearts, poker, euchre's points by taps, today's
    euchre hand by hand, cinch's points to go, or points typed (bridge, whist; with bridge to
    the score, "toscore": the points and each deal's trick score; pivot bridge's rubber totals,
    "rubber", where equal totals need no next hand)."""
    if game is PartyGame.HEARTS:
        return "hearts"
    if game is PartyGame.POKER:
        return "poker"
    if game is PartyGame.EUCHRE_POINTS:
        return "hands"
    if game is PartyGame.CINCH:
        return "togo"
    if game is PartyGame.BRIDGE_PIVOT:
        return "rubber"
    return "taps" if game in (PartyGame.EUCHRE, PartyGame.MILITARY) else "points"


def _result(row: m.ProgressiveResult | None) -> dict | None:
    if row is None:
        return None
    return {
        "id": row.pk,
        "points": [row.points_a, row.points_b] if row.points_a is not None else None,
        "tricks": [row.tricks_a, row.tricks_b] if row.tricks_a is not None else None,
        "details": row.details,
        "by_guests": row.entered_via == ps.GUESTS,
        "key": row.client_key,
    }


def _seats(table, names) -> list[dict]:
    return [
        {"seat": pa.SEATS[i], "label": p, "name": names.get(p, p)}
        for i, p in enumerate(table.players)
    ]


def _moves(event, link, current, names) -> list[str]:
    """Where last round's players at this table sit now, once the next round is seated."""
    last = event.progressive_rounds.filter(state=m.RoundState.CLOSED).order_by("-number").first()
    if last is None or current is None or current.number != last.number + 1:
        return []
    before = next((t for t in pa.seating_of(last) if t.table == link.number), None)
    now = {
        p: (t.table, pa.SEATS[i]) for t in pa.seating_of(current) for i, p in enumerate(t.players)
    }
    out = []
    for label in before.players if before else ():
        if label in now:
            table, seat = now[label]
            out.append(f"{names.get(label, label)}: table {table}, {seat}.")
    return out


def state_of(link: m.PartyTable) -> dict:
    event = link.event
    settings = settings_of(event)
    game, names = pa.engine_game(settings), guest_names(event)
    rules = rules_of(settings, event)
    current = event.progressive_rounds.exclude(state=m.RoundState.CLOSED).first()
    out = {
        "table": link.number,
        "event": event.name,
        "round": current.number if current else event.current_round,
        "kind": "toscore" if bonus_deals(settings) else _kind(game),
        "game_points": settings.game_points,
        "deals": settings.deals,
        "hand_values": list(hand_values(settings.loner_points)),
        "hand_tricks": tricks_a_hand(game),
        "rules": [str(r) for r in (rules.round(), *rules.at_table(link.number), rules.moves())],
        "status": "finished" if event.status == m.Status.FINISHED else "waiting",
        "players": [],
        "out": [],
        "result": None,
        "moves": _moves(event, link, current, names),
    }
    if current is None or event.status == m.Status.FINISHED:
        return {**out, "status": "finished" if event.status == m.Status.FINISHED else "waiting"}
    seating = pa.seating_of(current)
    table = next((t for t in seating if t.table == link.number), None)
    row = current.results.filter(table=link.number).first()
    out_now = pa.sitting_out(event, seating) if game is PartyGame.EUCHRE_POINTS else []
    return {
        **out,
        "status": "open" if current.state == m.RoundState.OPEN else "waiting",
        "players": _seats(table, names) if table else [],
        "out": [names.get(p, p) for p in out_now],
        "result": _result(row),
    }


@require_GET
def party_state(request, secret):
    try:
        link = _link(request, secret)
    except TooManyGuesses:
        return too_many_guesses()
    return _answer(state_of(link))


def _numbers(value, count: int | None = None) -> list[int] | None:
    if not isinstance(value, list) or (count is not None and len(value) != count):
        return None
    if any(type(v) is not int for v in value):
        return None
    return value


def _two(value: object) -> tuple[int, int] | None:
    """Two whole numbers as the pad sends them ([a, b]), or None."""
    numbers = _numbers(value, 2)
    return (numbers[0], numbers[1]) if numbers else None


def _by_player(value) -> dict[str, int] | None:
    if not isinstance(value, dict) or any(type(v) is not int for v in value.values()):
        return None
    return {str(k)[:8]: v for k, v in value.items()}


def _hands(value) -> list[tuple[int, int]] | None:
    """Today's euchre's hands as the pad sends them: [side, points] for each hand."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > 60:
        raise ps.DomainError(_("The hands were not sent as the pad sends them."))
    hands = [_numbers(hand, 2) for hand in value]
    if any(hand is None for hand in hands):
        raise ps.DomainError(_("The hands were not sent as the pad sends them."))
    return [(hand[0], hand[1]) for hand in hands if hand is not None]


def _report(number: int, data: dict) -> TableReport:
    """The table's report from the pad's fields; a field of the wrong shape is refused."""
    points, tricks = _two(data.get("points")), _two(data.get("tricks"))
    hearts, chips = _by_player(data.get("hearts")), _by_player(data.get("chips"))
    in_call = data.get("in_call") or []
    if not isinstance(in_call, list) or not all(isinstance(p, str) for p in in_call):
        raise ps.DomainError(_("The players in the call were not sent as the pad sends them."))
    return TableReport(
        number,
        points=points,
        next_hand_tricks=tricks,
        hearts=hearts,
        pool_winner=str(data.get("pool_winner") or "")[:8],
        in_call=tuple(p[:8] for p in in_call),
        chips=chips,
        hands=_hands(data.get("hands")),
    )


@csrf_exempt
@require_POST
def party_save(request, secret):
    """A table's result from a guest's phone: ``saved``, ``stored`` (sent before),
    ``taken`` (the host's or another phone's report stands, and is shown) or ``refused``."""
    try:
        link = _link(request, secret)
    except TooManyGuesses:
        return too_many_guesses()
    try:
        data = read_object(request)
    except BadInput as exc:
        return _answer({"outcome": "refused", "message": str(exc)}, 400)
    key = str(data.get("key") or "")[:60]
    try:
        before = m.ProgressiveResult.objects.filter(
            round__event=link.event, table=link.number, client_key=key
        ).exists()
        row = ps.report_at_party_table(
            link,
            _report(link.number, data),
            round_number=whole(data.get("round")),
            client_key=key,
            replaces=whole(data.get("replaces")),
        )
    except ps.AlreadyReported as exc:
        return _answer({"outcome": "taken", "message": str(exc), "result": _result(exc.row)}, 409)
    except ps.DomainError as exc:
        return _answer({"outcome": "refused", "message": str(exc)}, 422)
    outcome = "stored" if key and before else "saved"
    return _answer({"outcome": outcome, "result": _result(row)})


@login_required
def party_table_qr(request, slug, number):
    """A table's link for the guests' phones as a QR code (SVG), for the host's screen."""
    event = organised_event(request, slug)
    link = get_object_or_404(m.PartyTable, event=event, number=number)
    url = request.build_absolute_uri(reverse("party-table", args=[link.secret]))
    image = qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage)
    buffer = io.BytesIO()
    image.save(buffer)
    return HttpResponse(buffer.getvalue(), content_type="image/svg+xml")
