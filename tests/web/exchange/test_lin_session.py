"""An online pairs session's LIN file imported as a scored event, and bad files refused whole.

The files are made by hand: four pairs, four boards, each board played at two tables, each
table's result given by its auction and a claim.  The scores and match points were worked out
by hand from the scoring table (Law 77): board 1, 4S by North making 10 tricks, none
vulnerable, is +420, and one trick fewer -50; board 2 (North-South vulnerable) passed out is
0, 2H by South making 8 +110; board 3 (East-West vulnerable) 1NT by West making 7 is -90 at
both tables; board 4 (both vulnerable) 3NTX by South one down is -200, 4HX by East two down
+500.  Each board is played twice, so a pair beating the other table scores 100% of it, a tie
50%.
"""

from __future__ import annotations

from decimal import Decimal
from io import StringIO

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

from tests.builders import club_named, club_user
from tournaments import models as m
from tournaments.services.common import DomainError
from tournaments.services.lin_session import import_lin_session
from tournaments.standings import scores_for

pytestmark = pytest.mark.django_db

# Four deals, one hand rotated a seat each board; LIN writes South, West, North, East.
HANDS = ("SK95HAT62DJ73CQ84", "SQ84HK95DAT62CJ73", "SJ73HQ84DK95CAT62", "SAT62HJ73DQ84CK95")
# md's first digit is the dealer: 1 South, 2 West, 3 North, 4 East (boards 1-4: N, E, S, W).
DEALERS = {1: "3", 2: "4", 3: "1", 4: "2"}
VULNERABLE = {1: "o", 2: "n", 3: "e", 4: "b"}
# Pairs: Ann & Bob and Cat & Dan North-South; Eve & Fay and Gus & Hal East-West.
A_C = "Bob,Fay,Ann,Eve"  # South, West, North, East
B_D = "Dan,Hal,Cat,Gus"
A_D = "Bob,Hal,Ann,Gus"
B_C = "Dan,Fay,Cat,Eve"


def table(board: int, players: str, calls: str, claim: int | None = None) -> str:
    hands = ",".join(HANDS[(board - 1 + i) % 4] for i in range(4))
    auction = "".join(f"mb|{c}|" for c in calls.split())
    ending = f"mc|{claim}|" if claim is not None else ""
    return (
        f"pn|{players}|st||md|{DEALERS[board]}{hands}|rh||ah|Board {board}|"
        f"sv|{VULNERABLE[board]}|{auction}{ending}pg||\n"
    )


TWO_FIELDS = [
    table(1, A_C, "4S p p p", 10),  # North declares: +420
    table(1, B_D, "4S p p p", 9),  # -50
    table(2, A_C, "p p p p"),  # passed out: 0
    table(2, B_D, "p 2H p p p", 8),  # South declares: +110
    table(3, A_D, "p 1N p p p", 7),  # West declares: -90
    table(3, B_C, "p 1N p p p", 7),  # -90
    table(4, A_D, "p p p 3N d p p p", 8),  # South declares, doubled: -200
    table(4, B_C, "p p 4H d p p p", 8),  # East declares, doubled: +500
]


@pytest.fixture
def director(db):
    return club_user("director")


def percentages(event: m.Event) -> dict[str, Decimal]:
    return {r["name"]: Decimal(r["percentage"]) for r in scores_for(event).rows()}


