"""A League match as clubs run it ([F] lines 306-307: "It is usual to play 24 hands in the
afternoon, and 24 more at night"): set up as a competition of two sittings, the afternoon and the night, each an event of its own (its tables,
links, guide cards and desk), the names copied from the afternoon to the night, and the match
decided on both sittings' tricks.

The figures are the hand-worked example of tests/web/standings/test_league_site.py (after
tests/scoring/test_league.py): in the afternoon set 1 goes to the visitors 59 to 45 and set 2
to the holders 59 to 45, 104 all over 16 hands; at night A and B, North-South at table 1, take
9 of the first hand (the holders 4).  The match: the visitors by 5 tricks, 113 to 108 over 17.
"""

from __future__ import annotations

from html import unescape

import pytest
from django.test import Client
from django.urls import reverse

from tests.progressive.source import quoted
from tournaments import models as m
from tournaments import services
from tournaments.services.competitions import copy_names, publish_competition

pytestmark = pytest.mark.django_db

FORM = {
    "name": "League match", "date": "2026-12-12", "venue": "Home club", "game": "whist",
    "sections": "1", "sessions": "2", "movement_kind": "league-match", "movement_size": "8",
    "boards_per_round": "4", "scoring_rules": "club", "combine": "average",
}  # fmt: skip
# (round, table): North-South tricks on the set's four hands, in the afternoon
TRICKS = {(1, 1): (8, 7, 6, 9), (1, 2): (6, 5, 8, 4), (2, 1): (5, 5, 7, 6), (2, 2): (7, 8, 6, 9)}


def test_the_source_says_so(shared_dir):
    assert quoted(shared_dir, 303, 304, "A B C D should represent the players of the visiting club")
    assert quoted(
        shared_dir, 306, 307, "It is usual to play 24 hands in the afternoon, and 24 more"
    )


def _set_up(client, organiser) -> tuple[m.Competition, m.Event, m.Event]:
    response = client.post(reverse("competition-create"), FORM)
    assert response.status_code == 302
    competition = m.Competition.objects.get()
    afternoon, night = competition.events.order_by("session")
    for entrant in afternoon.entrants.all():
        club = "Visitor" if entrant.label in "ABCD" else "Holder"
        services.register_entrant(entrant, by=organiser, player_names=[f"{club} {entrant.label}"])
    assert copy_names(competition, by=organiser, to_session=2) == 8
    for event in (afternoon, night):
        services.start_event(event, by=organiser)
        event.refresh_from_db()
    return competition, afternoon, night


def test_two_sittings_of_24_hands_and_the_match_on_both(organiser_client, organiser):
    competition, afternoon, night = _set_up(organiser_client, organiser)
    for event, name in ((afternoon, "afternoon"), (night, "night")):
        assert (event.movement_kind, event.form) == ("league-match", m.Form.INDIVIDUALS)
        assert event.name == f"League match: {name} sitting"
        assert m.Tray.objects.filter(event=event).count() == 24  # six sets of four
        assert m.Round.objects.filter(event=event).count() == 6
    named = {e.label: e.name or e.members.get().player.name for e in night.entrants.all()}
    assert named["A"] == "Visitor A" and named["W"] == "Holder W"
    for (rnd, number), tricks in TRICKS.items():
        for i, ns in enumerate(tricks):
            services.record_whist_slip(
                afternoon, tray_number=4 * (rnd - 1) + i + 1, table_number=number,
                ns_tricks=ns, ew_tricks=None, by=organiser,
            )  # fmt: skip
    first = m.Seating.objects.get(round__event=night, round__number=1, table__number=1)
    assert (first.north.label, first.south.label) == ("A", "B")
    services.record_whist_slip(
        night, tray_number=1, table_number=1, ns_tricks=9, ew_tricks=None, by=organiser
    )
    page = unescape(
        organiser_client.get(reverse("competition", args=[competition.slug])).content.decode()
    )
    assert "a League match in two sittings of 24 hands, afternoon and night" in page
    assert "<strong>The visitors (A B C D) by 5 tricks</strong>" in page
    assert "113 tricks to 108 over 17 hands played" in page
    cells = (
        '<td class="num">{}</td><td class="num">{}</td><td class="num">{}</td><td class="num">{}'
    )
    assert "Afternoon sitting</a></td>" + cells.format(16, 104, 104, 0) in page
    assert "Night sitting</a></td>" + cells.format(1, 9, 4, "+5") in page
    assert "<td>The match</td>" + cells.format(17, 113, 108, "+5") in page
    assert "Overall" not in page and "Results file (USEBIO)" not in page
    field = organiser_client.get(reverse("competition-field", args=[competition.slug]))
    assert field.status_code == 302 and field.url == reverse("competition", args=[competition.slug])
    # Each sitting's own standings say the same of it.
    own = organiser_client.get(reverse("standings", args=[night.slug])).content.decode()
    assert "The visitors (A B C D) by 5 tricks" in own


def test_before_any_result_and_for_the_public(organiser_client, organiser):
    competition, _afternoon, _night = _set_up(organiser_client, organiser)
    url = reverse("competition", args=[competition.slug])
    assert "No result has been entered yet." in organiser_client.get(url).content.decode()
    public = Client()
    assert public.get(url).status_code == 404  # not published
    publish_competition(competition, by=organiser)
    page = public.get(url).content.decode()
    assert "No result has been entered yet." in page and "League match: night sitting" in page


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"game": "bridge"}, "A League match is duplicate whist"),
        ({"sections": "2"}, "one section, two sessions"),
        ({"sessions": "3"}, "one section, two sessions"),
        ({"movement_size": "12"}, "eight players a match, not 12"),
    ],
)
def test_a_league_match_that_cannot_be_is_refused(organiser_client, changes, message):
    response = organiser_client.post(reverse("competition-create"), {**FORM, **changes})
    assert response.status_code == 200
    assert message in unescape(response.content.decode())
    assert not m.Competition.objects.exists() and not m.Event.objects.exists()


def test_no_pairs_results_file_for_a_league_match(organiser_client, organiser):
    competition, _afternoon, _night = _set_up(organiser_client, organiser)
    response = organiser_client.get(reverse("competition-usebio", args=[competition.slug]))
    assert response.status_code == 302  # refused with the reason, back to the competition
