"""Where each table stands when tables move on by themselves: its round, whether its boards of
that round are all entered and accepted, which boards it waits for, and what keeps it from
moving on (read in a fixed number of queries; the writes are ``services.moving_on``).

A table's round is ``Table.round``: the event's round (the round every table has reached), or
the one after when the table moved on by itself.  The rules, each said once:

- **Done.** A table has finished its round when every board it plays there has a result that
  the opponents accepted or that is the director's (``trust.shows_traveller``: the same
  line as the traveller's); a sit-out, or a table nobody plays at, has nothing to finish.
- **Slack.** A table is at most ``SLACK`` round ahead of the slowest table.  One round is
  what a table's players can be told without a muddle: the boards and the pairs a table
  needs next are at the slowest tables at worst, and the round after that is not settled
  until they finish (a late pair, a sit-out the director arranges).  So only a table in
  the event's round moves on; one already ahead waits for the slowest tables.
- **Shared boards.** Tables that share boards in a round (``movements.where.shared_with``:
  a board-sharing or relay table) move on together: none before all of them have finished.
- **Boards still in play.** A table ahead waits for each board of its round that the table
  playing it in the round before has not entered yet ("wait for boards 7-9 from table 3");
  until then it cannot enter that board (``trust.table_may_play``).
- **Held.** A table the director holds does not move on by itself until released.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from movements.types import tray_numbers
from movements.where import join_tables, shared_with
from tournaments import models as m
from tournaments.adapters import trust
from tournaments.adapters.movements import generated_movement
from tournaments.models.table_lookups import round_count, round_seating, seating_results

# How many rounds a table may be ahead of the slowest table: see the module's docstring.
SLACK = 1


@dataclass(frozen=True)
class BoardsWait:
    """Boards of a table's round still in play at the table that plays them the round
    before (not all entered there yet)."""

    trays: tuple[int, ...]
    table: int
    round: int

    @property
    def numbers(self) -> str:
        return tray_numbers(self.trays)


@dataclass
class TableStep:
    """One table's place in the evening."""

    table: int
    round: int
    ahead: bool
    held: bool
    done: bool = False
    last: bool = False  # its round is the last one
    waits: list[BoardsWait] = field(default_factory=list)  # boards it waits for (when ahead)
    shares: tuple[int, ...] = ()  # the tables sharing its boards this round
    behind: tuple[int, ...] = ()  # the slowest tables it waits for once done (when ahead)
    unfinished_sharers: tuple[int, ...] = ()

    @property
    def may_move(self) -> bool:
        """Done, not held, not ahead already (``SLACK``), not the last round, and every
        table sharing its boards done too."""
        return (
            self.done
            and not self.held
            and not self.ahead
            and not self.last
            and not self.unfinished_sharers
        )

    def waiting_trays(self) -> set[int]:
        return {t for w in self.waits for t in w.trays}


def _results(seatings: list[m.Seating]) -> dict[tuple[int, int], m.Result]:
    rows = m.Result.objects.filter(seating__in=[s.pk for s in seatings])
    return {(r.seating_id, r.tray_id): r for r in rows}


def _finished(seating: m.Seating | None, results, written_over: set[int]) -> bool:
    if seating is None or seating.is_sit_out:
        return True
    for tray in seating.trays.all():
        result = results.get((seating.pk, tray.pk))
        if result is None or not trust.shows_traveller(
            result, trust.is_directors(result, written_over)
        ):
            return False
    return True


def floor(event: m.Event) -> dict[int, TableStep]:
    """Every table of the event, by number, with where it stands (five queries and the
    movement, which is kept)."""
    now = event.current_round
    tables = list(m.Table.objects.filter(event=event).order_by("number"))
    for table in tables:
        table.event = event
    seatings = list(
        m.Seating.objects.filter(round__event=event, round__number__in=(now, now + 1))
        .select_related("round", "table")
        .prefetch_related("trays")
    )
    return _steps(event, tables, seatings, event.rounds.count())


@dataclass(frozen=True)
class Entered:
    """One seating's results as its table's view has read them (``trust.table_view``), and
    the ids of those the director wrote over: a table's step need not read them again."""

    results: dict[tuple[int, int], m.Result]  # by (seating id, tray id)
    written_over: set[int]

    @classmethod
    def of_view(cls, seating: m.Seating, view: trust.TableView) -> Entered:
        own = {(seating.pk, r.tray_id): r for r in view.stored.values()}
        return cls(own, view.written_over)

    @classmethod
    def read(cls, seating: m.Seating) -> Entered:
        """The seating's results and the director's lines over them, read through the table
        phones' look-ups compiled once (two queries, one when it has none)."""
        rows = seating_results(seating.pk)
        own = {(r.seating_id, r.tray_id): r for r in rows}
        return cls(own, trust.director_lines(rows, seating.table_id))


