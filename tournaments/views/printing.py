"""The print page and the PDF downloads of the event's papers.

Anyone who may read the event may print its papers, except those that carry the tables' entry
links (the table cards), which are its organisers' alone; an unpublished event's papers are
its club's staff's only (``readable_event``), like every other page of it.  A results sheet
or hand record printed by the public holds only what the public may see now.
"""

from __future__ import annotations

from django.http import Http404, HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.utils.translation import gettext as _

from tournaments import papers
from tournaments.adapters import trust
from tournaments.standings.base import names_shown
from tournaments.views.access import readable_event


def _paper(request) -> str | None:
    paper = request.GET.get("paper", "a4").lower()
    return paper if paper in papers.PAPER_NAMES else None


def print_page(request, slug):
    """Every paper the event has, each on A4 and on US Letter; those of its sort that it
    does not have yet (the results sheet before any result) with the reason."""
    event = readable_event(request, slug)
    organiser = event.is_organiser(request.user)
    public = not trust.reads_everything(event, request.user)
    offered, withheld = [], []
    for kind in papers.kinds_for(event):
        if kind in papers.SECRET_PAPERS and not organiser:
            continue
        reason = papers.why_not(event, kind)
        if reason is None and public and kind in papers.DEAL_KINDS:
            reason = papers.hidden_deals(event)
        entry = {"kind": kind, "title": papers.title(event, kind), "reason": reason}
        (offered if reason is None else withheld).append(entry)
    return render(
        request,
        "tournaments/print.html",
        {
            "event": event,
            "offered": offered,
            "withheld": withheld,
            "papers": papers.PAPER_NAMES,
            "is_organiser": organiser,
        },
    )


def paper_pdf(request, slug, kind):
    """One paper as a PDF: ``?paper=letter`` for US Letter, A4 otherwise."""
    event = readable_event(request, slug)
    if kind in papers.SECRET_PAPERS and not event.is_organiser(request.user):
        raise Http404(_("No such paper."))
    paper = _paper(request)
    if paper is None:
        return HttpResponseBadRequest(
            _("There is no paper size %(paper)s; choose a4 or letter.")
            % {"paper": repr(request.GET.get("paper"))},
            content_type="text/plain",
        )
    base_url = request.build_absolute_uri("/")
    only = request.GET.get("only")  # "1,3": just those tables' (or entrants') cards
    try:
        pdf = papers.paper_pdf(
            event,
            kind,
            paper=paper,
            base_url=base_url,
            public=not trust.reads_everything(event, request.user),
            names=names_shown(event, request.user),
            only=only.split(",") if only is not None else None,
        )
    except papers.PaperError as exc:
        if only is not None:
            return HttpResponseBadRequest(str(exc), content_type="text/plain")
        raise Http404(str(exc)) from None
    response = HttpResponse(pdf, content_type="application/pdf")
    name = f"{event.slug}-{kind}" + ("-letter" if paper == "letter" else "")
    response["Content-Disposition"] = f'inline; filename="{name}.pdf"'
    return response


def table_cards(request, slug):
    return paper_pdf(request, slug, "table-cards")
