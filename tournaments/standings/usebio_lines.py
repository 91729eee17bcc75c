"""What every USEBIO export shares: players as the national bodies know them, pair numbers,
traveller lines written from stored results, and the awards a participant earned.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from tournaments import models as m
from tournaments.adapters.results import ruling_of
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.usebio_doc import usebio_lead

PLAYER_RELATED = ("player", "player__club", "entrant")


def players_of(entrants: Iterable[m.Entrant]) -> dict[int, tuple[doc.Player, ...]]:
    """Each entrant's players in seat order, with their national and club numbers (one query)."""
    out: dict[int, list[doc.Player]] = {}
    members = (
        m.EntrantMember.objects.filter(entrant__in=list(entrants))
        .select_related(*PLAYER_RELATED)
        .order_by("entrant_id", "position")
    )
    for member in members:
        player = member.player
        out.setdefault(member.entrant_id, []).append(
            doc.Player(player.name, player.national_id, player.club.national_id)
        )
    return {k: tuple(v) for k, v in out.items()}


def awards_of(event: m.Event) -> dict[int, doc.Award]:
    """Each ranked entrant's award (every player of it earned the same), by entrant id."""
    out: dict[int, doc.Award] = {}
    for award in event.awards.order_by("entrant_id", "player_id"):
        points = Decimal(_plain(award.points))  # 12, 7.5: as the national bodies write them
        out.setdefault(award.entrant_id, doc.Award(points, award.point_type))
    return out


class PairNumbers:
    """A pair's number as the file writes it: the number players see, with its direction in a
    two-winner event; the movement's label where two pairs of one field share a number (an
    arrow-switched Mitchell scored as one field)."""

    def __init__(self, event: m.Event, pairs: Iterable[m.Entrant]) -> None:
        self.two_fields = not event.one_winner
        pairs = list(pairs)
        numbers = [p.number for p in pairs]
        self.unique = self.two_fields or len(numbers) == len(set(numbers))

    def __call__(self, entrant: m.Entrant) -> str:
        return str(entrant.number) if self.unique else entrant.label

    def direction(self, entrant: m.Entrant) -> str:
        return entrant.direction if self.two_fields else ""


def score_text(result: m.Result) -> str:
    """The North-South score as USEBIO writes it: points (tricks at whist), or an artificial
    score as the national bodies' programs write one (``A5050``, ``A6040``, ``NP``).

    An assigned score (Law 12C1) is a score in points like a played one, scored with the
    board's vulnerability (``SCORE 3NT-1 W`` on a board where North-South are not vulnerable
    is ``50``); a weighted or split score has no one number, so it is written as the site's
    code in points (``SCORE 60% 620, 40% -100``), which the site reads back; the match points
    beside it are what it earned.  A procedural penalty or a fouled board's group leaves the
    table's own score (the penalty is in the match points)."""
    ruling = ruling_of(result)
    if ruling is not None and ruling.replaces_score:
        if not ruling.played:
            return "NP"
        if ruling.assigned:
            single = ruling.single_score
            return str(single) if single is not None else f"SCORE {ruling.points_text()}"
        ns, ew = ruling.ns_percent, ruling.ew_percent
        assert ns is not None and ew is not None  # an artificial score's (``Adjustment``)
        if ns == int(ns) and ew == int(ew) and ns < 100 and ew < 100:
            return f"A{int(ns):02d}{int(ew):02d}"
        return f"A{_plain(ns)}/{_plain(ew)}"
    if result.ns_tricks is not None:
        return str(result.ns_tricks)
    return str(result.ns_score or 0)


def _plain(value: Decimal) -> str:
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def line_of(result: m.Result, figure, **who) -> doc.Line:
    """A stored result as a traveller line; ``who`` names the sides (``ns``/``ew``, or
    ``seats``, and a team line's ``direction``)."""
    passed = result.contract == "PASS"
    tricks = result.ns_tricks if result.ns_tricks is not None else result.tricks_taken
    ruling = ruling_of(result)
    replaced = ruling is not None and ruling.replaces_score
    return doc.Line(
        **who,
        contract="" if replaced else result.contract,
        declarer="" if passed or replaced else result.declarer,
        lead="" if replaced else usebio_lead(result.lead),
        tricks=None if passed or replaced else tricks,
        score=score_text(result),
        ns_figure=figure.ns if figure is not None else None,
        ew_figure=figure.ew if figure is not None else None,
        top=getattr(figure, "top", None),
    )
