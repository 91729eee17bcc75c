"""What players see during play of a 13-pair contract bridge Mitchell (7 tables, 3 boards a
round, 21 boards, 7 rounds; 7 NS is the missing pair, so 7 EW sits out each round).

Two faults a director met running this evening: before Publish the players got a 404 on
"where next" and the movement; after publishing mid-Mitchell (round 4, 63 results in) the
public standings said "No result has been entered yet".

The rounds are worked out by hand from the Mitchell's rotation.  In round 1 table t plays set
t (set s is boards 3s-2 to 3s); each round East-West move up one table and the boards down
one (table 1 hands its set to table 7), so in round r set s is at table ((s - r) mod 7) + 1.
In a Mitchell every set is played by every table by the last round, so a board is played by
every table due to play it only after round 7, with one exception: table 7 has no North-South
pair, so the set lying there is not played, and set s lies there in the round r with
r = s + 1 (mod 7): set 7 in round 1, sets 1-5 in rounds 2-6, set 6 (boards 16-18) in round 7.
Set 6's last table plays it in round 6; every other set's in round 7.  63 results are
three full rounds (6 tables x 3 boards x 3 = 54) and three tables of round 4 (9 more).
"""

from __future__ import annotations

from html import unescape

import pytest
from django.urls import reverse

from tests.builders import enter_contract
from tests.builders.pairs import bridge_mitchell_one_pair_missing
from tests.web.words.visible import has_word
from tournaments import models as m
from tournaments import services

WAITING = (
    "No board's results can be shown yet. The first results, of boards 16\u201318, appear after "
    "round 6; every board's after round 7."
)
NOTHING_YET = "No result has been entered yet."


def play(event, by, rnd: int, tables=(1, 2, 3, 4, 5, 6)) -> None:
    """Every board of ``rnd`` at ``tables``: 6NT by North, twelve tricks."""
    for table in tables:
        seating = m.Seating.objects.get(round__event=event, round__number=rnd, table__number=table)
        for tray in seating.trays.all():
            enter_contract(event, by, tray.number, table, "6NT", "N", 12)


def advance_to(event, by, rnd: int) -> None:
    while event.current_round < rnd:
        services.advance_round(event, by=by)
        event.refresh_from_db()


@pytest.fixture
def evening(organiser):
    return bridge_mitchell_one_pair_missing(organiser)


@pytest.fixture
def mid_mitchell(evening, organiser):
    """Round 4 in play, 63 results in, published."""
    for rnd in (1, 2, 3):
        play(evening, organiser, rnd)
    advance_to(evening, organiser, 4)
    play(evening, organiser, 4, tables=(1, 2, 3))
    services.publish_event(evening, by=organiser)
    evening.refresh_from_db()
    assert m.Result.objects.filter(tray__event=evening).count() == 63
    return evening


