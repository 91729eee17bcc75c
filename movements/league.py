"""A League team match: two fours, A B C D against W X Y Z, at two tables ([F] lines 301-451).

"A B C D should represent the players of the visiting club, or challengers, and W X Y Z the
home club, or holders; and that the positions of the players should be changed after every
four hands.  It is usual to play 24 hands in the afternoon, and 24 more at night."  The
source's diagram gives the six sets; ``SETS`` is that diagram, table by table and seat by
seat.  The visitors hold the North-South cards at the first table and the East-West cards at
the second, so the two tables play the same hands with the clubs the other way round, and
over the six sets every visitor partners every team-mate for eight hands, each time against
a different home partnership.

"If more than four players are engaged on each side, this arrangement must be repeated with
every additional four; the tables being always in sets of two each, but in such cases, and in
fact in anything but League matches, it is usual to play only the 1st, 3rd and 5th sets."  So
a League match of four a side plays the six sets; with more fours a side, or a match that is
not a League match, only the first, third and fifth, and the hands a set default to eight so
that 24 hands still make a sitting ("The partners and adversaries should be changed after each
eight hands", lines 292-295).  Each set's hands are dealt at the two tables, half at each, and
exchanged; further fours play the same deals from their own copies.  Players are named by
the source's letters, with the four's number after it when there are several (``"A2"``).
"""

from __future__ import annotations

from movements.types import Family, Movement, Round, Seating, TraySet
from movements.words import joined
from said import Said

VISITORS = "ABCD"
HOME = "WXYZ"
# The source's diagram (lines 308-446): for each set, table 1 and table 2 as North, East,
# South, West.
SETS: tuple[tuple[str, str], ...] = (
    ("AXBW", "YDZC"),
    ("AZBY", "WDXC"),
    ("AYCW", "XDZB"),
    ("AZCX", "WDYB"),
    ("AYDX", "WCZB"),
    ("AZDW", "XCYB"),
)
ALL_SETS = (1, 2, 3, 4, 5, 6)
ODD_SETS = (1, 3, 5)


def sets_played(fours: int, league: bool) -> tuple[int, ...]:
    """The source's sets a match plays: all six in a League match of four a side, otherwise
    the first, third and fifth."""
    return ALL_SETS if league and fours == 1 else ODD_SETS


def league_labels(fours: int) -> tuple[str, ...]:
    """Every player: the visitors first, then the home club, four by four."""
    suffix = (lambda g: "") if fours == 1 else str
    return tuple(f"{c}{suffix(g)}" for c in VISITORS + HOME for g in range(1, fours + 1))


def league_match(
    players: int,
    *,
    league: str = "yes",
    boards_per_round: int | None = None,
    sittings: int | None = None,
) -> Movement:
    """The match for ``players`` (eight a four-against-four, a multiple of eight).

    ``league`` "yes" plays the six sets when four play on each side; ``boards_per_round`` is
    the hands a set (default four for six sets, eight for three).  ``sittings``: the
    afternoon's and the night's (default two for a League match, one otherwise): the night
    plays the same sets on fresh hands, as later rounds of the same event.
    """
    if players % 8 or players < 8:
        raise ValueError(
            Said(
                "each side puts fours into the field: a multiple of eight, not %(players)s",
                players=players,
            )
        )
    if league not in ("yes", "no"):
        raise ValueError(Said("league is yes or no, not %(league)s", league=repr(league)))
    fours = players // 8
    chosen = sets_played(fours, league == "yes")
    hands = boards_per_round or (4 if len(chosen) == 6 else 8)
    if hands % 2:
        raise ValueError(Said("each table deals half of a set's hands: an even number of hands"))
    if hands * len(chosen) % 4:  # lines 288-290: each player leads an equal number of times
        raise ValueError(
            Said(
                "%(value)s hands: the hands played are a multiple of four",
                value=hands * len(chosen),
            )
        )
    sittings = sittings or (2 if league == "yes" else 1)
    if sittings not in (1, 2):
        raise ValueError(Said("a match is played in one sitting or two (afternoon and night)"))
    suffix = (lambda g: "") if fours == 1 else str
    rounds = []
    order = [s for _sitting in range(sittings) for s in chosen]
    for number, source_set in enumerate(order, start=1):
        seatings = []
        for g in range(1, fours + 1):
            for half, seats in enumerate(SETS[source_set - 1]):
                north, east, south, west = (f"{c}{suffix(g)}" for c in seats)
                table = 2 * (g - 1) + half + 1
                quad = (north, east, south, west)
                seatings.append(Seating(round=number, table=table, players=quad, tray_set=number))
        rounds.append(
            Round(
                number=number,
                seatings=tuple(seatings),
                shared_sets=(number,),
                note=_note(number, source_set, len(chosen), hands, fours > 1),
            )
        )
    tray_sets = tuple(
        TraySet(number=r, trays=tuple(range((r - 1) * hands + 1, r * hands + 1)))
        for r in range(1, len(order) + 1)
    )
    played = ", ".join(str(_ordinal(s)) for s in chosen)
    return Movement(
        family=Family.LEAGUE,
        name=(
            Said("League match, %(players)s a side", players=fours * 4)
            if league == "yes"
            else Said("Match, %(players)s a side", players=fours * 4)
        ),
        tables=2 * fours,
        rounds=tuple(rounds),
        tray_sets=tray_sets,
        entrants=league_labels(fours),
        one_winner=True,
        copies=fours > 1,
        description=(
            Said(
                "Visitors A B C D hold North-South at the first table of each two and East-West "
                "at the second, against the home club's W X Y Z; positions change after every "
                "set of %(hands)s hands. Sets played: %(played)s, in the afternoon and again at "
                "night. Each table deals half of a set and the two tables exchange them.",
                hands=hands,
                played=played,
            )
            if sittings == 2
            else Said(
                "Visitors A B C D hold North-South at the first table of each two and East-West "
                "at the second, against the home club's W X Y Z; positions change after every "
                "set of %(hands)s hands. Sets played: %(played)s. Each table deals half of a set "
                "and the two tables exchange them.",
                hands=hands,
                played=played,
            )
        ),
        options=(("league", league), ("boards_per_round", str(hands)), ("sittings", str(sittings))),
    )


def _note(number: int, source_set: int, per_sitting: int, hands: int, exchange: bool) -> str | Said:
    """The round's announcement: the source's set, where the night sitting begins, and (with
    more than one four a club) the exchange of hands."""
    said = Said("the source's %(set)s set", set=_ordinal(source_set))
    if number == per_sitting + 1:
        said = Said(
            "the night sitting: %(hands)s more hands; the source's %(set)s set",
            hands=per_sitting * hands,
            set=_ordinal(source_set),
        )
    if exchange:
        return joined([said, Said("each two tables exchange their hands")], "; ")
    return said


def _ordinal(n: int) -> Said:
    """A set of the source's hands by its place ("the 3rd set")."""
    # Translators: the ordinals of a set of hands ("the 1st set"): agree with the word for set.
    said = {1: Said("1st"), 2: Said("2nd"), 3: Said("3rd")}.get(n, Said("%(n)sth", n=n))
    return said
