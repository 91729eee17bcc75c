"""A progressive evening's host pages: the set-up, the drawing of positions, the bell, the
tables' reports and corrections.  Writes are POSTs by the event's organisers, through
``services.progressive``."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from movements.progression import CHART_GAMES
from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.forms import progressive as pf
from tournaments.scoring.progressive import TableReport
from tournaments.services import progressive as ps
from tournaments.services.common import DomainError
from tournaments.views.access import organised_event, run_service
from tournaments.views.progressive.common import (
    bonus_deals,
    guest_names,
    print_url,
    rules_of,
    settings_of,
)


@login_required
def new_evening(request):
    form = pf.EveningForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        d = form.cleaned_data
        try:
            event = ps.set_up_evening(
                ps.EveningSettings(
                    name=d["name"],
                    date=d["date"],
                    venue=d["venue"],
                    game=d["game"],
                    tables=d["tables"],
                    groups=d["groups"],
                    game_points=d["game_points"],
                    rounds=d["rounds"],
                    minutes=d["minutes"],
                    prize_classes=d["prize_classes"],
                    players=form.named(),
                    seed=d["seed"],
                    deals=d["deals"],
                    to_the_bell=d["to_the_bell"],
                    lone_hands_barred=d["lone_hands_barred"],
                    loner_points=d["loner_points"],
                    bye_points=d["bye_points"],
                    guests=d["guests"],
                    shuffle=d["shuffle"],
                    score_bonus=d["score_bonus"],
                    bonus_per_point=d["bonus_per_point"],
                    bonus_game=d["bonus_game"],
                ),
                by=request.user,
            )
        except DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(
                request, _("%(name)s is set up. Now draw the positions.") % {"name": event.name}
            )
            return redirect("progressive-host", event.slug)
    return render(request, "tournaments/progressive_new.html", {"form": form})


def _table_rows(seating, names, reported=frozenset()):
    rows = []
    for t in seating:
        pairs = None
        if len(t.players) == 4:
            pairs = [" & ".join(names.get(p, p) for p in pair) for pair in t.partnerships]
        players = [names.get(p, p) for p in t.players]
        rows.append(
            {"table": t.table, "pairs": pairs, "players": players, "done": t.table in reported}
        )
    return rows


def _host_context(event, bound=None):
    settings = settings_of(event)
    game, names = pa.engine_game(settings), guest_names(event)
    chart = pa.event_chart(event) if game in CHART_GAMES else None
    rounds = list(event.progressive_rounds.all())
    current = next((r for r in rounds if r.state != m.RoundState.CLOSED), None)
    closed = [r for r in rounds if r.state == m.RoundState.CLOSED]
    ctx = {
        "event": event,
        "settings": settings,
        "game": game.value,
        "partnerships": game in pa.PARTNERSHIP_GAMES,
        "current": current,
        "closed": closed,
        "changes": event.progressive_changes.select_related("round", "changed_by").order_by("-pk")[
            :30
        ],
        "print_url": print_url(event),
        "rules": rules_of(settings, event),
        "chart": chart,
        "by_hand": pf.ByHandForm()
        if chart is None
        and not closed
        and (current is None or current.number == 1)
        and (current is None or current.state == m.RoundState.WAITING)
        else None,
    }
    if current is not None:
        seating = pa.seating_of(current)
        reported = set(current.results.values_list("table", flat=True))
        ctx["tables"] = _table_rows(seating, names, reported)
        ctx["sitting_out"] = [names.get(p, p) for p in pa.sitting_out(event, seating)]
        ctx["reported"] = sorted(reported)
        if current.state == m.RoundState.OPEN:
            forms = []
            for t in seating:
                form = (bound or {}).get(t.table) or pf.ReportForm(
                    game=game,
                    table=t,
                    names=names,
                    prefix=f"t{t.table}",
                    bonus_deals=bonus_deals(settings),
                )
                forms.append((t.table, t.table in reported, form))
            ctx["report_forms"] = forms
    if closed:
        last = closed[-1]
        ctx["last"] = last
        ctx["last_outcome"] = [
            {
                "table": o.table,
                "winners": [names.get(p, p) for p in o.winners],
                "decided_by": o.decided_by,
                "down": [names.get(p, p) for p in o.down],
            }
            for o in pa.outcomes_of(last)
        ]
    return ctx


@login_required
def host(request, slug):
    event = organised_event(request, slug)
    return render(request, "tournaments/progressive_host.html", _host_context(event))


@login_required
@require_POST
def draw(request, slug):
    event = organised_event(request, slug)
    run_service(request, ps.draw_evening, event, _("Positions drawn with the event's seed."))
    return redirect("progressive-host", event.slug)


@login_required
@require_POST
def by_hand(request, slug):
    event = organised_event(request, slug)
    form = pf.ByHandForm(request.POST)
    if form.is_valid():
        tables_ = ps.parse_tables(form.cleaned_data["tables"])
        run_service(
            request, ps.seat_by_hand, event, _("Positions seated as drawn by hand."), tables_
        )
    else:
        messages.error(request, _("Write one table a line."))
    return redirect("progressive-host", event.slug)


@login_required
@require_POST
def bell(request, slug):
    event = organised_event(request, slug)
    action = request.POST.get("action")
    if action == "open":
        run_service(request, ps.open_round, event, _("The bell: the round is in play."))
    elif action in ("close", "close-last"):
        last = action == "close-last"
        run_service(request, ps.close_round, event, _("Round closed."), by_the_hour=last)
    elif action == "end":
        run_service(request, ps.end_evening, event, _("The evening is over."))
    else:
        messages.error(request, _("Choose open, close or end."))
    return redirect("progressive-host", event.slug)


def _open_table(event, table_number):
    round_ = event.progressive_rounds.filter(state=m.RoundState.OPEN).first()
    if round_ is None:
        return None, None
    seating = pa.seating_of(round_)
    table = next((t for t in seating if t.table == table_number), None)
    return round_, table


@login_required
@require_POST
def report(request, slug):
    """A table's result, from the host page or a guest's phone (``next`` says where to go)."""
    event = organised_event(request, slug)
    settings = settings_of(event)
    game, names = pa.engine_game(settings), guest_names(event)
    try:
        number = int(request.POST.get("table", ""))
        round_number = int(request.POST.get("round", ""))
    except ValueError:
        messages.error(request, _("Say which table and round the result is for."))
        return redirect("progressive-host", event.slug)
    round_, table = _open_table(event, number)
    back = _safe_next(request, event)
    if table is None or round_ is None or round_.number != round_number:
        try:  # refused by the service, with the message a person can act on
            ps.report_result(event, TableReport(number), by=request.user, round_number=round_number)
        except DomainError as exc:
            messages.error(request, str(exc))
        return redirect(back)
    form = pf.ReportForm(
        request.POST,
        game=game,
        table=table,
        names=names,
        prefix=f"t{number}",
        bonus_deals=bonus_deals(settings),
    )
    if form.is_valid():
        try:
            ps.report_result(
                event,
                form.report(),
                by=request.user,
                round_number=round_number,
                via=request.POST.get("via", "host")[:20],
            )
        except DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(request, _("Table %(number)s: result saved.") % {"number": number})
            return redirect(back)
    messages.error(request, _("Table %(number)s: nothing was saved.") % {"number": number})
    if back != reverse("progressive-host", args=[event.slug]):
        return redirect(back)
    ctx = _host_context(event, bound={number: form})
    return render(request, "tournaments/progressive_host.html", ctx, status=400)


def _safe_next(request, event) -> str:
    host_url = reverse("progressive-host", args=[event.slug])
    target = request.POST.get("next", "")
    prefix = f"/e/{event.slug}/"
    return target if target.startswith(prefix) and "//" not in target else host_url


@login_required
def correct(request, slug, number, table):
    event = organised_event(request, slug)
    settings = settings_of(event)
    game, names = pa.engine_game(settings), guest_names(event)
    round_ = get_object_or_404(
        m.ProgressiveRound, event=event, number=number, state=m.RoundState.CLOSED
    )
    seated = next((t for t in pa.seating_of(round_) if t.table == table), None)
    if seated is None:
        raise Http404(_("No such table."))
    row = round_.results.filter(table=table).first()
    form = pf.ReportForm(
        request.POST or None,
        game=game,
        table=seated,
        names=names,
        correcting=True,
        initial=pf.initial_from(row, game),
        bonus_deals=bonus_deals(settings),
    )
    if request.method == "POST" and form.is_valid():
        try:
            done = ps.correct_result(
                event, number, form.report(), by=request.user, reason=form.cleaned_data["reason"]
            )
        except DomainError as exc:
            form.add_error(None, str(exc))
        else:
            text = _("Round %(number)s, table %(table)s corrected; stars recomputed.") % {
                "number": number,
                "table": table,
            }
            note = done.change.note
            messages.success(
                request,
                _("%(text)s %(note)s") % {"text": text, "note": note} if note else text,
            )
            return redirect("progressive-host", event.slug)
    ctx = {"event": event, "round": round_, "table": seated, "form": form, "row": row}
    return render(request, "tournaments/progressive_correct.html", ctx)
