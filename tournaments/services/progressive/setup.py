"""Setting up a progressive evening: the event and its settings, the guests by name and group,
and the drawing of positions (with the event's seed, or as done by hand in the room).

The evening is created by ``services.events.create_event``, the one path every event takes;
this module adds what only a progressive party has: its settings and its guests.  Today's
points euchre numbers its guests for the rotation chart instead (in the order they are listed,
as the parties number them on arrival, or drawn from a hat with the event's seed), and its
first round is the chart's first.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from django.db import transaction
from django.utils.translation import gettext as _

from movements import progressive as drawing
from movements.progression import CHART_GAMES, PartyGame
from said import Said
from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.scoring.progressive import CLASSES
from tournaments.services.common import DomainError, require_organiser
from tournaments.services.events import create_event
from tournaments.services.progressive import formats

CARD_GAME = {
    m.Drive.EUCHRE: m.Game.EUCHRE,
    m.Drive.MILITARY: m.Game.EUCHRE,
    m.Drive.HEARTS: m.Game.HEARTS,
    m.Drive.BRIDGE: m.Game.BRIDGE,
    m.Drive.BRIDGE_SIT: m.Game.BRIDGE,
    m.Drive.WHIST: m.Game.WHIST,
    m.Drive.WHIST_SIT: m.Game.WHIST,
    m.Drive.POKER: "poker",
    m.Drive.CINCH: m.Game.CINCH,
    m.Drive.EUCHRE_POINTS: m.Game.EUCHRE,
    m.Drive.BRIDGE_PIVOT: m.Game.BRIDGE,
}

GROUP_WORDS = {
    "l": "L",
    "lady": "L",
    "ladies": "L",
    "g": "G",
    "gentleman": "G",
    "gentlemen": "G",
    "p": "P",
    "": "P",
}


def places_by_group(tables: int, groups: str, middle_seats: int = 4) -> dict[str, int]:
    """How many guests each group needs: half of every table's places from each pack, the red
    pack (ladies) giving one more at an odd-sized table; one group fills every place.  (Today's
    euchre is numbered by its chart: ``chart_guests``.)"""
    sizes = [drawing.seats_at(t, tables, middle_seats) for t in range(1, tables + 1)]
    if groups == "one":
        return {"P": sum(sizes)}
    ladies = sum((s + 1) // 2 for s in sizes)
    return {"L": ladies, "G": sum(sizes) - ladies}


def _check_settings(game: str, tables: int, groups: str, rounds, minutes, classes) -> None:
    if game not in m.Drive.values:
        raise DomainError(
            _("Choose the game from %(values)s, not %(game)s.")
            % {"values": ", ".join(m.Drive.values), "game": repr(game)}
        )
    if not drawing.MIN_TABLES <= tables <= drawing.MAX_TABLES:
        raise DomainError(
            _("A progressive party has %(min_tables)s to %(max_tables)s tables, not %(tables)s.")
            % {"min_tables": drawing.MIN_TABLES, "max_tables": drawing.MAX_TABLES, "tables": tables}
        )
    if groups not in drawing.GROUPS:
        raise DomainError(_("Draw as one group, or as two (ladies and gentlemen)."))
    if rounds is None and minutes is None:
        raise DomainError(_("Give the number of rounds or a time limit."))
    if rounds is not None and rounds < 1 or minutes is not None and minutes < 1:
        raise DomainError(_("Rounds and minutes must be at least 1."))
    unknown = [c for c in classes if c not in CLASSES]
    if unknown or not classes:
        raise DomainError(
            _("Prize classes are chosen from %(classes)s.") % {"classes": ", ".join(CLASSES)}
        )
    if game == m.Drive.MILITARY and rounds != tables:
        raise DomainError(
            _(
                "Military euchre ends when the East-West pairs get home: %(tables)s rounds at "
                "%(tables)s tables."
            )
            % {"tables": tables}
        )


def _players(named: Sequence[tuple[str, str]], needed: dict[str, int]) -> list[tuple[str, str]]:
    """(label, name) for every guest: named guests numbered in the order given per group."""
    by_group: dict[str, list[str]] = {g: [] for g in needed}
    for name, group in named:
        letter = GROUP_WORDS.get(str(group).strip().lower())
        if letter not in by_group:
            raise DomainError(
                _("%(name)s: the group must be one of %(needed)s.")
                % {"name": name, "needed": ", ".join(needed)}
            )
        by_group[letter].append(name.strip())
    out = []
    for g, count in needed.items():
        names = by_group[g]
        if named and len(names) != count:
            word = {"L": "ladies", "G": "gentlemen", "P": "players"}[g]
            raise DomainError(
                _("The tables need %(count)s %(word)s; %(names)s are named.")
                % {"count": count, "word": word, "names": len(names)}
            )
        names = names or [""] * count
        out += [(f"{g}{i}", name) for i, name in enumerate(names, start=1)]
    return out


@dataclass(frozen=True)
class EveningSettings:
    """What the host chooses for a progressive evening: its name, date and game, the tables,
    the guests ((name, group) with group L, G or P; none named gives guests known by their
    labels) and the game's rules.

    ``deals``: deals (hands) a round, the game's usual when None (bridge, whist and cinch four,
    today's euchre eight); ``to_the_bell`` plays bridge or whist to the bell instead.
    ``game_points``: the game's usual when None (cinch 51, euchre 5).  Today's euchre
    (``m.Drive.EUCHRE_POINTS``) seats ``guests`` players (or the named ones) by its rotation
    chart, numbered as listed or, with ``shuffle``, drawn with the seed; a lone hand's march
    scores ``loner_points`` and a bye ``bye_points`` (None: the round's average).  Pivot bridge
    (``m.Drive.BRIDGE_PIVOT``) seats four guests a table, numbered as listed or drawn, each
    table keeping its four for every rubber.  ``score_bonus`` (progressive bridge): bridge to
    the score's method (``tournaments.scoring.to_the_score.Method``), with the points a trick
    point ahead is worth and the trick points of a game below the line."""

    name: str
    date: dt.date
    game: str
    tables: int
    groups: str = "one"
    game_points: int | None = None
    rounds: int | None = None
    minutes: int | None = None
    prize_classes: Sequence[str] = CLASSES
    players: Sequence[tuple[str, str]] = ()
    venue: str = ""
    seed: int | None = None
    middle_seats: int = 4
    stake: int = 50
    deals: int | None = None
    to_the_bell: bool = False
    lone_hands_barred: bool = True
    loner_points: int = 4
    bye_points: int | None = None
    guests: int | None = None
    shuffle: bool = False
    score_bonus: str = "none"
    bonus_per_point: int = 1
    bonus_game: int = 30


@transaction.atomic
def set_up_evening(evening: EveningSettings, *, by) -> m.Event:
    """A draft progressive evening: the event, its settings (``EveningSettings``) and its
    guests."""
    s = evening
    name, game, groups, players = s.name, s.game, s.groups, s.players
    tables, rounds, minutes, prize_classes = s.tables, s.rounds, s.minutes, s.prize_classes
    loner_points, bye_points = s.loner_points, s.bye_points
    score_bonus, bonus_per_point, bonus_game = s.score_bonus, s.bonus_per_point, s.bonus_game
    if not name.strip():
        raise DomainError(_("The evening needs a name."))
    drive = _drive(game)
    chart_players = 0
    if drive == m.Drive.EUCHRE_POINTS:
        formats.check_points_euchre(groups, loner_points, bye_points)
        chart_players = formats.chart_guests(players, s.guests, tables)
        tables = chart_players // 4
        formats.check_chart_rounds(chart_players, rounds)
    elif drive == m.Drive.BRIDGE_PIVOT:
        chart_players = formats.pivot_guests(players, groups, tables, rounds)
    _check_settings(game, tables, groups, rounds, minutes, list(prize_classes))
    formats.check_bonus(drive, score_bonus, bonus_per_point, bonus_game)
    game_points = formats.game_points_for(drive, s.game_points)
    deals = formats.deals_for(drive, s.deals, bell=s.to_the_bell)
    if score_bonus != "none" and deals is None:
        raise DomainError(
            _(
                'Bridge to the score adds its bonus to a round of deals ("Four deals is a round"): '
                "play a number of deals, not to the bell."
            )
        )
    middle_seats = s.middle_seats
    if game != m.Drive.POKER:
        middle_seats = 4
    elif not 4 <= middle_seats <= 7:
        raise DomainError(_("A poker table between head and booby seats four to seven players."))
    if not chart_players:
        named = _players(players, places_by_group(tables, groups, middle_seats))
    event = create_event(
        by=by,
        name=name,
        date=s.date,
        venue=s.venue,
        game=CARD_GAME[drive],
        form=m.Form.PROGRESSIVE,
        movement_kind="progressive",
        movement_size=tables,
        movement_options={"groups": groups},
        boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=s.seed,
    )
    if chart_players:
        named = formats.numbered(players, chart_players, seed=event.seed, shuffle=s.shuffle)
    m.ProgressiveSettings.objects.create(
        event=event,
        game=game,
        groups=groups,
        game_points=game_points,
        rounds=rounds,
        minutes=minutes,
        prize_classes=list(prize_classes),
        middle_seats=middle_seats,
        stake=s.stake,
        deals=deals,
        lone_hands_barred=s.lone_hands_barred,
        loner_points=loner_points,
        bye_points=bye_points,
        score_bonus=score_bonus,
        bonus_per_point=bonus_per_point,
        bonus_game=bonus_game,
    )
    m.ProgressivePlayer.objects.bulk_create(
        m.ProgressivePlayer(event=event, label=label, group=label[0], number=int(label[1:]), name=n)
        for label, n in named
    )
    # Each table's link for the guests' phones (the QR code on the host's page).
    m.PartyTable.objects.bulk_create(
        m.PartyTable(event=event, number=n) for n in range(1, tables + 1)
    )
    m.bump_events("pk", event.pk)  # bulk writes send no signal
    return event


def _drive(game: str) -> m.Drive:
    if game not in m.Drive.values:
        raise DomainError(
            _("Choose the game from %(values)s, not %(game)s.")
            % {"values": ", ".join(m.Drive.values), "game": repr(game)}
        )
    return m.Drive(game)


def _before_first_bell(event: m.Event) -> None:
    if event.progressive_rounds.exclude(number=1, state=m.RoundState.WAITING).exists():
        raise DomainError(_("The first bell has rung: positions can no longer be drawn."))


def seat_round(event: m.Event, number: int, seating: drawing.TableSeating) -> m.ProgressiveRound:
    """Create (or re-seat) a waiting round with the given seating."""
    round_, _created = m.ProgressiveRound.objects.get_or_create(event=event, number=number)
    round_.seats.all().delete()
    players = pa.names_by_label(event)
    m.ProgressiveSeat.objects.bulk_create(
        m.ProgressiveSeat(round=round_, table=t.table, seat=i, player=players[p])
        for t in seating
        for i, p in enumerate(t.players)
    )
    m.bump_events("pk", event.pk)  # bulk writes send no signal
    return round_


def _seated(event: m.Event, seating: drawing.TableSeating) -> m.ProgressiveRound:
    round_ = seat_round(event, 1, seating)
    event.status = m.Status.SEATED
    event.current_round = 1
    event.save(update_fields=["status", "current_round"])
    return round_


@transaction.atomic
def draw_evening(event: m.Event, *, by) -> m.ProgressiveRound:
    """The drawing of positions with the event's seed: the first round's seating (today's
    euchre: its rotation chart's first round, the guests numbered at set-up)."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    _before_first_bell(event)
    s = event.progressive
    if pa.engine_game(s) in CHART_GAMES:
        return _seated(event, pa.event_chart(event).rounds[0])
    seating = drawing.draw_positions(
        event.movement_size, groups=s.groups, seed=event.seed, middle_seats=s.middle_seats
    )
    return _seated(event, seating)


def parse_tables(text: str) -> list[list[list[str]] | list[str]]:
    """A drawing written by hand, one table a line, head table first: ``L1 G1 / L2 G2`` gives
    the two partnerships (North-South, then East-West); a line without ``/`` lists the players
    in seat order (a poker table)."""
    out: list = []
    for line in text.splitlines():
        if not line.strip():
            continue
        if "/" in line:
            out.append([part.replace(",", " ").split() for part in line.split("/")])
        else:
            out.append(line.replace(",", " ").split())
    return out


@transaction.atomic
def seat_by_hand(event: m.Event, tables: Sequence, *, by) -> m.ProgressiveRound:
    """The drawing done in the room: each table as its two partnerships, or (poker) its players
    in seat order.  Checked: every guest seated once, partners a lady and a gentleman."""
    event = m.Event.objects.select_for_update().get(pk=event.pk)
    require_organiser(event, by)
    _before_first_bell(event)
    s = event.progressive
    game = pa.engine_game(s)
    if game in CHART_GAMES:
        raise DomainError(
            _("%(label)s is seated by its chart: the guests' numbers are their places.")
            % {"label": m.Drive(s.game).label}
        )
    labels = pa.player_labels(event)
    if len(tables) != event.movement_size:
        raise DomainError(
            _("Give %(movement_size)s tables, one a line; %(tables)s given.")
            % {"movement_size": event.movement_size, "tables": len(tables)}
        )
    try:
        seating = tuple(_hand_table(i, t, game) for i, t in enumerate(tables, start=1))
        drawing.check_seating(seating, labels, partnerships=game is not PartyGame.POKER)
    except ValueError as exc:
        raise DomainError(_("That seating cannot be used: %(exc)s.") % {"exc": exc}) from exc
    if game is PartyGame.POKER:
        for t in seating:
            size = drawing.seats_at(t.table, len(seating), s.middle_seats)
            if len(t.players) != size:
                raise DomainError(
                    _("Table %(table)s starts with %(size)s players.")
                    % {"table": t.table, "size": size}
                )
    return _seated(event, seating)


def _hand_table(number: int, table: Sequence, game: PartyGame) -> drawing.ProgressiveTable:
    if table and not isinstance(table[0], str):
        pairs = [tuple(p) for p in table]
        if len(pairs) != 2 or any(len(p) != 2 for p in pairs):
            raise ValueError(Said("table %(number)s needs two partnerships of two", number=number))
        return drawing.ProgressiveTable.of_partnerships(number, pairs)
    if game is not PartyGame.POKER:
        raise ValueError(
            Said("table %(number)s: write the two partnerships as 'L1 G1 / L2 G2'", number=number)
        )
    return drawing.ProgressiveTable(number, tuple(table))
