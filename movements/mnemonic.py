"""Mnemonic duplicate for more than one table: a schedule played through twice.

The source ("Mnemonic duplicate for more than one table"): "It can be played under any of the
Duplicate Whist schedules by playing them through twice - the second time with the North and
South hands given to the East and West players, and vice versa.  As each deal is played twice
by each pair, double the time is required ... Where the Howell pair system of movement is
used, the scores do not require 'equating', as they are equalised on the replay."

``mnemonic`` takes a Howell (pairs move as its cards say) or a Mitchell (North-South sit) and
appends the replay: the same rounds again, each seating arrow-switched (the players keep
their chairs and take the other side's hands).  Every pair then holds both sides of every
deal it plays, so the whole field is one: one winner, whatever the schedule.  (The one-table
form, two pairs "up and back", is ``movements.memory``.)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from movements.howell import howell
from movements.mitchell import mitchell
from movements.types import Family, Movement, Round
from said import TRAYS, Said

BASES = ("howell", "mitchell")


def _replayed(rnd: Round, number: int, first: int) -> Round:
    seatings = tuple(
        replace(s, round=number, ns=s.ew, ew=s.ns, arrow_switched=not s.arrow_switched)
        for s in rnd.seatings
    )
    note = Said(
        "replay of round %(round)s: the same tables and %(trays)s, North-South's hands to "
        "East-West and East-West's to North-South",
        round=rnd.number,
        trays=TRAYS,
    )
    return replace(
        rnd,
        number=number,
        seatings=seatings,
        arrow_switched=False,
        skip_before=rnd.skip_before if rnd.number != first else False,
        note=note,
    )


def mnemonic(
    pairs: int,
    *,
    base: str = "howell",
    boards_per_round: int | None = None,
    rounds: int | None = None,
) -> Movement:
    """``base`` played through, then again with the hands of the two sides exchanged."""
    if base not in BASES:
        raise ValueError(Said("base must be one of %(value)s", value=", ".join(BASES)))
    given: dict[str, Any] = (
        {"boards_per_round": boards_per_round} if boards_per_round is not None else {}
    )
    if base == "mitchell":
        if pairs % 2 or pairs < 6:
            raise ValueError(
                Said("a Mitchell played up and back needs an even number of pairs, 6 up")
            )
        first = mitchell(pairs // 2, rounds=rounds, **given)
    else:
        first = howell(pairs, rounds=rounds, **given)
    count = first.round_count
    replay = tuple(_replayed(r, count + r.number, 1) for r in first.rounds)
    b = first.boards_per_round
    options = [("base", base), ("boards_per_round", str(b))]
    if rounds is not None:
        options.append(("rounds", str(rounds)))
    return replace(
        first,
        family=Family.MNEMONIC,
        name=Said(
            "Mnemonic duplicate (%(base)s up and back), %(pairs)s pairs",
            base=base.capitalize(),
            pairs=pairs,
        ),
        rounds=first.rounds + replay,
        one_winner=True,
        overplayed=True,
        description=Said(
            "%(name)s, played through twice: rounds %(first)s to %(last)s repeat rounds 1 to "
            "%(count)s at the same tables with the same %(trays)s, each side taking the hands "
            "the other side held. Every pair plays each of its deals both ways, so the scores "
            "need no equating: one field, one winner.",
            name=first.name,
            first=count + 1,
            last=2 * count,
            count=count,
            trays=TRAYS,
        ),
        options=tuple(options),
        notes=(),
    )
