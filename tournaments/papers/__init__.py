"""Django side of printing: which papers an event has, and each one's PDF.

Which papers an event has depends on its form (``standings.shown_for``: duplicate events have
table cards, trays and travellers; progressive evenings have tally cards and table signs) and
its game (trays only where cards are dealt into trays); the results sheet waits for the first
result.  ``paper_pdf`` chooses among the gathering functions by the kind the print page and the
``print`` command name.

Start at ``paper_pdf`` and ``kinds_for`` here; the gathering is in ``duplicate``,
``progressive`` and ``deals``, the results files in ``results_pbn``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.papers import deals, duplicate, progressive
from tournaments.printing.data import PAPER_NAMES
from tournaments.printing.registry import KINDS, PAPERS
from tournaments.standings import shown_for

TITLES = {kind: paper.title for kind, paper in PAPERS.items()}
TRAY_GAMES = frozenset({m.Game.WHIST, m.Game.BRIDGE, m.Game.AUCTION})
TRAY_KINDS = frozenset(kind for kind, paper in PAPERS.items() if paper.trays)
PROGRESSIVE_KINDS = frozenset(kind for kind, paper in PAPERS.items() if paper.progressive)
# Papers that show the cards: the public reads them under the trust rules (a tray's deal only
# once its traveller is public).
DEAL_KINDS = frozenset(kind for kind, paper in PAPERS.items() if paper.deals)


# Papers that carry the tables' entry links (the QR codes on the table cards): whoever holds
# one can enter results at that table, so they are the event's organisers' alone.
SECRET_PAPERS = frozenset({"table-cards"})


class PaperError(ValueError):
    """A paper that cannot be printed for this event; the message says why."""


# -- which papers an event has -------------------------------------------------------------


def check_names(kind: str, paper: str = "a4") -> None:
    """PaperError unless ``kind`` is a paper and ``paper`` a paper size (no database)."""
    if kind not in KINDS:
        raise PaperError(
            _("There is no paper called %(kind)s; the papers are %(kinds)s.")
            % {"kind": repr(kind), "kinds": ", ".join(KINDS)}
        )
    if paper.lower() not in PAPER_NAMES:
        raise PaperError(
            _("There is no paper size %(paper)s; choose %(sizes)s.")
            % {"paper": repr(paper), "sizes": " or ".join(PAPER_NAMES)}
        )


def title(event: m.Event, kind: str) -> str:
    """The paper's name as the print page lists it: in the active language, with the event's
    word for a tray ("Board labels and trump slips" at bridge)."""
    return event.words.reword(TITLES[kind])


def kinds_for(event: m.Event) -> list[str]:
    """The papers of the event's form (progressive or duplicate), whether ready or not."""
    papers = shown_for(event.form).papers
    return [k for k in KINDS if k in papers]


def why_not(event: m.Event, kind: str) -> str | None:
    """None when ``kind`` can be printed for ``event``, else the reason it cannot."""
    check_names(kind)
    if kind not in kinds_for(event):
        if kind in PROGRESSIVE_KINDS:
            return _("%(paper)s: for progressive events only.") % {"paper": title(event, kind)}
        return _("%(paper)s: for duplicate events only.") % {"paper": title(event, kind)}
    if kind in TRAY_KINDS and event.game not in TRAY_GAMES:
        return _("%(game)s is not played with trays: no %(paper)s.") % {
            "game": event.get_game_display(),
            "paper": title(event, kind).lower(),
        }
    if kind == "results" and not m.Result.objects.filter(tray__event=event).exists():
        return _("The results sheet is printed once a result has been entered.")
    if kind in DEAL_KINDS and not m.Deal.objects.filter(tray__event=event).exists():
        return _("Hand records are printed once the %(boards)s have their deals.") % {
            "boards": event.words.boards
        }
    if kind == "rotation-chart" and not progressive.has_chart(event):
        return _("Rotation chart: for today's points euchre, whose partners rotate by a chart.")
    return None


