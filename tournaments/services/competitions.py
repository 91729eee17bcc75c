"""Competitions of several sections and sessions: set up, named, published.

Each section of each session is an ordinary event (its own movement, tables, links, papers and
desk), made through ``create_event`` like every event.  Session 2's sections are seated with
session 1's names copied across, position for position, so every pair is the same entry in
both (the standings join sessions by the players of each pair).
"""

from __future__ import annotations

import datetime as dt
import random
import string
from collections.abc import Mapping, Sequence

from django.db import transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _

from said import Said
from tournaments import models as m
from tournaments.services.common import DomainError, log
from tournaments.services.events import club_for, create_event

MAX_SECTIONS, MAX_SESSIONS = 500, 6  # 500 sections: a national simultaneous pairs of 500 clubs
LEAGUE_KIND = "league-match"
SITTINGS = ("afternoon", "night")


def _check_league(game: str, sections: int, sessions: int, players: int) -> None:
    """A League match ([F] lines 301-307) is one whist match of two fours a side, "two
    sittings of 24 hands": one section, the afternoon and the night."""
    if game != m.Game.WHIST:
        raise DomainError(_("A League match is duplicate whist, scored in tricks."))
    if sections != 1 or sessions != len(SITTINGS):
        raise DomainError(
            _(
                "A League match is one match in two sittings, afternoon and night: one section, "
                "two sessions."
            )
        )
    if players % 8:
        raise DomainError(
            _("A League match seats fours from each club, eight players a match, not %(players)s.")
            % {"players": players}
        )


