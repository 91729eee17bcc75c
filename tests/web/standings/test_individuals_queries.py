"""An individual event's public pages read a fixed number of queries at 12 and at 40 players,
and the running chart follows each player round by round."""

from __future__ import annotations

import pytest
from django.urls import reverse

from movements.where import stop_for
from tests.builders import make_individual, seating_at
from tournaments import models as m
from tournaments import services, standings
from tournaments.adapters.movements import movement_for

pytestmark = pytest.mark.django_db

# One query more than a finished event: which trays every table has played, for the public;
# and the traveller's deal (the score card: which trays have one); the standings read the
# masterpoints the event awarded.
CEILINGS = {"standings": 6, "standings-live": 5, "score-card": 5, "traveller": 7}


def enter_rounds(event, by, rounds: int) -> int:
    """Every table's trays in the first rounds: NS take (table + round + tray) mod 14."""
    seatings = (
        m.Seating.objects.filter(round__event=event, round__number__lte=rounds)
        .select_related("round", "table")
        .prefetch_related("trays")
    )
    by_tray: dict[int, list[services.WhistEntry]] = {}
    for s in seatings:
        for tray in s.trays.all():
            tricks = (s.table.number + s.round.number + tray.number) % 14
            by_tray.setdefault(tray.number, []).append(services.WhistEntry(s.pk, tricks, None))
    for tray, entries in by_tray.items():
        services.record_whist_traveller(event, tray, entries, by=by)
    return sum(len(e) for e in by_tray.values())


@pytest.fixture(params=[12, 40], ids=["12-players", "40-players"])
def played(request, organiser):
    event = make_individual(organiser, size=request.param, boards_per_round=1)
    assert enter_rounds(event, organiser, 3) == 3 * (request.param // 4)
    services.generate_deals(event, by=organiser)
    services.publish_event(event, by=organiser)
    return event


@pytest.mark.parametrize("page", sorted(CEILINGS))
def test_pages_use_a_fixed_number_of_queries(client, played, page, django_assert_max_num_queries):
    args = {"score-card": [played.slug, "1"], "traveller": [played.slug, 1]}
    url = reverse(page, args=args.get(page, [played.slug]))
    with django_assert_max_num_queries(CEILINGS[page]):
        response = client.get(url)
    assert response.status_code == 200


def test_running_percentages_by_hand(organiser):
    event = make_individual(organiser, size=12, boards_per_round=1)
    # Round 1 (tray 1): NS 8, 7, 7.  Round 2 (tray 2): NS 6, 6, 9.
    for round_number, tray, tricks in ((1, 1, (8, 7, 7)), (2, 2, (6, 6, 9))):
        entries = [
            services.WhistEntry(seating_at(event, round_number, t).pk, ns, None)
            for t, ns in zip((1, 2, 3), tricks, strict=True)
        ]
        services.record_whist_traveller(event, tray, entries, by=organiser)
    rounds, lines = standings.scores_for(event).running()
    assert rounds == (1, 2)
    values = {line.entrant.label: tuple(float(v) for v in line.values) for line in lines}
    # Player 10: North at table 1 in round 1 (2 of 2), East at table 2 in round 2 (1.5 of 2).
    assert values["10"] == (100.0, 87.5)
    # Player 6: South at table 1 (2 of 2), East at table 3 in round 2 (NS 9 beat both: 0).
    assert values["6"] == (100.0, 50.0)
    # Table scores: worked out as columns, the chart's figures printed as the standings do.
    captions = {line.entrant.label: line.drawn[1] for line in lines}
    assert captions["10"] == ("100", "87.50")
    assert captions["6"] == ("100", "50")
    charts = standings.scores_for(event).charts()
    assert [title for title, _svg in charts] == ["All players"]


def test_where_next_names_the_players_seat(client, organiser):
    event = make_individual(organiser, size=12, boards_per_round=1)
    services.publish_event(event, by=organiser)
    page = client.get(reverse("where-next", args=[event.slug]), {"number": 10}).content.decode()
    stop = stop_for(movement_for(event), "10", 1)
    assert (stop.table, stop.seat, stop.partner) == (1, "North", "6")
    assert set(stop.opponents) == {"1", "7"}
    assert "North" in page


def test_side_codes_for_a_printed_traveller(organiser):
    from tournaments.standings.sheets import side_codes

    event = make_individual(organiser, size=12)
    assert side_codes(seating_at(event, 1, 1)) == ("10 & 6", "1 & 7")
