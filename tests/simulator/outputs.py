"""Every page, paper and export of an evening, for the public and the staff, during play and
after the finish: none may answer a 500, and after the finish every figure must agree."""

from __future__ import annotations

from tests.simulator import figures
from tests.simulator.invariants import (
    nothing_unplayed_public,
    trail_is_whole,
    travellers_agree_with_cards,
)
from tests.simulator.model import Evening
from tests.simulator.phones import pad_state
from tests.simulator.readers import get
from tournaments import models as m
from tournaments import papers


def _pages(ev: Evening) -> list[str]:
    slug = ev.event.slug
    pages = [
        f"/e/{slug}/",
        f"/e/{slug}/standings/",
        f"/e/{slug}/standings/live/",
        f"/e/{slug}/standings/?_export=csv",
        f"/e/{slug}/movement/",
        f"/e/{slug}/movement/?round=2",
        f"/e/{slug}/where/",
        f"/e/{slug}/print/",
    ]
    pages += [
        f"/e/{slug}/card/{label}/" for label in ev.event.entrants.values_list("label", flat=True)
    ]
    pages += [f"/e/{slug}/tray/{n}/" for n in ev.event.trays.values_list("number", flat=True)]
    return pages


def _staff_pages(ev: Evening) -> list[str]:
    slug = ev.event.slug
    pages = [f"/e/{slug}/run/", f"/e/{slug}/entrants/", f"/e/{slug}/settings/",
             f"/e/{slug}/enter/slip/", "/organise/"]  # fmt: skip
    pages += [f"/e/{slug}/enter/tray/{n}/" for n in ev.event.trays.values_list("number", flat=True)]
    return pages


def _papers(ev: Evening, client, public: bool, only=()) -> dict[str, bytes]:
    got = {}
    kinds = [k for k in papers.kinds_for(ev.event) if papers.why_not(ev.event, k) is None]
    kinds = [k for k in kinds if k in only] if only else kinds
    for kind in kinds:
        if kind in papers.SECRET_PAPERS and public:
            continue
        path = f"/e/{ev.event.slug}/print/{kind}.pdf"
        if kind == "table-cards":
            path = f"/e/{ev.event.slug}/print/table-cards.pdf"
        response = get(ev, client, path)
        if response is not None and response.status_code == 200:
            got[kind] = response.content
            figures.pdf_opens(ev, kind, response.content)
    return got


def every_page(ev: Evening) -> dict[str, dict[str, object]]:
    """Every page and paper for the public and the staff: the answers by reader and path."""
    seen: dict[str, dict[str, object]] = {"public": {}, "staff": {}}
    for path in _pages(ev):
        seen["staff"][path] = get(ev, ev.staff, path)
        # After the finish the public reads what the staff read: its index pages suffice.
        if path.count("/") <= 4 or ev.event.status == m.Status.PLAYING:
            seen["public"][path] = get(ev, ev.public, path)
    for path in _staff_pages(ev):
        seen["staff"][path] = get(ev, ev.staff, path)
    seen["public"]["papers"] = _papers(ev, ev.public, True, only=("results",))
    seen["staff"]["papers"] = _papers(ev, ev.staff, False)
    for number in sorted(ev.secrets):
        pad_state(ev, number)
        get(ev, ev.phone, f"/t/{ev.secrets[number]}/")
    for secret in ev.old_secrets:
        for path in (f"/t/{secret}/", f"/t/{secret}/api/"):
            get(ev, ev.phone, path)
    return seen


def during_play(ev: Evening) -> None:
    """The pages players and the desk use during play (the papers wait for the finish)."""
    if ev.refresh().status != m.Status.PLAYING:
        return
    travellers_agree_with_cards(ev)  # first: the travellers read before any card
    nothing_unplayed_public(ev, cards=True)
    slug = ev.event.slug
    paths = ("", "standings/", "standings/live/", "where/", "movement/", "screen/")
    for path in (*paths, "screen/state/?lines=4"):
        get(ev, ev.public, f"/e/{slug}/{path}")
    get(ev, ev.staff, f"/e/{slug}/run/")
    for number in sorted(ev.secrets):
        pad_state(ev, number)
    trail_is_whole(ev)


def after_finish(ev: Evening) -> None:
    seen = every_page(ev)
    slug = ev.event.slug
    usebio = get(ev, ev.staff, f"/e/{slug}/results.xml")
    pbn = get(ev, ev.staff, f"/e/{slug}/results.pbn")
    figures.agree(ev, seen, usebio, pbn)
    trail_is_whole(ev)
