"""The kinds played from copies of the trays or with tables switched one by one: the scrambled
Mitchell and the barometer, registered by ``kinds`` like the rest."""

from __future__ import annotations

from movements.barometer import barometer
from movements.kind import BOARDS, Kind, Option, choice, one_variant
from movements.scrambled import scrambled_mitchell

SCRAMBLED = Kind(
    "scrambled-mitchell",
    "tables",
    3,
    15,
    "Mitchell with some tables arrow-switched on some rounds, chosen by balance: one winner",
    (BOARDS,),
    scrambled_mitchell,
    one_variant({}),
)
_BASE = ("mitchell", "howell")
BAROMETER = Kind(
    "barometer",
    "tables",
    3,
    15,
    "every table plays the same trays each round (a copy each): live standings",
    (BOARDS, Option("base", "mitchell", choice(*_BASE), "the pairs' moves", _BASE)),
    barometer,
    lambda t: [{}, {"base": "howell"}],
)
