"""A result as entered (at the table, on a traveller, on a slip), checked and scored.

Whist lines are tricks for each side; bridge lines a contract, declarer and tricks (auction
bridge adds the honours held).  Each check returns the values a stored result keeps (the
contract written the standard way, the declarer, the tricks, and North-South's score), or
raises an ``EntryError`` that says what to put right.  The site's forms and services both call
these, so a line is judged the same way wherever it is typed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from movements.types import Direction
from said import Said, SaidCount
from tournaments.scoring.auction import AuctionResult, parse_declaration, score_auction
from tournaments.scoring.contract import ns_score, parse_contract
from tournaments.scoring.types import Adjustment


class EntryError(ValueError):
    """A line that breaks a rule of the game; the message names the line and says what to do."""


@dataclass(frozen=True)
class WhistEntry:
    """One line of a whist traveller: the tricks each side took at one table.

    ``revokes`` (Law X), when given, is (side, count, tricks kept): the side that revoked ("NS",
    "EW", or "" for none), how many times, and the tricks it had won before its first revoke.
    None leaves a stored result's revokes as they are (a slip or a phone carries none).
    """

    seating_id: int
    ns_tricks: int | None
    ew_tricks: int | None
    adjustment: str = ""
    revokes: tuple[str, int, int] | None = None


@dataclass(frozen=True)
class BridgeEntry:
    """One line of a bridge traveller: the contract, who declared it and the tricks taken."""

    seating_id: int
    contract: str
    declarer: str = ""
    tricks: int | None = None
    adjustment: str = ""
    honours: str = ""  # auction bridge only: "3", "4", "4-in-1", "5", "5-4-in-1", "5-in-1"
    honours_side: str = ""  # "NS" or "EW": who held them
    out_of_turn: str = ""  # auction, law F: "NS" or "EW", the side that declared out of turn
    lead: str | None = None  # the opening lead (SA, HT); None leaves a stored one as it is


def check_whist_tricks(ns: int | None, ew: int | None, where: str) -> tuple[int, int]:
    """Both sides' tricks, completing one from the other; a clear error for anything else."""
    if ns is None and ew is None:
        raise EntryError(Said("%(where)s: enter the tricks taken.", where=where))
    for side, value in (("North-South", ns), ("East-West", ew)):
        if value is not None and not 0 <= value <= 13:
            raise EntryError(
                Said(
                    "%(where)s: %(side)s tricks must be from 0 to 13, not %(value)s.",
                    where=where,
                    side=side,
                    value=value,
                )
            )
    if ns is None:
        assert ew is not None  # neither given is refused above
        ns = 13 - ew
    if ew is None:
        ew = 13 - ns
    if ns + ew != 13:
        raise EntryError(
            Said(
                "%(where)s: North-South %(ns)s and East-West %(ew)s tricks make %(value)s, not 13.",
                where=where,
                ns=ns,
                ew=ew,
                value=ns + ew,
            )
        )
    return ns, ew


def check_revokes(revokes: tuple[str, int, int], ns: int, ew: int, where: str) -> dict[str, int]:
    """The stored revoke fields of a whist line (Law X): one side's revokes and the tricks it
    won before the first, which cannot be more than it made; a line without a revoke keeps no
    tricks."""
    side, count, kept = revokes
    side = (side or "").strip().upper()
    count, kept = count or 0, kept or 0
    if not side:
        if count or kept:
            raise EntryError(Said("%(where)s: say which side revoked (NS or EW).", where=where))
        return {"revokes_ns": 0, "revokes_ew": 0, "revoke_kept": 0}
    if side not in (Direction.NS, Direction.EW):
        raise EntryError(
            Said(
                "%(where)s: the revoking side is NS or EW, not %(side)s.",
                where=where,
                side=repr(side),
            )
        )
    if not 1 <= count <= 13:
        raise EntryError(
            Said(
                "%(where)s: give how many times %(side)s revoked (1 to 13).", where=where, side=side
            )
        )
    made = ns if side == Direction.NS else ew
    if not 0 <= kept <= made:
        raise EntryError(
            Said(
                "%(where)s: %(side)s won %(made)s tricks in all, so they cannot have won "
                "%(kept)s before their first revoke.",
                where=where,
                side=side,
                made=made,
                kept=kept,
            )
        )
    ns_count = count if side == Direction.NS else 0
    return {"revokes_ns": ns_count, "revokes_ew": count - ns_count, "revoke_kept": kept}


