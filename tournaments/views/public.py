"""Pages anyone may read once an event is published: standings, score cards, travellers; and
the movement and "where next", which anyone reads from the start of play, published or not.

Each page reads an event's results once through ``standings.scores_for`` and works from
what came back, so the number of queries does not grow with the size of the event.
"""

from __future__ import annotations

import secrets

from django.db.models import Count, Q
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _
from django_tables2 import RequestConfig
from django_tables2.export import TableExport

from movements.diagram import room_svg
from movements.stands import stand_lines, stand_summary
from movements.where import stop_for
from said import speaking
from tournaments import models as m
from tournaments.adapters import cached, trust
from tournaments.adapters import movements as movement_rows
from tournaments.adapters.compressed import Deflated, text_of
from tournaments.forms.public import WhereNextForm
from tournaments.models.vocabulary import entrants_said
from tournaments.standings import field_sections, scores_for, shown_for
from tournaments.standings.awards import awards_shown
from tournaments.standings.base import hide_names, names_shown
from tournaments.views.access import movement_event, readable_event
from tournaments.views.awards import publication_panel
from tournaments.views.tables import csv_export, paginate

STANDINGS_PER_PAGE = 50
LIVE_SECONDS = 30
EXPORT_PARAM = "_export"  # the name django-tables2's ``export_url`` tag writes
# Where the standings page's template puts the live part, replaced by the part itself (an HTML
# comment no escaped text can make, new in each process)
LIVE_MARK = f"<!--live:{secrets.token_hex(8)}-->"
# What the live part is kept as in the shared cache.  Releases before the part was compressed
# once kept its text under "standings-live": a site upgraded while its cache still holds those
# does not read them.
LIVE_KEPT_AS = "standings-live-compressed"


def event_page(request, slug):
    event = readable_event(request, slug)
    everyone = _entrants(request, event)
    teams = [e for e in everyone if e.kind == m.Entrant.Kind.TEAM]
    entrants = teams or everyone
    pairs_of = {t.pk: [e for e in everyone if e.team_id == t.pk] for t in teams}
    trays = event.trays.annotate(played=Count("results", filter=Q(results__isnull=False))).order_by(
        "number"
    )
    return render(
        request,
        "tournaments/event.html",
        {
            "event": event,
            "entrants": [(e, pairs_of.get(e.pk, ())) for e in entrants],
            "word": entrants_said(shown_for(event.form).word),
            "has_standings": shown_for(event.form).has_standings,
            "trays": trays,
            "is_organiser": event.is_organiser(request.user),
            "is_staff": event.is_staff(request.user),
            **(publication_panel(event) if event.is_organiser(request.user) else {}),
        },
    )


def _refresh_seconds(request) -> int:
    """Seconds between refreshes: ``?every=`` (2 to 300) for a screen on the club wall."""
    try:
        return min(max(int(request.GET.get("every", LIVE_SECONDS)), 2), 300)
    except ValueError:
        return LIVE_SECONDS


def _live_context(request, event: m.Event, scores) -> dict:
    """The refreshing part of the standings page: the table, the form's own extras, charts."""
    table = scores.standings_table(scores.players())
    paginate(request, table, STANDINGS_PER_PAGE)
    context = scores.standings_context()
    for key in ("tricks", "top_loss"):
        if context.get(key) is not None:
            RequestConfig(request, paginate=False).configure(context[key])
    return {
        **context,
        "event": event,
        "table": table,
        "charts": _charts(event, scores),
        "live": event.status == m.Status.PLAYING,
        "live_seconds": _refresh_seconds(request),
        "live_template": scores.live_template,
        "version": field_sections.shown_version(event, _public(request, event)),
        "standings_hidden": not scores.visibility.standings,
    }


def _charts(event: m.Event, scores) -> list[tuple[str, str]]:
    """The running charts, drawn once per version of the results (they re-score every round)."""
    public = not scores.visibility.everything
    field = field_sections.shown_version(event, public)  # a section: its whole field's
    key = cached.key_for(event, "running-charts", public, field)
    drawn = cached.kept(key, scores.charts)
    return [(title, mark_safe(svg)) for title, svg in drawn]


