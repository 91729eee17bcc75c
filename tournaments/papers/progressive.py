"""The papers of a progressive party: a tally card per guest, the table signs with the party's
rules, and (today's points euchre) the rotation chart, whose rounds every tally card lists."""

from __future__ import annotations

from movements.progression import CHART_GAMES, PartyGame
from movements.rotation import player_rounds
from movements.types import Family
from said import Said
from tournaments import models as m
from tournaments.adapters import progressive as pa
from tournaments.papers.duplicate import event_info, movement, names_for, terms_for
from tournaments.papers.words import paper_words
from tournaments.printing import build
from tournaments.printing.build import chart_rounds
from tournaments.printing.data import (
    ChartRound,
    Entrant,
    PointsRow,
    PointsTally,
    TableSign,
    TallyCard,
    TallyRow,
)
from tournaments.printing.moves import display_label
from tournaments.printing.render import render
from tournaments.standings import progressive as sp

_GROUPS = {"L": "Ladies", "G": "Gentlemen"}
STARS = ("Gold", "Red", "Green")


def progressive_games(event: m.Event) -> int | None:
    """How many games the tally cards have rows for: the evening's rounds when it has a
    fixed number (an evening played to the hour has as many rows as rounds already drawn)."""
    settings = m.ProgressiveSettings.objects.filter(event=event).first()
    if settings is not None:
        return settings.rounds
    value = (event.movement_options or {}).get("rounds")
    return int(value) if isinstance(value, int | str) and str(value).isdigit() else None


def has_chart(event: m.Event) -> bool:
    """Whether the party is seated by a chart: today's points euchre, or pivot bridge."""
    settings = m.ProgressiveSettings.objects.filter(event=event).first()
    return settings is not None and pa.engine_game(settings) in CHART_GAMES


def tally_cards(event: m.Event, *, names: bool = True) -> list[TallyCard] | list[PointsTally]:
    """A tally card per player.  The evening's stored guests print with their names and the
    table of every round already seated (blank before the drawing of positions); an event
    without stored guests prints the first tables of its seeded draw.  Today's euchre prints
    each player's whole route from the chart instead, and the points already played."""
    if has_chart(event):
        return points_tallies(event, names=names)
    games = progressive_games(event)
    players = list(m.ProgressivePlayer.objects.filter(event=event))
    if not players:
        return build.tally_cards(
            movement(event), names_for(event, names), games=games, terms=terms_for(event)
        )
    tables = {
        (s.player_id, s.round.number): s.table
        for s in m.ProgressiveSeat.objects.filter(round__event=event).select_related("round")
    }
    count = max([games or 0, *(r for _, r in tables)], default=0) or 1
    settings = event.progressive
    # Bridge to the score: a box a round for the bonus the player's side took.
    boxes = STARS + ("Bonus",) if settings.score_bonus != "none" else STARS
    say = paper_words()
    return [
        TallyCard(
            Entrant(display_label(p.label, Family.PROGRESSIVE, say), p.name if names else ""),
            _GROUPS.get(p.group, ""),
            tuple(TallyRow(r, tables.get((p.pk, r))) for r in range(1, count + 1)),
            boxes,
        )
        for p in players
    ]


def _evening_rounds(settings: m.ProgressiveSettings, chart_rounds: int) -> int:
    """The chart's rounds the evening plays: its rounds, or the whole chart to the hour."""
    return min(settings.rounds or chart_rounds, chart_rounds)


def points_tallies(event: m.Event, *, names: bool = True) -> list[PointsTally]:
    """Today's euchre: every player's rounds from the chart (table, seat, partner, opponents),
    with the points of the rounds played so far and the total once the evening is over."""
    settings = event.progressive
    chart = pa.event_chart(event)
    guests = pa.names_by_label(event)
    standing = {s.player: s for s in sp.evening_points(event, settings)}
    rules = str(sp.party_rules(event, settings).card())
    playing = _evening_rounds(settings, len(chart.rounds))

    def who(label: str) -> str:
        name = guests[label].name if names else ""
        return f"{label} {name}".strip()

    cards = []
    for label in chart.players:
        played = standing[label].rounds
        rows = []
        for number, table in player_rounds(chart, label)[:playing]:
            points = played[number - 1] if number <= len(played) else None
            if table is None:
                rows.append(PointsRow(number, None, points=points))
                continue
            place = pa.place_of((table,), label, number, PartyGame.EUCHRE_POINTS)
            if place is None or place.partner is None:
                raise ValueError(
                    Said(
                        "%(label)s is not at table %(table)s in round %(number)s",
                        label=label,
                        table=table.table,
                        number=number,
                    )
                )
            against = " & ".join(who(p) for p in place.others)
            rows.append(
                PointsRow(number, table.table, place.seat, who(place.partner), against, points)
            )
        total = standing[label].total if event.status == m.Status.FINISHED else None
        entrant = Entrant(label, guests[label].name if names else "")
        cards.append(PointsTally(entrant, tuple(rows), rules, total))
    return cards


def tally_cards_pdf(event: m.Event, *, paper: str = "a4", names: bool = True) -> bytes:
    cards = tally_cards(event, names=names)
    return render("tally-cards", event_info(event), cards, paper=paper)


def table_signs(event: m.Event) -> list[TableSign]:
    """A sign per table: the head table, the numbered tables, the booby table, each with the
    party's rules (today's euchre has no head or booby table: its tables are numbered)."""
    settings = m.ProgressiveSettings.objects.filter(event=event).first()
    signs = build.table_signs(event.movement_size)
    if settings is None:
        return signs
    rules = sp.party_rules(event, settings)
    chart = pa.engine_game(settings) in CHART_GAMES
    return [
        TableSign(
            s.table,
            f"Table {s.table}" if chart else s.title,
            "" if chart else s.subtitle,
            tuple(str(rule) for rule in (*rules.at_table(s.table), *rules.all())),
        )
        for s in signs
    ]


def table_signs_pdf(event: m.Event, *, paper: str = "a4", names: bool = True) -> bytes:
    return render("table-signs", event_info(event), table_signs(event), paper=paper)


def rotation_chart(event: m.Event, *, names: bool = True) -> list[ChartRound]:
    """Today's euchre's rotation chart, a round at a time, the evening's rounds first."""
    chart = pa.event_chart(event)
    guests = {label: p.name if names else "" for label, p in pa.names_by_label(event).items()}
    playing = _evening_rounds(event.progressive, len(chart.rounds))
    return chart_rounds(chart, guests, playing=playing)


def rotation_chart_pdf(event: m.Event, *, paper: str = "a4", names: bool = True) -> bytes:
    return render(
        "rotation-chart", event_info(event), rotation_chart(event, names=names), paper=paper
    )
