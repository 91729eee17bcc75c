"""Memory duplicate: one table, every deal played and then overplayed by the same players.

The source ("Pair against pair", "Two Pairs"; and "Individuals") calls the one-table game
Memory Duplicate.  The players keep their seats while they play an agreed number of hands,
laying each deal aside in its tray; then "instead of the players changing positions for the
overplay, the trays are reversed.  If the indicators pointed N & S on the original deals, they
must lie E & W for the overplay."  Each side so holds, on the overplay, the cards its
adversaries held, and a deal's two plays compare the pairs with the same cards.

* ``memory_pairs``: two pairs.  Pair 1 sits North-South, pair 2 East-West, all session.  Each
  batch of trays is dealt and played, then overplayed with the trays turned a quarter round
  (an arrow switch: pair 1, still sitting North-South, holds the East-West cards) and taken up
  in the reverse order, the last laid aside first.
* ``memory_individuals``: four players.  "One of the four, usually S, retains his seat and keeps
  the score, the others changing places right and left alternately, each playing with S as a
  partner": three positions, each dealing a batch (hands 1 to 4, 5 to 8, 9 to 12).  "For the
  overplay, the trays are reversed ... This brings the same partners together, but on
  different sides of the table": three more positions, each overplaying its batch.  Player 1
  is South; players 2, 3 and 4 are the source's a, b and c.

Scoring (the source): "The E & W hands only are scored ... The difference in the totals of
these two sets of score-cards will show which pair gained the most tricks."  Since each side
holds every deal's two hands once, that difference is each side's trick total against the
average of the same cards (``tournaments.scoring.tricks``, one field).
"""

from __future__ import annotations

from movements.types import SEATS, Family, Movement, Round, Seat, Seating, TraySet
from said import TRAY, TRAYS, Said

# The kinds whose entrants play every deal twice, once each way (scored with that allowed).
OVERPLAYED_KINDS = frozenset({"memory", "memory-individual", "mnemonic"})
MEMORY_KINDS = frozenset({"memory", "memory-individual"})  # one table: no trump turned

# The source's three positions for four individuals (North, East, South, West), read from its
# diagram: c, b, S, a; then b, c, S, a; then a, b, S, c.  S is player 1, a b c are 2 3 4.
INDIVIDUAL_POSITIONS = (("4", "3", "1", "2"), ("3", "4", "1", "2"), ("2", "3", "1", "4"))
# and the chairs for the overplay, from its diagram: c, a, S, b; b, a, S, c; a, b, S, c.
OVERPLAY_POSITIONS = (("4", "2", "1", "3"), ("3", "2", "1", "4"), ("2", "3", "1", "4"))

TURN_NOTE = Said(
    "overplay: turn each %(tray)s a quarter round so its arrow points East-West, and take the "
    "%(trays)s up in reverse order (the last laid aside first)",
    tray=TRAY,
    trays=TRAYS,
)


def _sets(count: int, b: int) -> tuple[TraySet, ...]:
    return tuple(TraySet(s, tuple(range((s - 1) * b + 1, s * b + 1))) for s in range(1, count + 1))


def _check(boards_per_round: int, batches: int) -> None:
    if boards_per_round < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))
    if batches < 1:
        raise ValueError(Said("there must be at least one batch of trays"))


