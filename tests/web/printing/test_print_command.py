"""``manage.py print EVENT_SLUG KIND --out FILE.pdf``: every paper, and the refusals (status 2)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.builders import club_user, euchre_party, played_mitchell
from tests.printing.pdfread import page_sizes, page_with, pages_text
from tests.web.printing.test_print_papers import DUPLICATE, PAGES

KIND_TEXT = {  # on some page of each paper: the text a player relies on
    "table-cards": "EW to table 2, sit EW; trays to table 3",
    "guide-cards": "1 1 EW 1-2 1 NS 2 2 EW 5-6 2 NS 3 3 EW 3-4 3 NS",
    "tray-labels": "TRAY 1 Dealer: West",
    "travellers": "1 1 1 NS 1 EW 2 3 3 NS 2 EW 3 2 2 NS 3 EW",
    "score-cards": "Score card: 3 NS Cora Ames & Dan Brook",
    "results": "1 3 NS Cora Ames & Dan Brook 6 12 12 100",
}


@pytest.fixture
def director(db):
    return club_user("print-director")


@pytest.fixture
def played(director):
    return played_mitchell(director)


def run(*args: str) -> str:
    out = io.StringIO()
    call_command("print", *args, stdout=out)
    return out.getvalue()


def refusal(*args: str) -> CommandError:
    with pytest.raises(CommandError) as caught:
        call_command("print", *args)
    assert caught.value.returncode == 2
    return caught.value


def test_every_paper_of_a_played_event(played, tmp_path):
    for kind in DUPLICATE:
        out = tmp_path / f"{kind}.pdf"
        said = run(played.slug, kind, "--out", str(out))
        assert str(out) in said
        pages = pages_text(out.read_bytes())
        assert page_with(pages, KIND_TEXT[kind])
        assert len(pages) == PAGES.get(kind, len(pages))
        assert all("Club night · 20 November 2026" in p for p in pages)


def test_the_table_cards_carry_qr_codes_for_the_given_site(played, tmp_path):
    out = tmp_path / "cards.pdf"
    run(played.slug, "table-cards", "--out", str(out), "--base-url", "https://club.test")
    assert "scan to enter results" in pages_text(out.read_bytes())[0]


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_paper_sizes(played, tmp_path, paper, size):
    out = tmp_path / "travellers.pdf"
    run(played.slug, "travellers", "--out", str(out), "--paper", paper)
    sizes = {tuple(sorted(round(x) for x in s)) for s in page_sizes(out.read_bytes())}
    assert sizes == {size}


def test_an_unknown_kind_is_refused_with_the_list_of_kinds(played, tmp_path):
    error = refusal(played.slug, "place-cards", "--out", str(tmp_path / "x.pdf"))
    assert "place-cards" in str(error) and "table-cards" in str(error)
    assert not (tmp_path / "x.pdf").exists()


def test_an_unknown_event_is_refused(db, tmp_path):
    error = refusal("no-such-night", "table-cards", "--out", str(tmp_path / "x.pdf"))
    assert "no-such-night" in str(error)


def test_a_paper_the_event_has_not_is_refused(played, tmp_path):
    error = refusal(played.slug, "tally-cards", "--out", str(tmp_path / "x.pdf"))
    assert "progressive" in str(error)
    refusal(played.slug, "travellers", "--out", str(tmp_path / "x.pdf"), "--paper", "a3")
    refusal(played.slug, "travellers")  # no --out


def test_a_progressive_evening_has_tallies_but_no_results_sheet(director, tmp_path):
    event = euchre_party(director)
    out = tmp_path / "tally.pdf"
    run(event.slug, "tally-cards", "--out", str(out))
    assert len(pages_text(out.read_bytes())) == 2
    error = refusal(event.slug, "results", "--out", str(tmp_path / "x.pdf"))
    assert "duplicate" in str(error)


def test_from_the_shell_an_unknown_kind_exits_with_status_2(tmp_path):
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'none.sqlite3'}"}
    manage = Path(settings.BASE_DIR) / "manage.py"
    done = subprocess.run(
        [sys.executable, str(manage), "print", "any-night", "place-cards", "--out", "x.pdf"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
    )
    assert done.returncode == 2
    assert "place-cards" in done.stderr and "table-cards" in done.stderr
    assert not (tmp_path / "x.pdf").exists()
