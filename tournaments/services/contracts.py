"""A contract as entered at the table, checked and scored: contract bridge and auction bridge.

Each function returns the values a ``Result`` stores (the contract written the standard way,
the declarer, the tricks, and North-South's score), or raises a ``DomainError`` that says what
to put right.
"""

from __future__ import annotations

from tournaments.services.common import DomainError

SEATS = ("N", "E", "S", "W")
HONOURS = ("3", "4", "4-in-1", "5", "5-4-in-1", "5-in-1")
PASSED = {"contract": "PASS", "declarer": "", "tricks_taken": None, "ns_score": 0}


def _declarer_and_tricks(declarer: str, tricks: int | None, where: str) -> str:
    seat = (declarer or "").strip().upper()
    if seat not in SEATS:
        raise DomainError(f"{where}: choose the declarer (N, E, S or W).")
    if tricks is None or not 0 <= tricks <= 13:
        raise DomainError(f"{where}: the declarer's tricks must be from 0 to 13.")
    return seat


def check_bridge(
    contract: str, declarer: str, tricks: int | None, vulnerability: str, where: str
) -> dict:
    """The stored values of a contract bridge result, with its North-South score worked out."""
    from tournaments.scoring.contract import ns_score, parse_contract

    text = (contract or "").strip().upper().replace(" ", "")
    if not text:
        raise DomainError(f"{where}: enter the contract (for example 4S, 3NTX, or PASS).")
    try:
        parsed = parse_contract(text)
    except ValueError as exc:
        raise DomainError(f"{where}: {exc}") from exc
    if parsed is None:
        return dict(PASSED)
    seat = _declarer_and_tricks(declarer, tricks, where)
    score = ns_score(parsed, seat, tricks, vulnerability or "none")
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
) -> dict:
    """The stored values of a duplicate auction result.

    The declaration is written as the source's table reads (1S to 7NT, R for royal spades,
    X doubled, XX redoubled).  Honours go to the side that held them whoever declared; the
    stored score is North-South's points less East-West's, the figure pairs are compared on.
    """
    from tournaments.scoring.auction import AuctionResult, parse_declaration, score_auction

    text = (contract or "").strip().upper().replace(" ", "")
    if not text:
        raise DomainError(f"{where}: enter the declaration (for example 2H, 1R, 3NTX, or PASS).")
    honours, side = (honours or "").strip(), (honours_side or "").strip().upper()
    if text in ("PASS", "P", "PASSED"):
        if honours:
            raise DomainError(f"{where}: a deal passed out scores nothing, honours included.")
        return {**PASSED, "honours": "", "honours_side": ""}
    try:
        level, declaration, doubled = parse_declaration(text)
    except ValueError as exc:
        raise DomainError(f"{where}: {exc}") from exc
    seat = _declarer_and_tricks(declarer, tricks, where)
    if bool(honours) != bool(side):
        raise DomainError(f"{where}: say which honours were held and by which side (NS or EW).")
    if honours and honours not in HONOURS:
        raise DomainError(f"{where}: honours {honours!r} are not one of {', '.join(HONOURS)}.")
    if side and side not in ("NS", "EW"):
        raise DomainError(f"{where}: the honours were held by NS or EW, not {side!r}.")
    try:
        result = AuctionResult(
            level=level,
            declaration=declaration,
            declarer=seat,
            tricks=tricks,
            doubled=doubled,
            honours=honours or None,
            honours_side=side or None,
            dealer=dealer or None,
        )
        score = score_auction(result)
    except ValueError as exc:
        raise DomainError(f"{where}: {exc}") from exc
    written = f"{level}{declaration}{'X' * doubled}"
    return {
        "contract": written,
        "declarer": seat,
        "tricks_taken": tricks,
        "ns_score": score.net_ns,
        "honours": honours,
        "honours_side": side,
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
) -> dict:
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
        )
    return check_bridge(contract, declarer, tricks, vulnerability, where)


def describe_auction(values: dict) -> str:
    """The score as a table reads it before saving: "2H by S, 9 tricks, honours 4 NS: NS +56"."""
    if values["contract"] == "PASS":
        return "Passed out: 0"
    held = f", honours {values['honours']} {values['honours_side']}" if values["honours"] else ""
    net = values["ns_score"]
    side = "NS" if net >= 0 else "EW"
    return (
        f"{values['contract']} by {values['declarer']}, {values['tricks_taken']} tricks{held}: "
        f"{side} +{abs(net)} net"
    )
