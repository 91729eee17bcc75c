"""A small bridge Mitchell with a director's ruling of every kind, and a whist one, built
through the services; the figures every output must carry are worked out here by hand.

Bridge: three tables, three boards a round (nine boards, each played three times), club rules
(1 for each result beaten, ½ for a tie: a top of 2; a board with a result that is not compared,
an artificial score or another group of a fouled board, is factored to the full field by
Neuberg's formula, (mp + ½) × 3/n − ½, n the results compared).  Vulnerability by the
standard cycle: 1 none, 2 NS, 3 EW, 4 both, 5 NS, 6 EW, 7 both, 8 none, 9 EW.  Scores from
the Laws' scoring table (Law 77).  Where the pairs sit:

    round 1: table 1 1NS-1EW boards 1-3, table 2 2NS-2EW 4-6, table 3 3NS-3EW 7-9
    round 2: table 1 1NS-3EW boards 4-6, table 2 2NS-1EW 7-9, table 3 3NS-2EW 1-3
    round 3: table 1 1NS-2EW boards 7-9, table 2 2NS-3EW 1-3, table 3 3NS-1EW 4-6

Board 1 (none): table 1 an assigned score, 3NT-1 by West: West not vulnerable one down, NS
+50; table 3 4S by N 10 tricks +420; table 2 3NT by W 9 tricks -400.  NS 1, 2, 0 (EW 1, 0, 2).

Board 2 (NS): table 1 a weighted score (Law 12C1(c)), 60% of 4H= by N (vulnerable, +620) and
40% of 4H-1 by N (-100); table 3 4H by N 10 +620; table 2 4H by N 9 -100.  The weighted line:
60% × (½ + 1) + 40% × (0 + ½) = 1.1, EW 0.9; +620: 60% × ½ + 40% × 1 + 1 = 1.7, EW 0.3;
-100: 60% × 0 + 40% × ½ + 0 = 0.2, EW 1.8.

Board 3 (EW): table 1 a split score, North-South's 4S= by N (+420), East-West's 4S-1 by N
(NS -50, so EW +50); table 3 2H by N 8 tricks +110 with a procedural penalty of 25% of the top
to North-South (Law 90); table 2 2H by N 9 +140.  Split: NS 420 beats 110 and 140, 2; EW's
+50 beats EW's -110 and -140, 2.  The penalised line: NS 110 loses to 420 and 140, 0, less
½: -0.5; its EW -110 loses to +50 and beats -140: 1.  The +140 line: NS 1, EW 0.

Board 4 (both): fouled (Law 87): table 1 played group B's cards, 1NT by N 7 tricks (+90),
alone in its group; table 2 1NT by N 8 (+120) and table 3 1NT by N 9 (+150) in the other
group.  Table 1: (0 + ½) × 3/1 - ½ = 1, EW 1; table 3: (1 + ½) × 3/2 - ½ = 1.75, EW 0.25;
table 2: (0 + ½) × 3/2 - ½ = 0.25, EW 1.75.

Board 5 (NS): table 1 average (50% each, 1 and 1); table 2 3NT by S 9 +600, 0.25 (EW 1.75);
table 3 3NT by S 10 +630, 1.75 (EW 0.25).

Board 6 (EW): table 2 3S by N 9 +140, table 1 3S by N 10 +170, table 3 3S by N 8 -50: NS 1,
2, 0 (EW 1, 0, 2).

Boards 7-9: pair 2EW leaves before round 3 and its opponents keep their seats (Law 12C2):
1NS average-plus (60%: 1.2), 2EW average-minus (40%: 0.8) on each.  Board 7 (both): table 3
4S by N 10 +620, 0.25 (EW 1.75); table 2 4S by N 11 +650, 1.75 (EW 0.25).  Board 8 (none):
table 3 2S by N 8 +110, 0.25 (1.75); table 2 2S by N 9 +140, 1.75 (0.25).  Board 9 (EW):
table 3 3NT by N 9 +400, 1.75 (0.25); table 2 3NT by N 8 -50, 0.25 (1.75).

Totals of 18:
    1NS 1 + 1.1 + 2 + 1 + 1 + 2 + 3 × 1.2                       = 11.7   65%     1st NS
    3NS 0.25 + 0.25 + 1.75 + 2 + 1.7 - 0.5 + 1.75 + 1.75 + 0     = 8.95   49.72%  2nd NS
    2NS 0.25 + 0.25 + 1 + 1.75 + 1.75 + 0.25 + 0 + 0.2 + 1       = 6.45   35.83%  3rd NS
    3EW 1.75 + 1.75 + 0.25 + 1 + 1 + 0 + 2 + 1.8 + 0             = 9.55   53.06%  1st EW
    1EW 1 + 0.9 + 2 + 0.25 + 0.25 + 1.75 + 0.25 + 0.25 + 2       = 8.65   48.06%  2nd EW
    2EW 1.75 + 1.75 + 1 + 0 + 0.3 + 1 + 3 × 0.8                  = 8.2    45.56%  3rd EW
"""

