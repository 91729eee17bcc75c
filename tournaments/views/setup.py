"""The organiser's pages: create an event, name the pairs, start, finish and publish."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from tournaments import forms, services
from tournaments import models as m
from tournaments.views.access import organised_event


@login_required
def dashboard(request):
    events = request.user.organised_events.all()
    groups = [
        ("In play", [e for e in events if e.status == m.Status.PLAYING]),
        ("Being set up", [e for e in events if e.status in (m.Status.DRAFT, m.Status.SEATED)]),
        ("Finished", [e for e in events if e.status == m.Status.FINISHED]),
    ]
    return render(request, "tournaments/dashboard.html", {"groups": groups})


@login_required
def create_event(request):
    form = forms.EventForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            event = services.create_event(
                by=request.user,
                name=data["name"],
                date=data["date"],
                venue=data["venue"],
                game=data["game"],
                form=data["form"],
                movement_kind=data["movement_kind"],
                movement_size=data["tables"],
                boards_per_round=data["boards_per_round"],
                scoring_method=data["scoring_method"],
                seed=data["seed"],
            )
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(request, f"{event.name} is set up. Now name the pairs.")
            return redirect("entrants", event.slug)
    return render(request, "tournaments/event_form.html", {"form": form})


@login_required
def entrants(request, slug):
    event = organised_event(request, slug)
    pairs = list(
        event.entrants.exclude(kind=m.Entrant.Kind.TEAM).prefetch_related("members__player")
    )
    rows = []
    for entrant in pairs:
        names = [mem.player.name for mem in entrant.members.all()]
        initial = {
            "player_1": names[0] if names else "",
            "player_2": names[1] if len(names) > 1 else "",
        }
        rows.append(
            (
                entrant,
                forms.PairNamesForm(request.POST or None, prefix=entrant.label, initial=initial),
            )
        )
    if request.method == "POST":
        if all(f.is_valid() for _e, f in rows):
            try:
                _save_names(request, rows)
            except services.DomainError as exc:
                messages.error(request, str(exc))
            else:
                messages.success(request, "Pairs saved.")
                return redirect("event", event.slug)
        else:
            messages.error(request, "Some pairs need attention; nothing was saved.")
    return render(request, "tournaments/entrants.html", {"event": event, "rows": rows})


def _save_names(request, rows) -> None:
    from django.db import transaction

    with transaction.atomic():
        for entrant, form in rows:
            if form.has_changed():
                services.register_entrant(
                    entrant,
                    by=request.user,
                    player_names=[form.cleaned_data["player_1"], form.cleaned_data["player_2"]],
                )


@login_required
@require_POST
def start(request, slug):
    event = organised_event(request, slug)
    _run(request, services.start_event, event, "The event has started: seatings are out.")
    return redirect("event", event.slug)


@login_required
@require_POST
def publish(request, slug):
    event = organised_event(request, slug)
    published = request.POST.get("published", "1") == "1"
    text = "Published: anyone can read the results." if published else "Unpublished."
    _run(request, services.publish_event, event, text, published=published)
    return redirect("event", event.slug)


@login_required
@require_POST
def finish(request, slug):
    event = organised_event(request, slug)
    _run(request, services.finish_event, event, "The event is finished.")
    return redirect("event", event.slug)


def _run(request, service, event, success: str, **kwargs) -> None:
    try:
        service(event, by=request.user, **kwargs)
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, success)