def test_a_session_becomes_a_finished_event_scored_by_match_points(director):
    imported = import_lin_session("".join(TWO_FIELDS).encode(), by=director, slug="online")
    event = imported.event
    assert (event.slug, event.status, event.published) == ("online", "finished", False)
    assert event.club == club_named() and event.movement_kind == "imported"
    assert event.scoring_method == m.ScoringMethod.MATCHPOINTS
    # By hand: Ann & Bob 100 + 0 + 50 + 0 of 400 = 37.5%; Cat & Dan 0 + 100 + 50 + 100 =
    # 62.5%; Eve & Fay (against Ann & Bob on boards 1-2) 0 + 100 + 50 + 0 = 37.5%; Gus & Hal
    # 100 + 0 + 50 + 100 = 62.5%.
    assert percentages(event) == {
        "Ann & Bob": Decimal("37.5"),
        "Cat & Dan": Decimal("62.5"),
        "Eve & Fay": Decimal("37.5"),
        "Gus & Hal": Decimal("62.5"),
    }
    scores = {
        (r.tray.number, r.seating.ns.name): (r.contract, r.declarer, r.tricks_taken, r.ns_score)
        for r in m.Result.objects.filter(tray__event=event).select_related("tray", "seating__ns")
    }
    assert scores[(1, "Ann & Bob")] == ("4S", "N", 10, 420)
    assert scores[(2, "Ann & Bob")] == ("PASS", "", None, 0)
    assert scores[(4, "Cat & Dan")] == ("4HX", "E", 8, 500)
    assert m.Deal.objects.filter(tray__event=event).count() == 4
    said = imported.summary()
    assert "4 pairs, 8 results" in said and "check it, then publish it" in said


def test_no_pair_sat_both_ways_so_there_are_two_fields(director):
    event = import_lin_session("".join(TWO_FIELDS), by=director).event
    labels = {e.name: e.label for e in event.entrants.all()}
    assert labels == {
        "Ann & Bob": "1NS",
        "Cat & Dan": "2NS",
        "Eve & Fay": "1EW",
        "Gus & Hal": "2EW",
    }


def test_a_pair_that_sat_both_ways_is_one_pair_in_one_field(director):
    # Boards 3 and 4: Gus & Hal sit North-South against Ann & Bob (East-West), written with
    # the players' names in another case: still the same pairs.
    d_a = "hal,Bob,GUS,Ann"
    lines = [*TWO_FIELDS[:4], table(3, d_a, "p 1N p p p", 7), TWO_FIELDS[5]]
    lines += [table(4, d_a, "p p p 3N d p p p", 8), TWO_FIELDS[7]]
    event = import_lin_session("".join(lines), by=director).event
    assert event.entrants.count() == 4
    # By hand: board 3 ties everywhere (-90 both tables); board 4 Gus & Hal (North-South) -200
    # against +500: Cat & Dan 100, Gus & Hal 0, Ann & Bob (East-West, +200) 100, Eve & Fay 0.
    assert percentages(event) == {
        "Ann & Bob": Decimal("62.5"),
        "Cat & Dan": Decimal("62.5"),
        "Eve & Fay": Decimal("37.5"),
        "Gus & Hal": Decimal("37.5"),
    }
    assert sorted(e.label for e in event.entrants.all()) == ["1", "2", "3", "4"]


def refused(text: str, director) -> str:
    with pytest.raises(DomainError) as caught:
        import_lin_session(text, by=director)
    assert not m.Event.objects.exists() and not m.Result.objects.exists()
    return str(caught.value)


def test_hand_records_alone_are_sent_to_the_deals_import(director):
    hands = "".join(t.replace("mb|4S|mb|p|mb|p|mb|p|mc|10|", "") for t in TWO_FIELDS[:1])
    said = refused(hands, director)
    assert "hand records only" in said and "import it as an event's deals instead" in said


def test_a_board_played_twice_by_the_same_pairs_is_refused(director):
    said = refused("".join([*TWO_FIELDS, TWO_FIELDS[0]]), director)
    assert "line 9: board 1 is played again by the same two pairs (first at line 1)" in said


def test_a_broken_auction_names_its_board_and_line(director):
    lines = list(TWO_FIELDS)
    lines[1] = table(1, B_D, "4S 3S p p p", 9)
    said = refused("".join(lines), director)
    assert "line 2: board 1 (mb, pc, mc): call 2 (3S, East): not higher than 4S" in said


def test_a_play_without_its_end_is_refused(director):
    lines = list(TWO_FIELDS)
    lines[0] = table(1, A_C, "4S p p p")  # no claim, no card played
    said = refused("".join(lines), director)
    assert "line 1: board 1 (pc, mc): the play stops before the last trick" in said


def test_a_player_at_two_tables_of_a_board_is_refused(director):
    lines = list(TWO_FIELDS)
    lines[1] = table(1, A_D, "4S p p p", 9)  # Ann & Bob again, now against Gus & Hal
    said = refused("".join(lines), director)
    assert "line 2: board 1 (pn): Ann is at two tables of board 1 (also at line 1)" in said