from __future__ import annotations

from decimal import Decimal

from tests.builders import enter_contract, make_bridge_mitchell, make_whist_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.services.session import AVERAGE_PLUS

REASON = "director's ruling"

# (board, table, ruling, (contract, declarer, tricks) or None) in the order they are given.
RULINGS = (
    (1, 1, "SCORE 3NT-1 W", None),
    (2, 1, "SCORE 60% 4H= N, 40% 4H-1 N", None),
    (3, 1, "SCORE 4S= N / 4S-1 N", None),
    (3, 3, "PP NS 25%", ("2H", "N", 8)),
    (4, 1, "GROUP B", ("1NT", "N", 7)),
    (5, 1, "AVE", None),
)
PLAYED = (
    (1, 3, "4S", "N", 10), (1, 2, "3NT", "W", 9),
    (2, 3, "4H", "N", 10), (2, 2, "4H", "N", 9),
    (3, 2, "2H", "N", 9),
    (4, 2, "1NT", "N", 8), (4, 3, "1NT", "N", 9),
    (5, 2, "3NT", "S", 9), (5, 3, "3NT", "S", 10),
    (6, 2, "3S", "N", 9), (6, 1, "3S", "N", 10), (6, 3, "3S", "N", 8),
    (7, 3, "4S", "N", 10), (7, 2, "4S", "N", 11),
    (8, 3, "2S", "N", 8), (8, 2, "2S", "N", 9),
    (9, 3, "3NT", "N", 9), (9, 2, "3NT", "N", 8),
)  # fmt: skip

# Each pair's total, percentage and place, worked above.
TOTALS = {
    "1NS": ("11.7", "65", "1"),
    "3NS": ("8.95", "49.72", "2"),
    "2NS": ("6.45", "35.83", "3"),
    "3EW": ("9.55", "53.06", "1"),
    "1EW": ("8.65", "48.06", "2"),
    "2EW": ("8.2", "45.56", "3"),
}
# The ruled lines: (board, NS pair, EW pair) -> (NS score as written, NS MP, EW MP).
RULED = {
    (1, "1NS", "1EW"): ("50", "1", "1"),
    (2, "1NS", "1EW"): ("60% 620, 40% -100", "1.1", "0.9"),
    (3, "1NS", "1EW"): ("420 / -50", "2", "2"),
    (3, "3NS", "2EW"): ("110", "-0.5", "1"),
    (4, "1NS", "3EW"): ("90", "1", "1"),
    (5, "1NS", "3EW"): ("", "1", "1"),
    (7, "1NS", "2EW"): ("", "1.2", "0.8"),
    (8, "1NS", "2EW"): ("", "1.2", "0.8"),
    (9, "1NS", "2EW"): ("", "1.2", "0.8"),
}
NAMES = {
    "1NS": (("Ada Byron", "Bea Lane"), "ada@example.org"),
    "1EW": (("Eve Rand", "Fay Moss"), "eve@example.org"),
}


def seating(event: m.Event, board: int, table: int) -> m.Seating:
    return m.Seating.objects.get(round__event=event, table__number=table, trays__number=board)


def rule(event: m.Event, by, board: int, table: int, code: str, played=None) -> None:
    """A director's ruling on a table's line (beside its own result for a penalty or group)."""
    contract = played or ("", "", None)
    entry = services.BridgeEntry(seating(event, board, table).pk, *contract, code)
    services.record_traveller(event, board, [entry], by=by, reason=REASON)


