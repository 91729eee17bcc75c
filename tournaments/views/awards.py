"""Masterpoints and publication from the browser: a club's award scales, the scale an event
follows, publishing a corrected event again, and what its publications sent."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Count
from django.shortcuts import get_object_or_404, redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import models as m
from tournaments.forms.awards import AwardScaleForm, EventScaleForm
from tournaments.services import awards as services
from tournaments.services.common import DomainError
from tournaments.services.publication import has_changes, last_publication, publish_again
from tournaments.views.access import organised_event
from tournaments.views.club import organised_club


@login_required
@require_POST
def save_scale(request, slug):
    club = organised_club(request, slug)
    prefix = request.POST.get("prefix", "new")
    form = AwardScaleForm(request.POST, prefix=prefix)
    if not form.is_valid():
        problems = "; ".join(f"{k}: {' '.join(v)}" for k, v in form.errors.items())
        messages.error(request, _("The scale was not saved: %(problems)s") % {"problems": problems})
        return redirect("club", club.slug)
    data = form.cleaned_data
    scale = None
    if data["scale"]:
        scale = get_object_or_404(m.AwardScale, pk=data["scale"], club=club)
    try:
        saved = services.save_award_scale(
            club,
            by=request.user,
            name=data["name"],
            rows=data["rows"],
            point_type=data["point_type"],
            is_default=data["is_default"],
            scale=scale,
        )
    except DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, _("The scale %(name)s is saved.") % {"name": saved.name})
    return redirect("club", club.slug)


@login_required
@require_POST
def delete_scale(request, slug, pk):
    club = organised_club(request, slug)
    scale = get_object_or_404(m.AwardScale, pk=pk, club=club)
    services.delete_award_scale(scale, by=request.user)
    messages.success(
        request, _("The scale %(name)s is deleted; awards given stand.") % {"name": scale.name}
    )
    return redirect("club", club.slug)


@login_required
@require_POST
def event_scale(request, slug):
    event = organised_event(request, slug)
    form = EventScaleForm(request.POST, club=event.club)
    if not form.is_valid():
        messages.error(request, _("Choose one of the club's scales."))
        return redirect("event", event.slug)
    try:
        services.choose_award_scale(event, form.cleaned_data["scale"], by=request.user)
    except DomainError as exc:
        messages.error(request, str(exc))
    else:
        chosen = _("The masterpoint scale is chosen.")
        if event.publications.exists():
            chosen += " " + _("Publish the results again to award by it.")
        messages.success(request, chosen)
    return redirect("event", event.slug)


@login_required
@require_POST
def publish_corrections(request, slug):
    event = organised_event(request, slug)
    try:
        publication = publish_again(event, by=request.user)
    except DomainError as exc:
        messages.error(request, str(exc))
    else:
        sent = publication.mails.count()
        messages.success(
            request,
            _(
                "The corrected results are published; %(sent)s player(s) whose figures changed are "
                "sent them."
            )
            % {"sent": sent},
        )
    return redirect("event", event.slug)


def publication_panel(event: m.Event) -> dict:
    """What the organiser's panel says of the event's publications and mails."""
    last = last_publication(event)
    counts = {}
    if last is not None:
        rows = m.ResultMail.objects.filter(publication__event=event).values("status")
        counts = {r["status"]: r["n"] for r in rows.annotate(n=Count("pk"))}
    failed = m.ResultMail.objects.filter(
        publication__event=event, status__in=[m.MailStatus.FAILED, m.MailStatus.GAVE_UP]
    ).select_related("player")[:10]
    return {
        "publication": last,
        "mail_counts": {m.MailStatus(k).label: v for k, v in sorted(counts.items())},
        "mail_failures": failed,
        "changes_to_publish": last is not None and event.published and has_changes(event),
        "scale_form": EventScaleForm(club=event.club, initial={"scale": event.award_scale_id}),
    }