def hidden_deals(event: m.Event) -> str | None:
    """Why the public may not print hand records yet (no tray's traveller is public), or
    None."""
    if deals.records(event, public=True):
        return None
    return _(
        "Hand records are printed for everyone once every table due to play a %(board)s has "
        "played it."
    ) % {"board": event.words.board}


def available(event: m.Event) -> list[str]:
    """The kinds this event has, in the order the print page lists them."""
    return [k for k in KINDS if why_not(event, k) is None]


def paper_pdf(
    event: m.Event,
    kind: str,
    *,
    paper: str = "a4",
    base_url: str | None = None,
    public: bool = False,
    names: bool = True,
    only: Collection[str] | None = None,
) -> bytes:
    """The PDF of one paper; PaperError for an unknown kind or paper, or one that does not
    apply to the event.  ``base_url`` (e.g. "https://club.example") puts the table entry
    QR codes on the table cards of a started event.  ``public``: printed for a reader who is
    not the club's staff, so the results sheet holds only what the public may see now;
    ``names``: whether players' names are printed (see ``standings.base.names_shown``).
    Hand records printed for the public hold the deals whose travellers are public now; none
    yet is a PaperError that says so.  ``only``: some of the table cards (table numbers) or
    guide cards (entrants' labels), to reprint those the desk lists as changed."""
    check_names(kind, paper)
    reason = why_not(event, kind)
    if reason is not None:
        raise PaperError(reason)
    if only is not None:
        return _some_cards(event, kind, only, paper=paper, base_url=base_url, names=names)
    if kind == "table-cards":
        return duplicate.table_cards_pdf(event, paper=paper, base_url=base_url, names=names)
    if kind == "results":
        return duplicate.results_pdf(event, paper=paper.lower(), public=public, names=names)
    if kind in DEAL_KINDS:
        try:
            return deals.hand_records_pdf(event, kind, paper=paper.lower(), public=public)
        except deals.NoDeals as exc:
            raise PaperError(str(exc)) from None
    return _PAPERS[kind](event, paper=paper.lower(), names=names)


def _some_cards(event: m.Event, kind: str, only: Collection[str], **options) -> bytes:
    """Some of the table cards or guide cards; PaperError for a table or entrant the event
    does not have, or for another paper."""
    wanted = [part.strip() for part in only if part.strip()]
    if kind == "table-cards":
        numbers = {int(n) for n in wanted if n.isascii() and n.isdecimal()}
        known = set(event.tables.values_list("number", flat=True))
        if not numbers or len(numbers) != len(wanted) or not numbers <= known:
            raise PaperError(
                _("No such table among %(wanted)s.") % {"wanted": ", ".join(wanted) or _("none")}
            )
        return duplicate.table_cards_pdf(event, tables=numbers, **options)
    if kind == "guide-cards":
        labels = set(wanted)
        known = set(duplicate.movement(event).entrants)
        if not labels or not labels <= known:
            raise PaperError(
                _("No such entrant among %(wanted)s.") % {"wanted": ", ".join(wanted) or _("none")}
            )
        options.pop("base_url", None)
        return duplicate.guide_cards_pdf(event, entrants=labels, **options)
    raise PaperError(_("Only table cards and guide cards are printed in part."))


def entry_urls(event: m.Event, base_url: str) -> dict[int, str]:
    return duplicate.entry_urls(event, base_url)


_PAPERS: dict[str, Callable[..., bytes]] = {
    "guide-cards": duplicate.guide_cards_pdf,
    "tray-labels": duplicate.tray_labels_pdf,
    "travellers": duplicate.travellers_pdf,
    "score-cards": duplicate.score_cards_pdf,
    "results": duplicate.results_pdf,
    "tally-cards": progressive.tally_cards_pdf,
    "table-signs": progressive.table_signs_pdf,
    "rotation-chart": progressive.rotation_chart_pdf,
}
