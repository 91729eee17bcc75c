"""The load test's club evenings, built through the services as a director builds one:
created, started and published, each in its own club with its own director."""

from __future__ import annotations

import datetime as dt
import secrets

from load_clients import Plan


def build_event(args, index: int) -> Plan:
    """A whist Mitchell of ``args.tables`` tables (the movement's own variant for the size),
    ``args.rounds`` rounds of ``args.boards_per_round`` trays, match-pointed."""
    from django.contrib.auth import get_user_model

    from tournaments import models as m
    from tournaments import services

    password = secrets.token_urlsafe(12)
    name = f"loadtest-{secrets.token_hex(4)}"
    user = get_user_model().objects.create_user(name, password=password)
    club = m.Club.objects.create(slug=name, name=f"Club {index + 1} ({name})", public_names=True)
    m.ClubMember.objects.create(club=club, user=user, role=m.Role.ORGANISER)
    event = services.create_event(
        by=user,
        name=f"Club evening {index + 1} ({name})",
        date=dt.date.today(),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=args.tables,
        boards_per_round=args.boards_per_round,
        movement_options={"variant": "auto", "rounds": args.rounds},
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=args.seed + index,
    )
    services.start_event(event, by=user)
    event.refresh_from_db()
    services.publish_event(event, by=user)
    seatings = m.Seating.objects.filter(round__event=event, ns__isnull=False, ew__isnull=False)
    trays: dict[tuple[int, int], list[int]] = {}
    for s in seatings.select_related("round", "table").prefetch_related("trays"):
        trays[(s.round.number, s.table.number)] = sorted(t.number for t in s.trays.all())
    tables = {t.number: t.secret for t in m.Table.objects.filter(event=event)}
    return Plan(event.slug, event.rounds.count(), tables, trays, (name, password))