def memory_pairs(*, boards_per_round: int = 8, rounds: int = 2) -> Movement:
    """Two pairs at one table: ``rounds`` counts deal and overplay separately (even)."""
    if rounds < 2 or rounds % 2:
        raise ValueError(Said("rounds must be an even number (deal, then overplay), at least 2"))
    _check(boards_per_round, rounds // 2)
    out = []
    for r in range(1, rounds + 1):
        batch, overplay = (r + 1) // 2, r % 2 == 0
        if overplay:
            seat = Seating(r, 1, "2", "1", batch, True)
            out.append(Round(r, (seat,), note=TURN_NOTE))
        else:
            out.append(Round(r, (Seating(r, 1, "1", "2", batch),), note=Said("deal and play")))
    return Movement(
        family=Family.MEMORY,
        name=Said(
            "Memory duplicate, two pairs, %(deals)s deals", deals=rounds // 2 * boards_per_round
        ),
        tables=1,
        rounds=tuple(out),
        tray_sets=_sets(rounds // 2, boards_per_round),
        entrants=("1", "2"),
        one_winner=True,
        stationary=("1", "2"),
        description=Said(
            "Pair 1 sits North-South and pair 2 East-West all session. Deal and play "
            "%(boards)s %(trays)s, laying each deal aside in its %(tray)s; then turn the "
            "%(trays)s so the arrows point East-West and overplay them, the last first. Each "
            "pair holds on the overplay the cards its adversaries held: only East-West's tricks "
            "are scored, and the difference of the two score-cards decides.",
            boards=boards_per_round,
            trays=TRAYS,
            tray=TRAY,
        ),
        options=(("boards_per_round", str(boards_per_round)), ("rounds", str(rounds))),
        overplayed=True,
    )


def chair_of(s: Seating, rnd: Round, entrant: str) -> Seat | None:
    """An individual's chair: the seat of the cards held, except in a switched seating (the
    trays turned a quarter round clockwise, as here), where the player one seat clockwise of
    a hand's seat holds it."""
    seat = s.seat_of(entrant)
    if seat is None or not (s.arrow_switched or rnd.arrow_switched):
        return seat
    return SEATS[(SEATS.index(seat) + 1) % 4]


def _turned(players: tuple[str, str, str, str]) -> tuple[str, str, str, str]:
    """Who holds North's, East's, South's and West's cards once the trays are turned a
    quarter round clockwise: the player sitting East holds North's cards, and so on."""
    north, east, south, west = players
    return (east, south, west, north)


def memory_individuals(*, boards_per_round: int = 4) -> Movement:
    """Four players at one table, South fixed: the source's three positions, each dealing a
    batch of ``boards_per_round`` trays; then the three overplay positions, the same partners
    on the other sides, each overplaying its batch with the trays turned."""
    _check(boards_per_round, 3)
    out = []
    for k, seats in enumerate(INDIVIDUAL_POSITIONS):
        note = Said(
            "position %(position)s: player %(player)s partners South (player 1)",
            position=k + 1,
            player=seats[0],
        )
        out.append(Round(k + 1, (Seating(k + 1, 1, tray_set=k + 1, players=seats),), note=note))
    for k, chairs in enumerate(OVERPLAY_POSITIONS):
        number = k + 4
        turned = Seating(
            number,
            1,
            tray_set=k + 1,
            players=_turned(chairs),
            arrow_switched=True,
        )
        note = Said(
            "%(turn)s; position %(position)s again: player %(player)s partners South",
            turn=TURN_NOTE,
            position=k + 1,
            player=chairs[0],
        )
        out.append(Round(number, (turned,), note=note))
    return Movement(
        family=Family.MEMORY_INDIVIDUAL,
        name=Said(
            "Memory duplicate, four individuals, %(deals)s deals", deals=3 * boards_per_round
        ),
        tables=1,
        rounds=tuple(out),
        tray_sets=_sets(3, boards_per_round),
        entrants=("1", "2", "3", "4"),
        one_winner=True,
        stationary=("1",),
        description=Said(
            "Player 1 sits South all session and keeps the score; players 2, 3 and 4 change "
            "places so that each partners South for one position (North 4, East 3, West 2; "
            "then North 3, East 4, West 2; then North 2, East 3, West 4), dealing and playing "
            "%(boards)s %(trays)s in each. Then the %(trays)s are turned so the arrows point "
            "East-West and overplayed, the last first, the same partners together again on the "
            "other sides (North 4, East 2, West 3; North 3, East 2, West 4; North 2, East 3, "
            "West 4).",
            boards=boards_per_round,
            trays=TRAYS,
        ),
        options=(("boards_per_round", str(boards_per_round)),),
        overplayed=True,
    )
