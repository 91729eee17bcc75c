"""What an imported USEBIO file says that the site's own rows do not hold, as plain JSON values
kept with the event, and the event's file written again with them.

An event imported from another program's file belongs to the club that imported it, and its
players to that club's list; but the file it came from named its own club (``CLUB_NAME`` and
``CLUB_ID_NUMBER``), each player's own club (the player's ``CLUB_ID_NUMBER``), the event's
identifier, title and masterpoint scale, and more in its heading (``usebio_kept``).  Exported
again, the event gives those back as the file gave them, so a national body receiving the
file again finds the club, the event and the players it knew.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import TypedDict

from .usebio_doc import Club, Document, Event, Participants, Player
from .usebio_kept import Plain, from_plain, plain, xml_text

__all__ = ["Facts", "facts_of", "as_filed"]

LONGEST = 200  # characters of a kept name, title or identifier
NUMBER = 20  # characters of a club's number (as the site keeps its own club's)
MOST_PLAYERS = 1000  # players whose club numbers are kept (a backup holds them all)


class Facts(TypedDict):
    """The facts as ``facts_of`` gives them (stored as JSON, so read back as any value)."""

    club: list[str] | None  # the file's club: its name and its number
    identifier: str
    title: str
    mp_scale: str
    kept: Plain  # the heading's elements (``usebio_kept``)
    club_numbers: dict[str, str]  # each player's club number, by ``_key``


def facts_of(document: Document, event: Event, participants: Participants) -> Facts:
    """The file's facts the site has no field for; ``participants`` are the imported ones."""
    club = document.club
    numbers: dict[str, str] = {}
    for player in list(_players(participants))[:MOST_PLAYERS]:
        numbers[_key(player)] = player.club_id[:NUMBER]
    return {
        "club": [club.name[:LONGEST], club.number[:NUMBER]] if club is not None else None,
        "identifier": event.identifier[:LONGEST],
        "title": event.title[:LONGEST],
        "mp_scale": event.mp_scale[:LONGEST],
        "kept": plain(event.kept),
        "club_numbers": numbers,
    }


def as_filed(document: Document, facts: object, *, own_scale: bool = False) -> Document:
    """``document`` (the site's file of an imported event) with what its file said: the file's
    club, identifier, title, masterpoint scale (unless the event now follows a scale of the
    site's own: ``own_scale``), heading elements, and each player's club number."""
    if not isinstance(facts, dict) or not facts:
        return document
    club = facts.get("club")
    if isinstance(club, list) and len(club) == 2 and all(isinstance(x, str) for x in club):
        document = replace(document, club=Club(xml_text(club[0]), xml_text(club[1])))
    numbers = facts.get("club_numbers")
    numbers = numbers if isinstance(numbers, dict) else {}
    scale = "" if own_scale else _text(facts, "mp_scale")
    events = []
    for event in document.events:
        events.append(
            replace(
                event,
                identifier=_text(facts, "identifier") or event.identifier,
                title=_text(facts, "title") or event.title,
                kept=from_plain(facts.get("kept")),
                mp_scale=scale or event.mp_scale,
                participants=_renumbered(event.participants, numbers),
            )
        )
    return replace(document, events=tuple(events))


def _text(facts: Mapping[str, object], key: str) -> str:
    value = facts.get(key)
    return xml_text(value[:LONGEST]) if isinstance(value, str) else ""


def _key(player: Player) -> str:
    """A player as both the file and the site know them: by national number, else by name."""
    if player.national_id:
        return f"id:{player.national_id}"
    return f"name:{player.name.strip().casefold()}"


def _players(participants: Participants) -> Iterator[Player]:
    for pair in participants.pairs:
        yield from pair.players
    for individual in participants.players:
        yield individual.player


def _renumbered(participants: Participants, numbers: Mapping[str, object]) -> Participants:
    def player(p: Player) -> Player:
        number = numbers.get(_key(p))
        return replace(p, club_id=xml_text(number[:NUMBER])) if isinstance(number, str) else p

    pairs = tuple(replace(x, players=tuple(map(player, x.players))) for x in participants.pairs)
    players = tuple(replace(x, player=player(x.player)) for x in participants.players)
    return replace(participants, pairs=pairs, players=players)
