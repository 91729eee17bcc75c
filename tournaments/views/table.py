"""The table's own page, opened from the QR code on its indicator card.

The link carries the table's secret: it lets a phone at that table enter that table's results
for the current round, and nothing else.  The table owns a result until the opponents accept
it: the entering side may edit it, the opponents accept it or say they disagree (the director
then rules).  A tray's traveller so far is shown to a table once its result for that tray is
accepted or the director's; a change after that goes to the director as a request.
When the event finishes, or the director renews the table's link, the old link stops working.
"""

from __future__ import annotations

import re

from django.contrib import messages
from django.core.cache import cache
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, gettext_noop
from django.views.decorators.http import require_POST

from movements.types import Seat
from movements.where import moves_after
from tournaments import models as m
from tournaments import services
from tournaments.adapters import movements as movement_rows
from tournaments.adapters import trust
from tournaments.adapters.moving_on import Entered, table_step, wait_words
from tournaments.forms.entry import TableBridgeForm, TableWhistForm
from tournaments.models.table_lookups import round_seating, table_by_secret, table_seating
from tournaments.services.moving_on import moves_by_itself
from tournaments.services.table import save_at_table
from tournaments.services.table_requests import travellers_shown
from tournaments.views.address import client_address
from tournaments.views.inputs import whole
from tournaments.views.locale import use_club_locale

SECRET = re.compile(r"[A-Za-z0-9_-]{1,40}")
# Wrong table links from one address before it must wait: a phone with a mistyped or renewed
# link makes a few; someone guessing makes many (and with 128-bit secrets, to no avail).
GUESSES, GUESS_MINUTES = 30, 10


class TooManyGuesses(Exception):
    pass


class LinkRenewed(Exception):
    """The link was a table's, until the director gave the table a new one."""


RENEWED = gettext_lazy(
    "This table's link was renewed by the director: scan the new QR code on the table card, "
    "or ask the director."
)


def by_secret(request, secret: str, model=m.Table):
    """The table (of ``model``: a duplicate event's, or a progressive party's) a link's secret
    names; anything that cannot be a secret is simply not found (a NUL byte, for one, may not
    even reach PostgreSQL).  An address that has sent many wrong links lately waits before it
    may try again."""
    key = f"table-guesses:{client_address(request) or 'unknown'}"
    if (cache.get(key) or 0) >= GUESSES:
        raise TooManyGuesses
    table = None
    if SECRET.fullmatch(secret):
        table = (
            table_by_secret(secret)
            if model is m.Table
            else model.objects.select_related("event__club").filter(secret=secret).first()
        )
    if table is None:
        if cache.add(key, 1, timeout=GUESS_MINUTES * 60) is False:
            cache.incr(key)
        if model is m.Table and SECRET.fullmatch(secret) and _retired(secret):
            raise LinkRenewed
        raise Http404(_("No such table."))
    use_club_locale(request, table.event.club)
    return table


def _retired(secret: str) -> bool:
    return m.RetiredSecret.objects.filter(secret=secret).exists()


def renewed_page(request) -> HttpResponse:
    """What an old phone is told once its table's link has been renewed (410 Gone)."""
    return render(request, "tournaments/table_renewed.html", {"message": RENEWED}, status=410)


def too_many_guesses() -> HttpResponse:
    return HttpResponse(
        _(
            "Too many wrong table links from this address: wait %(minutes)s minutes, then "
            "scan the QR code on the table card again."
        )
        % {"minutes": GUESS_MINUTES},
        status=429,
        content_type="text/plain",
    )


def _form(event: m.Event, tray: m.Tray, data=None, initial=None):
    """The result form for one tray: tricks for whist; contract (or auction declaration and
    honours) for bridge, knowing the tray's vulnerability and dealer."""
    prefix = f"t{tray.number}"
    if event.is_whist:
        return TableWhistForm(data, prefix=prefix, initial=initial)
    return TableBridgeForm(
        data,
        prefix=prefix,
        initial=initial,
        vulnerability=tray.vulnerability or "none",
        game=event.game,
        dealer=tray.dealer,
        english=event.auction_english,
    )


def _initial(result: m.Result) -> dict:
    """A stored result as the form's starting values, to edit it."""
    if result.ns_tricks is not None:
        return {"ns_tricks": result.ns_tricks, "ew_tricks": result.ew_tricks}
    return {
        "contract": result.contract,
        "declarer": result.declarer,
        "tricks": result.tricks_taken,
        "honours": result.honours,
        "honours_side": result.honours_side,
    }


