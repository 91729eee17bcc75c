"""Dealer and vulnerability cycles (movements.trays)."""

from __future__ import annotations

import pytest

from movements.trays import Vulnerability, dealer, has_vulnerability, vulnerability
from movements.types import Direction, Seat

# Foster: "West should always be the dealer in the first hand ... The deal passes in
# rotation to the left" -- West's left-hand neighbour is North.
WHIST = {1: Seat.W, 2: Seat.N, 3: Seat.E, 4: Seat.S, 5: Seat.W, 8: Seat.S, 24: Seat.S, 25: Seat.W}
BRIDGE = {1: Seat.N, 2: Seat.E, 3: Seat.S, 4: Seat.W, 5: Seat.N, 16: Seat.W, 17: Seat.N}
V = Vulnerability
STANDARD = [V.NONE, V.NS, V.EW, V.BOTH, V.NS, V.EW, V.BOTH, V.NONE,
            V.EW, V.BOTH, V.NONE, V.NS, V.BOTH, V.NONE, V.NS, V.EW]  # fmt: skip


@pytest.mark.parametrize(("tray", "seat"), WHIST.items())
def test_whist_west_deals_first_and_the_deal_passes_left(tray: int, seat: Seat) -> None:
    assert dealer(tray, "whist") is seat


@pytest.mark.parametrize(("tray", "seat"), BRIDGE.items())
@pytest.mark.parametrize("game", ["contract-bridge", "auction-bridge", "bridge"])
def test_bridge_dealer_cycle(tray: int, seat: Seat, game: str) -> None:
    assert dealer(tray, game) is seat


@pytest.mark.parametrize("tray", range(1, 17))
def test_vulnerability_cycle_of_sixteen(tray: int) -> None:
    assert vulnerability(tray) is STANDARD[tray - 1]
    assert vulnerability(tray + 16) is STANDARD[tray - 1]


def test_vulnerability_sides() -> None:
    assert V.BOTH.includes(Direction.NS) and V.BOTH.includes(Direction.EW)
    assert V.NS.includes(Direction.NS) and not V.NS.includes(Direction.EW)
    assert not V.NONE.includes(Direction.EW)


def test_only_contract_bridge_is_vulnerable() -> None:
    assert has_vulnerability("contract-bridge")
    assert not has_vulnerability("auction-bridge")
    assert not has_vulnerability("whist")


@pytest.mark.parametrize("bad", [0, -3])
def test_trays_start_at_one(bad: int) -> None:
    with pytest.raises(ValueError):
        dealer(bad, "whist")
    with pytest.raises(ValueError):
        vulnerability(bad)


def test_games_without_trays_have_no_dealer_cycle() -> None:
    with pytest.raises(ValueError, match="euchre"):
        dealer(1, "euchre")