def check_adjustment(
    code: str,
    where: str,
    *,
    game: str = "bridge",
    vulnerability: str | None = None,
    penalties: bool = True,
    imps: bool = False,
    teams: str = "",
) -> str:
    """A director's ruling as a code (``scoring.adjustments``: AVE+, A+/-, A60/40, NP,
    SCORE 4S= N, SCORE 60% 4S= N, 40% 4S-1 N, PP NS 25%, GROUP B), written the standard way.

    ``vulnerability`` scores an assigned contract; the game refuses a result it cannot have
    (whist tricks 0 to 13, bridge scores in tens, auction bridge in points).  Without
    ``penalties`` a procedural penalty is refused (a teams event's matches do not take one).
    With ``imps`` (pairs scored in IMPs) a ruling must have an IMP value: a penalty in IMPs,
    an artificial score of 60, 50 or 40%.  ``teams`` names a bridge teams event's method as
    ``scoring.team_lines`` does: a penalty is then in the event's own unit, and an artificial
    score needs an IMP value (``team-imps``) or cannot be counted (``aggregate``)."""
    try:
        adjustment = Adjustment.parse(code, vulnerability=vulnerability or "none")
        adjustment.check_game(game)
    except ValueError as exc:
        raise EntryError(Said("%(where)s: %(exc)s", where=where, exc=exc)) from exc
    if adjustment.penalties and not penalties:
        raise EntryError(
            Said(
                "%(where)s: a procedural penalty cannot be given in a whist or auction teams "
                "event: its matches compare the two tables' tricks or points.",
                where=where,
            )
        )
    if imps or teams in ("team-imps", "team-vps"):
        _check_imp_value(adjustment, where)
    if teams:
        _check_team_ruling(adjustment, where, teams)
    return str(adjustment)


def _check_team_ruling(adjustment: Adjustment, where: str, method: str) -> None:
    """Refuse what a bridge teams match cannot count: a penalty as a share of a top (it comes
    off the team's IMPs, board points or points), an artificial score in total points."""
    unit = {"board-a-match": "board points", "aggregate": "points"}.get(method, "IMPs")
    for side in ("NS", "EW"):
        for p in adjustment.penalty(side):
            if p.percent:
                raise EntryError(
                    Said(
                        "%(where)s: a teams event takes a procedural penalty in %(unit)s (PP "
                        "%(side)s 1), not %(p)s.",
                        where=where,
                        unit=unit,
                        side=side,
                        p=p,
                    )
                )
    if method == "aggregate" and adjustment.artificial:
        raise EntryError(
            Said(
                "%(where)s: %(value)s has no total points: a teams match on total points takes "
                "an assigned result (Law 12C1), not an artificial score.",
                where=where,
                value=adjustment.main_code(),
            )
        )


def _check_imp_value(adjustment: Adjustment, where: str) -> None:
    """Refuse what IMP scoring cannot count: a penalty as a share of a top, an artificial
    score other than average (0 IMPs), average-plus (+3) or average-minus (-3)."""
    for side in ("NS", "EW"):
        for p in adjustment.penalty(side):
            if p.percent:
                raise EntryError(
                    Said(
                        "%(where)s: an event scored in IMPs takes a procedural penalty in IMPs "
                        "(PP %(side)s 3), not %(p)s.",
                        where=where,
                        side=side,
                        p=p,
                    )
                )
        if adjustment.artificial and not adjustment.named(side):
            if adjustment.percent(side) not in (60, 50, 40):
                raise EntryError(
                    Said(
                        "%(where)s: %(value)s has no IMP value: an artificial score in IMPs is "
                        "average, average-plus or average-minus (50, 60 or 40%%).",
                        where=where,
                        value=adjustment.main_code(),
                    )
                )


def replaces_score(code: str) -> bool:
    """Whether a ruling's code takes the place of the table's result (a procedural penalty or
    a fouled board's group sits beside it)."""
    return bool(code) and Adjustment.parse(code, vulnerability="none").replaces_score


SEATS = ("N", "E", "S", "W")
HONOURS = ("3", "4", "4-in-1", "5", "5-4-in-1", "5-in-1")
PASSED = {"contract": "PASS", "declarer": "", "tricks_taken": None, "ns_score": 0}


def _declarer_and_tricks(declarer: str, tricks: int | None, where: str) -> tuple[str, int]:
    seat = (declarer or "").strip().upper()
    if seat not in SEATS:
        raise EntryError(Said("%(where)s: choose the declarer (N, E, S or W).", where=where))
    if tricks is None or not 0 <= tricks <= 13:
        raise EntryError(
            Said("%(where)s: the declarer's tricks must be from 0 to 13.", where=where)
        )
    return seat, tricks


