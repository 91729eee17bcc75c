"""Who sits in each seat, read for the pad and the director: the players a table's seats hold
now (the pair's players, and who entered each: the table, the director, or the director's
names before the start), the club's members a table may pick from (a few matches at a time,
from the event's club only), and the event's seats for the director's page.

Only reads: the writes are ``services.players_at_table``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import Q

from tournaments import models as m
from tournaments.adapters import trust
from tournaments.models.table_lookups import seats_of

# A table's look-up answers this many members at most: enough to pick one's own name, never
# the club's list (the table's link is in the players' hands).
MOST_MATCHES = 5
# A name is looked up from this many letters on.
LEAST_LETTERS = 3


@dataclass(frozen=True)
class SeatShown:
    """One seat at a table: N, E, S or W, the entrant's code, the player named there (or
    None), and who named the player: "table", "director", "named" (the director's names
    before the start, which the table confirms or changes) or ""."""

    seat: str
    code: str
    player: m.Player | None
    entered: str
    locked: bool


def member_number(player: m.Player | None) -> str:
    """The number the national body knows the player by, else the club's own number."""
    if player is None:
        return ""
    return player.national_id or player.membership_number


def _seats_held(
    members: Iterable[m.EntrantMember], entries: Iterable[m.SeatPlayer]
) -> tuple[dict, dict]:
    """The player named in each seat (entrant id, position) by ``members``, and the entry
    that named it at a table or the director's fix, from ``entries``."""
    named = {(x.entrant_id, x.position): x.player for x in members}
    entered = {(x.entrant_id, x.position): x for x in entries}
    return named, entered


def table_seats(seating: m.Seating | None) -> list[SeatShown]:
    """The seats of ``seating`` a table names, in the order N, E, S, W (two queries)."""
    places = [(seat, trust.table_seat(seating, seat)) for seat in ("N", "E", "S", "W")]
    held = [(seat, found) for seat, found in places if found is not None]
    entrants = sorted({entrant.pk for _seat, (entrant, _p) in held})
    members, entered = _seats_held(*seats_of(entrants))
    out = []
    for seat, (entrant, position) in held:
        row = entered.get((entrant.pk, position))
        player = members.get((entrant.pk, position))
        if row is not None and (player is None or row.player_id != player.pk):
            row = None  # renamed on the entrants page since: the director's name, to confirm
        if row is not None:
            how = "director" if row.by_director else "table"
        else:
            how = "named" if player is not None else ""
        locked = not trust.table_may_name(row)
        out.append(SeatShown(seat, entrant.code, player, how, locked))
    return out


def find_members(club_id: int, text: str) -> list[m.Player]:
    """The club's players a table may pick: the one whose member number is ``text``, or, from
    three letters on, the first few whose name holds it (``MOST_MATCHES``); nothing for
    less, so the look-up never hands out the whole list."""
    text = " ".join(str(text).split())[:60]
    players = m.Player.objects.filter(club_id=club_id)
    if not text:
        return []
    by_number = list(
        players.filter(Q(national_id__iexact=text) | Q(membership_number__iexact=text))[:2]
    )
    if by_number:
        return by_number[:1]
    if len(text.replace(" ", "")) < LEAST_LETTERS or any(c.isdigit() for c in text):
        return []
    return list(players.filter(name__icontains=text).order_by("name")[:MOST_MATCHES])


@dataclass(frozen=True)
class EventSeat:
    """One seat of the event for the director: the entrant, the position, the player named
    there, and the entry that named it at a table or the director's fix (None: named before
    the start, or not at all)."""

    entrant: m.Entrant
    position: int
    player: m.Player | None
    entry: m.SeatPlayer | None


def event_seats(event: m.Event) -> list[EventSeat]:
    """Every seat of the event's pairs (or players), by entrant, first player then second
    (three queries)."""
    entrants = list(m.Entrant.objects.filter(event=event).exclude(kind=m.Entrant.Kind.TEAM))
    members, entries = _seats_held(
        m.EntrantMember.objects.filter(entrant__event=event).select_related("player"),
        m.SeatPlayer.objects.filter(entrant__event=event).select_related("player"),
    )
    out = []
    for entrant in entrants:
        size = 1 if entrant.kind == m.Entrant.Kind.INDIVIDUAL else 2
        for position in range(1, size + 1):
            key = (entrant.pk, position)
            out.append(EventSeat(entrant, position, members.get(key), entries.get(key)))
    return out
