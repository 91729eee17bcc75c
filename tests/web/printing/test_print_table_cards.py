"""The table indicator cards, downloaded from the event and read back."""

from __future__ import annotations

import io
import re

from django.urls import reverse
from pypdf import PdfReader

from tests.builders import make_whist_mitchell
from tournaments import models as m


def pdf_text(content: bytes) -> str:
    reader = PdfReader(io.BytesIO(content))
    return "\n".join(page.extract_text() for page in reader.pages)


def test_one_card_per_table_with_its_pairs_and_trays(organiser_client, organiser):
    event = make_whist_mitchell(organiser, tables=5, boards_per_round=2, name="Five tables")
    response = organiser_client.get(reverse("print-table-cards", args=[event.slug]))
    assert response["Content-Type"] == "application/pdf"
    text = pdf_text(response.content)
    assert "Five tables" in text
    titles = re.findall(r"Table (\d+)\b", text)
    for table in range(1, 6):
        assert str(table) in titles
    # every seating appears: its NS pair, EW pair and trays, read off the database
    for seating in m.Seating.objects.filter(round__event=event).select_related("ns", "ew"):
        trays = sorted(t.number for t in seating.trays.all())
        assert f"{trays[0]}-{trays[-1]}" in text
        assert seating.ns.code.replace(" ", "") in text.replace(" ", "")
        assert seating.ew.code.replace(" ", "") in text.replace(" ", "")


def test_letter_paper_is_offered(organiser_client, organiser):
    event = make_whist_mitchell(organiser, tables=3)
    url = reverse("print-table-cards", args=[event.slug]) + "?paper=letter"
    reader = PdfReader(io.BytesIO(organiser_client.get(url).content))
    width, height = reader.pages[0].mediabox.width, reader.pages[0].mediabox.height
    assert (round(width), round(height)) in {(612, 792), (792, 612)}