def check_bridge(
    contract: str, declarer: str, tricks: int | None, vulnerability: str, where: str
) -> dict[str, Any]:
    """The stored values of a contract bridge result, with its North-South score worked out."""
    text = (contract or "").strip().upper().replace(" ", "")
    if not text:
        raise EntryError(
            Said("%(where)s: enter the contract (for example 4S, 3NTX, or PASS).", where=where)
        )
    try:
        parsed = parse_contract(text)
    except ValueError as exc:
        raise EntryError(Said("%(where)s: %(exc)s", where=where, exc=exc)) from exc
    if parsed is None:
        return dict(PASSED)
    seat, taken = _declarer_and_tricks(declarer, tricks, where)
    score = ns_score(parsed, seat, taken, vulnerability or "none")
    return {"contract": str(parsed), "declarer": seat, "tricks_taken": tricks, "ns_score": score}


def check_auction(
    contract: str,
    declarer: str,
    tricks: int | None,
    where: str,
    *,
    honours: str = "",
    honours_side: str = "",
    dealer: str | None = None,
    out_of_turn: str = "",
    english: bool = False,
) -> dict[str, Any]:
    """The stored values of a duplicate auction result.

    The dealer must declare unless the event plays the English rule ([F] lines 180-181: "the
    English rule, which allows the dealer to pass, without making any declaration"), so only
    then can nobody bid: the deal is scored 0 to both sides and compared with the other
    tables' scores, not dealt again (law F, line 142: "A new deal is not allowed").

    The declaration is written as the source's table reads (1S to 7NT, R for royal spades,
    X doubled, XX redoubled).  Honours go to the side that held them whoever declared; the
    stored score is North-South's points less East-West's, the figure pairs are compared on.
    """
    text = (contract or "").strip().upper().replace(" ", "")
    if not text:
        raise EntryError(
            Said(
                "%(where)s: enter the declaration (for example 2H, 1R or 3NTX; PASS for no bid "
                "all round under the English rule).",
                where=where,
            )
        )
    honours, side = (honours or "").strip(), (honours_side or "").strip().upper()
    late = (out_of_turn or "").strip().upper()
    if late and late not in (Direction.NS, Direction.EW):
        raise EntryError(
            Said(
                "%(where)s: the side that declared out of turn is NS or EW, not %(late)s.",
                where=where,
                late=repr(late),
            )
        )
    if text in ("PASS", "P", "PASSED", "NOBID"):
        if honours or late:
            raise EntryError(
                Said(
                    "%(where)s: a deal passed out scores nothing, honours included; a "
                    "declaration out of turn stands (law F), so the deal was not passed out.",
                    where=where,
                )
            )
        if not english:
            raise EntryError(
                Said(
                    "%(where)s: the dealer must make a declaration, so the deal cannot be passed "
                    "out; only the English rule (the event's settings) lets the dealer say no "
                    "bid.",
                    where=where,
                )
            )
        return {**PASSED, "honours": "", "honours_side": "", "out_of_turn": ""}
    try:
        level, declaration, doubled = parse_declaration(text)
    except ValueError as exc:
        raise EntryError(Said("%(where)s: %(exc)s", where=where, exc=exc)) from exc
    seat, taken = _declarer_and_tricks(declarer, tricks, where)
    if bool(honours) != bool(side):
        raise EntryError(
            Said(
                "%(where)s: say which honours were held and by which side (NS or EW).", where=where
            )
        )
    if honours and honours not in HONOURS:
        raise EntryError(
            Said(
                "%(where)s: honours %(honours)s are not one of %(value)s.",
                where=where,
                honours=repr(honours),
                value=", ".join(HONOURS),
            )
        )
    if side and side not in (Direction.NS, Direction.EW):
        raise EntryError(
            Said(
                "%(where)s: the honours were held by NS or EW, not %(side)s.",
                where=where,
                side=repr(side),
            )
        )
    try:
        result = AuctionResult(
            level=level,
            declaration=declaration,
            declarer=seat,
            tricks=taken,
            doubled=doubled,
            honours=honours or None,
            honours_side=side or None,
            dealer=dealer or None,
            out_of_turn=late or None,
            english=english,
        )
        score = score_auction(result)
    except ValueError as exc:
        raise EntryError(Said("%(where)s: %(exc)s", where=where, exc=exc)) from exc
    written = f"{level}{declaration}{'X' * doubled}"
    return {
        "contract": written,
        "declarer": seat,
        "tricks_taken": tricks,
        "ns_score": score.net_ns,
        "honours": honours,
        "honours_side": side,
        "out_of_turn": late,
    }


def check_contract(
    game: str,
    contract: str,
    declarer: str,
    tricks: int | None,
    where: str,
    *,
    vulnerability: str = "none",
    dealer: str | None = None,
    honours: str = "",
    honours_side: str = "",
    out_of_turn: str = "",
    english: bool = False,
) -> dict[str, Any]:
    """A contract line of ``game``: auction bridge by the source's table (no vulnerability, the
    dealer and honours count), contract bridge otherwise."""
    if game == "auction":
        return check_auction(
            contract,
            declarer,
            tricks,
            where,
            honours=honours,
            honours_side=honours_side,
            dealer=dealer,
            out_of_turn=out_of_turn,
            english=english,
        )
    return check_bridge(contract, declarer, tricks, vulnerability, where)


