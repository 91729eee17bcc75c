"""``manage.py deals``: published deals imported and their analysis checked against what the
sources recorded; files exported and read back the same; every refusal with its line, exit
status 2 and nothing stored."""

from __future__ import annotations

import datetime as dt
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.builders import make_bridge_mitchell, make_mitchell, make_whist_mitchell
from tests.deals.published import DDS_LIST10, dds_contracts, dds_table
from tests.web.deals.events import PUBLISHED_BOARDS, bridge_36, published_pbn
from tournaments import models as m
from tournaments import services
from tournaments.deals import dealing, dup, pbn
from tournaments.deals.cards import Card, Deal
from tournaments.services.deals import dealing_key

pytestmark = pytest.mark.django_db

ROUND = "N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73"


def run(*args: str) -> str:
    out = io.StringIO()
    call_command("deals", *args, stdout=out)
    return out.getvalue()


def refused(*args: str) -> str:
    with pytest.raises(CommandError) as caught:
        call_command("deals", *args, stdout=io.StringIO())
    assert caught.value.returncode == 2
    return str(caught.value)


def shown(event) -> list[dict]:
    return json.loads(run("show", event.slug, "--format", "json"))


def test_published_deals_analyse_to_the_tables_and_par_their_sources_recorded(organiser, tmp_path):
    event = bridge_36(organiser)
    path = tmp_path / "published.pbn"
    path.write_text(published_pbn())
    said = run("import", event.slug, str(path))
    assert "Stored 11 deals from published.pbn on Hand records night." in said
    assert "Analysed 11 deals" in said
    assert "differs" not in said and "file's par" not in said  # the file's figures agree
    boards = {b["board"]: b for b in shown(event)}
    for board, (_d, _v, deal, table, score, contracts) in zip(
        PUBLISHED_BOARDS, DDS_LIST10, strict=True
    ):
        assert boards[board]["deal"] == deal
        assert boards[board]["tricks"] == dds_table(table)
        assert boards[board]["par"]["score"] == int(score)
        assert set(boards[board]["par"]["contracts"]) == dds_contracts(contracts)
    assert boards[11]["par"] == {"score": 90, "contracts": ["1NTN", "1NTS"]}


def test_show_prints_each_board_as_the_issue_describes_it(organiser, tmp_path):
    event = bridge_36(organiser)
    (tmp_path / "p.pbn").write_text(published_pbn())
    run("import", event.slug, str(tmp_path / "p.pbn"))
    (board,) = json.loads(run("show", event.slug, "--board", "9", "--format", "json"))
    assert (board["board"], board["dealer"], board["vulnerability"]) == (9, "N", "EW")
    # The four hands in PBN order, North first.
    assert list(board["hands"]) == ["N", "E", "S", "W"]
    assert board["hands"]["E"] == "AQT983.2.A93.AK2"
    assert list(board["tricks"]) == ["N", "E", "S", "W"]
    assert board["tricks"]["E"] == {"C": 8, "D": 8, "H": 6, "S": 10, "NT": 7}
    # East makes four spades vulnerable: North-South's par is minus 620.
    assert board["par"] == {"score": -620, "contracts": ["4SE"]}
    text = run("show", event.slug, "--board", "9")
    assert "Board 9 \u00b7 Dealer North \u00b7 E-W vulnerable" in text
    assert "Par: EW +620: 4\u2660 by East" in text


def test_a_file_imported_and_exported_gives_the_same_deals(organiser, tmp_path):
    first, second = bridge_36(organiser), bridge_36(organiser)
    source = tmp_path / "published.pbn"
    source.write_text(published_pbn())
    run("import", first.slug, str(source))
    exported = tmp_path / "exported.pbn"
    run("export", first.slug, "--format", "pbn", "--out", str(exported))
    wanted = [(b.board, b.deal, b.tricks, b.par_score) for b in pbn.read(source.read_text())]
    got = [(b.board, b.deal, b.tricks, b.par_score) for b in pbn.read(exported.read_text())]
    assert got == wanted
    run("import", second.slug, str(exported))
    again = tmp_path / "again.pbn"
    run("export", second.slug, "--format", "pbn", "--out", str(again))
    assert again.read_text() == exported.read_text()


