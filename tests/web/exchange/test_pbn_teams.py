"""``manage.py pbn export`` of bridge teams events: every tray of a match in its two rooms, read
back by endplay's PBN parser and by a plain line reader against the PBN 2.1 standard's names
(``Room`` "Open"/"Closed", ``HomeTeam``, ``VisitTeam``, ``Score`` "NS 420", ``ScoreIMP``, the
``ScoreTable`` and ``TotalScoreTable`` columns of the standard's section 5).

The match is tests/web/methods/test_teams_methods.py's: team a at home, b visiting, four trays.
Open room (a North-South), closed room (b North-South):
- tray 1 (none vul): 4S by N, 10 tricks +420; 2S by N, 10 tricks +170: a gains 250, 6 IMPs;
- tray 2 (NS vul): 3NT by S, 8 tricks -100; 3NT by S, 9 tricks +600: a loses 700, 12 IMPs;
- tray 3 (EW vul): 4H by E, 10 tricks, -620 at both tables: level, 0 IMPs;
- tray 4 (all vul): 1NT by N, 7 tricks +90; 2S by W, 8 tricks -110: a gains 200, 5 IMPs.
a wins 6 + 5 = 11 IMPs, b 12: b by 1.  Board-a-match (1, ½, 0): a 1 + 0 + ½ + 1 = 2½, b 1½.
Total points: a gains 450, b 700: b 250 on balance.
"""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse
from endplay.parsers import pbn as endplay_pbn

from tests.builders import make_team_event
from tests.web.methods.test_teams_methods import played_match
from tournaments import models as m
from tournaments import services

pytestmark = pytest.mark.django_db

# (tray, room): (contract, declarer, tricks, NS score, ScoreIMP from that table's NS side)
ROOMS = {
    (1, "Open"): ("4S", "N", "10", "NS 420", "NS 6"),
    (1, "Closed"): ("2S", "N", "10", "NS 170", "NS -6"),
    (2, "Open"): ("3NT", "S", "8", "NS -100", "NS -12"),
    (2, "Closed"): ("3NT", "S", "9", "NS 600", "NS 12"),
    (3, "Open"): ("4H", "E", "10", "NS -620", "NS 0"),
    (3, "Closed"): ("4H", "E", "10", "NS -620", "NS 0"),
    (4, "Open"): ("1NT", "N", "7", "NS 90", "NS 5"),
    (4, "Closed"): ("2S", "W", "8", "NS -110", "NS -5"),
}
_TAG = re.compile(r'^\[(\w+) "(.*)"\]$')


def read_games(text: str) -> list[dict]:
    """The file's games as plain dicts: each tag's value, and for a table (a tag whose value
    names columns) its rows as dicts by column, quoted items kept whole."""
    games = []
    for chunk in text.split("\n\n")[1:]:
        game: dict = {}
        current = None
        for line in chunk.strip().splitlines():
            found = _TAG.match(line)
            if found:
                name, value = found.groups()
                if name.endswith("Table"):
                    columns = [c.split("\\")[0] for c in value.split(";")]
                    current = game[name] = {"columns": columns, "rows": []}
                else:
                    game[name], current = value, None
            elif current is not None:
                items = [i.strip('"') for i in re.findall(r'"[^"]*"|\S+', line)]
                current["rows"].append(dict(zip(current["columns"], items, strict=True)))
        games.append(game)
    return games


def export(event: m.Event, tmp_path) -> str:
    out = tmp_path / "teams.pbn"
    call_command("pbn", "export", event.slug, "--out", str(out))
    return out.read_text(encoding="utf-8")


def finished(event: m.Event, by) -> m.Event:
    services.finish_event(event, by=by)
    event.refresh_from_db()
    return event