def text(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return " ".join(unescape(response.content.decode()).split())


def test_mid_mitchell_the_standings_say_when_results_appear(client, mid_mitchell):
    page = text(client, reverse("standings", args=[mid_mitchell.slug]))
    assert NOTHING_YET not in page
    assert WAITING in page
    assert "No result can be shown yet." in page
    assert not has_word("6NT", page)


def test_mid_mitchell_a_travellers_page_says_after_which_round(client, mid_mitchell):
    slug = mid_mitchell.slug
    board_1 = text(client, reverse("traveller", args=[slug, 1]))
    assert "after round 7" in board_1 and "6NT" not in board_1
    board_16 = text(client, reverse("traveller", args=[slug, 16]))
    assert "after round 6" in board_16 and "6NT" not in board_16
    card = text(client, reverse("score-card", args=[slug, "1NS"]))
    assert WAITING in card and "6NT" not in card


def test_after_round_6_boards_16_to_18_are_shown_and_counted(client, organiser, mid_mitchell):
    play(mid_mitchell, organiser, 4, tables=(4, 5, 6))
    advance_to(mid_mitchell, organiser, 5)
    play(mid_mitchell, organiser, 5)
    advance_to(mid_mitchell, organiser, 6)
    play(mid_mitchell, organiser, 6)
    advance_to(mid_mitchell, organiser, 7)
    page = text(client, reverse("standings", args=[mid_mitchell.slug]))
    assert "Shown now: the results of boards 16\u201318." in page
    assert "The results of boards 1\u201315, 19\u201321 appear after round 7." in page
    # set 6 was played at tables 6, 5, 4, 3, 2 and 1 in rounds 1 to 6: 6 results a board
    assert "18 results shown" in page
    assert "1 NS" in page
    assert "6NT" in text(client, reverse("traveller", args=[mid_mitchell.slug, 16]))
    assert "6NT" not in text(client, reverse("traveller", args=[mid_mitchell.slug, 15]))


def test_a_board_whose_last_table_has_not_reported_says_so(client, organiser, mid_mitchell):
    play(mid_mitchell, organiser, 4, tables=(4, 5, 6))
    for rnd in (5, 6):
        advance_to(mid_mitchell, organiser, rnd)
        play(mid_mitchell, organiser, rnd)
    # board 17 at table 1 in round 6 (set 6 is at table ((6 - 6) mod 7) + 1 = 1): removed
    seating = m.Seating.objects.get(round__event=mid_mitchell, round__number=6, table__number=1)
    services.remove_result(seating.results.get(tray__number=17), by=organiser, reason="check")
    advance_to(mid_mitchell, organiser, 7)
    page = text(client, reverse("standings", args=[mid_mitchell.slug]))
    assert "Shown now: the results of boards 16, 18." in page
    assert "Board 17 is shown once the results of all its tables are in." in page


def test_standings_without_the_round_in_play_say_which_rounds_they_count(
    client, organiser, mid_mitchell
):
    mid_mitchell.standings_shown = m.StandingsShown.PREVIOUS
    mid_mitchell.save()
    page = text(client, reverse("standings", args=[mid_mitchell.slug]))
    assert "The standings count the rounds before the one in play." in page
    assert "They count rounds 1 to 3 now." in page


def test_the_staff_see_every_result_and_no_waiting_note(client, organiser, mid_mitchell):
    client.force_login(organiser)
    page = text(client, reverse("standings", args=[mid_mitchell.slug]))
    assert "63 results entered" in page and WAITING not in page


def test_before_publish_the_players_read_where_next_and_the_movement(client, organiser, evening):
    """Round 4 in play, nothing published: 1 NS is at table 1 against 5 EW on boards 10-12
    (EW pair e is at table ((e + r - 2) mod 7) + 1 in round r, set ((t + r - 2) mod 7) + 1 at
    table t), then against 4 EW on boards 13-15.  2 NS plays boards 13-15 against 6 EW at
    table 2 and hands them down to table 1."""
    for rnd in (1, 2, 3):
        play(evening, organiser, rnd)
    advance_to(evening, organiser, 4)
    play(evening, organiser, 4, tables=(1, 2, 3))
    assert not evening.published
    slug = evening.slug
    where = text(client, reverse("where-next", args=[slug]) + "?number=1&direction=NS")
    now, following = where.split('id="now"')[1].split('id="next"')
    assert "This round (round 4)" in where
    assert "<dd>5 EW</dd>" in now and "<dd>10, 11, 12</dd>" in now
    assert "<dd>4 EW</dd>" in following and "<dd>13, 14, 15</dd>" in following
    two = text(client, reverse("where-next", args=[slug]) + "?number=2&direction=NS")
    now = two.split('id="now"')[1].split('id="next"')[0]
    assert "<dd>6 EW</dd>" in now and "<dd>13, 14, 15</dd>" in now and "to table 1" in now
    sits_out = text(client, reverse("where-next", args=[slug]) + "?number=3&direction=EW")
    assert "Round 5: you sit out (table 7)." in sits_out  # 3 EW: ((3 + 5 - 2) mod 7) + 1 = 7
    movement = text(client, reverse("movement", args=[slug]))
    assert "Round by round" in movement and "5 NS v 2 EW" in movement  # round 4, table 5
    secrets = m.Table.objects.filter(event=evening).values_list("secret", flat=True)
    for page in (where, two, sits_out, movement):
        assert not has_word("6NT", page)  # no result, only who sits where
        assert not any(secret in page for secret in secrets)  # a table's link stays private
    # every other page of the event is still the club's alone until it is published
    for url in (reverse("standings", args=[slug]), reverse("traveller", args=[slug, 1])):
        assert client.get(url).status_code == 404


def test_the_pad_keeps_the_tables_own_scores_while_the_public_waits(client, mid_mitchell):
    """Table 1 plays boards 10-12 in round 4 (set 4 = ((1 + 4 - 2) mod 7) + 1) and reads its
    own results with their scores; 6NT by North making twelve tricks scores 30 x 6 + 10 = 190,
    a vulnerable game 500 and slam 750 (1440), or 300 and 500 (990) not vulnerable: board 10
    is vulnerable both ways, 11 neither, 12 North-South (the standard 16-board cycle)."""
    secret = m.Table.objects.get(event=mid_mitchell, number=1).secret
    state = client.get(reverse("table-pad-state", args=[secret])).json()
    own = {t["number"]: (t["result"]["contract"], t["result"]["ns_score"]) for t in state["trays"]}
    assert own == {10: ("6NT", 1440), 11: ("6NT", 990), 12: ("6NT", 1440)}
    assert "6NT" not in text(client, reverse("traveller", args=[mid_mitchell.slug, 10]))


def test_calling_the_next_round_moves_what_the_page_says(client, organiser, mid_mitchell):
    mid_mitchell.standings_shown = m.StandingsShown.PREVIOUS
    mid_mitchell.save()
    url = reverse("standings", args=[mid_mitchell.slug])
    assert "They count rounds 1 to 3 now." in text(client, url)
    play(mid_mitchell, organiser, 4, tables=(4, 5, 6))
    advance_to(mid_mitchell, organiser, 5)
    assert "They count rounds 1 to 4 now." in text(client, url)
    live = text(client, reverse("standings-live", args=[mid_mitchell.slug]))
    assert "They count rounds 1 to 4 now." in live