def _public(request, event: m.Event) -> bool:
    """Whether the reader sees the event as the public does (not the club's staff)."""
    return not trust.reads_everything(event, request.user)


def _scores(request, event: m.Event, *, tray: int | None = None):
    """The event's scores as this reader may see them: what is public now, and names only
    where the club shows them."""
    return scores_for(
        event, tray=tray, public=_public(request, event), names=names_shown(event, request.user)
    )


def _entrants(request, event: m.Event) -> list[m.Entrant]:
    """The event's entrants, their names blanked where the club keeps them off its pages."""
    entrants = list(event.entrants.all())
    if not names_shown(event, request.user):
        hide_names(entrants)
    return entrants


def _scored_event(request, slug: str):
    """An event anyone reading may see, with its form's way of showing results."""
    event = readable_event(request, slug)
    if not shown_for(event.form).has_standings:
        raise Http404(_("This event's results are its star table and prize list."))
    return event


def standings_page(request, slug):
    """Standings (sortable, paginated, ``?_export=csv`` for a spreadsheet) and the charts.
    The standings themselves are the live part, rendered and compressed once per version of
    the event and view (``_live_part``); the page around it is the reader's own, and only it
    is compressed for each reader (``gzip_parts``, ``adapters.compressed``)."""
    event = _scored_event(request, slug)
    if request.GET.get(EXPORT_PARAM) == TableExport.CSV:
        return _standings_csv(request, event)
    _version, live = _live_part(request, event)
    context = {
        "event": event,
        "live": event.status == m.Status.PLAYING,
        "live_html": mark_safe(LIVE_MARK),  # the part itself goes in below
        "awards": _awards(request, event),
    }
    page = render_to_string(shown_for(event.form).standings_template, context, request)
    before, mark, after = page.partition(LIVE_MARK)
    if not mark:
        raise RuntimeError(f"{shown_for(event.form).standings_template} shows no live_html")
    parts = [before.encode(), live, after.encode()]
    return _in_parts(parts)


def _in_parts(parts: list[bytes | Deflated]) -> HttpResponse:
    """A page made of ``parts`` (UTF-8 text, and kept parts compressed once), which the
    site's gzip middleware compresses from them."""
    response = HttpResponse(text_of(parts))
    response.gzip_parts = parts  # read by PageGZipMiddleware
    return response


def _awards(request, event: m.Event) -> list:
    """The event's masterpoints as this reader sees them, read once per version and view
    (every award written moves the event's versions)."""
    names = names_shown(event, request.user)
    key = cached.key_for(event, "awards", _public(request, event), names)
    return cached.kept(key, lambda: awards_shown(event, names=names))


def _view_of(request, event: m.Event, kind: str) -> str:
    """The cache key of a part of a page as this reader sees it at the event's version:
    public or staff, names or numbers, and the page's own parameters (sorting, page)."""
    view = request.GET.copy()
    view.pop("since", None)
    public = _public(request, event)
    names = names_shown(event, request.user)
    field = field_sections.shown_version(event, public)  # a section: its whole field's
    return cached.key_for(event, kind, public, names, view.urlencode(), field)


def _live_part(request, event: m.Event) -> tuple[str, Deflated]:
    """(version, HTML as ``Deflated``) of the standings' live part, rendered and compressed
    once per version and view and kept in the shared cache: a room full of phones reading the
    standings as the last round ends shares one rendering, and one compression."""

    def build() -> tuple[str, Deflated]:
        scores = _scores(request, event)
        context = _live_context(request, event, scores)
        html = render_to_string(scores.live_template, context, request)
        return context["version"], Deflated.of(html.encode())

    return cached.kept(_view_of(request, event, LIVE_KEPT_AS), build)


