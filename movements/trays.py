"""Who deals each tray, and who is vulnerable on it.

Whist follows the source text (Foster, "Position of the players"): "West should always be
the dealer in the first hand, North having the original lead ... The deal passes in rotation
to the left".  The player on West's left is North, so the whist cycle is West, North, East,
South, repeating every four trays: each player has the original lead equally often when the
number of trays is a multiple of four, which is why the source asks for one.

Bridge (contract and auction) uses the standard duplicate cycle: tray n is dealt by North,
East, South, West in turn.  Vulnerability exists only in contract bridge; it follows the
standard cycle of sixteen trays, so tray 17 is like tray 1.
"""

from __future__ import annotations

from enum import Enum

from movements.types import Direction, Game, Seat
from said import Said

# Other names the games with trays go by (older files and the command line use them).
_ALIASES = {
    "contract": Game.BRIDGE,
    "contract-bridge": Game.BRIDGE,
    "contract_bridge": Game.BRIDGE,
    "auction-bridge": Game.AUCTION,
    "auction_bridge": Game.AUCTION,
}
TRAY_GAMES = frozenset({Game.WHIST, Game.BRIDGE, Game.AUCTION})

_WHIST_DEALERS = (Seat.W, Seat.N, Seat.E, Seat.S)
_BRIDGE_DEALERS = (Seat.N, Seat.E, Seat.S, Seat.W)


class Vulnerability(str, Enum):
    """Which sides are vulnerable on a contract-bridge tray; the values are what the database
    stores."""

    NONE = "none"
    NS = "ns"
    EW = "ew"
    BOTH = "both"

    @property
    def label(self) -> str:
        """As printed on a tray label or a traveller."""
        return {
            "none": "Nobody vulnerable",
            "ns": "N-S vulnerable",
            "ew": "E-W vulnerable",
            "both": "All vulnerable",
        }[self.value]

    @property
    def short_label(self) -> str:
        """As a form's choice names it."""
        return {"none": "None", "ns": "North-South", "ew": "East-West", "both": "Both"}[self.value]

    def includes(self, direction: Direction) -> bool:
        return self is Vulnerability.BOTH or self.name == direction.name


_N, _NS, _EW, _B = Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH
_VULNERABILITY_CYCLE = (_N, _NS, _EW, _B, _NS, _EW, _B, _N, _EW, _B, _N, _NS, _B, _N, _NS, _EW)


def game_named(name: str) -> Game | None:
    """The game a name stands for: a ``Game`` value or one of its aliases, in any case
    ("contract-bridge" is contract bridge); None when no game goes by that name."""
    key = name.lower()
    try:
        return Game(key)
    except ValueError:
        return _ALIASES.get(key)


def _check_tray(tray: int) -> None:
    if tray < 1:
        raise ValueError(Said("tray numbers start at 1, not %(tray)s", tray=tray))


def dealer(tray: int, game: str) -> Seat:
    """The seat that deals ``tray`` (1-based) in ``game`` ("whist" or a bridge game)."""
    _check_tray(tray)
    played = game_named(game)
    if played is Game.WHIST:
        return _WHIST_DEALERS[(tray - 1) % 4]
    if played in TRAY_GAMES:
        return _BRIDGE_DEALERS[(tray - 1) % 4]
    raise ValueError(
        Said("%(game)s is not played with trays: no dealer cycle for it", game=repr(game))
    )


def vulnerability(tray: int) -> Vulnerability:
    """The contract-bridge vulnerability of ``tray`` (1-based)."""
    _check_tray(tray)
    return _VULNERABILITY_CYCLE[(tray - 1) % 16]


def has_vulnerability(game: str) -> bool:
    """Whether trays of ``game`` carry a vulnerability (contract bridge only)."""
    return game_named(game) is Game.BRIDGE
