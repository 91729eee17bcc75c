"""The site's pairs of a file's team, and which of them sat in each room of a match.

The site keeps a team's pairs as pair entrants of the team: ``a.NS`` and ``a.EW`` for a team
of four (as a teams movement names them), and ``a.3``, ``a.4`` for the further pairs of a
team of five or six, whose pairs change between matches.  A file says who sat in a room in
one of three ways, each read here:

* the team lists its PAIRs and the line names them (``NS_PAIR_NUMBER``, ``EW_PAIR_NUMBER``);
  a team of two pairs may leave them out, its North-South pair sitting North-South;
* the team lists more than four PLAYERs (or four numbered ones) and the line names each
  seat's player (``N_PLAYER_NUMBER`` ...): the two who sat North and South are a pair of that
  match, and so the two who sat East and West;
* the team lists four PLAYERs without pairs and the line names no seat: the first two are
  its North-South pair, the next two its East-West pair.

A team of more than two pairs whose lines name no pair cannot be seated, and is refused with
what the file should say.
"""

from __future__ import annotations

from said import Said

from .usebio_doc import Line, Player, Team
from .usebio_node import UsebioError

__all__ = ["TeamPairs"]

_SEATS = {"NS": (0, 2), "EW": (1, 3)}  # a line's seats are N, E, S, W


class TeamPairs:
    """A team's pairs under the site's labels, with their players; pairs seen from seats
    are added as the rooms are read."""

    def __init__(self, team: Team, where: str) -> None:
        self.team, self.where = team, where
        self.labels: dict[str, str] = {}  # the file's pair number (or "N+S" players) -> label
        self.players: dict[str, tuple[Player, ...]] = {}  # label -> players
        self.by_number = {p.number: p for p in team.players if p.number}
        self.seated = not team.pairs and len(team.players) > 4
        self.four = not team.pairs and not self.seated
        if team.pairs:
            self._listed()

    def _label(self, index: int) -> str:
        return f"{self.team.number}.{('NS', 'EW')[index] if index < 2 else index + 1}"

    def _listed(self) -> None:
        """The North-South pair (else the first without a direction) is ``.NS``, the
        East-West pair (else the next) ``.EW``, any others ``.3``, ``.4`` in the file's order."""
        pairs = list(self.team.pairs)
        order = [next((p for p in pairs if p.direction == d), None) for d in ("NS", "EW")]
        rest = [p for p in pairs if not any(p is x for x in order)]
        order = [x if x is not None else (rest.pop(0) if rest else None) for x in order]
        for index, pair in enumerate([*order, *rest]):
            if pair is not None:
                label = self._label(index)
                self.labels[pair.number] = label
                self.players[label] = pair.players

    def _by_seats(self, line: Line) -> bool:
        """Whether the line's seats say who of this team sat: always for a team of more than
        four players, and for four numbered players whose line names its seats' players."""
        if self.seated:
            return True
        numbered = bool(self.team.players) and len(self.by_number) == len(self.team.players)
        return self.four and line.seats is not None and numbered

    def owns(self, line: Line, side: str) -> bool:
        """Whether the line names a pair of this team sitting ``side``."""
        if line.seats is not None and self._by_seats(line):
            return all(line.seats[i] in self.by_number for i in _SEATS[side])
        number = line.ns if side == "NS" else line.ew
        return bool(number) and number in self.labels

    def label(self, line: Line, side: str, where: str) -> str:
        """The site's label of this team's pair that sat ``side`` on ``line``."""
        if self._by_seats(line):
            return self._from_seats(line, side, where)
        if self.four:
            label = f"{self.team.number}.{side}"
            four = self.team.players
            self.players.setdefault(label, four[:2] if side == "NS" else four[2:4])
            return label
        number = line.ns if side == "NS" else line.ew
        if not number and len(self.team.pairs) <= 2:
            return f"{self.team.number}.{side}"
        if not number:
            raise UsebioError(
                Said(
                    "%(where)s/%(side)s_PAIR_NUMBER: team %(number)s fields %(count_pairs)s "
                    "pairs, so each line names the pair that sat %(side)s; give the line its "
                    "%(side)s_PAIR_NUMBER.",
                    where=where,
                    side=side,
                    number=self.team.number,
                    count_pairs=len(self.team.pairs),
                )
            )
        if number not in self.labels:
            raise UsebioError(
                Said(
                    "%(where)s/%(side)s_PAIR_NUMBER: pair %(number)s is not a pair of team "
                    "%(number2)s.",
                    where=where,
                    side=side,
                    number=number,
                    number2=self.team.number,
                )
            )
        return self.labels[number]

    def _from_seats(self, line: Line, side: str, where: str) -> str:
        if line.seats is None:
            raise UsebioError(
                Said(
                    "%(where)s: team %(number)s lists %(count_players)s players without their "
                    "pairs; the site seats a team's players as pairs, so list the team's PAIRs "
                    "(naming them on each line), or name each seat's player (N_PLAYER_NUMBER, "
                    "E_PLAYER_NUMBER, S_PLAYER_NUMBER, W_PLAYER_NUMBER).",
                    where=where,
                    number=self.team.number,
                    count_players=len(self.team.players),
                )
            )
        numbers = [line.seats[i] for i in _SEATS[side]]
        for seat, number in zip(side, numbers, strict=True):
            if number not in self.by_number:
                raise UsebioError(
                    Said(
                        "%(where)s/%(seat)s_PLAYER_NUMBER: player %(value)s is not a player of "
                        "team %(number)s.",
                        where=where,
                        seat=seat,
                        value=number or "(none)",
                        number=self.team.number,
                    )
                )
        key = "+".join(sorted(numbers))
        if key not in self.labels:
            taken = set(self.players)
            wanted = f"{self.team.number}.{side}"
            label = wanted if wanted not in taken else self._label(max(len(taken), 2))
            self.labels[key] = label
            self.players[label] = tuple(self.by_number[n] for n in numbers)
        return self.labels[key]