def hand_made(**change: str) -> str:
    """Two boards as a dealing program writes them; the deal of board 2 on line 10."""
    board2 = {"board": "2", "dealer": "E", "vul": "NS", "deal": ROUND, **change}
    return (
        "% PBN 2.1\n"
        '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        f'[Deal "{ROUND}"]\n\n'
        f'[Board "{board2["board"]}"]\n[Dealer "{board2["dealer"]}"]\n'
        f'[Vulnerable "{board2["vul"]}"]\n[Deal "{board2["deal"]}"]\n'
    )


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"deal": ROUND.replace("AT62 A", "AT6 A")},
         "line 10: board 2: North has 12 cards; every hand holds 13"),
        ({"deal": ROUND[:-3] + "J76"},
         "line 10: board 2: the \u26636 is in both North's and West's hands"),
        ({"board": "37"}, "line 10: board 37: the event has no such board (boards 1 to 36)"),
        ({"dealer": "S"}, "line 10: board 2: the file's dealer is South, board 2's is East"),
        ({"vul": "All"},
         "line 10: board 2: the file says All vulnerable, board 2 is N-S vulnerable"),
    ],
)  # fmt: skip
def test_a_bad_file_is_refused_with_its_line_and_nothing_is_stored(
    organiser, tmp_path, change, said
):
    event = bridge_36(organiser)
    path = tmp_path / "bad.pbn"
    path.write_text(hand_made(**change))
    logged = event.log.count()
    error = refused("import", event.slug, str(path))
    assert error == f"Nothing was stored:\n{said}"
    assert not m.Deal.objects.exists() and event.log.count() == logged
    path.write_text(hand_made())
    assert "Stored 2 deals" in run("import", event.slug, str(path))


