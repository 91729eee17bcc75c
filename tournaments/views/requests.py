"""The desk's answer to a table's request to change a result it can no longer change itself
(``services.table_requests``): accept it (a correction, with its trail line) or reject it."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import services
from tournaments.services.table_requests import accept_change_request, reject_change_request
from tournaments.views.access import organised_event


@login_required
@require_POST
def accept(request, slug, pk):
    """The director accepts the change a table asked for: the result is corrected."""
    event = organised_event(request, slug)
    try:
        result = accept_change_request(event, pk, by=request.user)
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        text = _("%(board)s %(tray)s, table %(table)s corrected as the table asked.")
        messages.success(
            request,
            text
            % {
                "board": event.words.Board,
                "tray": result.tray.number,
                "table": result.seating.table.number,
            },
        )
    return redirect("run", event.slug)


@login_required
@require_POST
def reject(request, slug, pk):
    """The director rejects the change a table asked for: the result stands."""
    event = organised_event(request, slug)
    try:
        asked = reject_change_request(event, pk, by=request.user)
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        text = _("%(board)s %(tray)s: the change asked for is rejected; the result stands.")
        board = event.words.Board
        messages.success(request, text % {"board": board, "tray": asked.result.tray.number})
    return redirect("run", event.slug)