def _standings_csv(request, event: m.Event) -> HttpResponse:
    """The standings as a spreadsheet, made once per version and view."""

    def build() -> tuple[str, bytes]:
        scores = _scores(request, event)
        table = _live_context(request, event, scores)["table"]
        made = csv_export(table).response(f"{event.slug}-{scores.csv_name}.csv")
        return made["Content-Disposition"], made.content

    disposition, content = cached.kept(_view_of(request, event, "standings-csv"), build)
    response = HttpResponse(content, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = disposition
    return response


def standings_live(request, slug):
    """The refreshing part of the standings page alone, for the page's own polling script.

    A room full of phones polls this, each poll naming the version it shows (``?since=``):
    while the version of what this reader sees is the same, the answer is an empty 204 after
    one small query (the event's own row); otherwise the part as rendered for this version
    (``_live_part``).  The public's version moves only when the public can see more (a tray
    every table has played, a setting, a name), so public polls during play mostly get the
    204; the staff's moves with every result.  A request without ``since`` always gets the
    current part.
    """
    event = _scored_event(request, slug)
    since = request.GET.get("since")
    if since and since == field_sections.shown_version(event, _public(request, event)):
        return _no_change()
    _version, live = _live_part(request, event)
    response = _in_parts([live])
    response["Cache-Control"] = "no-store"
    return response


def _no_change() -> HttpResponse:
    response = HttpResponse(status=204)
    response["Cache-Control"] = "no-store"
    return response


def score_card_page(request, slug, label):
    event = _scored_event(request, slug)
    scores = _scores(request, event)
    context = scores.card_once(label)
    if context is None:
        raise Http404(_("No such %(noun)s.") % {"noun": scores.noun.lower()})
    return render(
        request,
        scores.card_template,
        {"event": event, "noun": scores.noun, **context, **_lines_kept(request, event, label)},
    )


def _lines_kept(request, event: m.Event, page: object) -> dict:
    """How a card's or a traveller's lines are rendered once per version and view (the
    template's ``cache`` tag): on the key of the scores they are made from (a section's: its
    field's versions, kept on the event), and the page's own (``page``: the pair, the tray)."""
    names = names_shown(event, request.user)
    field = field_sections.field_versions(event)
    public = _public(request, event)
    return {
        "lines_key": cached.key_for(event, "page-lines", public, names, page, field),
        "lines_seconds": 0 if cached.in_writer_transaction() else cached.SECONDS,
    }


def traveller_page(request, slug, number):
    event = _scored_event(request, slug)
    trays = list(event.trays.order_by("number"))
    numbers = [t.number for t in trays]
    if number not in numbers:
        raise Http404(_("No such %(board)s.") % {"board": event.words.board})
    at = numbers.index(number)
    scores = _scores(request, event, tray=number)
    return render(
        request,
        scores.traveller_template,
        {
            "event": event,
            "tray": trays[at],
            "hidden": not scores.visibility.tray_shown(number),
            "hidden_when": scores.visibility.tray_note(number),
            **scores.traveller_once(number),
            **_lines_kept(request, event, f"tray {number}"),
            "previous": numbers[at - 1] if at > 0 else None,
            "following": numbers[at + 1] if at + 1 < len(numbers) else None,
        },
    )


def _chosen_round(request, event: m.Event, count: int) -> int:
    """The round asked for in ``?round=``, else the one in play, kept within the movement."""
    try:
        wanted = int(request.GET.get("round", ""))
    except ValueError:
        wanted = event.current_round or 1
    return min(max(wanted, 1), max(count, 1))


def _movement_only(request, event: m.Event) -> bool:
    """Whether the reader sees only the movement and "where next" of an event in play that is
    not published yet: no other page of it, and no names."""
    return not trust.may_read(event, request.user)


def movement_page(request, slug):
    """The round-by-round chart and a picture of the room for one round at a time."""
    event = movement_event(request, slug)
    movement = movement_rows.movement_for(event)
    key = cached.seating_key(event, "movement-grid")
    grid_html = cached.kept(key, lambda: _movement_grid(event, movement))
    shown = _chosen_round(request, event, movement.round_count)
    words = event.words
    picture = ""
    if movement.rounds:
        with speaking(words.source_words()):  # the picture's words said in the event's
            svg = room_svg(movement, shown)
        picture = mark_safe(words.reword_svg(svg))
    return render(
        request,
        "tournaments/movement.html",
        {
            "event": event,
            "movement": movement,
            "description": words.reword(movement.description or ""),
            "grid_html": mark_safe(grid_html),  # rendered from the site's own template
            "shown": shown,
            "picture": picture,
            "round_numbers": range(1, movement.round_count + 1),
            "movement_only": _movement_only(request, event),
        },
    )


def _movement_grid(event: m.Event, movement) -> str:
    """The round-by-round chart (a cell a table a round: 1,560 at 40 tables), rendered once
    per version of the event: it shows pair numbers only, the same for every reader."""
    entrants = {e.label: e for e in event.entrants.all()}
    grid = []
    words = event.words.source_words()
    for rnd in movement.rounds:
        cells = []
        for table in range(1, movement.tables + 1):
            s = rnd.at_table(table)
            cells.append(
                None
                if s is None
                else {
                    "ns": entrants.get(s.ns) if s.ns else None,
                    "ew": entrants.get(s.ew) if s.ew else None,
                    "seats": [
                        (seat, entrants.get(label))
                        for seat, label in zip("NESW", s.players or (), strict=False)
                    ],
                    "trays": movement.trays_label(s),
                    "switched": s.arrow_switched,
                }
            )
        with speaking(words):  # the stands' lines in the event's words
            stands = stand_lines(movement, rnd.number)
        grid.append({"round": rnd, "cells": cells, "stands": stands})
    with speaking(words):
        context = {
            "grid": grid,
            "tables": range(1, movement.tables + 1),
            "stands": stand_summary(movement),
        }
    return render_to_string("tournaments/_movement_grid.html", context)


def _find_entrant(entrants, data: dict) -> m.Entrant | None:
    """The pair (or player) the players' own number and direction name.

    A number with a direction names a pair of a two-field movement or a team's pair; without
    one the number is the entrant's own code (a Howell pair "7", a player "12", a lady "c").
    """
    typed = data["number"].strip().casefold()
    direction = data.get("direction") or ""
    for entrant in entrants:
        if entrant.kind == m.Entrant.Kind.TEAM:
            continue
        if entrant.direction:
            team = entrant.label.split(".")[0].casefold() if "." in entrant.label else None
            if direction == entrant.direction and typed in (str(entrant.number), team):
                return entrant
        elif typed == entrant.code.casefold():
            return entrant
    return None


def _stop_context(stop, entrants: dict[str, m.Entrant]) -> dict | None:
    if stop is None:
        return None
    return {
        "stop": stop,
        "opponents": [entrants[label] for label in stop.opponents if label in entrants],
        "partner": entrants.get(stop.partner) if stop.partner else None,
        "trays": ", ".join(str(t) for t in stop.trays),
        "trays_go": None if stop.trays_go is None else ", ".join(str(t) for t in stop.trays_go),
    }


def where_next_page(request, slug):
    """A pair types its number and reads where it plays this round and the next."""
    event = movement_event(request, slug)
    movement_only = _movement_only(request, event)
    everyone = list(event.entrants.all())
    if movement_only or not names_shown(event, request.user):
        hide_names(everyone)
    entrants = {e.label: e for e in everyone}
    directional = any(e.direction for e in entrants.values())
    word = shown_for(event.form).word
    form = WhereNextForm(request.GET or None, directional=directional, word=word)
    context = {"event": event, "form": form, "entrant": None, "movement_only": movement_only}
    if form.is_bound and form.is_valid():
        entrant = _find_entrant(entrants.values(), form.cleaned_data)
        if entrant is None:
            missing = {
                "teams": _("There is no team pair with that number in this event."),
                "players": _("There is no player with that number in this event."),
            }.get(word, _("There is no pair with that number in this event."))
            form.add_error(None, missing)
        else:
            movement = movement_rows.movement_for(event)
            now = max(event.current_round, 1)
            current = stop_for(movement, entrant.label, now)
            following = stop_for(movement, entrant.label, now + 1)
            if event.current_round >= 1:
                first = _("This round (round %(number)s)") % {"number": now}
            else:
                first = _("First round (round %(number)s)") % {"number": now}
            if following:
                second = _("Next round (round %(number)s)") % {"number": now + 1}
            else:
                second = _("Next round")
            context.update(
                entrant=entrant,
                finished=event.status == m.Status.FINISHED,
                rounds=movement.round_count,
                steps=[
                    (
                        first,
                        {"id": "now", "info": _stop_context(current, entrants)},
                    ),
                    (
                        second,
                        {"id": "next", "info": _stop_context(following, entrants)},
                    ),
                ],
            )
    return render(request, "tournaments/where_next.html", context)
