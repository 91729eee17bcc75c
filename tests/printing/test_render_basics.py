"""Dispatch, paper sizes, the event on every page, pages not blank, and purity."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from movements.mitchell import mitchell
from movements.progressive import progressive
from movements.rotation import chart
from tests.needs import program
from tests.printing.pdfread import ink_fraction, page_sizes, pages_text
from tournaments.deals.cards import Deal
from tournaments.deals.text import Record
from tournaments.printing import renderers
from tournaments.printing.build import (
    chart_rounds,
    guide_cards,
    score_cards,
    table_cards,
    table_signs,
    tally_cards,
    travellers,
    tray_labels,
)
from tournaments.printing.data import EventInfo, ResultsSheet, TextTable
from tournaments.printing.registry import PAPERS
from tournaments.printing.render import KINDS, render

EVENT = EventInfo("Autumn Pairs", "2 October 1910", "The Club")
# The unshuffled pack dealt by North, for the hand records (no analysis: "not worked out yet").
ROUND = Deal.parse("N:J73.Q84.K95.AT62 AT62.J73.Q84.K95 K95.AT62.J73.Q84 Q84.K95.AT62.J73")
RECORDS = [Record(n, "N", "Nobody vulnerable", ROUND) for n in range(1, 8)]
PACKAGE = Path(__file__).resolve().parents[2] / "tournaments" / "printing"


def _items(kind: str):
    m = mitchell(5)
    labels = tray_labels(m, "whist")
    p = progressive(3)
    return {
        "table-cards": lambda: table_cards(m),
        "guide-cards": lambda: guide_cards(m),
        "tray-labels": lambda: labels,
        "travellers": lambda: travellers(m, labels),
        "score-cards": lambda: score_cards(m),
        "results": lambda: ResultsSheet(
            (TextTable("Standings", ("Place", "Pair"), (("1", "3 NS"),)),)
        ),
        "tally-cards": lambda: tally_cards(p, games=6),
        "table-signs": lambda: table_signs(3),
        "hand-records": lambda: RECORDS,
        "hand-records-large": lambda: RECORDS,
        "rotation-chart": lambda: chart_rounds(chart(10), playing=4),
    }[kind]()


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("paper", "size"), [("a4", (595.3, 841.9)), ("letter", (612.0, 792.0))])
def test_every_paper_every_page_names_the_event(
    kind: str, paper: str, size: tuple[float, float]
) -> None:
    pdf = render(kind, EVENT, _items(kind), paper=paper)
    pages = pages_text(pdf)
    assert pages and all("Autumn Pairs · 2 October 1910 · The Club" in p for p in pages)
    w, h = page_sizes(pdf)[0]
    assert sorted((round(w, 1), round(h, 1))) == sorted(size)


@pytest.mark.parametrize("kind", KINDS)
def test_first_page_is_not_blank(kind: str) -> None:
    program("pdftoppm", "poppler-utils")
    ink = ink_fraction(render(kind, EVENT, _items(kind)))
    assert 0.01 < ink < 0.6


def test_ink_measure_sees_an_empty_page() -> None:
    program("pdftoppm", "poppler-utils")
    from io import BytesIO

    from reportlab.pdfgen.canvas import Canvas

    buf = BytesIO()
    c = Canvas(buf)
    c.showPage()
    c.save()
    assert ink_fraction(buf.getvalue()) == 0


def test_unknown_kind_and_paper_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown kind"):
        render("place-cards", EVENT, [])
    with pytest.raises(ValueError, match="unknown paper"):
        render("table-cards", EVENT, [], paper="a5")


def test_printing_package_imports_no_django() -> None:
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            assert not any(n.split(".")[0] == "django" for n in names), path


def test_the_registry_names_every_paper_in_the_print_page_order() -> None:
    assert [(p.kind, str(p.title)) for p in PAPERS.values()] == [
        ("table-cards", "Table indicator cards"),
        ("guide-cards", "Personal guide cards"),
        ("tray-labels", "Tray labels and trump slips"),
        ("travellers", "Traveller slips"),
        ("score-cards", "Score cards"),
        ("results", "Results sheet"),
        ("hand-records", "Hand records (six a page)"),
        ("hand-records-large", "Hand records, large type (four a page)"),
        ("tally-cards", "Tally cards"),
        ("table-signs", "Head and booby table signs"),
        ("rotation-chart", "Rotation chart"),
    ]
    assert KINDS == tuple(PAPERS)
    assert [k for k, p in PAPERS.items() if p.trays] == [
        "tray-labels",
        "travellers",
        "score-cards",
        "hand-records",
        "hand-records-large",
    ]
    assert [k for k, p in PAPERS.items() if p.deals] == ["hand-records", "hand-records-large"]
    # Each paper's renderer is a function of ``renderers`` (drawn when the paper is printed).
    assert all(callable(getattr(renderers, p.renderer, None)) for p in PAPERS.values())
    assert [k for k, p in PAPERS.items() if p.progressive] == [
        "tally-cards",
        "table-signs",
        "rotation-chart",
    ]
