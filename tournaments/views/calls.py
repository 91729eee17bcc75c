"""The tables' calls for the director at the desk (``services.calls``): the waiting calls as
the desk polls them (it sounds when a new one arrives), and the director's answer."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from tournaments import models as m
from tournaments import services
from tournaments.services.calls import answer_call
from tournaments.standings.session import waiting_calls
from tournaments.views.access import organised_event


def call_json(call: m.DirectorCall) -> dict:
    return {
        "id": call.pk,
        "table": call.table.number,
        "round": call.round_number,
        "reason": str(call.get_reason_display()),
        "at": timezone.localtime(call.called_at).strftime("%H:%M"),
    }


@login_required
@require_GET
def waiting(request, slug):
    """The waiting calls, for the desk's poll."""
    event = organised_event(request, slug)
    response = JsonResponse({"calls": [call_json(c) for c in waiting_calls(event)]})
    response["Cache-Control"] = "private, no-store"
    return response


@login_required
@require_POST
def answer(request, slug, pk):
    """The director has gone to the table: the call leaves the desk and the table's pad."""
    event = organised_event(request, slug)
    try:
        call = answer_call(event, pk, by=request.user)
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(
            request, _("Table %(table)s's call answered.") % {"table": call.table.number}
        )
    return redirect("run", event.slug)