def section_letters(count: int) -> list[str]:
    """The sections' letters: A to Z, then AA, AB, ... as a large simultaneous field runs on."""
    letters = string.ascii_uppercase
    return [letters[i] if i < 26 else letters[i // 26 - 1] + letters[i % 26] for i in range(count)]


def _slug(name: str, date: dt.date) -> str:
    base = slugify(f"{name} {date:%Y-%m-%d}")[:60] or "competition"
    slug, n = base, 2
    while m.Competition.objects.filter(slug=slug).exists():
        slug, n = f"{base}-{n}", n + 1
    return slug


def _require_organiser(competition: m.Competition, by) -> None:
    if by is None or not competition.is_organiser(by):
        raise DomainError(_("Only an organiser of this competition can change it."))


@transaction.atomic
def create_competition(
    *,
    by,
    name: str,
    date: dt.date,
    game: str,
    sections: int,
    sessions: int,
    movement_kind: str,
    movement_size: int,
    boards_per_round: int,
    scoring_method: str = m.ScoringMethod.MATCHPOINTS,
    scoring_rules: str = "club",
    across_field: bool = True,
    combine: str = m.Combine.AVERAGE,
    weights: Mapping[str, float] | None = None,
    strata: Sequence[tuple[str, int]] = (),
    venue: str = "",
    seed: int | None = None,
    club: m.Club | None = None,
    slug: str | None = None,
    section_movements: Sequence[tuple[int, Mapping]] = (),
) -> m.Competition:
    """A competition and its events: ``sections`` sections (A, B, ...) in each of ``sessions``
    sessions, each on the same movement, so sections can be scored across the field.

    ``section_movements`` gives each section its own size and options of the same kind (a
    field split as evenly as it goes: 38 and 37 pairs, the second a Mitchell with a half
    table), all of the same rounds and trays a round, so they still play the same deals.

    A League match (``movement_kind`` "league-match", ``movement_size`` players) is two
    sittings, each an event of one sitting; the match's total is both sittings' tricks."""
    if not name.strip():
        raise DomainError(_("The competition needs a name."))
    if not 1 <= sections <= MAX_SECTIONS or not 1 <= sessions <= MAX_SESSIONS:
        raise DomainError(
            _(
                "A competition has 1 to %(max_sections)s sections and 1 to %(max_sessions)s sessions."
            )
            % {"max_sections": MAX_SECTIONS, "max_sessions": MAX_SESSIONS}
        )
    if sections == 1 and sessions == 1:
        raise DomainError(_("One section of one session is an ordinary event: create that."))
    if section_movements and len(section_movements) != sections:
        raise DomainError(
            _("Give a movement for each of the %(sections)s sections.") % {"sections": sections}
        )
    if combine not in m.Combine.values:
        raise DomainError(
            _("Sessions are combined by %(values)s.") % {"values": ", ".join(m.Combine.values)}
        )
    league = movement_kind == LEAGUE_KIND
    if league:
        _check_league(game, sections, sessions, movement_size)
        combine = m.Combine.SUM
    club = club_for(by, club)
    competition = m.Competition.objects.create(
        club=club,
        name=name.strip()[:200],
        slug=_slug(name, date) if slug is None else slug,
        date=date,
        across_field=across_field,
        combine=combine,
        weights={str(k): float(v) for k, v in (weights or {}).items()},
        strata=[[str(letter), int(least)] for letter, least in strata],
    )
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 10**9)
    movements = list(section_movements) or [(movement_size, {})] * sections
    for session in range(1, sessions + 1):
        for letter, (size, options) in zip(section_letters(sections), movements, strict=True):
            part = f"{SITTINGS[session - 1]} sitting" if league else None
            create_event(
                by=by,
                club=club,
                name=f"{competition.name}: {part or f'session {session}, section {letter}'}",
                slug=f"{competition.slug}-{session}{letter.lower()}",
                date=date,
                venue=venue,
                game=game,
                form=m.Form.INDIVIDUALS if league else m.Form.PAIRS,
                movement_kind=movement_kind,
                movement_size=size,
                movement_options={"sittings": 1} if league else dict(options),
                boards_per_round=boards_per_round,
                scoring_method=scoring_method,
                scoring_rules=scoring_rules,
                seed=seed + session,
                competition=competition,
                section=letter,
                session=session,
            )
    return competition


@transaction.atomic
def copy_names(competition: m.Competition, *, by, to_session: int, from_session: int = 1) -> int:
    """Seat a later session as the earlier one sat: each section's pairs in the same places.
    Only into events not yet started; returns the pairs copied."""
    _require_organiser(competition, by)
    if to_session == from_session:
        raise DomainError(_("Copy the names from another session."))
    events = {
        (e.session, e.section): e
        for e in competition.events.filter(session__in=[from_session, to_session])
    }
    copied = 0
    for (session, section), target in sorted(events.items()):
        if session != to_session:
            continue
        source = events.get((from_session, section))
        if source is None:
            raise DomainError(
                _("Session %(from_session)s has no section %(section)s.")
                % {"from_session": from_session, "section": section}
            )
        if target.status != m.Status.DRAFT:
            raise DomainError(
                _("Session %(to_session)s, section %(section)s has already started.")
                % {"to_session": to_session, "section": section}
            )
        copied += _copy_event_names(source, target)
    log_event = next(e for (s, _x), e in sorted(events.items()) if s == to_session)
    log(
        log_event,
        by,
        "names",
        Said(
            "Names copied from session %(from_session)s: %(copied)s pairs.",
            from_session=from_session,
            copied=copied,
        ),
    )
    return copied


def _copy_event_names(source: m.Event, target: m.Event) -> int:
    people = {
        e.label: (e.name, [mem.player_id for mem in e.members.all()])
        for e in source.entrants.prefetch_related("members")
    }
    copied = 0
    for entrant in target.entrants.all():
        name, players = people.get(entrant.label, ("", []))
        entrant.members.all().delete()
        for position, player_id in enumerate(players, start=1):
            m.EntrantMember.objects.create(entrant=entrant, player_id=player_id, position=position)
        entrant.name = name
        entrant.save(update_fields=["name"])
        copied += bool(players or name)
    return copied


@transaction.atomic
def publish_competition(competition: m.Competition, *, by, published: bool = True) -> None:
    """Publish (or withdraw) the competition's overall standings; each section event is
    published on its own desk."""
    _require_organiser(competition, by)
    competition.published = published
    competition.save(update_fields=["published"])