def test_the_command_imports_and_refuses_with_status_2(tmp_path, director):
    good = tmp_path / "session.lin"
    good.write_text("".join(TWO_FIELDS))
    out = StringIO()
    call_command("import_lin", str(good), "--slug", "monday", stdout=out)
    assert "Imported Online session as monday: 4 pairs, 8 results" in out.getvalue()
    bad = tmp_path / "hands.lin"
    bad.write_text(TWO_FIELDS[0].replace("mb|4S|mb|p|mb|p|mb|p|mc|10|", ""))
    with pytest.raises(CommandError) as caught:
        call_command("import_lin", str(bad), stdout=StringIO())
    assert caught.value.returncode == 2
    assert "Nothing was imported." in str(caught.value)
    assert m.Event.objects.count() == 1


def test_the_clubs_upload_takes_a_lin_file(client, director):
    client.force_login(director)
    club = club_named()
    upload = SimpleUploadedFile("session.lin", "".join(TWO_FIELDS).encode())
    form = {"file": upload, "club": club.pk, "slug": "tuesday"}
    response = client.post(reverse("usebio-import"), form)
    assert response.status_code == 302
    event = m.Event.objects.get(slug="tuesday")
    assert m.Result.objects.filter(tray__event=event).count() == 8
    bad = SimpleUploadedFile("session.lin", "".join([*TWO_FIELDS, TWO_FIELDS[0]]).encode())
    response = client.post(reverse("usebio-import"), {"file": bad, "club": club.pk})
    assert response.status_code == 400
    assert b"board 1 is played again by the same two pairs" in response.content
    assert m.Event.objects.count() == 1


def test_a_file_of_qx_blocks_with_play_gives_the_same_session(director):
    # The same session as BBO also writes it: a qx block a table, players after the marker,
    # and on board 1 a trick played before the claim (East leads the SA, South, West and
    # North follow low: East-West's trick; North-South claim 10 of the 13, still +420).
    blocks = []
    for number, line in enumerate(TWO_FIELDS, start=1):
        players, rest = line.removeprefix("pn|").split("|st||", 1)
        if number == 1:
            rest = rest.replace("mc|10|", "pc|SA|pc|S5|pc|S4|pc|S3|mc|10|")
        blocks.append(f"qx|o{number}|pn|{players}|{rest}")
    event = import_lin_session("".join(blocks), by=director).event
    assert percentages(event)["Ann & Bob"] == Decimal("37.5")
    assert percentages(event)["Gus & Hal"] == Decimal("62.5")
    first = m.Result.objects.get(tray__event=event, tray__number=1, seating__ns__name="Ann & Bob")
    assert (first.contract, first.tricks_taken, first.ns_score) == ("4S", 10, 420)


def test_a_deal_no_table_played_is_left_out_and_said(director):
    hands_only = TWO_FIELDS[0].replace("ah|Board 1|", "ah|Board 5|").replace("md|3", "md|1")
    hands_only = hands_only.replace("mb|4S|mb|p|mb|p|mb|p|mc|10|", "")
    imported = import_lin_session("".join(TWO_FIELDS) + hands_only, by=director)
    assert m.Deal.objects.filter(tray__event=imported.event).count() == 4
    assert "No table played board(s) 5: their deals are left out." in imported.summary()


def test_a_vulnerability_the_board_does_not_have_is_refused(director):
    lines = list(TWO_FIELDS)
    lines[0] = lines[0].replace("sv|o|", "sv|b|")
    lines[1] = lines[1].replace("sv|o|", "sv|b|")
    said = refused("".join(lines), director)
    assert said.startswith("The file's deals: line 1: board 1") and "is Nobody vulnerable" in said


def test_a_name_no_player_can_have_is_refused(director):
    lines = list(TWO_FIELDS)
    lines[0] = lines[0].replace("Fay", "F" * 130)
    said = refused("".join(lines), director)
    assert "line 1: board 1 (pn): the name 'FFFF" in said and "at most 120 characters" in said
