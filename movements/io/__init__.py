"""Exchange formats: the reference CSV, a lossless JSON, and text for people.

CSV (as in the published reference movements): ``round,table,ns,ew,boards`` for pairs and
teams, ``round,table,north,south,east,west,boards`` for individuals.  ``ns`` is the entrant
holding the North-South cards, so an arrow-switched round shows the stationary pair under
``ew``.  ``boards`` is tray numbers and ranges (``1-3 7``) or a set label (``set4``, ``A``);
``table`` may be ``?`` when a source gives only rounds by sets; an empty entrant cell is a
sit-out.  Lines starting ``#`` are metadata: ``to_csv`` writes the declarations the grid
cannot show (kind, tray sets, sharing, relay, skips) there, so our own files read back
exactly, while other programs' files are inferred from the grid alone.

The modules: ``csv_rows`` (text to rows) and ``csv_read`` (rows to a movement), ``csv_write``,
``json_doc``, ``text`` (the chart and the checker's report), ``custom`` (a CSV an event may
use) and ``errors``.  This package's face only hands their names on.

Start at ``from_csv`` and ``to_csv``: the reference movements' format both ways.
"""

from movements.io.csv_read import from_csv
from movements.io.csv_rows import parse_boards
from movements.io.csv_write import format_trays, to_csv
from movements.io.custom import import_custom
from movements.io.errors import InvalidMovementError, MovementFormatError
from movements.io.json_doc import from_json, to_json
from movements.io.text import report_text, to_text

__all__ = [
    "InvalidMovementError",
    "MovementFormatError",
    "format_trays",
    "from_csv",
    "from_json",
    "import_custom",
    "parse_boards",
    "report_text",
    "to_csv",
    "to_json",
    "to_text",
]
