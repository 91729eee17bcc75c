"""The director's Swiss controls on the desk: draw the next match, or make the draw by hand."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from tournaments.services import DomainError
from tournaments.services import swiss as swiss_services
from tournaments.views.access import organised_event


@login_required
@require_POST
def draw(request, slug):
    event = organised_event(request, slug)
    try:
        done = swiss_services.draw_next_match(event, by=request.user)
    except DomainError as exc:
        messages.error(request, str(exc))
    else:
        bye = f" {done.bye} has the bye." if done.bye else ""
        messages.success(request, f"The next match is drawn and its first round called.{bye}")
    return redirect("run", event.slug)


@login_required
@require_POST
def set_draw(request, slug):
    """The latest match's draw as the director sets it: a home and a visitors choice per
    match (``home-1``, ``away-1``, ...)."""
    event = organised_event(request, slug)
    matches = []
    k = 1
    while f"home-{k}" in request.POST:
        matches.append((request.POST[f"home-{k}"], request.POST.get(f"away-{k}", "")))
        k += 1
    try:
        swiss_services.set_draw(
            event, matches, by=request.user, allow_repeat=bool(request.POST.get("allow_repeat"))
        )
    except DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, "The draw is changed: the tables' pages show the new one.")
    return redirect("run", event.slug)