def _entry(event: m.Event, data: dict):
    if event.is_whist:
        return services.WhistEntry(0, data["ns_tricks"], data["ew_tricks"])
    return services.BridgeEntry(
        0,
        data["contract"],
        data["declarer"],
        data["tricks"],
        honours=data.get("honours", ""),
        honours_side=data.get("honours_side", ""),
    )


def table_entry(request, secret):
    try:
        table = by_secret(request, secret)
    except TooManyGuesses:
        return too_many_guesses()
    except LinkRenewed:
        return renewed_page(request)
    event = table.event
    seating = round_seating(table) if trust.table_closed(event) is None else None
    forms_by_tray: dict[int, object] = {}
    preview: dict[int, str] = {}
    if request.method == "POST" and seating is not None:
        tray = whole(request.POST.get("tray"))
        edit_of = whole(request.POST.get("edit_of"))
        played = trust.table_tray(seating, tray)
        if played is None:
            messages.error(
                request,
                _("%(Board)s %(tray)s is not played at this table this round.")
                % {"Board": event.words.Board, "tray": tray},
            )
            return redirect("table-entry", secret)
        stored = m.Result.objects.filter(seating=seating, tray=played).first()
        if trust.taken(stored, edit_of):  # told before the form is read: it may be anything
            stored.tray = played
            messages.error(request, str(services.AlreadyEntered(stored)))
            return redirect("table-entry", secret)
        form = _form(event, played, request.POST)
        if form.is_valid():
            if request.POST.get("action") == "check" and not event.is_whist:
                preview[tray] = form.describe()
            else:
                try:
                    saved = save_at_table(
                        table, tray, _entry(event, form.cleaned_data), edit_of=edit_of
                    )
                except services.AlreadyEntered as exc:
                    messages.error(request, str(exc))
                    return redirect("table-entry", secret)
                except services.DomainError as exc:
                    if edit_of is not None:  # the result is no longer the table's to change
                        messages.error(request, str(exc))
                        return redirect("table-entry", secret)
                    form.add_error(None, str(exc))
                else:
                    if saved.request is not None:
                        text = _("%(board)s %(tray)s: your change has gone to the director.")
                        messages.success(request, text % {"board": event.words.Board, "tray": tray})
                    else:
                        text = (
                            _("%(Board)s %(tray)s changed.")
                            if edit_of
                            else _("%(Board)s %(tray)s saved.")
                        )
                        messages.success(request, text % {"Board": event.words.Board, "tray": tray})
                    return redirect("table-entry", secret)
        forms_by_tray[tray] = form
    editing = whole(request.GET.get("edit")) if request.method == "GET" else None
    context = _context(table, seating, forms_by_tray, preview, editing)
    response = render(request, "tournaments/table_entry.html", context)
    response["Cache-Control"] = "private, no-cache"
    return response


def _context(table, seating, forms_by_tray, preview, editing):
    event = table.event
    lines = []
    earlier = []
    view = None
    if seating is not None and not seating.is_sit_out:
        view = trust.table_view(seating)
        travellers_shown(view.newly_shown())
        stored, travellers, earlier = view.stored, view.travellers, view.earlier
        for tray in sorted(seating.trays.all(), key=lambda t: t.number):
            result = stored.get(tray.number)
            edit = result is not None and (tray.number in forms_by_tray or editing == tray.number)
            ruled = tray.number in view.ruled
            edit = edit and trust.table_may_edit(result, ruled)
            form = forms_by_tray.get(tray.number)
            if form is None:
                form = _form(event, tray, initial=_initial(result) if edit else None)
            lines.append(
                {
                    "tray": tray,
                    "result": result,
                    "editing": edit,
                    "form": form,
                    "preview": preview.get(tray.number, ""),
                    "traveller": travellers.get(tray.number, []),
                    "ruled": ruled,
                    "asks_director": result is not None and trust.asks_director(result),
                    "request": view.requests.get(tray.number),
                }
            )
    done = bool(lines) and all(line["result"] for line in lines)
    return {
        "table": table,
        "event": event,
        "seating": seating,
        "lines": lines,
        "earlier": earlier,
        "left": _left(seating),
        "done": done,
        "moves": next_moves(event, seating) if done or _sits_out(seating) else [],
        "moving": moving_json(
            table, seating, entered=any(line["result"] for line in lines), view=view
        )
        if seating is not None
        else None,
        "tables_scope": reverse("table-entry", args=["-"]).removesuffix("-/"),
    }