def _steps(
    event: m.Event,
    tables: list[m.Table],
    seatings: list[m.Seating],
    last: int,
    entered: Entered | None = None,
) -> dict[int, TableStep]:
    """``tables``' steps from their ``seatings`` of the event's round and the next (with
    their trays) and the event's number of rounds (``last``): the rules, for every table
    or for one table and those sharing its boards.  ``entered``: the one seating's results,
    already read."""
    by_place = {(s.round.number, s.table.number): s for s in seatings}
    if entered is not None:
        results, written_over = entered.results, entered.written_over
    else:
        results = _results(seatings)
        written_over = trust.director_lines(list(results.values()))
    movement = generated_movement(event) if seatings else None
    out: dict[int, TableStep] = {}
    for table in tables:
        step = TableStep(table.number, table.round, table.ahead, table.held)
        seating = by_place.get((step.round, table.number))
        step.done = _finished(seating, results, written_over)
        step.last = step.round >= last
        if movement is not None and seating is not None and step.round <= movement.round_count:
            step.shares = _shares(movement, step.round, table.number)
        out[table.number] = step
    for step in out.values():
        step.unfinished_sharers = tuple(
            t
            for t in step.shares
            if t in out and (not out[t].done or out[t].held or out[t].round != step.round)
        )
        if step.ahead:
            step.behind = tuple(t.table for t in out.values() if t.round < step.round)
            step.waits = _boards_waits(by_place, results, step.round, step.table)
    return out


def _shares(movement, round_number: int, table: int) -> tuple[int, ...]:
    planned = movement.round(round_number).at_table(table)
    return shared_with(movement, planned) if planned is not None else ()


def _boards_waits(by_place, results, round_number: int, table: int) -> list[BoardsWait]:
    """The boards of ``table``'s seating in ``round_number`` not yet entered at the table
    that plays them the round before (``by_place`` holds both rounds' seatings)."""
    seating = by_place.get((round_number, table))
    if seating is None or seating.is_sit_out:
        return []
    mine = {t.pk: t.number for t in seating.trays.all()}
    waits = []
    for (number, other), before in sorted(by_place.items()):
        if number != round_number - 1 or other == table or before.is_sit_out:
            continue
        missing = tuple(
            sorted(
                mine[t.pk]
                for t in before.trays.all()
                if t.pk in mine and (before.pk, t.pk) not in results
            )
        )
        if missing:
            waits.append(BoardsWait(missing, other, number))
    return waits


def table_step(
    table: m.Table, seating: m.Seating | None = None, entered: Entered | None = None
) -> TableStep | None:
    """``floor`` for one table (its event's table in hand, and its seating of its round with
    its trays when the caller has read it: ``round_seating``; with that seating's results
    too, ``entered``, when the caller's table view has them).  A table in the event's round
    whose boards nobody else plays this round is read alone (its seating's results, the
    number of rounds: one to three queries, whatever the number of tables); a table ahead is
    told of the slowest tables and of the boards still in play before, and one sharing its
    boards waits for the tables sharing them: the whole floor, as ``floor`` reads it."""
    event = table.event
    if not table.ahead:
        if seating is None:
            seating = round_seating(table)
        movement = generated_movement(event) if seating is not None else None
        alone = (
            movement is None
            or table.round > movement.round_count
            or not _shares(movement, table.round, table.number)
        )
        if alone:
            if seating is None:
                return _steps(event, [table], [], round_count(event.pk)).get(table.number)
            known = entered or Entered.read(seating)
            return _steps(event, [table], [seating], round_count(event.pk), known).get(table.number)
    return floor(event).get(table.number)


def wait_words(step: TableStep, board: str = "board", boards: str = "boards") -> list[str]:
    """What a table is told while it waits: its boards still in play at the table before,
    the tables it waits for, the director's hold.  ``board``/``boards`` are the game's words."""
    out = []
    if step.held:
        out.append(_("The director holds this table: it moves on when the director says."))
    for wait in step.waits:
        word = board if len(wait.trays) == 1 else boards
        out.append(
            _("Wait for %(boards)s %(numbers)s from table %(table)s: still in play there.")
            % {"boards": word, "numbers": wait.numbers, "table": wait.table}
        )
    if step.done and not step.last:
        if step.ahead and step.behind:
            out.append(
                _("Waiting for table %(tables)s to finish round %(round)s.")
                % {"tables": join_tables(step.behind), "round": step.round - 1}
            )
        elif step.unfinished_sharers:
            out.append(
                _("Waiting for table %(tables)s, which shares your %(boards)s, to finish.")
                % {"tables": join_tables(step.unfinished_sharers), "boards": boards}
            )
    return out
