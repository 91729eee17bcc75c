"""The half-table Mitchells (2T + 1 pairs at T tables): the rover and the bump, registered by
``kinds`` like the rest."""

from __future__ import annotations

from movements.halftable import (
    MAX_TABLES,
    bump_mitchell,
    bump_size_problem,
    rover_mitchell,
    rover_size_problem,
)
from movements.kind import BOARDS, Kind, one_variant

ROVER = Kind(
    "mitchell-rover",
    "tables",
    3,
    MAX_TABLES,
    "Mitchell for 2T+1 pairs: the extra pair roves, displacing a N-S pair each round",
    (BOARDS,),
    rover_mitchell,
    one_variant({}),
    rover_size_problem,
)
BUMP = Kind(
    "mitchell-bump",
    "tables",
    3,
    MAX_TABLES,
    "Mitchell for 2T+1 pairs: the pair that sat out bumps the next table's N-S pair",
    (BOARDS,),
    bump_mitchell,
    one_variant({}),
    bump_size_problem,
)
HALF_TABLE_KINDS = (ROVER, BUMP)
