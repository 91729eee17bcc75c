"""A competition's pages: its set-up, and its standings (each session, and overall, by
stratum and with handicaps) beside the links to every section of every session."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from tournaments import models as m
from tournaments.adapters import trust
from tournaments.forms.competition import CompetitionForm, CopyNamesForm
from tournaments.models.vocabulary import words_for
from tournaments.services import competitions as services
from tournaments.services.common import DomainError
from tournaments.standings import field_pages
from tournaments.standings.competition import competition_scores
from tournaments.standings.competition_league import is_league, league_match
from tournaments.views.locale import use_club_locale


def _readable(request, slug: str) -> m.Competition:
    competition = get_object_or_404(m.Competition.objects.select_related("club"), slug=slug)
    use_club_locale(request, competition.club)
    if trust.may_read_competition(competition, request.user):
        return competition
    raise Http404(_("No such competition."))


def _organised(request, slug: str) -> m.Competition:
    competition = get_object_or_404(m.Competition, slug=slug)
    if not competition.is_organiser(request.user):
        raise Http404(_("No such competition."))
    return competition


@login_required
def create(request):
    form = CompetitionForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        d = form.cleaned_data
        try:
            competition = services.create_competition(by=request.user, **d)
        except DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(
                request,
                _(
                    "%(name)s is set up: name the pairs of each section of session 1, then seat the later "
                    "sessions from it."
                )
                % {"name": competition.name},
            )
            return redirect("competition", competition.slug)
    return render(request, "tournaments/competition_new.html", {"form": form})


def competition_page(request, slug):
    """The competition at a glance.  A field larger than a page (a simultaneous pairs of
    hundreds of tables) shows its first page here and the rest on the standings' pages."""
    competition = _readable(request, slug)
    scores = competition_scores(competition, user=request.user)
    grid: dict[int, list[m.Event]] = {}
    for event in scores.events:
        grid.setdefault(event.session, []).append(event)
    overall = scores.overall()
    large = len(overall) > field_pages.PAGE
    return render(
        request,
        "tournaments/competition.html",
        {
            "competition": competition,
            "words": words_for(scores.events[0].game if scores.events else None),
            "scores": scores,
            "grid": sorted(grid.items()),
            "overall": overall[: field_pages.PAGE] if large else overall,
            "field_size": len(overall) if large else 0,
            "strata": {} if large else scores.strata(),
            "handicapped": [] if large else scores.handicapped(),
            "sessions": sorted(scores.sessions.items()),
            "session_tables": not large,
            "is_organiser": competition.is_organiser(request.user),
            "all_finished": bool(scores.events)
            and all(e.status == m.Status.FINISHED for e in scores.events),
            "copy_form": CopyNamesForm(),
            "is_league": is_league(scores.events),
            "league": league_match(
                scores.events,
                public=not trust.club_reads_everything(competition.club_id, request.user),
            )
            if is_league(scores.events)
            else {},
        },
    )


@login_required
@require_POST
def copy_names(request, slug):
    competition = _organised(request, slug)
    form = CopyNamesForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Choose the session to seat (2 or later)."))
        return redirect("competition", competition.slug)
    try:
        copied = services.copy_names(
            competition, by=request.user, to_session=form.cleaned_data["to_session"]
        )
    except DomainError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(
            request, _("%(copied)s pairs seated as in session 1.") % {"copied": copied}
        )
    return redirect("competition", competition.slug)


@login_required
@require_POST
def publish(request, slug):
    competition = _organised(request, slug)
    published = request.POST.get("published", "1") == "1"
    services.publish_competition(competition, by=request.user, published=published)
    messages.success(request, "Published." if published else "Unpublished.")
    return redirect("competition", competition.slug)


def field_standings(request, slug):
    """The whole field's standings a page at a time: ``?page=``, a session's (``?session=``)
    or the overall, one section's pairs (``?section=``), or the page a pair is on
    (``?find=`` its code, "AB3 NS", or a name)."""
    competition = _readable(request, slug)
    scores = competition_scores(competition, user=request.user)
    if is_league(scores.events):  # two sittings of one match: no field of pairs to page
        return redirect("competition", competition.slug)
    view = field_pages.view_of(scores, request.GET)
    return render(
        request,
        "tournaments/competition_field.html",
        {"competition": competition, "scores": scores, "view": view},
    )