def test_an_imp_match_room_by_room(organiser, tmp_path):
    event = finished(played_match(organiser, m.ScoringMethod.IMPS), organiser)
    text = export(event, tmp_path)
    games = read_games(text)
    assert [(g["Board"], g["Room"]) for g in games] == [
        (str(tray), room) for tray in (1, 2, 3, 4) for room in ("Open", "Closed")
    ]
    for game in games:
        assert (game["Scoring"], game["Competition"]) == ("IMP", "Teams")
        assert (game["HomeTeam"], game["VisitTeam"]) == ("a", "b")
        played = (game["Contract"], game["Declarer"], game["Result"], game["Score"])
        assert played + (game["ScoreIMP"],) == ROOMS[(int(game["Board"]), game["Room"])]
    # endplay reads every game with its contract and the tricks made.
    boards = endplay_pbn.loads(text)
    assert len(boards) == 8
    read = [
        (c.level, c.denom.name, c.declarer.name, c.result) for c in (b.contract for b in boards)
    ]
    assert read[0] == (4, "spades", "north", 0) and read[2] == (3, "nt", "south", -1)
    assert boards[2].info["Room"] == "Open" and boards[2].info["ScoreIMP"] == "NS -12"


def test_the_open_room_carries_the_board_with_both_rooms(organiser, tmp_path):
    event = played_match(organiser, m.ScoringMethod.IMPS)
    for label, names in (("a.NS", ["Ada Byron", "Bea Lane"]), ("b.EW", ["Cy Dale", "Di Eyre"])):
        services.register_entrant(event.entrants.get(label=label), by=organiser, player_names=names)
    open_room, closed_room = read_games(export(finished(event, organiser), tmp_path))[:2]
    seats = [open_room[seat] for seat in ("North", "South", "East", "West")]
    assert seats == ["Ada Byron", "Bea Lane", "Cy Dale", "Di Eyre"]
    # the closed room seats the teams' other pairs (b.NS against a.EW), not named here
    assert {closed_room[seat] for seat in ("North", "South", "East", "West")} == {""}
    rows = open_room["ScoreTable"]["rows"]
    assert [(r["Room"], r["PairId_NS"], r["PairId_EW"]) for r in rows] == [
        ("Open", "a.NS", "b.EW"),
        ("Closed", "b.NS", "a.EW"),
    ]
    assert [(r["Score_NS"], r["Score_EW"]) for r in rows] == [("420", "-"), ("170", "-")]
    assert [(r["IMP_NS"], r["IMP_EW"]) for r in rows] == [("6", "-6"), ("-6", "6")]
    assert "ScoreTable" not in closed_room


def test_the_ranking_and_the_match_in_total_score_tables(organiser, tmp_path):
    event = finished(played_match(organiser, m.ScoringMethod.IMPS), organiser)
    games = read_games(export(event, tmp_path))
    ranking = games[0]["TotalScoreTable"]["rows"]
    got = [(r["Rank"], r["PairId"], r["TotalIMP"], r["NetIMP"], r["NrBoards"]) for r in ranking]
    assert got == [("1", "b", "12", "1", "4"), ("2", "a", "11", "-1", "4")]
    match = games[-1]["TotalScoreTable"]["rows"]
    assert [(r["Rank"], r["PairId"], r["TotalIMP"]) for r in match] == [
        ("1", "b", "12"),
        ("2", "a", "11"),
    ]
    assert all("TotalScoreTable" not in g for g in games[1:-1])


def test_board_a_match_in_board_points(organiser, tmp_path):
    event = finished(played_match(organiser, m.ScoringMethod.BOARD_A_MATCH), organiser)
    games = read_games(export(event, tmp_path))
    assert {g["Scoring"] for g in games} == {"BAM"}
    assert all("ScoreIMP" not in g for g in games)
    # a's board points from the open room's North-South seat: won, lost, tied, won.
    open_rows = [g["ScoreTable"]["rows"][0] for g in games if g["Room"] == "Open"]
    assert [(r["MP_NS"], r["MP_EW"]) for r in open_rows] == [
        ("1", "0"),
        ("0", "1"),
        ("0.5", "0.5"),
        ("1", "0"),
    ]
    ranking = games[0]["TotalScoreTable"]["rows"]
    assert [(r["PairId"], r["TotalMP"]) for r in ranking] == [("a", "2.5"), ("b", "1.5")]


