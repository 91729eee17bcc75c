"""The organiser's pages: create an event, name the pairs, start, finish and publish."""

from __future__ import annotations

import copy

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Count
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST

from movements.recommend import recommend
from tournaments import models as m
from tournaments import services
from tournaments.adapters.movements import CUSTOM
from tournaments.forms import setup as forms
from tournaments.models.vocabulary import words_for
from tournaments.services.competitions import create_competition
from tournaments.services.settings import SETTINGS, update_settings
from tournaments.standings import shown_for
from tournaments.views.access import organised_event, run_service, staff_clubs


@login_required
def dashboard(request):
    """The events of the clubs the signed-in user helps run."""
    events = m.Event.objects.filter(staff_clubs(request.user)).distinct()
    groups = [
        (_("In play"), [e for e in events if e.status == m.Status.PLAYING]),
        (_("Being set up"), [e for e in events if e.status in (m.Status.DRAFT, m.Status.SEATED)]),
        (_("Finished"), [e for e in events if e.status == m.Status.FINISHED]),
    ]
    roles = list(request.user.club_roles.select_related("club"))
    clubs = [r.club_id for r in roles if r.role in (m.Role.ORGANISER, m.Role.SCORER)]
    competitions = m.Competition.objects.order_by("-date", "name")
    if not request.user.is_superuser:
        competitions = competitions.filter(club_id__in=clubs)
    return render(
        request,
        "tournaments/dashboard.html",
        {
            "groups": groups,
            "competitions": competitions.annotate(parts=Count("events")),
            "roles": roles,
            "organises": request.user.is_superuser
            or any(r.role == m.Role.ORGANISER for r in roles),
        },
    )


def _recommendations(
    data, *, form: str | None = None, game: str | None = None, sections: bool = True
) -> list:
    """A new event may be a field in sections (a competition); an event set up, one room."""
    return recommend(
        data["entrants"],
        form=form or data["form"],
        minutes_per_board=float(data["minutes_per_board"]),
        session_minutes=data["session_minutes"],
        game=game or data["game"],
        sections=sections,
    )


def _step_one(request, basics, **fixed) -> list | None:
    """The movements that fit the field in ``basics``; None (a form error) when none does."""
    if request.method != "POST" or not basics.is_valid():
        return None
    try:
        return _recommendations(basics.cleaned_data, **fixed)
    except ValueError as exc:
        basics.add_error("entrants", str(exc))
        return None


def _step_two(
    request, recs: list, context: dict, *, game: str, form: str, apply, rules=None, scale=None
):
    """Choose one of the movements that fit, its trays per round and the scoring.

    ``apply(chosen)`` saves the choice (``chosen`` holds the movement's kind, size, options,
    trays per round, scoring method and rules, and the seed) and returns the response; a ``DomainError`` it
    raises is shown on the form and nothing is saved.
    """
    choosing = request.POST.get("step") == "create"
    choice = forms.MovementChoiceForm(
        request.POST if choosing else None,
        recommendations=recs,
        game=game,
        form=form,
        initial={"scoring_rules": rules, "vp_scale": scale} if rules else None,
    )
    if choosing and choice.is_valid():
        rec, data = choice.chosen(), choice.cleaned_data
        chosen = {
            "movement_kind": rec.kind,
            "movement_size": rec.size,
            "movement_options": {k: v for k, v in rec.options.items() if k != "boards_per_round"},
            "boards_per_round": data["boards_per_round"] or rec.boards_per_round,
            "scoring_method": data["scoring_method"],
        }
        for key in ("scoring_rules", "vp_scale"):
            if data.get(key):  # left out: a new event's default, a changed one's own
                chosen[key] = data[key]
        try:
            return apply(rec, chosen, data["seed"])
        except services.DomainError as exc:
            choice.add_error(None, str(exc))
    rows = [(str(i), rec) for i, rec in enumerate(recs)]
    context.update(choice=choice, rows=rows, step=2)
    return render(request, "tournaments/event_form.html", context)


def _named_next(request, event: m.Event, said: str):
    messages.success(
        request,
        _("%(said)s Now name the %(entrant_word)s.")
        % {"said": said, "entrant_word": forms.entrant_word(event.form)},
    )
    return redirect("entrants", event.slug)


