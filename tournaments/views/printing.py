"""PDF downloads of the event's papers."""

from __future__ import annotations

from django.http import HttpResponse

from tournaments import papers
from tournaments.views.access import readable_event

PAPERS = {"a4", "letter"}


def _paper(request) -> str:
    paper = request.GET.get("paper", "a4").lower()
    return paper if paper in PAPERS else "a4"


def table_cards(request, slug):
    event = readable_event(request, slug)
    pdf = papers.table_cards_pdf(event, paper=_paper(request))
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{event.slug}-table-cards.pdf"'
    return response
