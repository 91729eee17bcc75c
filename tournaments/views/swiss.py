"""The director's Swiss controls on the desk: draw the next match, or make the draw by hand."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments.services import DomainError
from tournaments.services import swiss as swiss_services
from tournaments.views import confirm
from tournaments.views.access import organised_event


def _draw_question() -> confirm.Question:
    return confirm.Question(
        title=_("Draw the next match?"),
        lines=[
            _(
                "The next match is drawn by the event's rule (victory points so far, no team "
                "meeting another twice where it can be helped) and its first round is called: "
                "every table's phone shows its new opponents at once."
            ),
            _("Until the match's first result is in, you can still change its draw by hand."),
        ],
        button=_("Draw the next match"),
    )


@login_required
@require_POST
def draw(request, slug):
    event = organised_event(request, slug)
    if not confirm.confirmed(request):
        return confirm.ask(request, event, _draw_question(), back=confirm.run_url(event))
    try:
        done = swiss_services.draw_next_match(event, by=request.user)
    except DomainError as exc:
        messages.error(request, str(exc))
    else:
        drawn = _("The next match is drawn and its first round called.")
        if done.bye:
            drawn += " " + _("%(entrant)s has the bye.") % {"entrant": done.bye}
        messages.success(request, drawn)
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
        messages.success(request, _("The draw is changed: the tables' pages show the new one."))
    return redirect("run", event.slug)