@login_required
def create_event(request):
    """The wizard: game, form and field size first; then the movements that fit."""
    basics = forms.EventBasicsForm(request.POST or None, user=request.user)
    context = {"basics": basics, "step": 1}
    recs = _step_one(request, basics)
    if recs is None:
        return render(request, "tournaments/event_form.html", context)
    data = basics.cleaned_data
    context["word"] = forms.entrant_word(data["form"])
    context["words"] = words_for(data["game"])

    def apply(rec, chosen: dict, seed):
        if rec.sections:
            return _create_sections(request, data, rec, chosen, seed)
        event = services.create_event(
            by=request.user,
            name=data["name"],
            date=data["date"],
            venue=data["venue"],
            game=data["game"],
            form=data["form"],
            seed=seed,
            **chosen,
        )
        return _named_next(request, event, _("%(name)s is set up.") % {"name": event.name})

    return _step_two(request, recs, context, game=data["game"], form=data["form"], apply=apply)


def _create_sections(request, data, rec, chosen: dict, seed):
    """A field too big for one section in the session: a competition of sections on the same
    deals, scored across the field, each section its own Mitchell of the same rounds."""
    competition = create_competition(
        by=request.user,
        name=data["name"],
        date=data["date"],
        venue=data["venue"],
        game=data["game"],
        sections=len(rec.sections),
        sessions=1,
        movement_kind=rec.kind,
        movement_size=rec.size,
        boards_per_round=chosen["boards_per_round"],
        scoring_method=chosen["scoring_method"],
        scoring_rules=chosen.get("scoring_rules", "club"),
        across_field=True,
        seed=seed,
        section_movements=[
            (size, {k: v for k, v in options.items() if k != "boards_per_round"})
            for size, options in rec.sections
        ],
    )
    messages.success(
        request,
        _(
            "%(name)s is set up in %(sections)s sections playing the same deals. Now name each "
            "section's pairs."
        )
        % {"name": competition.name, "sections": len(rec.sections)},
    )
    return redirect(competition.get_absolute_url())


def _name_rows(event: m.Event, data) -> tuple[list, list]:
    """A names form for every pair or player, and a name form for every team."""
    everyone = list(event.entrants.prefetch_related("members__player"))
    people = sorted(
        (e for e in everyone if e.kind != m.Entrant.Kind.TEAM),
        key=lambda e: (e.team_id or 0, e.direction, e.number, e.label),
    )
    one_player = shown_for(event.form).players_each == 1
    rows = []
    for entrant in people:
        names = [mem.player.name for mem in entrant.members.all()]
        initial = {"player_1": names[0] if names else ""}
        if one_player:
            rows.append(
                (entrant, forms.PlayerNameForm(data, prefix=entrant.label, initial=initial))
            )
        else:
            initial["player_2"] = names[1] if len(names) > 1 else ""
            initial["handicap"] = entrant.handicap
            rows.append((entrant, forms.PairNamesForm(data, prefix=entrant.label, initial=initial)))
    teams = []
    for team in (e for e in everyone if e.kind == m.Entrant.Kind.TEAM):
        form = forms.TeamNameForm(data, prefix=f"team-{team.label}", initial={"name": team.name})
        teams.append((team, form, [row for row in rows if row[0].team_id == team.pk]))
    return rows, teams


@login_required
def change_movement(request, slug):
    """Before the start: another field size, another movement; the names already entered stay."""
    event = organised_event(request, slug)
    if event.status != m.Status.DRAFT:
        messages.error(
            request, _("The event has started: change the movement at the session desk.")
        )
        return redirect("event", event.slug)
    word = forms.entrant_word(event.form)
    seated = event.entrants.filter(kind=shown_for(event.form).counted)
    size = forms.FieldSizeForm(request.POST or None, initial={"entrants": seated.count()})
    context = {"basics": size, "step": 1, "word": word, "changing": event, "words": event.words}
    recs = _step_one(request, size, form=event.form, game=event.game, sections=False)
    if recs is None:
        return render(request, "tournaments/event_form.html", context)

    def apply(rec, chosen: dict, _seed):
        moved = services.change_movement(event, by=request.user, **chosen)
        done = _("The movement is now %(name)s; names kept.") % {"name": rec.name}
        if moved:
            done += " " + ngettext(
                "%(count)s of them have new numbers: check the list.",
                "%(count)s of them have new numbers: check the list.",
                len(moved),
            ) % {"count": len(moved)}
        messages.success(request, done)
        return redirect("entrants", event.slug)

    return _step_two(
        request,
        recs,
        context,
        game=event.game,
        form=event.form,
        apply=apply,
        rules=event.scoring_rules,
        scale=event.vp_scale,
    )


