"""The papers' fixed words go through Django's translation: every word the drawing prints is
in the table ``tournaments.papers.words`` fills (so ``makemessages`` finds it), and a paper
printed with a translation prints the translated words in place of the English.

The translation here is made up (Dutch written by hand: "Tafel" for table, "Noord-Zuid" for
North-South, "laatste ronde" for last round), put in for Django's ``gettext`` in the papers'
module, since the catalogues are compiled separately."""

from __future__ import annotations

import ast
import io
from pathlib import Path

import pytest
from django.urls import reverse
from pypdf import PdfReader

from movements.types import Family
from tests.builders import make_whist_mitchell, played_mitchell
from tests.translations import made_up_catalogue as dutch_catalogue
from tournaments import papers
from tournaments.papers import words
from tournaments.printing.data import Words
from tournaments.printing.moves import display_label

PRINTING = Path(words.__file__).resolve().parent.parent / "printing"

DUTCH = {
    "Table cards": "Tafelkaarten",
    "Table %(table)s": "Tafel %(table)s",
    "TABLE": "TAFEL",
    "North-South cards": "Kaarten Noord-Zuid",
    "last round": "laatste ronde",
    "%(title)s \u00b7 page %(page)s": "%(title)s \u00b7 blad %(page)s",
}


def pdf_text(content: bytes) -> str:
    reader = PdfReader(io.BytesIO(content))
    return "\n".join(page.extract_text() for page in reader.pages)


def said_in_printing() -> set[str]:
    """Every English message the drawing hands to ``say`` as written."""
    said = set()
    for path in PRINTING.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            first = node.args[0]
            if name == "say" and isinstance(first, ast.Constant) and isinstance(first.value, str):
                said.add(first.value)
    return said


def test_every_word_the_drawing_says_is_marked_for_translation():
    said = said_in_printing()
    assert "Table %(table)s" in said  # the walk finds the drawing's words
    table = words.paper_words().table
    assert sorted(said - set(table)) == []


def test_without_a_translation_the_words_are_the_english():
    say = Words()
    assert say("Table %(table)s", table=3) == "Table 3"
    assert say("Ada Lovelace") == "Ada Lovelace"  # a text with no entry is printed as it is


def test_table_cards_printed_with_a_translation_print_its_words(
    organiser_client, organiser, monkeypatch
):
    monkeypatch.setattr(words, "_", lambda message: DUTCH.get(message, message))
    event = make_whist_mitchell(organiser, tables=3, name="Drie tafels")
    response = organiser_client.get(reverse("print-table-cards", args=[event.slug]))
    text = pdf_text(response.content)
    assert "Tafel 1" in text and "Tafel 3" in text
    assert "TAFEL" in text
    assert "Kaarten Noord-Zuid" in text
    assert "laatste ronde" in text
    assert "Tafelkaarten \u00b7 blad 1" in " ".join(text.split())
    assert "Table 1" not in text
    assert "last round" not in text


def test_a_pair_and_a_player_are_called_in_the_papers_words():
    say = Words({"Pair %(label)s": "Paar %(label)s", "Player %(label)s": "Speler %(label)s"})
    assert display_label("7", Family.HOWELL, say) == "Paar 7"
    assert display_label("5", Family.INDIVIDUAL, say) == "Speler 5"
    assert display_label("7", Family.HOWELL) == "Pair 7"


def test_a_paper_that_cannot_be_printed_says_why_in_the_translation(monkeypatch):
    dutch = {"There is no paper size %(paper)s; choose %(sizes)s.": "Geen papiermaat %(paper)s."}
    monkeypatch.setattr(papers, "_", lambda message: dutch.get(message, message))
    with pytest.raises(papers.PaperError, match="Geen papiermaat 'b5'"):
        papers.check_names("results", "b5")


# Dutch written by hand for the results sheet and a traveller's heading ("gever" is the
# dealer, "kistje" the tray; the source's number of a tray: "Nr. 1, tafel 2").
SHEET_DUTCH = {
    "Match points: %(field)s": "Matchpunten: %(field)s",
    "North-South": "Noord-Zuid",
    "East-West": "Oost-West",
    "Trick totals against the average": "Slagentotalen tegen het gemiddelde",
    "Place": "Plaats",
    "Direction": "Richting",
    "Names": "Namen",
    "Average": "Gemiddelde",
    "Round": "Ronde",
    "Table": "Tafel",
    "NS tricks": "Slagen NZ",
    "%(board)s %(number)s (dealer %(dealer)s)": "%(board)s %(number)s (gever %(dealer)s)",
    "No. %(deal)s, table %(table)s": "Nr. %(deal)s, tafel %(table)s",
    "Traveller slips": "Scoreformulieren",
    "%(Tray)s labels and trump slips": "%(Tray)s-etiketten en troefbriefjes",
    "whist\x04Tray": "Kistje",  # pgettext("whist", "Tray")
}


def test_the_results_sheet_prints_its_headings_in_the_clubs_language(organiser):
    event = played_mitchell(organiser)
    with dutch_catalogue(SHEET_DUTCH):
        text = " ".join(pdf_text(papers.paper_pdf(event, "results")).split())
    assert "Matchpunten: Noord-Zuid" in text and "Matchpunten: Oost-West" in text
    assert "Slagentotalen tegen het gemiddelde" in text
    assert "Plaats Richting" in text
    assert "(gever West)" in text  # tray 1 is dealt by West at whist (the dealer cycle)
    assert "20 november 2026" in text  # the heading's date, in Django's own Dutch month names
    assert "Ronde Tafel" in text and "Slagen NZ" in text
    for english in ("Match points", "Trick totals", "Average", "Round Table", "(dealer"):
        assert english not in text


def test_a_traveller_prints_the_sources_number_in_the_clubs_language(organiser):
    """Three tables, two trays a round: trays 1-2 are first dealt at table 1 and trays 3-4 at
    table 2 (the source's "No. 1" and "No. 2" at each table)."""
    event = played_mitchell(organiser)
    with dutch_catalogue(SHEET_DUTCH):
        text = " ".join(pdf_text(papers.paper_pdf(event, "travellers")).split())
    assert "Nr. 1, tafel 1" in text and "Nr. 2, tafel 1" in text and "Nr. 1, tafel 2" in text
    assert "No. 1" not in text


def test_the_print_page_names_the_papers_in_the_readers_language(organiser_client, organiser):
    event = played_mitchell(organiser)
    with dutch_catalogue(SHEET_DUTCH):
        page = organiser_client.get(reverse("print", args=[event.slug]), HTTP_ACCEPT_LANGUAGE="nl")
        html = page.content.decode()
    assert "Scoreformulieren" in html and "Traveller slips" not in html
    # the tray's word in the event's game and the reader's language
    assert "Kistje-etiketten en troefbriefjes" in html
