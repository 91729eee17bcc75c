"""An individual event read as plain values: standings, score cards and travellers without
model instances, as a match-pointed pairs event is (``pairs_values``, which says why).

An individual table seats four players and names no pairs, so its values are other columns:
the four players' labels instead of the two pairs'.  From them each result is the scoring
package's ``Result`` whose sides are the table's partnerships ("north&south", "east&west",
as ``adapters.results.scoring_results`` labels a row's), and a page's result is a
``ResultShown`` seated by its four players (``PlayersSeated``, the model's field names).
Everything else is shared: the loading, the visibility and the lazy travellers
are ``PairsFromValues``'; the scoring, standings, cards and travellers ``IndividualScores``',
which works from the scoring values alone on either path.  The figures and pages are those of
the row path, value for value (tests/web/standings/test_individual_values.py compares both
on random fields, pages rendered).  A seating that names no four players (none in an
individual movement) is read on the row path.
"""

from __future__ import annotations

from tournaments import models as m
from tournaments.adapters.results import plain_result
from tournaments.scoring.types import Result as ScoringResult
from tournaments.standings.individuals import IndividualScores
from tournaments.standings.pairs_values import PairsFromValues
from tournaments.standings.shown_results import SHOWN_COLUMNS, Numbered, PlayersSeated, ResultShown

# The result's id, the four players, what the scoring package needs, then what a card or a
# traveller prints.
PLAYER_COLUMNS = (
    "pk",
    "seating__north__label",
    "seating__east__label",
    "seating__south__label",
    "seating__west__label",
    "tray__number",
    "tray__vulnerability",
    "seating__round__number",
    "seating__table__number",
    "ns_tricks",
    "ns_score",
    "adjustment",
    "revokes_ns",
    "revokes_ew",
    "revoke_kept",
    *SHOWN_COLUMNS,
)
PLAYERS = slice(1, 5)
WHERE = slice(5, 9)  # tray, vulnerability, round, table
FIGURES = slice(9, 15)  # the table's result as ``plain_result`` takes it
SHOWN = slice(15, None)


def read_player_values(event: m.Event) -> tuple[list[tuple], list[ScoringResult]] | None:
    """The event's results in one query of plain values (``PLAYER_COLUMNS``) and each as the
    scoring package's ``Result`` between partnerships, in the row path's order (tray, table);
    None when a seating does not name four players (the row path reads it)."""
    rows = list(
        m.Result.objects.filter(tray__event=event)
        .order_by("tray__number", "seating__table__number", "pk")
        .values_list(*PLAYER_COLUMNS)
    )
    if any(None in row[PLAYERS] for row in rows):
        return None
    plain = []
    for row in rows:
        north, east, south, west = row[PLAYERS]
        tray, vulnerability, round_, table = row[WHERE]
        plain.append(
            plain_result(
                tray,
                vulnerability,
                f"{north}&{south}",
                f"{east}&{west}",
                round_,
                table,
                *row[FIGURES],
            )
        )
    return rows, plain


class IndividualsFromValues(PairsFromValues, IndividualScores):
    """An individual event from values: scored as ``IndividualScores`` scores it, a
    traveller's lines made the first time a page prints that tray, a card's results only the
    player's."""

    traveller_alone = False  # a player's side is not a pair: every tray is read

    @classmethod
    def read(cls, event: m.Event) -> tuple[list[tuple], list[ScoringResult]] | None:
        return read_player_values(event)

    def made(self, values: tuple) -> ResultShown:
        tray, vulnerability, round_, table = values[WHERE]
        players = (self.entrants[label] for label in values[PLAYERS])
        seating = PlayersSeated(round_, table, *players)
        where = Numbered(tray, vulnerability)
        return ResultShown(values[0], where, seating, *values[FIGURES], *values[SHOWN])


__all__ = ["IndividualsFromValues", "read_player_values"]