@login_required
def create_custom_event(request):
    """An event on the organiser's own movement: the file must pass the movement checker."""
    form = forms.CustomMovementForm(request.POST or None, request.FILES or None, user=request.user)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            event = _create_custom(request, data)
        except services.DomainError as exc:
            form.add_error("movement_file", str(exc))
        else:
            return _named_next(request, event, _("%(name)s is set up.") % {"name": event.name})
    return render(request, "tournaments/event_custom.html", {"form": form})


def _create_custom(request, data) -> m.Event:
    """The movement's own form, size and trays per round; the service checks the file."""
    return services.create_event(
        by=request.user,
        name=data["name"],
        date=data["date"],
        venue=data["venue"],
        game=data["game"],
        form="",
        movement_kind=CUSTOM,
        movement_size=1,
        boards_per_round=1,
        scoring_method=data["scoring_method"],
        seed=data["seed"],
        custom_movement=data["movement_file"],
    )


@login_required
def entrants(request, slug):
    """Name the pairs, teams or players: pick from the club's list or type new names."""
    event = organised_event(request, slug)
    locked = event.status != m.Status.DRAFT
    data = request.POST if request.method == "POST" and not locked else None
    rows, teams = _name_rows(event, data)
    word = forms.entrant_word(event.form)
    if request.method == "POST":
        every_form = [f for _e, f in rows] + [f for _t, f, _r in teams]
        if locked:
            messages.error(request, _("The event has started: names can no longer change here."))
        elif all(f.is_valid() for f in every_form):
            try:
                _save_names(request, event, rows, teams)
            except services.DomainError as exc:
                messages.error(request, str(exc))
            else:
                messages.success(request, _("%(word)s saved.") % {"word": word.capitalize()})
                return redirect("entrants", event.slug)
        else:
            messages.error(
                request, _("Some %(word)s need attention; nothing was saved.") % {"word": word}
            )
    players = m.Player.objects.filter(club=event.club_id).values_list("name", flat=True)
    return render(
        request,
        "tournaments/entrants.html",
        {
            "event": event,
            "rows": rows,
            "teams": teams,
            "players": players,
            "locked": locked,
            "word": word,
            "individual": shown_for(event.form).players_each == 1,
        },
    )


def _save_names(request, event: m.Event, rows, teams) -> None:
    """Every changed name in one service call: all saved, or none."""
    people = []
    for entrant, form in rows:
        if form.has_changed():
            people.append(
                (
                    entrant,
                    [form.cleaned_data["player_1"], form.cleaned_data.get("player_2", "")],
                    form.cleaned_data.get("handicap"),
                )
            )
    named = [(team, form.cleaned_data["name"]) for team, form, _p in teams if form.has_changed()]
    services.name_entrants(event, by=request.user, people=people, teams=named)


@login_required
@require_POST
def draw(request, slug):
    event = organised_event(request, slug)
    run_service(
        request,
        services.draw_seating,
        event,
        _("Seats drawn (seed %(seed)s).") % {"seed": event.seed},
    )
    return redirect("entrants", event.slug)


@login_required
@require_POST
def swap(request, slug):
    event = organised_event(request, slug)
    first, second = request.POST.get("first", ""), request.POST.get("second", "")
    run_service(
        request, services.swap_positions, event, _("Seats swapped."), first=first, second=second
    )
    return redirect("entrants", event.slug)


@login_required
def event_settings(request, slug):
    """What the public sees during play, the pads, the scoring method, rules and VP scale,
    and the ranking rule."""
    event = organised_event(request, slug)
    # A copy: a model form writes its values into its instance while it checks them.
    form = forms.EventSettingsForm(request.POST or None, instance=copy.copy(event))
    if request.method == "POST" and form.is_valid():
        values = {name: form.cleaned_data[name] for name in SETTINGS if name in form.fields}
        try:
            changed = update_settings(event, by=request.user, **values)
        except services.DomainError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(
                request, _("Settings saved.") if changed else _("Nothing was changed.")
            )
            return redirect("event", event.slug)
    return render(request, "tournaments/event_settings.html", {"event": event, "form": form})
