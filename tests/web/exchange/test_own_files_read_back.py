"""Every demo event's own USEBIO and PBN files, read back into a site that no longer holds the
events: the re-imported event has the same pairs or players, names, figures and places as the
site showed before (the importer lists no difference), and the PBN file's deals are the
event's deals again.

Teams events too: the Howell whist teams and the Swiss bridge teams come back with the same
teams, names, players, matches won or victory points, and places.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.core.management import call_command

from tournaments import models as m
from tournaments import services
from tournaments.backup.restore import delete_event
from tournaments.papers.results_pbn import results_pbn
from tournaments.services.usebio import import_usebio
from tournaments.standings import scores_for
from tournaments.standings.competition import competition_scores
from tournaments.standings.usebio import ExportRefused, event_usebio
from tournaments.standings.usebio_competition import competition_usebio

pytestmark = pytest.mark.django_db


def _figures(event: m.Event) -> dict[str, tuple]:
    """Each pair's or player's name, total, percentage and place as the standings show them."""
    out = {}
    if event.form == m.Form.TEAMS:
        for row in scores_for(event).standings:
            players = tuple(p.name for p in row.pairs)
            total = row.vps if row.vps is not None else row.matches
            out[row.team.label] = (row.name, players, str(total), row.place_label, row.played)
        return out
    for row in scores_for(event).rows():
        percent = row.get("percentage")
        out[row["code"].replace(" ", "")] = (
            row.get("name", ""),
            Decimal(str(percent)).quantize(Decimal("0.01")) if percent not in (None, "") else None,
            str(row.get("place", "")),
            str(row.get("field_place", "")),  # a section scored across the field
        )
    return out


def _overall(competition: m.Competition) -> dict[str, tuple]:
    """Each pair's name, figure and place as the competition's page shows them."""
    return {
        row["entry"].code.replace(" ", ""): (
            row["entry"].name,
            row["figure"],
            str(row["place"]),
        )
        for row in competition_scores(competition, staff=True).overall()
    }


def test_every_demo_events_files_read_back_into_a_site_without_them():
    call_command("demo", verbosity=0)
    director = m.ClubMember.objects.get(club__slug="demo-club").user
    files = {}
    for event in m.Event.objects.order_by("slug"):
        if event.status == m.Status.PLAYING:
            services.finish_event(event, by=director)
        if event.game == m.Game.BRIDGE and not m.Deal.objects.filter(tray__event=event).exists():
            services.generate_deals(event, by=director)  # the hand records the PBN file carries
        try:
            usebio = event_usebio(event)
        except ExportRefused:
            usebio = None
        try:
            pbn = results_pbn(event)
        except ExportRefused:
            pbn = None
        deals = {d.tray.number: d.hands for d in m.Deal.objects.filter(tray__event=event)}
        # A section of the championship (scored across the field) shows the whole field's
        # match points: its file is its session's, every section of the field in it.
        section = (event.session, event.section) if event.competition_id else None
        files[event.slug] = (event.form, usebio, pbn, _figures(event), deals, section)
    championship = m.Competition.objects.get()
    competition_file = competition_usebio(championship)
    overall = _overall(championship)
    sections = {(e.session, e.section): _figures(e) for e in championship.events.order_by("pk")}
    for event in list(m.Event.objects.all()):
        delete_event(event)
    assert not m.Event.objects.exists()

    read, dealt = [], []
    for slug, (_form, usebio, pbn, figures, deals, section) in files.items():
        if usebio is None:
            continue
        imported = import_usebio(usebio, by=director, slug=f"{slug}-again")
        assert imported.differences == [], (slug, [str(d) for d in imported.differences])
        if section is not None:
            # A section scored across the field: its file is its session's, which comes back
            # as a competition of that session's sections, scored across the field again.
            assert imported.competition.across_field, slug
            site = imported.competition.events.get(session=section[0], section=section[1])
        else:
            site = imported.event
        assert _figures(site) == figures, slug
        if deals:  # the file's own hand records (HANDSET) are the event's deals already
            held = m.Deal.objects.filter(tray__event=site)
            assert {d.tray.number: d.hands for d in held} == deals, slug
        if pbn is not None and deals:
            services.import_pbn(site, pbn, by=director, replace=True)
            again = {d.tray.number: d.hands for d in m.Deal.objects.filter(tray__event=site)}
            assert again == deals, slug
            dealt.append(slug)
        read.append(slug)
    # The compass whist pairs, the live bridge evening, the Safford individual, both
    # sections of both sessions of the championship, Howell's whist teams and the Swiss
    # teams; the bridge pairs events' deals and the Swiss's.
    assert read == [
        "demo", "demo-championship-1a", "demo-championship-1b", "demo-championship-2a",
        "demo-championship-2b", "demo-live", "demo-safford", "demo-swiss", "demo-teams",
    ]  # fmt: skip
    assert dealt == [s for s in read if s.startswith("demo-championship")] + [
        "demo-live",
        "demo-swiss",
    ]

    # The championship's own file: both sessions of both sections, and the overall result.
    imported = import_usebio(competition_file, by=director, slug="championship-again")
    assert imported.differences == [], [str(d) for d in imported.differences]
    again = imported.competition
    assert (again.name, again.across_field, again.combine) == (
        "Club championship",
        True,
        m.Combine.AVERAGE,
    )
    assert {(e.session, e.section): _figures(e) for e in again.events.all()} == sections
    assert _overall(again) == overall