def describe_auction(values: dict[str, Any]) -> str:
    """The score as a table reads it before saving: "2H by S, 9 tricks, honours 4 NS: NS +56"."""
    if values["contract"] == "PASS":
        return str(Said("No bid all round (English rule): 0 to both sides"))
    net = values["ns_score"]
    said = {
        "contract": values["contract"],
        "declarer": values["declarer"],
        "tricks": values["tricks_taken"],
        "side": Direction.NS.value if net >= 0 else Direction.EW.value,
        "net": abs(net),
        "honours": values["honours"],
        "holders": values["honours_side"],
        "seat": values.get("out_of_turn"),
    }
    if values["honours"] and values.get("out_of_turn"):
        text = (
            "%(contract)s by %(declarer)s, %(tricks)s tricks, honours %(honours)s %(holders)s,"
            " %(seat)s declared out of turn (law F): %(side)s +%(net)s net"
        )
    elif values["honours"]:
        text = (
            "%(contract)s by %(declarer)s, %(tricks)s tricks, honours %(honours)s %(holders)s:"
            " %(side)s +%(net)s net"
        )
    elif values.get("out_of_turn"):
        text = (
            "%(contract)s by %(declarer)s, %(tricks)s tricks, %(seat)s declared out of turn"
            " (law F): %(side)s +%(net)s net"
        )
    else:
        text = "%(contract)s by %(declarer)s, %(tricks)s tricks: %(side)s +%(net)s net"
    return str(Said(text, **said))


def describe(game: str, values: dict[str, Any]) -> str:
    """The score as a table reads it before saving: "4S by S, 10 tricks: NS +420"."""
    if game == "auction":
        return describe_auction(values)
    if values["contract"] == "PASS":
        return str(Said("Passed out: 0"))
    score = values["ns_score"]
    return str(
        SaidCount(
            "%(contract)s by %(declarer)s, %(tricks)s trick: %(side)s +%(score)s",
            "%(contract)s by %(declarer)s, %(tricks)s tricks: %(side)s +%(score)s",
            values["tricks_taken"],
            contract=values["contract"],
            declarer=values["declarer"],
            tricks=values["tricks_taken"],
            side=Direction.NS.value if score >= 0 else Direction.EW.value,
            score=abs(score),
        )
    )


def stored_text(values: dict[str, Any] | None) -> str:
    """A stored result in full, as the trail and the director's log write it: the tricks of
    both sides at whist; the contract, declarer, tricks and North-South's score at bridge
    (with honours at auction bridge); or the adjusted score."""
    if not values:
        return str(Said("nothing"))
    code = values.get("adjustment") or ""
    if code and _replacing(code):
        return str(Said("adjusted score %(code)s", code=code))
    text: Said
    if values.get("ns_tricks") is not None:
        text = Said("NS %(ns)s tricks, EW %(ew)s", ns=values["ns_tricks"], ew=values["ew_tricks"])
    elif values.get("contract") == "PASS":
        text = Said("passed out, 0")
    elif values.get("contract"):
        held: list[Said] = []
        if values.get("honours"):
            side = values.get("honours_side", "")
            held.append(
                Said("honours %(honours)s %(side)s", honours=values["honours"], side=side)
                if side
                else Said("honours %(honours)s", honours=values["honours"])
            )
        if values.get("out_of_turn"):
            held.append(Said("%(card)s out of turn (law F)", card=values["out_of_turn"]))
        score = values.get("ns_score") or 0
        text = Said(
            "%(contract)s by %(declarer)s, %(tricks)s tricks%(held)s, NS %(score)s",
            contract=values["contract"],
            declarer=values.get("declarer", ""),
            tricks=values.get("tricks_taken"),
            held="".join(f", {h}" for h in held),
            score=f"{score:+d}",
        )
    else:
        text = Said("no score")
    revokes = [
        Said("%(side)s 1 revoke", side=side)
        if n == 1
        else Said("%(side)s %(count)s revokes", side=side, count=n)
        for side, n in (
            (Direction.NS.value, values.get("revokes_ns") or 0),
            (Direction.EW.value, values.get("revokes_ew") or 0),
        )
        if n
    ]
    if revokes and values.get("revoke_kept"):
        revokes.append(
            Said("%(count)s tricks won before the first kept", count=values["revoke_kept"])
        )
    said = str(text)
    if revokes:
        said = f"{said} ({', '.join(map(str, revokes))})"
    return str(Said("%(result)s; ruling %(code)s", result=said, code=code)) if code else said


def _replacing(code: str) -> bool:
    try:
        return replaces_score(code)
    except ValueError:  # a code from before the grammar grew is shown as written
        return True
