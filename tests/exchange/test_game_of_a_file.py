"""Which game a results file records, read from its travellers: USEBIO has no element for it,
and a whist file writes North-South's tricks where a bridge file writes points.

Found by the evening simulator: a whist individual whose every line on its one board was a
ruling (a split score of 8 and 6 tricks, an average-plus) was read back as bridge, and the
import refused "8 is not a bridge score".
"""

from __future__ import annotations

import pytest

from tournaments import models as m
from tournaments.exchange import usebio_doc as doc
from tournaments.services.usebio import game_of


def section(*lines: doc.Line) -> doc.Section:
    return doc.Section("A", boards=(doc.Board(1, lines),))


@pytest.mark.parametrize(
    ("lines", "game"),
    [
        # Played lines decide: whist writes the tricks as the score, bridge a contract.
        ((doc.Line(score="8", tricks=8), doc.Line(score="6", tricks=6)), m.Game.WHIST),
        ((doc.Line(contract="4S", declarer="N", tricks=10, score="420"),), m.Game.BRIDGE),
        # Every line a ruling: assigned tricks (0 to 13, not all tens) are whist ...
        ((doc.Line(score="SCORE 8 / 6"), doc.Line(score="A6040")), m.Game.WHIST),
        ((doc.Line(score="SCORE 50% 8, 50% 6"), doc.Line(score="AVE+")), m.Game.WHIST),
        ((doc.Line(score="7"), doc.Line(score="A5050")), m.Game.WHIST),
        # ... points are bridge, and so is an assigned contract.
        ((doc.Line(score="SCORE 420 / -50"), doc.Line(score="A6040")), m.Game.BRIDGE),
        ((doc.Line(score="SCORE 3NT-1 W"), doc.Line(score="A5050")), m.Game.BRIDGE),
        ((doc.Line(score="-100"), doc.Line(score="A5050")), m.Game.BRIDGE),
        # Nothing but artificial scores says nothing: bridge, the usual game of these files.
        ((doc.Line(score="A6040"), doc.Line(score="A5050")), m.Game.BRIDGE),
    ],
)
def test_the_game_of_a_file(lines, game):
    assert game_of(section(*lines)) == game
