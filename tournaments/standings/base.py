"""What every form's read side shares: the figures as pages print them, who played for whom,
and the interface each form's scores answer to.

A scores object is built from an event's stored rows in a fixed number of queries and then
answers every page from memory: the standings, each card, each traveller, the results sheet,
a player's place.  ``standings.scores`` picks the class for the event's form; nothing else
branches on the form to score or show an event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from django.utils.translation import gettext_noop

from tournaments import models as m
from tournaments.adapters import trust
from tournaments.models.prepared import EVENT, Prepared
from tournaments.printing.registry import PAPERS
from tournaments.scoring.explain import show

DUPLICATE_PAPERS = tuple(k for k, paper in PAPERS.items() if not paper.progressive)
PROGRESSIVE_PAPERS = tuple(k for k, paper in PAPERS.items() if paper.progressive)


def num(value, places: int = 2) -> str:
    """A figure rounded for display (blank for none)."""
    return show(value, places) if value is not None else ""


def mp(value) -> str:
    """Match points as a director writes them: 4, 2.5, 1.67 (no trailing zeros)."""
    text = num(value)
    return text.rstrip("0").rstrip(".") if "." in text else text


def signed(value) -> str:
    """The source's notation: +6, -3, and = for exactly average."""
    if value is None:
        return ""
    if value == 0:
        return "="
    text = show(value)
    return text if text.startswith("-") else f"+{text}"


def imps_text(value) -> str:
    """IMPs as a scorer writes them: +12, -3, 0, +1.5 (blank for none)."""
    if value is None:
        return ""
    if value == 0:
        return "0"
    text = show(value)
    text = text.rstrip("0").rstrip(".") if "." in text else text
    return text if text.startswith("-") else f"+{text}"


def players_by_label(event: m.Event) -> dict[str, list[m.Player]]:
    """Each entrant's players in seat order (one query, its SQL compiled once:
    ``EVENT_MEMBERS``), to link names to player pages."""
    out: dict[str, list[m.Player]] = {}
    for member in EVENT_MEMBERS.all(event_id=event.pk):
        out.setdefault(member.entrant.label, []).append(member.player)
    return out


def _members(event_id: int):
    """The rule of ``players_by_label``'s query: the event's entrants' members, with their
    players and entrants, by entrant and seat."""
    return (
        m.EntrantMember.objects.filter(entrant__event_id=event_id)
        .select_related("player", "entrant")
        .order_by("entrant_id", "position")
    )


EVENT_MEMBERS = Prepared("event-members", m.EntrantMember, _members, event_id=EVENT)


def entrants_by_label(event: m.Event) -> dict[str, m.Entrant]:
    """The event's entrants by label, in the order of ``event.entrants.all()`` and each with
    its ``event`` the one given, as that queryset sets it; one query, its SQL compiled once
    (``EVENT_ENTRANTS``)."""
    out: dict[str, m.Entrant] = {}
    for entrant in EVENT_ENTRANTS.all(event_id=event.pk):
        entrant.event = event
        out[entrant.label] = entrant
    return out


EVENT_ENTRANTS = Prepared(
    "event-entrants",
    m.Entrant,
    lambda event_id: m.Entrant.objects.filter(event_id=event_id),
    event_id=EVENT,
)


_SEATS = ("ns", "ew", "north", "east", "south", "west")


def hide_names(entrants, results=()) -> None:
    """Blank the names of these entrants, and of everyone seated at these results' tables, in
    memory only: for public pages of a club that shows pair and player numbers alone."""
    for entrant in entrants:
        if entrant is not None:
            entrant.name = ""
    for result in results:
        for seat in _SEATS:
            if getattr(result.seating, f"{seat}_id") is not None:
                getattr(result.seating, seat).name = ""


def names_shown(event: m.Event, user) -> bool:
    """Whether a reader sees players' names (``trust.names_shown``)."""
    return trust.names_shown(event.club, user)


@dataclass(frozen=True)
class Place:
    """Where an entrant finished, as a player's history lists it."""

    place: str
    field_size: int
    percentage: str = ""
    sort_percentage: float = -1.0
    score: str = ""  # what ranked it when not a percentage: VPs, IMPs, matches won


class Shown:
    """How one form of event is scored and shown: the words, the papers, the templates.

    Subclasses load an event's scores (``load``) and answer the pages from them.
    """

    def players(self) -> dict[str, list[m.Player]]:
        """Each entrant's players, to link names to player pages (none when names are
        hidden)."""
        return {} if self.names_hidden else players_by_label(self.event)

    def place_of(self, entrant: m.Entrant) -> Place | None:
        """Where ``entrant`` finished, as a player's history lists it (each form that places
        its entrants says; none here)."""
        return None

    def card_once(self, label: str) -> dict | None:
        """``card_context(label)`` made once for these scores: they are one version's, kept
        for its readers (``scores.scores_for``), and a card is worked out from them and the
        event's deals, whose every write moves the version too."""
        made = self.__dict__.setdefault("_cards", {})
        if label not in made:
            made[label] = self.card_context(label)  # type: ignore[attr-defined]
        return made[label]

    @classmethod
    def tray_alone(cls, event, tray: int, *, public: bool = False):
        """Tray ``tray``'s traveller scored from that tray's results alone, or None when the
        whole event is read for it (``traveller_alone``: this form never scores a tray so)."""
        return None

    def traveller_once(self, number: int) -> dict:
        """``traveller_context(number)`` made once for these scores, as ``card_once``: the
        tray's lines and its deal (whose every write moves the version)."""
        made = self.__dict__.setdefault("_travellers", {})
        if number not in made:
            made[number] = self.traveller_context(number)  # type: ignore[attr-defined]
        return made[number]

    event: m.Event
    public: bool  # only what the public may see now
    form: ClassVar[str]
    pooled: ClassVar[bool] = False  # several events load together (``from_rows``)
    reads_one_tray: ClassVar[bool] = False  # ``load(tray=...)`` reads that tray alone
    # ``tray_alone(event, tray, public=...)`` scores a traveller from its tray's results when
    # the field allows it (None when not), for a first reader before every tray is scored
    traveller_alone: ClassVar[bool] = False
    has_standings: ClassVar[bool] = True
    word: ClassVar[str] = "pairs"
    noun: ClassVar[str] = gettext_noop("Pair")
    players_each: ClassVar[int] = 2  # players named for each entrant
    counted: ClassVar[str] = m.Entrant.Kind.PAIR  # the entrants the field is counted in
    slip_note: ClassVar[str] = ""
    papers: ClassVar[tuple[str, ...]] = DUPLICATE_PAPERS
    csv_name: ClassVar[str] = "standings"
    standings_template: ClassVar[str] = "tournaments/standings.html"
    names_hidden: bool = False
    live_template: ClassVar[str] = "tournaments/standings_live.html"
    card_template: ClassVar[str] = "tournaments/score_card.html"
    traveller_template: ClassVar[str] = "tournaments/traveller.html"