def _left(seating: m.Seating | None) -> list[str]:
    """The seats ("ns", "ew") of pairs that have left the event by this round: their
    opponents score average-plus, and the table's page does not name them."""
    if seating is None or seating.round_id is None:
        return []
    number = seating.round.number
    return [
        side
        for side in ("ns", "ew")
        if (e := getattr(seating, side)) is not None
        and e.left_from_round is not None
        and e.left_from_round <= number
    ]


def _sits_out(seating: m.Seating | None) -> bool:
    return seating is not None and seating.is_sit_out


def next_moves(event: m.Event, seating: m.Seating) -> list[str]:
    """Where each pair (or player) and the trays go after this round, as the indicator card
    says it (``movements.where``): entrants follow the stored seatings, so a sit-out the
    director arranged shows; trays follow the movement as planned."""
    after = seating.round.number
    told = moves_after(
        movement_rows.movement_for(event),
        after,
        seating.table.number,
        movement_rows.generated_movement(event),
    )
    if told.last_round:
        return [_("This was the last round: thank you for playing.")]
    codes = {e.label: e.code for e in (seating.ns, seating.ew, *_players(seating)) if e}
    gone = {
        e.label
        for e in (seating.ns, seating.ew)
        if e and e.left_from_round is not None and e.left_from_round <= after + 1
    }
    out = []
    for move in told.moves:
        if move.entrant in gone:  # a pair that has left goes nowhere
            continue
        code = codes.get(move.entrant, move.entrant)
        if move.sits_out or move.next_table is None:
            out.append(_("%(entrant)s: sit out next round.") % {"entrant": code})
            continue
        assert move.cards is not None  # a move that plays next round holds cards
        where = move.sits.label if isinstance(move.sits, Seat) else move.cards.value
        said = (
            _("%(entrant)s: stay at table %(table)s, sit %(where)s.")
            if move.stays
            else _("%(entrant)s: go to table %(table)s, sit %(where)s.")
        )
        out.append(said % {"entrant": code, "table": move.next_table, "where": where})
    if told.trays:
        trays = event.words.reword(told.trays)
        out.append(trays[0].upper() + trays[1:] + ".")
    return out


def _players(seating: m.Seating) -> tuple:
    return (seating.north, seating.east, seating.south, seating.west)


def _on_result(request, secret, service, done: str):
    try:
        table = by_secret(request, secret)
    except TooManyGuesses:
        return too_many_guesses()
    except LinkRenewed:
        return renewed_page(request)
    try:
        result = service(table, int(request.POST.get("result", "")))
    except (ValueError, services.DomainError) as exc:
        messages.error(request, str(exc) or _("That result cannot be changed here."))
    else:
        messages.success(
            request, _(done) % {"Board": table.event.words.Board, "tray": result.tray.number}
        )
    return redirect("table-entry", secret)


@require_POST
def accept(request, secret):
    """The opponents accept a result: it is final from now on."""
    return _on_result(
        request, secret, services.accept_at_table, gettext_noop("%(Board)s %(tray)s accepted.")
    )


@require_POST
def disagree(request, secret):
    """The opponents disagree with a result: the director is told and will rule."""
    return _on_result(
        request,
        secret,
        services.dispute_at_table,
        gettext_noop("%(Board)s %(tray)s: the director has been told that you disagree."),
    )


def moving_json(
    table: m.Table, seating: m.Seating, *, entered: bool, view: trust.TableView | None = None
) -> dict | None:
    """When the tables move on by themselves (or the director holds this one): what keeps the
    table waiting (its boards still in play at the table before, the slowest tables, the
    director's hold), the boards it cannot enter yet, and, until its first result of the
    round, where everyone and the boards went after its round before (the players who
    have just left need to know)."""
    event = table.event
    if not moves_by_itself(event):
        return None
    step = table_step(table, seating, Entered.of_view(seating, view) if view else None)
    if step is None:
        return None
    words = event.words
    after = None
    if not entered and table.round > 1:
        before = previous_seating(table)
        if before is not None:
            after = {"round": table.round - 1, "moves": next_moves(event, before)}
    return {
        "round": table.round,
        "ahead": step.ahead,
        "held": step.held,
        "done": step.done,
        "waits": wait_words(step, str(words.board), str(words.boards)),
        "waiting_trays": sorted(step.waiting_trays()),
        "after": after,
    }


def previous_seating(table: m.Table) -> m.Seating | None:
    """The table's seating of the round before its own, with everyone seated there."""
    return table_seating(table, table.round - 1)
