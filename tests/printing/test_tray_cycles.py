"""Dealer and vulnerability cycles (movements.trays)."""

from __future__ import annotations

import pytest

from movements.trays import Vulnerability, dealer, game_named, has_vulnerability, vulnerability
from movements.types import Direction, Game, Seat

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


def test_vulnerability_values_and_labels() -> None:
    """The values are what the database stores; the short labels are the form's choices."""
    assert [v.value for v in V] == ["none", "ns", "ew", "both"]
    assert [v.label for v in V] == [
        "Nobody vulnerable",
        "N-S vulnerable",
        "E-W vulnerable",
        "All vulnerable",
    ]
    assert [v.short_label for v in V] == ["None", "North-South", "East-West", "Both"]


def test_games_and_their_labels() -> None:
    assert [(g.value, g.label) for g in Game] == [
        ("whist", "Whist"),
        ("bridge", "Contract bridge"),
        ("auction", "Auction bridge"),
        ("euchre", "Euchre"),
        ("hearts", "Hearts"),
        ("poker", "Poker"),
        ("cinch", "Cinch"),
    ]


@pytest.mark.parametrize(
    ("name", "game"),
    [
        ("whist", Game.WHIST),
        ("Bridge", Game.BRIDGE),
        ("contract", Game.BRIDGE),
        ("contract-bridge", Game.BRIDGE),
        ("contract_bridge", Game.BRIDGE),
        ("auction", Game.AUCTION),
        ("auction-bridge", Game.AUCTION),
        ("auction_bridge", Game.AUCTION),
        ("euchre", Game.EUCHRE),
        ("chess", None),
    ],
)
def test_games_go_by_their_aliases(name: str, game: Game | None) -> None:
    assert game_named(name) is game


def test_dealer_takes_the_game_itself() -> None:
    assert dealer(2, Game.WHIST) is Seat.N and dealer(2, Game.AUCTION) is Seat.E
    assert has_vulnerability(Game.BRIDGE) and not has_vulnerability(Game.AUCTION)
