"""A movement rebuilt from travellers alone, for an event scored elsewhere.

A results file says who played which boards against whom, not in which round or at which table.
The site keeps every result on a seating (a round, a table, its pairs and its trays), so an
imported event needs a movement that seats every meeting the travellers show: each meeting
(the same North-South and East-West on a run of boards) becomes one table in one round, and
the meetings are spread over as few rounds as the greedy colouring finds in which nobody sits
twice and no board is at two tables (DSatur: the meeting with the fewest rounds left open goes
first).  The result is the published movement CSV (``round,table,ns,ew,boards``, or four seats
for individuals), which the movement checker reads like any organiser's own movement.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from movements.io import format_trays

__all__ = ["Meeting", "meetings_of", "rebuilt_csv"]


@dataclass(frozen=True)
class Meeting:
    """Who sat where for a run of boards: two pairs (``ns``, ``ew``) or four players."""

    seats: tuple[str, ...]  # (ns, ew), or (north, south, east, west)
    boards: tuple[int, ...]

    @property
    def people(self) -> frozenset[str]:
        return frozenset(self.seats)


def meetings_of(lines: Iterable[tuple[int, tuple[str, ...]]]) -> list[Meeting]:
    """The meetings in ``(board, seats)`` lines: the boards each seating of people played."""
    boards: dict[tuple[str, ...], list[int]] = {}
    for board, seats in lines:
        boards.setdefault(tuple(seats), []).append(board)
    return [Meeting(seats, tuple(sorted(set(b)))) for seats, b in boards.items()]


def _clashes(meetings: Sequence[Meeting]) -> list[set[int]]:
    """For each meeting, the others it cannot share a round with (a person or a board)."""
    n = len(meetings)
    clash: list[set[int]] = [set() for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = meetings[i], meetings[j]
            if a.people & b.people or set(a.boards) & set(b.boards):
                clash[i].add(j)
                clash[j].add(i)
    return clash


def _least_rounds(meetings: Sequence[Meeting]) -> int:
    """No movement has fewer rounds than anyone's meetings, or any board's tables."""
    counts: dict[object, int] = {}
    for meeting in meetings:
        for key in (*meeting.people, *(("board", b) for b in meeting.boards)):
            counts[key] = counts.get(key, 0) + 1
    return max(counts.values(), default=1)


def _colour(clash: list[set[int]], limit: int, budget: int) -> list[int] | None:
    """Rounds 1..``limit`` for every meeting (DSatur order, backtracking), or None when the
    search finds none within ``budget`` steps."""
    n = len(clash)
    rounds = [0] * n
    steps = 0

    def open_rounds(i: int) -> list[int]:
        taken = {rounds[j] for j in clash[i]}
        return [r for r in range(1, limit + 1) if r not in taken]

    def place(done: int) -> bool:
        nonlocal steps
        if done == n:
            return True
        steps += 1
        if steps > budget:
            return False
        waiting = [i for i in range(n) if not rounds[i]]
        pick = min(waiting, key=lambda i: (len(open_rounds(i)), -len(clash[i])))
        for r in open_rounds(pick):
            rounds[pick] = r
            if place(done + 1):
                return True
        rounds[pick] = 0
        return False

    return rounds if place(0) else None


def _rounds(meetings: Sequence[Meeting]) -> list[int]:
    """A round for each meeting, in as few rounds as the search finds (no one twice in a
    round, no board at two tables in one)."""
    clash = _clashes(meetings)
    least = _least_rounds(meetings)
    for limit in range(least, least + 3):
        found = _colour(clash, limit, budget=20_000)
        if found is not None:
            return found
    return _colour(clash, len(meetings), budget=len(meetings) ** 2 + 10) or list(
        range(1, len(meetings) + 1)
    )


def rebuilt_csv(meetings: Sequence[Meeting], *, individuals: bool = False) -> str:
    """The movement CSV seating every meeting: rounds by the colouring, tables numbered in
    each round by their first board."""
    rounds = _rounds(meetings)
    by_round: dict[int, list[Meeting]] = {}
    for meeting, number in zip(meetings, rounds, strict=True):
        by_round.setdefault(number, []).append(meeting)
    head = "round,table,north,south,east,west,boards" if individuals else "round,table,ns,ew,boards"
    out = [head]
    for number in sorted(by_round):
        tables = sorted(by_round[number], key=lambda m: (m.boards, m.seats))
        for table, meeting in enumerate(tables, start=1):
            seats = ",".join(meeting.seats)
            out.append(f"{number},{table},{seats},{format_trays(meeting.boards)}")
    return "\n".join(out) + "\n"
