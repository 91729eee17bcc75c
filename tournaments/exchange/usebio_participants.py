"""The participants of a USEBIO section read strictly: pairs with their direction and players,
teams with their pairs or players, individual players, and each one's result (total,
percentage, place, masterpoints)."""

from __future__ import annotations

from collections.abc import Callable

from said import Said

from .bounds import MOST_NUMBER_CHARACTERS, quoted
from .usebio_doc import Award, Individual, Pair, Participants, Player, Result, Team
from .usebio_node import Node, UsebioError, attr

__all__ = ["participants", "number_of"]


def participants(node: Node) -> Participants:
    return Participants(
        pairs=tuple(_pair(p) for p in node.children("PAIR", number_of("PAIR_NUMBER"))),
        teams=tuple(_team(t) for t in node.children("TEAM", attr("TEAM_ID"))),
        players=tuple(
            Individual(p.text("PLAYER_NUMBER"), _player(p), _result(p))
            for p in node.children("PLAYER", number_of("PLAYER_NUMBER"))
        ),
    )


def number_of(tag: str) -> Callable[[Node], str]:
    """The name of a participant in messages: its number, refused when no event could hold it."""

    def named(node: Node) -> str:
        text = node.text(tag)
        if len(text) > MOST_NUMBER_CHARACTERS:
            raise UsebioError(
                Said(
                    "%(value)s: %(text)s is too long for a number.",
                    value=node.at(tag),
                    text=quoted(text),
                )
            )
        return text

    return named


def _pair(node: Node) -> Pair:
    number = node.text("PAIR_NUMBER")
    if not number:
        raise UsebioError(Said("%(where)s: the pair has no PAIR_NUMBER.", where=node.where))
    direction = node.text("DIRECTION").upper().replace("-", "").replace(" ", "")
    direction = {"N": "NS", "NORTHSOUTH": "NS", "E": "EW", "EASTWEST": "EW"}.get(
        direction, direction
    )
    if direction not in ("", "NS", "EW"):
        raise UsebioError(
            Said(
                "%(value)s: %(direction)s is not NS or EW.",
                value=node.at("DIRECTION"),
                direction=repr(direction),
            )
        )
    players = tuple(_player(p) for p in node.children("PLAYER"))
    return Pair(number, direction, players, _result(node))


def _team(node: Node) -> Team:
    number = node.element.get("TEAM_ID", "").strip() or node.text("TEAM_NUMBER")
    if not number:
        raise UsebioError(Said("%(where)s: the team has no TEAM_ID.", where=node.where))
    name = node.element.get("TEAM_NAME", "").strip() or node.text("TEAM_NAME")
    pairs = tuple(_pair(p) for p in node.children("PAIR", number_of("PAIR_NUMBER")))
    players = tuple(_player(p) for p in node.children("PLAYER"))
    return Team(number, name, pairs, players, _result(node))


def _player(node: Node) -> Player:
    return Player(
        node.text("PLAYER_NAME"),
        node.text("NATIONAL_ID_NUMBER"),
        node.text("CLUB_ID_NUMBER"),
        node.text("PLAYER_NUMBER"),
    )


def _result(node: Node) -> Result:
    points = node.decimal("MASTER_POINTS_AWARDED")
    point_type = node.text("MASTER_POINT_TYPE")
    nested = node.children("MASTER_POINTS")
    if points is None and nested:
        held = nested[0]
        points, point_type = held.decimal("MASTER_POINTS_AWARDED"), held.text("MASTER_POINT_TYPE")
    return Result(
        total=node.decimal("TOTAL_SCORE"),
        percentage=node.decimal("PERCENTAGE"),
        place=node.text("PLACE"),
        boards_played=node.whole("BOARDS_PLAYED", 0, 10_000),
        award=Award(points, point_type) if points is not None else None,
        wins=node.decimal("WINS_OR_DRAWS"),
    )
