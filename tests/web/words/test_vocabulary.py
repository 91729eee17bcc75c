"""The vocabulary decides the words by game: bridge's "board", whist's "tray"."""

from __future__ import annotations

from movements.types import Game
from tournaments import models as m
from tournaments.models.vocabulary import NEUTRAL, words_for


def test_contract_and_auction_bridge_say_board_and_whist_tray():
    for game in ("bridge", "auction", m.Game.BRIDGE, Game.AUCTION):
        words = words_for(game)
        assert (str(words.board), str(words.Boards), str(words.Denomination)) == (
            "board",
            "Boards",
            "Denomination",
        )
    for game in ("whist", m.Game.WHIST, Game.WHIST):
        assert (str(words_for(game).board), str(words_for(game).Boards)) == ("tray", "Trays")
    assert words_for(None) is NEUTRAL and str(NEUTRAL.board) == "deal"


def test_the_pure_cores_prose_is_said_in_bridges_words_and_left_alone_at_whist():
    said = "The trays go down one. Tray 1 to table 3; TRAY 2; trays-table stays; astray"
    assert words_for("bridge").reword(said) == (
        "The boards go down one. Board 1 to table 3; BOARD 2; boards-table stays; astray"
    )
    assert words_for("whist").reword(said) == said
    svg = '<text class="trays">trays move</text>'
    assert words_for("bridge").reword_svg(svg) == '<text class="trays">boards move</text>'