def test_total_points_on_balance(organiser, tmp_path):
    event = finished(played_match(organiser, m.ScoringMethod.POINTS), organiser)
    games = read_games(export(event, tmp_path))
    assert {g["Scoring"] for g in games} == {"TotalPoints"}
    columns = games[0]["ScoreTable"]["columns"]
    assert "IMP_NS" not in columns and "MP_NS" not in columns
    ranking = games[0]["TotalScoreTable"]["rows"]
    assert [(r["Rank"], r["PairId"], r["TotalScore"]) for r in ranking] == [
        ("1", "b", "250"),
        ("2", "a", "-250"),
    ]
    match = games[-1]["TotalScoreTable"]["rows"]
    assert [(r["PairId"], r["TotalScore"]) for r in match] == [("b", "700"), ("a", "450")]


# The WBF IMP scale: the lowest difference of points for each IMP from 1 to 24.
IMP_FROM = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300,
            1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000)  # fmt: skip


def imps(points: int) -> int:
    won = sum(1 for low in IMP_FROM if abs(points) >= low)
    return won if points >= 0 else -won


def test_the_swiss_demo_with_victory_points(tmp_path):
    """Twelve teams, six matches of six trays: every tray twice (432 games), each game's
    ScoreIMP the IMPs of the two rooms' scores from its own North-South side, and every match
    sharing out 20 VPs (720 in all)."""
    call_command("demo", verbosity=0)
    text = export(m.Event.objects.get(slug="demo-swiss"), tmp_path)
    games = read_games(text)
    assert len(games) == len(endplay_pbn.loads(text)) == 36 * 6 * 2
    for open_room, closed_room in zip(games[::2], games[1::2], strict=True):
        assert (open_room["Room"], closed_room["Room"]) == ("Open", "Closed")
        assert open_room["Board"] == closed_room["Board"]
        assert open_room["HomeTeam"] == closed_room["HomeTeam"]
        # Both rooms of a board are the same match, so the same round of the event, though
        # the trays change tables halfway through the match.
        assert open_room["Round"] == closed_room["Round"]
        swing = int(open_room["Score"][3:]) - int(closed_room["Score"][3:])
        assert open_room["ScoreIMP"] == f"NS {imps(swing)}"
        assert closed_room["ScoreIMP"] == f"NS {-imps(swing)}"
    # The six Swiss matches are rounds 1 to 6: six matches a round, six trays a match, two
    # rooms a tray.
    by_round = [sum(g["Round"] == str(n) for g in games) for n in range(1, 7)]
    assert by_round == [6 * 6 * 2] * 6
    ranking = games[0]["TotalScoreTable"]["rows"]
    assert len(ranking) == 12 and [r["Rank"] for r in ranking][0] == "1"
    assert sum(Decimal(r["TotalVP"]) for r in ranking) == 6 * 6 * 20
    assert all(r["NrBoards"] == "36" for r in ranking)


def test_the_director_downloads_it_from_the_event_page(client, organiser):
    event = finished(played_match(organiser, m.ScoringMethod.IMPS), organiser)
    client.force_login(organiser)
    page = client.get(reverse("event", args=[event.slug])).content.decode()
    assert reverse("event-pbn", args=[event.slug]) in page
    response = client.get(reverse("event-pbn", args=[event.slug]))
    assert response["Content-Type"].startswith("text/x-pbn")
    assert [g["Room"] for g in read_games(response.content.decode())][:2] == ["Open", "Closed"]


@pytest.mark.parametrize("game", [m.Game.WHIST, m.Game.AUCTION])
def test_a_whist_or_auction_series_is_refused(organiser, tmp_path, game):
    scoring = m.ScoringMethod.POINTS if game == m.Game.AUCTION else None
    event = make_team_event(organiser, kind="team-match", size=2, game=game, scoring=scoring)
    event.status = m.Status.FINISHED
    event.save()
    out = tmp_path / "x.pbn"
    with pytest.raises(CommandError, match="PBN records contract bridge") as refused:
        call_command("pbn", "export", event.slug, "--out", str(out))
    assert refused.value.returncode == 2
    assert not out.exists()
