"""The director's irreversible or disruptive actions, each asked first (``views.confirm``):
start, publish, finish and reopen an event; call a round and undo the call; how the tables
move on, and a table held back or released; and the list of tables to tell and cards to
reprint that the desk keeps after a change to the movement."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import models as m
from tournaments import services
from tournaments.adapters.moving_on import floor, wait_words
from tournaments.papers import changed
from tournaments.services.desk import hold_table, release_table, reopen_event, undo_round_call
from tournaments.services.moving_on import move_tables_on
from tournaments.services.settings import update_settings
from tournaments.standings import session as progress
from tournaments.views import confirm
from tournaments.views.access import organised_event, run_service


@login_required
@require_POST
def start(request, slug):
    event = organised_event(request, slug)
    asks = event.status == m.Status.DRAFT and event.form != m.Form.PROGRESSIVE
    if asks and not confirm.confirmed(request):
        try:
            question = confirm.start(event)
        except (ValueError, KeyError):
            question = None  # the service says why the movement cannot be built
        if question is not None:
            return confirm.ask(request, event, question, back=confirm.event_url(event))
    run_service(request, services.start_event, event, _("The event has started: seatings are out."))
    return redirect("event", event.slug)


@login_required
@require_POST
def publish(request, slug):
    event = organised_event(request, slug)
    published = request.POST.get("published", "1") == "1"
    if published and not event.published and not confirm.confirmed(request):
        return confirm.ask(request, event, confirm.publish(event), back=confirm.event_url(event))
    text = _("Published: anyone can read the results.") if published else _("Unpublished.")
    run_service(request, services.publish_event, event, text, published=published)
    return redirect("event", event.slug)


@login_required
@require_POST
def finish(request, slug):
    event = organised_event(request, slug)
    if event.status == m.Status.PLAYING and not confirm.confirmed(request):
        return confirm.ask(request, event, confirm.finish(event), back=confirm.event_url(event))
    run_service(request, services.finish_event, event, _("The event is finished."))
    return redirect("event", event.slug)


@login_required
@require_POST
def reopen(request, slug):
    """A finished event back in play, with the reason in the log."""
    event = organised_event(request, slug)
    if event.status != m.Status.FINISHED:
        messages.error(request, _("Only a finished event can be reopened."))
        return redirect("event", event.slug)
    question = confirm.reopen(event)
    if not confirm.confirmed(request):
        return confirm.ask(request, event, question, back=confirm.event_url(event))
    try:
        reopen_event(event, by=request.user, reason=request.POST.get("reason", ""))
    except services.DomainError as exc:
        return confirm.ask(request, event, question, back=confirm.event_url(event), error=str(exc))
    messages.success(request, _("The event is in play again: the tables' links work again."))
    return redirect("run", event.slug)


@login_required
@require_POST
def advance(request, slug):
    event = organised_event(request, slug)
    if event.status == m.Status.PLAYING and not confirm.confirmed(request):
        return confirm.ask(request, event, confirm.call_round(event), back=confirm.run_url(event))
    try:
        number = services.advance_round(event, by=request.user)
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, _("Round %(round)s called.") % {"round": number})
        flagged = progress.unaccepted(m.Event.objects.get(pk=event.pk))
        if flagged:
            text = _("Not accepted by the opponents: %(list)s")
            messages.warning(request, text % {"list": confirm.unaccepted_list(event, flagged)})
    return redirect("run", event.slug)


@login_required
@require_POST
def undo_call(request, slug):
    """Take back the last round call, while no result of that round is in."""
    event = organised_event(request, slug)
    if event.status == m.Status.PLAYING and not confirm.confirmed(request):
        return confirm.ask(request, event, confirm.undo_call(event), back=confirm.run_url(event))
    try:
        number = undo_round_call(event, by=request.user)
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, _("Round %(round)s is in play again.") % {"round": number})
    return redirect("run", event.slug)


# -- moving on: the setting, each table's round, holding a table -------------------------------


def tables_moving(event: m.Event) -> list[dict]:
    """Each table's round and what it waits for, as the desk lists them (while in play)."""
    if event.status != m.Status.PLAYING or event.form == m.Form.PROGRESSIVE:
        return []
    words = event.words
    return [
        {"step": step, "waits": wait_words(step, str(words.board), str(words.boards))}
        for step in floor(event).values()
    ]


@login_required
@require_POST
def moving_on(request, slug):
    """The director's choice while in play: tables move on by themselves, or the director
    calls each round (the tables already finished go on at once when switched on)."""
    event = organised_event(request, slug)
    choice = request.POST.get("moving_on", "")
    if choice not in m.MovingOn.values:
        messages.error(request, _("Choose how the tables move on."))
        return redirect("run", event.slug)
    try:
        update_settings(event, by=request.user, moving_on=choice)
        move_tables_on(m.Event.objects.get(pk=event.pk))
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, str(m.MovingOn(choice).label) + ".")
    return redirect("run", event.slug)


@login_required
@require_POST
def hold(request, slug, number):
    """Hold a table (it does not move on by itself) or release it (``held`` 1 or 0)."""
    event = organised_event(request, slug)
    held = request.POST.get("held", "1") == "1"
    try:
        if held:
            hold_table(event, number, by=request.user)
        else:
            release_table(event, number, by=request.user)
    except services.DomainError as exc:
        messages.error(request, str(exc))
    else:
        text = _("Table %(table)s held.") if held else _("Table %(table)s released.")
        messages.success(request, text % {"table": number})
    return redirect("run", event.slug)


# -- the tables to tell and the cards to reprint -------------------------------------------


def _key(event: m.Event) -> str:
    return f"desk-changes:{event.pk}"


def kept_changes(request, event: m.Event) -> dict | None:
    """The changes the desk lists until the director says they are dealt with."""
    return request.session.get(_key(event))


def keep_changes(request, event: m.Event, before: changed.Snapshot | None) -> None:
    """After an action: what changed since ``before``, added to the desk's list."""
    event.refresh_from_db()
    found = changed.changes(before, changed.snapshot(event), from_round=max(event.current_round, 1))
    if found["tables"] or found["entrants"]:
        request.session[_key(event)] = changed.merged(kept_changes(request, event), found)


@login_required
@require_POST
def changes_done(request, slug):
    """The director has told the tables and reprinted the cards: the list goes."""
    event = organised_event(request, slug)
    request.session.pop(_key(event), None)
    messages.success(request, _("The list of changes is cleared."))
    return redirect("run", event.slug)