def ruled_bridge_evening(by, *, finish: bool = True) -> m.Event:
    """The bridge Mitchell above, played, ruled and finished."""
    event = make_bridge_mitchell(by, tables=3, boards_per_round=3, name="Rulings night")
    for label, (names, email) in NAMES.items():
        services.register_entrant(event.entrants.get(label=label), by=by, player_names=names)
        m.Player.objects.filter(name=names[0]).update(email=email, results_by_email=True)
    leaver = event.entrants.get(label="2EW")
    services.withdraw_entrant(
        event, leaver, from_round=3, by=by, reason="gone home", opponents=AVERAGE_PLUS
    )
    for board, table, code, played in RULINGS:
        rule(event, by, board, table, code, played)
    for board, table, contract, declarer, tricks in PLAYED:
        enter_contract(event, by, board, table, contract, declarer, tricks)
    if finish:
        services.finish_event(event, by=by)
    event.refresh_from_db()
    return event


def figure(text: str) -> Decimal:
    return Decimal(text)


# Whist: three tables, one tray a round, North-South's tricks match-pointed (top 2).  Trays:
#   round 1: table 1 1NS-1EW tray 1, table 2 2NS-2EW tray 2, table 3 3NS-3EW tray 3
#   round 2: table 1 1NS-3EW tray 2, table 2 2NS-1EW tray 3, table 3 3NS-2EW tray 1
#   round 3: table 1 1NS-2EW tray 3, table 2 2NS-3EW tray 1, table 3 3NS-1EW tray 2
# Tray 1: table 1 assigned 8 tricks to NS (EW 5); table 3 7; table 2 9.  NS 1, 0, 2.
# Tray 2: table 1 weighted, 50% of 8 and 50% of 6: 50% × (1 + 1) + 50% × (0 + ½) = 1.25,
#   EW 0.75; table 2 7 tricks with a penalty of 25% of the top to East-West: NS 50% × 0 +
#   50% × 1 + 1 = 1.5, EW 0.5 less ½ = 0; table 3 6 tricks: 50% × 0 + 50% × ½ + 0 = 0.25,
#   EW 1.75.
# Tray 3: table 1 split, NS's 8 tricks, EW's result NS 6 (EW 7); table 2 average-plus to NS,
#   average-minus to EW (1.2, 0.8); table 3 7 tricks.  Two results compared for a field of
#   three (Neuberg, (mp + ½) × 3/2 - ½): split NS 8 beats 7, 1.75; its EW 7 beats EW's 6,
#   1.75; the 7 line 0.25 each way.
# Totals of 6: 1NS 1 + 1.25 + 1.75 = 4 (66.67%), 2NS 1.5 + 1.2 + 2 = 4.7 (78.33%),
#   3NS 0 + 0.25 + 0.25 = 0.5 (8.33%); 1EW 1 + 0.8 + 1.75 = 3.55 (59.17%),
#   2EW 0 + 2 + 1.75 = 3.75 (62.5%), 3EW 0.75 + 0.25 + 0 = 1 (16.67%).
WHIST_RULINGS = (
    (1, 1, "SCORE 8", None),
    (2, 1, "SCORE 50% 8, 50% 6", None),
    (2, 2, "PP EW 25%", 7),
    (3, 1, "SCORE 8 / 6", None),
    (3, 2, "A+/-", None),
)
WHIST_PLAYED = ((1, 3, 7), (1, 2, 9), (2, 3, 6), (3, 3, 7))
WHIST_TOTALS = {
    "1NS": ("4", "66.67", "2"),
    "2NS": ("4.7", "78.33", "1"),
    "3NS": ("0.5", "8.33", "3"),
    "2EW": ("3.75", "62.50", "1"),
    "1EW": ("3.55", "59.17", "2"),
    "3EW": ("1", "16.67", "3"),
}


def ruled_whist_evening(by) -> m.Event:
    """The whist Mitchell above, played, ruled and finished."""
    event = make_whist_mitchell(by, tables=3, boards_per_round=1, name="Whist rulings")
    for tray, table, code, tricks in WHIST_RULINGS:
        ns = tricks
        entry = services.WhistEntry(
            seating(event, tray, table).pk,
            ns,
            None if ns is None else 13 - ns,
            adjustment=code,
        )
        services.record_whist_traveller(event, tray, [entry], by=by, reason=REASON)
    for tray, table, tricks in WHIST_PLAYED:
        entry = services.WhistEntry(seating(event, tray, table).pk, tricks, 13 - tricks)
        services.record_whist_traveller(event, tray, [entry], by=by)
    services.finish_event(event, by=by)
    event.refresh_from_db()
    return event
