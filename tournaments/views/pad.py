"""The scoring pad's own address under the table's link: what the table needs for the round
as JSON, a result sent from the pad, and the opponents' answer to it.

The pad is a page script (``static/js/pad/``); it keeps results typed while the network is
down on the phone and sends them when it returns, each with its own key, so a resend stores
nothing twice (``services.record_at_table``).  Every trust rule of the table's page
(``adapters.trust``) holds here: the table's own trays of the round in play, nothing after the
finish, a tray's traveller so far only once the table's result there is accepted or the
director's, wrong links throttled per address.

These answers carry no cookie-based authority (the link's secret is the key), so they are
exempt from Django's CSRF check: a result queued offline still goes through after the
browser's CSRF cookie has been cleared, and no other site can send one without the secret.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from django.contrib.staticfiles import finders
from django.core.cache import cache
from django.http import HttpResponse, JsonResponse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from tournaments import models as m
from tournaments import services
from tournaments.adapters import trust
from tournaments.scoring.entry import BridgeEntry, WhistEntry
from tournaments.services.calls import call_director
from tournaments.services.players_at_table import SeatTaken, Who, name_seat_at_table
from tournaments.services.table import Unconfirmed, save_at_table
from tournaments.services.table_requests import travellers_shown
from tournaments.standings.deals import doubtful
from tournaments.standings.players_at_table import find_members, member_number
from tournaments.views import pad_state
from tournaments.views.inputs import BadInput, read_object, whole, word
from tournaments.views.table import (
    RENEWED,
    LinkRenewed,
    TooManyGuesses,
    by_secret,
    too_many_guesses,
)

# Checks run before a result from the pad is saved, each answering "are you sure?" text or
# None.  A warning is shown on the pad, and the result is saved only when the table confirms
# it (``confirmed``): a result far from what the tray's dealt cards allow, when they are known.
WARNINGS: list[Callable[[m.Table, m.Tray, WhistEntry | BridgeEntry], str | None]] = [doubtful]


def _answer(data: dict, status: int = 200) -> JsonResponse:
    response = JsonResponse(data, status=status)
    response["Cache-Control"] = "no-store, private"
    return response


def _refused(message: str, status: int = 422) -> JsonResponse:
    return _answer({"outcome": "refused", "message": message}, status)


@require_GET
def state(request, secret):
    """Everything the pad shows for the table now (the phone also keeps it for offline use)."""
    table = _table(request, secret)
    if isinstance(table, HttpResponse):
        return table
    data, shown = pad_state.state_and_shown(table)
    travellers_shown(shown)
    return _answer(data)


def _entry(event: m.Event, data: dict):
    """The service's entry from the pad's fields (a field of the wrong type is a refusal)."""
    if event.is_whist:
        ns, ew = data.get("ns_tricks"), data.get("ew_tricks")
        for value in (ns, ew):
            if value is not None and type(value) is not int:
                raise services.DomainError(_("Tricks are a number from 0 to 13."))
        return services.WhistEntry(0, ns, ew, revokes=_revokes(data.get("revoke")))
    texts = {k: data.get(k) or "" for k in ("contract", "declarer", "honours", "honours_side")}
    tricks = data.get("tricks")
    if any(not isinstance(v, str) for v in texts.values()) or (
        tricks is not None and type(tricks) is not int
    ):
        raise services.DomainError(
            _("The contract, declarer and tricks were not sent as expected.")
        )
    return services.BridgeEntry(
        0,
        texts["contract"][:8],
        texts["declarer"][:1],
        tricks,
        honours=texts["honours"][:10],
        honours_side=texts["honours_side"][:2],
    )


def _revokes(sent) -> tuple[str, int, int] | None:
    """A revoke (Law X) as the pad sends it, ``{"side": "NS", "count": 1, "kept": 3}``; None
    when it sends none, so a result changed on the phone keeps the director's revokes.  A side
    of "" takes a revoke entered at the table off again."""
    if sent is None:
        return None
    fields = [sent.get(k) for k in ("side", "count", "kept")] if isinstance(sent, dict) else []
    if [type(v) for v in fields] != [str, int, int]:
        raise services.DomainError(
            _(
                "The revoke was not sent as expected: the side that revoked, how many times, and "
                "the tricks it won before its first revoke."
            )
        )
    side, count, kept = fields
    assert isinstance(side, str) and isinstance(count, int) and isinstance(kept, int)
    return (side[:2], count, kept)


def _warning(table: m.Table, tray: m.Tray, entry) -> str | None:
    for check in WARNINGS:
        text = check(table, tray, entry)
        if text:
            return text
    return None


def _table(request, secret: str) -> m.Table | HttpResponse:
    """The table the link names; else the answer that says why not: too many wrong links, or
    a link the director renewed."""
    try:
        return by_secret(request, secret)
    except TooManyGuesses:
        return too_many_guesses()
    except LinkRenewed:
        return _answer({"outcome": "renewed", "message": str(RENEWED)}, 410)


def _table_and_body(request, secret: str) -> tuple[m.Table, dict] | HttpResponse:
    """The table the link names and the JSON object its pad sent; else the answer that says
    why not: too many wrong links, a link the director renewed, or a body that is not one."""
    table = _table(request, secret)
    if isinstance(table, HttpResponse):
        return table
    try:
        return table, read_object(request)
    except BadInput as exc:
        return _refused(str(exc), 400)


@csrf_exempt
@require_POST
def save(request, secret):
    """A result from the pad: ``saved``; ``stored`` (this key was stored before: nothing is
    stored twice); ``requested`` (the change went to the director as a request: the
    result is unchanged); ``taken`` (the tray holds another result: the director's, or another
    phone's; shown, never overwritten); ``confirm`` (a warning to confirm first); ``checked``
    (``check``: the score only, nothing saved); or ``refused`` with the reason."""
    got = _table_and_body(request, secret)
    if isinstance(got, HttpResponse):
        return got
    table, data = got
    event = table.event
    tray, seen_round = whole(data.get("tray")), whole(data.get("round"))
    if tray is None:
        return _refused(
            _("Say which %(board)s this result is for.") % {"board": event.words.board}, 400
        )
    if trust.table_round_over(table, seen_round):
        return _refused(
            _(
                "Round %(seen_round)s is over: this result of %(board)s %(tray)s was not stored. "
                "Give it to the director."
            )
            % {"seen_round": seen_round, "board": event.words.board, "tray": tray}
        )
    try:
        entry = _entry(event, data)
        if data.get("check") is True:
            return _answer({"outcome": "checked", "text": pad_state.describe(table, tray, entry)})
        confirmed = data.get("confirmed") is True or not WARNINGS
        warn = None if confirmed else partial(_warning, table, entry=entry)
        result, replay, asked = save_at_table(
            table,
            tray,
            entry,
            edit_of=whole(data.get("edit_of")),
            client_key=str(data.get("key") or "")[:60],
            lead=str(data.get("lead") or "")[:3],
            warn=warn,
        )
    except Unconfirmed as exc:
        return _answer({"outcome": "confirm", "message": str(exc)})
    except services.AlreadyEntered as exc:
        payload = {"outcome": "taken", "message": str(exc)}
        return _answer({**payload, "result": pad_state.result_json(exc.result)}, 409)
    except services.DomainError as exc:
        return _refused(str(exc))
    if asked is not None:
        message = _(
            "The opponents have accepted %(board)s %(tray)s, or you have seen its traveller: your "
            "change has gone to the director, who will accept or reject it."
        ) % {"board": event.words.board, "tray": tray}
        shown = pad_state.result_json(result, request=asked)
        return _answer({"outcome": "requested", "message": message, "result": shown}, 202)
    outcome = "stored" if replay else "saved"
    return _answer({"outcome": outcome, "result": pad_state.result_json(result)})


@csrf_exempt
@require_POST
def answer(request, secret):
    """The opponents' answer to a result on the pad: ``accept`` or ``disagree``."""
    got = _table_and_body(request, secret)
    if isinstance(got, HttpResponse):
        return got
    table, data = got
    actions = {"accept": services.accept_at_table, "disagree": services.dispute_at_table}
    chosen, result_id = word(data.get("answer"), actions), whole(data.get("result"))
    if chosen is None or result_id is None:
        return _refused(_("Answer accept or disagree, for one of this table's results."), 400)
    action = actions[chosen]
    try:
        result = action(table, result_id)
    except services.DomainError as exc:
        return _refused(str(exc))
    return _answer({"outcome": data["answer"], "result": pad_state.result_json(result)})


@csrf_exempt
@require_POST
def call(request, secret):
    """The table calls the director (Law 9B), with a reason when it gives one: ``called``, or
    ``waiting`` when its call is already with the director; ``refused`` with the reason."""
    got = _table_and_body(request, secret)
    if isinstance(got, HttpResponse):
        return got
    table, data = got
    reason = data.get("reason") or ""
    if not isinstance(reason, str):
        return _refused(_("Say why the director is called in words, or nothing."), 400)
    try:
        made, new = call_director(table, reason[:10])
    except services.DomainError as exc:
        return _refused(str(exc))
    outcome = {"outcome": "called" if new else "waiting", "call": pad_state.call_json(made)}
    return _answer(outcome)


@require_GET
def service_worker(request):
    """The tables' service worker, served from the site's root so its scope can be the tables'
    links (``/t/``): it keeps the pages a table needs for the round, for a reload offline.  It
    holds no secret; each phone's cache is its own, and never a shared one."""
    path = finders.find("js/sw.js")
    with open(path, "rb") as source:
        response = HttpResponse(source.read(), content_type="text/javascript; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    response["Service-Worker-Allowed"] = "/t/"
    return response


# A table's member look-ups: at most this many in a window of so many seconds, enough for four
# players to find their names, never to read the club's list out a few names at a time.
LOOKUPS, LOOKUP_WINDOW = 40, 600


@require_GET
def members(request, secret):
    """The club's members a player may pick (``?q=``: a member number, or three letters of a
    name): a few matches, from the event's club only, while the table plays."""
    table = _table(request, secret)
    if isinstance(table, HttpResponse):
        return table
    closed = trust.table_closed(table.event)
    if closed is not None:
        return _refused(closed, 403)
    key = f"member-lookups:{table.pk}"
    if cache.add(key, 1, timeout=LOOKUP_WINDOW) is False and cache.incr(key) > LOOKUPS:
        return _refused(_("Too many look-ups from this table: type the number or the name."), 429)
    found = find_members(trust.member_club(table), request.GET.get("q", ""))
    rows = [{"id": p.pk, "name": p.name, "number": member_number(p)} for p in found]
    return _answer({"outcome": "found", "members": rows})


@csrf_exempt
@require_POST
def players(request, secret):
    """A seat's player from the pad (``seat``: N, E, S or W; ``number``, ``player`` (an id
    from the look-up) or ``visitor`` (a name); ``seen``: the player the pad showed there;
    ``key``: the entry's own key, so a resend stores it once; ``round``): ``saved``,
    ``stored`` (nothing new), ``taken`` (another phone named the seat: shown, not
    overwritten), or ``refused`` with the reason."""
    got = _table_and_body(request, secret)
    if isinstance(got, HttpResponse):
        return got
    table, data = got
    seat, number, visitor = data.get("seat"), data.get("number") or "", data.get("visitor") or ""
    if seat not in ("N", "E", "S", "W") or not isinstance(number, str | int):
        return _refused(_("Say which seat (N, E, S or W) and who sits there."), 400)
    if not isinstance(visitor, str):
        return _refused(_("Type the visitor's name in words."), 400)
    who = Who(number=str(number), player_id=whole(data.get("player")), visitor=visitor)
    try:
        row, new = name_seat_at_table(
            table,
            seat,
            who,
            seen_round=whole(data.get("round")),
            seen=whole(data.get("seen")),
            key=str(data.get("key") or "")[:60],
        )
    except SeatTaken as exc:
        shown = pad_state.seat_player_json(exc.stored)
        return _answer({"outcome": "taken", "message": str(exc), "seat": shown}, 409)
    except services.DomainError as exc:
        return _refused(str(exc))
    seat_shown = pad_state.seat_player_json(row)
    return _answer({"outcome": "saved" if new else "stored", "seat": seat_shown})
