"""The director changes an event's scoring method or victory-point scale on its settings page:
the standings are rescored at once by hand-worked figures, the change is in the director's
log, and a method or scale the event cannot be scored by is refused with nothing changed."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.builders import make_team_event, team_bridge
from tests.web.html import rows_by, tables_in
from tests.web.methods.played import imp_event
from tests.web.methods.test_imp_pairs_site import BUTLER, standings_rows
from tests.web.methods.test_teams_methods import MATCH, ROBIN, play_robin
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db

KEPT = {"results_shown": "played", "standings_shown": "on", "scoring_rules": "club"}


def post_settings(client, event, **values):
    return client.post(
        reverse("event-settings", args=[event.slug]),
        {**KEPT, "unranked_below": "0", **values},
    )


def test_match_points_rescored_by_butler(client, organiser):
    """The three-table Mitchell of ``played`` entered under match points, then scored by
    Butler: the Butler figures worked there (3NS +14, 1NS +1, 2NS -11)."""
    event = imp_event(organiser, m.ScoringMethod.MATCHPOINTS)
    client.force_login(organiser)
    form = client.get(reverse("event-settings", args=[event.slug])).context["form"]
    assert list(dict(form.fields["scoring_method"].choices))[:3] == [
        "matchpoints",
        "butler",
        "cross-imps",
    ]
    assert post_settings(client, event, scoring_method="butler").status_code == 302
    event.refresh_from_db()
    assert event.scoring_method == "butler"
    assert standings_rows(client, event) == BUTLER
    assert event.log.filter(
        action="settings", text__contains="Match points → Butler (datum)"
    ).exists()


def test_an_imp_method_is_refused_while_a_ruling_has_no_imp_value(client, organiser):
    """A55/45 is a fine ruling at match points, but IMPs give artificial scores only at 60,
    50 or 40% (±3 or 0 IMPs, Law 86A): the change is refused and the method kept."""
    event = imp_event(organiser, m.ScoringMethod.MATCHPOINTS)
    seating = m.Seating.objects.get(round__event=event, round__number=1, table__number=1)
    entry = services.BridgeEntry(seating.pk, "", "", None, "A55/45")
    services.record_traveller(event, 1, [entry], by=organiser, reason="slow play")
    client.force_login(organiser)
    response = post_settings(client, event, scoring_method="cross-imps")
    assert response.status_code == 200
    assert "has no IMP value" in response.content.decode()
    event.refresh_from_db()
    assert event.scoring_method == "matchpoints"
    assert not event.log.filter(action="settings").exists()


def test_a_team_match_rescored_by_board_a_match(client, organiser):
    """The two-table match of ``test_teams_methods`` (a wins trays 1 and 4, ties 3, loses
    2) entered under IMPs, then by board-a-match: 2½ to 1½ on the club's 1/½ scale."""
    event = make_team_event(
        organiser, kind="team-match", size=2, game=m.Game.BRIDGE, boards_per_round=2
    )
    for tray, (a_ns, b_ns) in MATCH.items():
        team_bridge(event, organiser, tray, "a", "b", *a_ns)
        team_bridge(event, organiser, tray, "b", "a", *b_ns)
    client.force_login(organiser)
    assert post_settings(client, event, scoring_method="board-a-match").status_code == 302
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    teams = rows_by(tables_in(page)[0], "Team")
    assert (teams["a"]["Board points"], teams["b"]["Board points"]) == ("2.5", "1.5")


def test_a_vp_scale_rescores_and_one_with_no_band_is_refused(client, organiser):
    """The round robin of ``test_teams_methods`` in matches of six: on the ACBL 20-point
    scale a has 44 VPs (worked there).  The ACBL's scales start at matches of six, so a robin
    of two trays a set (matches of four) cannot take one."""
    event = make_team_event(
        organiser, kind="team-round-robin", size=4, game=m.Game.BRIDGE, boards_per_round=3
    )
    for (x, y), won in ROBIN.items():
        play_robin(event, organiser, x, y, won)
    client.force_login(organiser)
    assert post_settings(client, event, vp_scale="acbl-20").status_code == 302
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    assert rows_by(tables_in(page)[0], "Team")["a"]["VPs"] == "44.00"
    assert event.log.filter(action="settings", text__contains="ACBL 20-point").exists()

    short = make_team_event(
        organiser,
        kind="team-round-robin",
        size=4,
        game=m.Game.BRIDGE,
        boards_per_round=2,
        name="Short matches",
    )
    response = post_settings(client, short, vp_scale="acbl-30")
    assert response.status_code == 200
    assert "has bands for matches of 6 to 8 or 9 to 11 boards, not 4" in response.content.decode()
    short.refresh_from_db()
    assert short.vp_scale == "wbf"


def test_the_wbf_discrete_scale_takes_matches_the_acbl_has_no_band_for(client, organiser):
    """The round robin in matches of four trays, which neither ACBL scale takes.  The WBF's
    discrete scale for 4 boards (blitz 15 x sqrt(4) = 30; bands 0, 1-2, 3-4, 5-6, 7-8, 9-11,
    then 12 and up to 27 or more for 20-0): a won tray is 10 IMPs, 15-5; four are 40, 20-0.
    a 15 (b) + 20 (c) + 10 (d) = 45; d 10 + 10 + 15 = 35; b 5 + 15 + 10 = 30; c 0 + 5 + 5."""
    event = make_team_event(
        organiser, kind="team-round-robin", size=4, game=m.Game.BRIDGE, boards_per_round=2
    )
    for (x, y), won in ROBIN.items():
        play_robin(event, organiser, x, y, won)
    client.force_login(organiser)
    assert post_settings(client, event, vp_scale="acbl-20").status_code == 200
    assert post_settings(client, event, vp_scale="wbf-discrete").status_code == 302
    event.refresh_from_db()
    assert event.vp_scale == "wbf-discrete"
    page = client.get(reverse("standings", args=[event.slug])).content.decode()
    header, *rows = tables_in(page)[0]
    got = [tuple(r[header.index(c)] for c in ("Place", "Team", "VPs")) for r in rows]
    assert got == [
        ("1", "a", "45.00"),
        ("2", "d", "35.00"),
        ("3", "b", "30.00"),
        ("4", "c", "10.00"),
    ]
    assert "converted to victory points on the WBF discrete 20-point scale" in page
    assert event.log.filter(action="settings", text__contains="WBF discrete").exists()


def test_a_whist_event_is_offered_no_vp_scale(client, organiser):
    event = make_team_event(organiser, kind="team-match", size=2)
    client.force_login(organiser)
    form = client.get(reverse("event-settings", args=[event.slug])).context["form"]
    assert "vp_scale" not in form.fields
    assert list(dict(form.fields["scoring_method"].choices)) == ["tricks"]
