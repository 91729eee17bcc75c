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

from movements.types import Direction, Seat

WHIST_GAMES = frozenset({"whist"})
BRIDGE_GAMES = frozenset(
    {
        "bridge",
        "contract",
        "contract-bridge",
        "contract_bridge",
        "auction",
        "auction-bridge",
        "auction_bridge",
    }
)
VULNERABLE_GAMES = frozenset({"bridge", "contract", "contract-bridge", "contract_bridge"})

_WHIST_DEALERS = (Seat.W, Seat.N, Seat.E, Seat.S)
_BRIDGE_DEALERS = (Seat.N, Seat.E, Seat.S, Seat.W)


class Vulnerability(str, Enum):
    """Which sides are vulnerable on a contract-bridge tray."""

    NONE = "None"
    NS = "NS"
    EW = "EW"
    BOTH = "Both"

    @property
    def label(self) -> str:
        return {
            "None": "Nobody vulnerable",
            "NS": "N-S vulnerable",
            "EW": "E-W vulnerable",
            "Both": "All vulnerable",
        }[self.value]

    def includes(self, direction: Direction) -> bool:
        return self is Vulnerability.BOTH or self.value == direction.value


_N, _NS, _EW, _B = Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH
_VULNERABILITY_CYCLE = (_N, _NS, _EW, _B, _NS, _EW, _B, _N, _EW, _B, _N, _NS, _B, _N, _NS, _EW)


def _check_tray(tray: int) -> None:
    if tray < 1:
        raise ValueError(f"tray numbers start at 1, not {tray}")


def dealer(tray: int, game: str) -> Seat:
    """The seat that deals ``tray`` (1-based) in ``game`` ("whist" or a bridge game)."""
    _check_tray(tray)
    key = game.lower()
    if key in WHIST_GAMES:
        return _WHIST_DEALERS[(tray - 1) % 4]
    if key in BRIDGE_GAMES:
        return _BRIDGE_DEALERS[(tray - 1) % 4]
    raise ValueError(f"{game!r} is not played with trays: no dealer cycle for it")


def vulnerability(tray: int) -> Vulnerability:
    """The contract-bridge vulnerability of ``tray`` (1-based)."""
    _check_tray(tray)
    return _VULNERABILITY_CYCLE[(tray - 1) % 16]


def has_vulnerability(game: str) -> bool:
    """Whether trays of ``game`` carry a vulnerability (contract bridge only)."""
    return game.lower() in VULNERABLE_GAMES
