"""The table's own page, opened from the QR code on its indicator card.

The link carries the table's secret: it lets a phone at that table enter that table's results
for the current round, and nothing else.
"""

from __future__ import annotations

import re

from django.contrib import messages
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from tournaments import models as m
from tournaments import services
from tournaments.adapters import movements as movement_rows
from tournaments.forms.entry import TableBridgeForm, TableWhistForm
from tournaments.printing.moves import tray_move

SECRET = re.compile(r"[A-Za-z0-9_-]{1,40}")


def _table(secret: str) -> m.Table:
    """The table a link's secret names; anything that cannot be a secret is simply not found
    (a NUL byte, for one, may not even reach PostgreSQL)."""
    if not SECRET.fullmatch(secret):
        raise Http404("No such table.")
    return get_object_or_404(m.Table.objects.select_related("event"), secret=secret)


def _seating(table: m.Table) -> m.Seating | None:
    return (
        m.Seating.objects.filter(table=table, round__number=table.event.current_round)
        .select_related("ns", "ew", "north", "east", "south", "west", "round")
        .prefetch_related("trays")
        .first()
    )


def _form(event: m.Event, tray: m.Tray, data=None):
    """The result form for one tray: tricks for whist; contract (or auction declaration and
    honours) for bridge, knowing the tray's vulnerability and dealer."""
    prefix = f"t{tray.number}"
    if event.is_whist:
        return TableWhistForm(data, prefix=prefix)
    return TableBridgeForm(
        data,
        prefix=prefix,
        vulnerability=tray.vulnerability or "none",
        game=event.game,
        dealer=tray.dealer,
    )


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
    table = _table(secret)
    event = table.event
    seating = _seating(table) if event.status == m.Status.PLAYING else None
    forms_by_tray: dict[int, object] = {}
    preview: dict[int, str] = {}
    if request.method == "POST" and seating is not None:
        tray = _posted_tray(request)
        here = {t.number: t for t in seating.trays.all()}
        if tray not in here:
            messages.error(request, f"Tray {tray} is not played at this table this round.")
            return redirect("table-entry", secret)
        stored = m.Result.objects.filter(seating=seating, tray=here[tray]).select_related("tray")
        if stored.exists():
            # Another phone was quicker: whatever this one sent, the stored result stands.
            messages.error(request, str(services.AlreadyEntered(stored.get())))
            return redirect("table-entry", secret)
        form = _form(event, here[tray], request.POST)
        if form.is_valid():
            if request.POST.get("action") == "check" and not event.is_whist:
                preview[tray] = form.describe()
            else:
                try:
                    services.record_at_table(table, tray, _entry(event, form.cleaned_data))
                except services.AlreadyEntered as exc:
                    messages.error(request, str(exc))
                    return redirect("table-entry", secret)
                except services.DomainError as exc:
                    form.add_error(None, str(exc))
                else:
                    messages.success(request, f"Tray {tray} saved.")
                    return redirect("table-entry", secret)
        if tray is not None:
            forms_by_tray[tray] = form
    context = _context(table, seating, forms_by_tray, preview)
    return render(request, "tournaments/table_entry.html", context)


def _posted_tray(request) -> int | None:
    try:
        return int(request.POST.get("tray", ""))
    except ValueError:
        return None


def _context(table, seating, forms_by_tray, preview):
    event = table.event
    lines = []
    if seating is not None and not seating.is_sit_out:
        stored = {
            r.tray.number: r
            for r in m.Result.objects.filter(seating=seating).select_related("tray")
        }
        for tray in sorted(seating.trays.all(), key=lambda t: t.number):
            form = forms_by_tray.get(tray.number) or _form(event, tray)
            lines.append(
                {
                    "tray": tray,
                    "result": stored.get(tray.number),
                    "form": form,
                    "preview": preview.get(tray.number, ""),
                }
            )
    done = bool(lines) and all(line["result"] for line in lines)
    return {
        "table": table,
        "event": event,
        "seating": seating,
        "lines": lines,
        "done": done,
        "moves": _moves(event, seating) if done else [],
    }


SIDES = (("ns", "NS"), ("ew", "EW"))
SEATS = (("north", "North"), ("east", "East"), ("south", "South"), ("west", "West"))


def _places(seating: m.Seating) -> list[tuple[int, str]]:
    """Who sits in a seating and where: (entrant id, side or seat) for pairs or players."""
    return [
        (getattr(seating, f"{name}_id"), where)
        for name, where in SIDES + SEATS
        if getattr(seating, f"{name}_id") is not None
    ]


def _moves(event: m.Event, seating: m.Seating) -> list[str]:
    """Where each pair (or player) and the trays go after this round, as the indicator card
    says it.

    Entrants are looked up in next round's stored seatings (so a sit-out arranged by the
    director shows); trays follow the movement itself.  Two small queries whatever the room's
    size.
    """
    after = seating.round.number
    following = {
        entrant_id: (s, where)
        for s in m.Seating.objects.filter(
            round__event=event, round__number=after + 1
        ).select_related("table")
        for entrant_id, where in _places(s)
    }
    if not following and not m.Round.objects.filter(event=event, number=after + 1).exists():
        return ["This was the last round: thank you for playing."]
    here = [seating.north, seating.south, seating.east, seating.west]
    if seating.north_id is None:
        here = [seating.ns, seating.ew]
    out = []
    for entrant in here:
        if entrant is None:
            continue
        nxt, where = following.get(entrant.pk, (None, ""))
        if nxt is None or nxt.is_sit_out:
            out.append(f"{entrant.code}: sit out next round.")
            continue
        verb = "stay at" if nxt.table_id == seating.table_id else "go to"
        out.append(f"{entrant.code}: {verb} table {nxt.table.number}, sit {where}.")
    if seating.tray_set:
        movement = movement_rows.generated_movement(event)
        planned = movement.rounds[after - 1].at_table(seating.table.number)
        said = tray_move(movement, planned, after) if planned is not None else None
        if said:
            out.append(said[0].upper() + said[1:] + ".")
    return out


@require_POST
def confirm(request, secret):
    table = _table(secret)
    try:
        result_id = int(request.POST.get("result", ""))
        services.confirm_at_table(table, result_id)
    except (ValueError, services.DomainError) as exc:
        messages.error(request, str(exc) or "That result cannot be confirmed here.")
    else:
        messages.success(request, "Confirmed by the opponents.")
    return redirect("table-entry", secret)
