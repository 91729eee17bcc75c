"""Events and entrants: create, name, seat, start, finish, publish."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Sequence
from decimal import Decimal

from django.db import transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _

from movements import trays as tray_rules
from movements.io import InvalidMovementError
from movements.types import Movement, Round
from said import in_english
from tournaments import models as m
from tournaments.adapters import movements as adapters
from tournaments.adapters.statistics import refresh_statistics
from tournaments.services.common import DomainError, require_organiser
from tournaments.services.methods import check_scoring
from tournaments.services.publication import publish_results


def _unique_slug(name: str, date: dt.date) -> str:
    base = slugify(f"{name} {date:%Y-%m-%d}")[:70] or "event"
    slug, n = base, 2
    while m.Event.objects.filter(slug=slug).exists():
        slug, n = f"{base}-{n}", n + 1
    return slug


# -- events ---------------------------------------------------------------------------------


@transaction.atomic
def create_event(
    *,
    by,
    name: str,
    date: dt.date,
    game: str,
    form: str,
    movement_kind: str,
    movement_size: int,
    boards_per_round: int,
    scoring_method: str,
    venue: str = "",
    movement_options: dict | None = None,
    seed: int | None = None,
    slug: str | None = None,
    custom_movement: str = "",
    club: m.Club | None = None,
    competition: m.Competition | None = None,
    section: str = "",
    session: int = 1,
    scoring_rules: str = "club",
    vp_scale: str = "wbf",
    moving_on: str = m.MovingOn.TABLES,
) -> m.Event:
    """Create a draft event and the entrants its movement numbers: the one path by which
    every event comes to be (a progressive party's guests are added by its own set-up).

    The event belongs to ``club``, or to the one club ``by`` organises.  ``movement_kind``
    "custom" takes the organiser's own movement as CSV (``custom_movement``): the checker must
    pass it, and its form, size and trays per round are the movement's own.
    """
    if not name.strip():
        raise DomainError(_("The event needs a name."))
    check_rules(scoring_rules)
    club = club_for(by, club)
    event = m.Event(
        club=club,
        competition=competition,
        section=section,
        session=session,
        name=name.strip(),
        slug=slug or _unique_slug(name, date),
        date=date,
        venue=venue.strip(),
        game=game,
        form=form,
        movement_kind=movement_kind,
        movement_size=movement_size,
        movement_options=dict(movement_options or {}),
        custom_movement=custom_movement if movement_kind in adapters.OWN_MOVEMENTS else "",
        boards_per_round=boards_per_round,
        scoring_method=scoring_method,
        scoring_rules=scoring_rules,
        vp_scale=vp_scale,
        moving_on=moving_on,
        seed=seed if seed is not None else random.SystemRandom().randrange(1, 10**9),
    )
    if form == m.Form.PROGRESSIVE:
        # A progressive party's guests are its own rows, drawn by its own service; the seed
        # that draws them is part of its movement.
        event.movement_options.setdefault("seed", event.seed)
        event.one_winner = True
    else:
        movement = movement_of(event)
        if movement_kind == adapters.CUSTOM:
            _fit_custom(event, movement)
        check_scoring(event, movement)
        event.one_winner = movement.one_winner
    event.save()
    if by is not None:
        event.organisers.add(by)
    if form != m.Form.PROGRESSIVE:
        create_entrants(event, movement)
    return event


def check_rules(name: str) -> None:
    """Refuse a rule set the site does not know, naming the ones it does."""
    known = [value for value, _label in m.Event._meta.get_field("scoring_rules").choices]
    if name not in known:
        raise DomainError(
            _("No scoring rules %(name)s: choose one of %(known)s.")
            % {"name": repr(name), "known": ", ".join(known)}
        )


def club_for(by, club: m.Club | None) -> m.Club:
    """The club a new event belongs to: the one given, which ``by`` must organise (a site
    administrator may use any), or the one club ``by`` organises."""
    if club is not None:
        if by is not None and m.role_in(club.pk, by) != m.Role.ORGANISER:
            raise DomainError(
                _("Only an organiser of %(name)s can create its events.") % {"name": club.name}
            )
        return club
    clubs = list(
        m.Club.objects.filter(members__user=by, members__role=m.Role.ORGANISER)[:2]
        if by is not None and getattr(by, "is_authenticated", False)
        else []
    )
    if len(clubs) == 1:
        return clubs[0]
    if not clubs:
        raise DomainError(
            _(
                "You do not organise a club's events: ask the site's administrator to make you "
                "an organiser of your club."
            )
        )
    raise DomainError(_("You organise more than one club: choose the club for the event."))


def movement_of(event: m.Event) -> Movement:
    """The movement an event's stored parameters give, or a ``DomainError`` saying why not."""
    try:
        return adapters.generated_movement(event)
    except InvalidMovementError as exc:
        raise _refused(exc) from exc
    except (ValueError, KeyError) as exc:
        if event.movement_kind == adapters.CUSTOM:
            raise DomainError(_("The file is not a movement: %(exc)s") % {"exc": exc}) from exc
        raise DomainError(_("That movement cannot be built: %(exc)s") % {"exc": exc}) from exc


def _refused(exc: InvalidMovementError) -> DomainError:
    """The checker's findings, the first five of them, as a message a director can act on."""
    found = "; ".join(str(v) for v in exc.violations[:5])
    if len(exc.violations) > 5:
        return DomainError(
            _("The movement does not pass the checker: %(found)s (and %(more)s more).")
            % {"found": found, "more": len(exc.violations) - 5}
        )
    return DomainError(_("The movement does not pass the checker: %(found)s.") % {"found": found})


def _fit_custom(event: m.Event, movement: Movement) -> None:
    """An organiser's own movement sets the event's form (when none is given), size and trays
    per round; ``check_scoring`` then holds its scoring to the game played in that form."""
    seats = adapters.form_of(movement)
    if event.form and event.form != seats:
        raise DomainError(
            _("This movement seats %(seats)s, not %(form)s.")
            % {"seats": m.Form(seats).label.lower(), "form": m.Form(event.form).label.lower()}
        )
    event.form = seats
    event.movement_size = max(len(movement.entrants), 1)
    event.boards_per_round = max(movement.boards_per_round, 1)


def create_entrants(event: m.Event, movement: Movement) -> None:
    """An entrant for every position of the movement (and its teams), unnamed.  Only for a
    draft event; callers hold the transaction."""
    kind = {
        m.Form.INDIVIDUALS: m.Entrant.Kind.INDIVIDUAL,
        m.Form.TEAMS: m.Entrant.Kind.PAIR,
    }.get(event.form, m.Entrant.Kind.PAIR)
    teams: dict[str, m.Entrant] = {}
    for index, team in enumerate(movement.teams, start=1):
        teams[team.label] = m.Entrant.objects.create(
            event=event,
            kind=m.Entrant.Kind.TEAM,
            label=team.label,
            section=event.section,
            number=index,
        )
    team_of = {pair: team.label for team in movement.teams for pair in team.pairs}
    rows = []
    for index, label in enumerate(movement.entrants, start=1):
        parts = adapters.label_parts(label, index)
        its_team = teams.get(team_of.get(label, ""))
        number = its_team.number if its_team is not None else parts.number
        rows.append(
            m.Entrant(
                event=event,
                kind=kind,
                label=label,
                section=event.section,
                number=number,
                direction=parts.direction,
                team=its_team,
            )
        )
    m.Entrant.objects.bulk_create(rows)
    m.bump_events("pk", event.pk)  # bulk writes send no signal


@transaction.atomic
def register_entrant(
    entrant: m.Entrant,
    *,
    by,
    player_names: Sequence[str],
    name: str = "",
    handicap: Decimal | None = None,
) -> m.Entrant:
    """Name the players of a pair (or the player of an individual entry), and its handicap
    in a handicapped event (added to its percentage; None leaves it as it is)."""
    event = entrant.event
    require_organiser(event, by)
    names = [n.strip() for n in player_names if n and n.strip()]
    expected = 1 if entrant.kind == m.Entrant.Kind.INDIVIDUAL else 2
    if names and len(names) != expected:
        raise DomainError(
            _("%(code)s needs %(expected)s player name(s), not %(names)s.")
            % {"code": entrant.code, "expected": expected, "names": len(names)}
        )
    if len({n.casefold() for n in names}) != len(names):
        raise DomainError(
            _("%(code)s: the same player cannot be named twice.") % {"code": entrant.code}
        )
    entrant.members.all().delete()
    for position, player_name in enumerate(names, start=1):
        player = _player_named(event.club_id, player_name)
        m.EntrantMember.objects.create(entrant=entrant, player=player, position=position)
    entrant.name = name.strip() or " & ".join(names)
    if handicap is not None:
        if not Decimal(-50) <= Decimal(handicap) <= Decimal(50):
            raise DomainError(
                _("%(code)s: a handicap is from -50 to 50 percent.") % {"code": entrant.code}
            )
        entrant.handicap = Decimal(handicap)
    entrant.save(update_fields=["name", "handicap"])
    return entrant


@transaction.atomic
def name_team(team: m.Entrant, *, by, name: str) -> m.Entrant:
    """Name a team of four (its pairs are named with ``register_entrant``)."""
    require_organiser(team.event, by)
    if team.kind != m.Entrant.Kind.TEAM:
        raise DomainError(_("%(code)s is not a team.") % {"code": team.code})
    if team.event.status != m.Status.DRAFT:
        raise DomainError(_("The event has started: team names can no longer change here."))
    team.name = name.strip()[:200]
    team.save(update_fields=["name"])
    return team


@transaction.atomic
def name_entrants(
    event: m.Event,
    *,
    by,
    people: Sequence[tuple[m.Entrant, Sequence[str], Decimal | None]] = (),
    teams: Sequence[tuple[m.Entrant, str]] = (),
) -> None:
    """Name several pairs (or players, with their handicaps) and teams at once: all of them,
    or none."""
    require_organiser(event, by)
    for entrant, names, handicap in people:
        register_entrant(entrant, by=by, player_names=names, handicap=handicap)
    for team, name in teams:
        name_team(team, by=by, name=name)


def _player_named(club_id: int, name: str) -> m.Player:
    """The club's player of that name (when exactly one has it), or a new player."""
    matches = list(m.Player.objects.filter(club_id=club_id, name__iexact=name)[:2])
    if len(matches) == 1:
        return matches[0]
    return m.Player.objects.create(club_id=club_id, name=name)


@transaction.atomic
def start_event(event: m.Event, *, by) -> None:
    """Seat the event: trays, rounds, tables and seatings from the pure movement."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    if event.status != m.Status.DRAFT:
        raise DomainError(_("This event has already started."))
    movement = movement_of(event)
    entrants = {e.label: e for e in event.entrants.all()}
    missing = [label for label in movement.entrants if label not in entrants]
    if missing:
        raise DomainError(_("Entrants missing for %(missing)s.") % {"missing": ", ".join(missing)})
    trays = _create_trays(event, movement)
    tables = {
        n: m.Table.objects.create(event=event, number=n) for n in range(1, movement.tables + 1)
    }
    seat_rounds(
        movement, movement.rounds, event=event, entrants=entrants, trays=trays, tables=tables
    )
    event.status = m.Status.PLAYING
    event.current_round = 1
    event.one_winner = movement.one_winner
    event.save(update_fields=["status", "current_round", "one_winner"])
    refresh_statistics()  # its seatings, when an evening is entered in one transaction


def seat_rounds(
    movement: Movement,
    rounds: Sequence[Round],
    *,
    event: m.Event,
    entrants: dict[str, m.Entrant],
    trays: dict[int, m.Tray],
    tables: dict[int, m.Table],
) -> None:
    """Store ``rounds`` of the movement: the round rows and each table's seating and trays
    (at the start, and for a Swiss each match as it is drawn)."""
    links = []  # each seating's trays: new seatings hold none, so the links are only added
    for rnd in rounds:
        round_row = m.Round.objects.create(
            event=event,
            number=rnd.number,
            skip_before=rnd.skip_before,
            arrow_switched=rnd.arrow_switched,
            note=in_english(rnd.note)[:200],
        )
        for s in rnd.seatings:
            seats = dict(zip("nesw", s.players, strict=True)) if s.players else {}
            seating = m.Seating.objects.create(
                round=round_row,
                table=tables[s.table],
                ns=entrants.get(s.ns) if s.ns else None,
                ew=entrants.get(s.ew) if s.ew else None,
                north=entrants.get(seats.get("n", "")),
                east=entrants.get(seats.get("e", "")),
                south=entrants.get(seats.get("s", "")),
                west=entrants.get(seats.get("w", "")),
                tray_set=s.tray_set,
                arrow_switched=s.arrow_switched,
            )
            if s.is_sit_out or s.tray_set is None:
                continue
            numbers = s.trays or movement.tray_set(s.tray_set).trays
            links += [m.Seating.trays.through(seating=seating, tray=trays[n]) for n in numbers]
    # One insert for them all (the seatings' own saves have changed the event's version).
    m.Seating.trays.through.objects.bulk_create(links)


def _create_trays(event: m.Event, movement: Movement) -> dict[int, m.Tray]:
    rows = []
    for tray_set in movement.tray_sets:
        for number in tray_set.trays:
            vulnerability = ""
            if tray_rules.has_vulnerability(event.game):
                vulnerability = tray_rules.vulnerability(number).value
            rows.append(
                m.Tray(
                    event=event,
                    number=number,
                    tray_set=tray_set.number,
                    dealer=tray_rules.dealer(number, event.game).value,
                    vulnerability=vulnerability,
                )
            )
    m.Tray.objects.bulk_create(rows)
    m.bump_events("pk", event.pk)  # bulk writes send no signal
    return {t.number: t for t in event.trays.all()}


@transaction.atomic
def publish_event(event: m.Event, *, by, published: bool = True) -> None:
    require_organiser(event, by)
    if published and event.status == m.Status.DRAFT:
        raise DomainError(_("Start the event before publishing it."))
    event.published = published
    event.save(update_fields=["published"])
    publish_results(event, by=by)  # a finished event's results: awards and mail


@transaction.atomic
def finish_event(event: m.Event, *, by) -> None:
    require_organiser(event, by)
    if event.status != m.Status.PLAYING:
        raise DomainError(_("Only an event in play can be finished."))
    event.status = m.Status.FINISHED
    event.save(update_fields=["status"])
    refresh_statistics()  # an evening entered in one transaction (an import): see the module
    publish_results(event, by=by)  # already published: the final results go out now
