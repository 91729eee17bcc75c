"""Random lines of a traveller: what a table plays and what a director rules, by game.

Every ruling the Laws give a director is here (``scoring.adjustments``): artificial averages,
an assigned contract or score, a weighted and a split score, a procedural penalty, a fouled
board's group, not played.  Some do not fit some events (a procedural penalty in a whist teams
match, a share of a top in IMPs): the site refuses them with a message, and the simulator
checks that a refusal writes nothing.
"""

from __future__ import annotations

from hypothesis import strategies as st

from tournaments import services

CONTRACTS = ("1NT", "2H", "2SX", "3NT", "4H", "4S", "5DX", "6NT", "3C", "4HXX")
DECLARERS = ("N", "E", "S", "W")

# (kind, code): every kind of ruling; the codes are the standard way of writing each.
BRIDGE_RULINGS = (
    ("artificial", "AVE+"),
    ("artificial", "A+/-"),
    ("artificial", "A-/+"),
    ("artificial", "AVE"),
    ("artificial", "A60/40"),
    ("assigned", "SCORE 3NT-1 W"),
    ("assigned", "SCORE 4S= N"),
    ("assigned", "SCORE 420"),
    ("weighted", "SCORE 60% 4S= N, 40% 4S-1 N"),
    ("split", "SCORE 4S= N / 4S-1 N"),
    ("penalty", "PP NS 25%"),
    ("penalty", "PP EW 1"),
    ("fouled", "GROUP B"),
    ("not played", "NP"),
)
WHIST_RULINGS = (
    ("artificial", "AVE+"),
    ("artificial", "A+/-"),
    ("artificial", "AVE"),
    ("artificial", "A60/40"),
    ("assigned", "SCORE 8"),
    ("weighted", "SCORE 60% 8, 40% 6"),
    ("split", "SCORE 8 / 6"),
    ("penalty", "PP EW 25%"),
    ("fouled", "GROUP B"),
    ("not played", "NP"),
)


@st.composite
def played(draw, bridge: bool) -> dict:
    """A table's result as the pad sends it."""
    if not bridge:
        return {"ns_tricks": draw(st.integers(0, 13))}
    return {
        "contract": draw(st.sampled_from(CONTRACTS)),
        "declarer": draw(st.sampled_from(DECLARERS)),
        "tricks": draw(st.integers(4, 13)),
    }


def entry(seating_id: int, line: dict | None, adjustment: str = "", *, bridge: bool):
    """The services' entry for a line the pad would send, or a ruling (``line`` None: no
    result was played, the ruling stands alone)."""
    line = line or {}
    if not bridge:
        return services.WhistEntry(seating_id, line.get("ns_tricks"), None, adjustment=adjustment)
    return services.BridgeEntry(
        seating_id,
        line.get("contract", ""),
        line.get("declarer", ""),
        line.get("tricks"),
        adjustment=adjustment,
    )


def stored_line(result, bridge: bool) -> dict:
    """A stored result as the pad would send it."""
    if not bridge:
        return {"ns_tricks": result.ns_tricks}
    return {"contract": result.contract, "declarer": result.declarer, "tricks": result.tricks_taken}


def sent_matches(line: dict, stored: dict) -> bool:
    """Whether the pad's answer holds what it sent."""
    if "ns_tricks" in line:
        return stored["ns_tricks"] == line["ns_tricks"]
    return (stored["contract"], stored["declarer"], stored["tricks"]) == (
        line["contract"],
        line["declarer"],
        line["tricks"],
    )


def rulings(bridge: bool):
    return BRIDGE_RULINGS if bridge else WHIST_RULINGS