def test_from_the_shell_an_argument_error_exits_with_status_2(tmp_path):
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'none.sqlite3'}"}
    manage = Path(settings.BASE_DIR) / "manage.py"
    done = subprocess.run(
        [sys.executable, str(manage), "deals", "export", "any-night", "--format", "zip"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert "invalid choice: 'zip'" in done.stderr


def test_a_tray_with_a_deal_keeps_it_unless_replaced(organiser, tmp_path):
    event = make_bridge_mitchell(organiser)  # three trays
    run("generate", event.slug)
    before = shown(event)
    error = refused("generate", event.slug, "--seed", "99")
    assert "board 1: board 1 already has another deal (replace it to change it)" in error
    assert shown(event) == before
    run("generate", event.slug, "--seed", "99", "--replace")
    after = shown(event)
    assert [b["deal"] for b in after] != [b["deal"] for b in before]
    assert all(b["note"] == "seed 99" for b in after)
    assert event.log.filter(action="deals").count() == 2


def test_the_same_seed_gives_the_same_deals_in_any_event(organiser):
    first, second = make_bridge_mitchell(organiser), make_bridge_mitchell(organiser)
    run("generate", first.slug, "--seed", "31")
    run("generate", second.slug, "--seed", "31")
    assert [b["deal"] for b in shown(first)] == [b["deal"] for b in shown(second)]
    # The event's own seed (7 for these) when none is given.
    third = make_bridge_mitchell(organiser)
    run("generate", third.slug)
    assert shown(third)[0]["note"] == "seed 7"
    wanted = dealing.generate(7, 1, "N", key=dealing_key()).deal.pbn()
    assert shown(third)[0]["deal"] == wanted
    # Without the site's key the seed alone deals something else: a deal shown once its tray
    # has been played does not give the seed, nor the trays still to be played, away.
    assert dealing.generate(7, 1, "N").deal.pbn() != wanted


def test_the_throw_out_rule_keeps_no_suit_longer_than_asked(organiser):
    event = make_mitchell_24(organiser)
    run("generate", event.slug, "--throw-out-longer-than", "5")
    for board in shown(event):
        deal = Deal.parse(board["deal"])
        assert deal.longest <= 5, board["board"]
        assert board["note"] == "seed 7, hands with a suit longer than 5 dealt again"
    error = refused("generate", event.slug, "--throw-out-longer-than", "3", "--replace")
    assert "from 4 to 12" in error


def make_mitchell_24(by):
    return make_mitchell(by, tables=6, boards_per_round=4, name="Long night", game=m.Game.BRIDGE)


def test_whist_deals_turn_the_dealers_last_card_for_trumps(organiser):
    event = make_whist_mitchell(organiser)
    run("generate", event.slug)
    for tray in event.trays.order_by("number"):
        deal = m.Deal.objects.get(tray=tray)
        card = Card.parse(tray.trump)
        assert card == dealing.generate(7, tray.number, tray.dealer, key=dealing_key()).last_card
        assert card in deal.cards.hand(tray.dealer)
    # Whist has no par; the double-dummy table is there.
    (board,) = json.loads(run("show", event.slug, "--board", "1", "--format", "json"))
    assert board["par"] is None and board["vulnerability"] is None
    assert board["trump"] == event.trays.get(number=1).trump and board["tricks"]


def test_a_second_play_of_the_same_deals_with_the_suits_transposed(organiser):
    first, second = make_whist_mitchell(organiser), make_whist_mitchell(organiser)
    run("generate", first.slug)
    said = run("replay", second.slug, "--from", first.slug, "--transpose")
    assert "Stored 3 deals from Club night" in said
    for tray in second.trays.order_by("number"):
        original = m.Deal.objects.get(tray__event=first, tray__number=tray.number)
        played = m.Deal.objects.get(tray=tray)
        assert played.cards == dealing.transpose(original.cards, dealing.FOSTER)
        old_trump = Card.parse(original.tray.trump)
        assert tray.trump == dealing.transpose_card(old_trump, dealing.FOSTER).code
        assert "suits transposed (spades become diamonds, hearts clubs" in played.note


def test_a_dealing_machines_file_has_every_board(organiser, tmp_path):
    event = make_bridge_mitchell(organiser)
    run("generate", event.slug)
    out = tmp_path / "night.dup"
    run("export", event.slug, "--format", "dup", "--out", str(out))
    data = out.read_bytes()
    assert len(data) == 3 * 156 and data[146:156] == b"YN1  1 3  "
    assert dup.read(data) == [Deal.parse(b["deal"]) for b in shown(event)]
    m.Deal.objects.filter(tray__number=2).delete()
    assert "board 2 has no deal" in refused(
        "export", event.slug, "--format", "dup", "--out", str(out)
    )
    assert "binary" in refused("export", event.slug, "--format", "dup")


def test_an_event_without_deals_or_trays_says_so(organiser):
    event = make_bridge_mitchell(organiser)
    assert "no deals yet" in refused("show", event.slug, "--format", "json")
    assert "no deals yet" in refused("export", event.slug, "--format", "text")
    assert "There is no event 'nowhere'" in refused("analyse", "nowhere")


def test_before_the_start_there_are_no_trays_to_deal(organiser, tmp_path):
    event = services.create_event(
        by=organiser, name="Not yet", date=dt.date(2026, 11, 20), game=m.Game.BRIDGE,
        form=m.Form.PAIRS, movement_kind="mitchell", movement_size=3, boards_per_round=1,
        scoring_method=m.ScoringMethod.MATCHPOINTS, seed=7,
    )  # fmt: skip
    assert "start it (seat the entrants) first" in refused("generate", event.slug)
    path = tmp_path / "bad.pbn"
    path.write_text(hand_made(deal=ROUND.replace("AT62 A", "AT6 A")))
    said = refused("import", event.slug, str(path))
    assert (
        "line 5: board 1: the event has no boards yet: start it (seat the entrants) first" in said
    )
    assert "line 10: board 2: North has 12 cards" in said
    assert not m.Deal.objects.exists()
