"""Results from CSV text, checked line by line so a bad line is named, not guessed at.

Columns: ``tray,ns,ew,score`` at least; optionally ``round,table,contract,declarer,tricks,
vulnerable,adjust``, and ``revokes_ns,revokes_ew`` (Law X, whist) and ``group`` (a fouled tray's
results played with the same cards).  ``score`` is the NS score: tricks (0 to 13) at whist,
points at bridge and auction (negative when EW scored).  At bridge an empty ``score`` is worked
out from ``contract``, ``declarer``, ``tricks`` and ``vulnerable``; when both are given they
must agree.  ``adjust`` holds a director's ruling (``adjustments``): an artificial, assigned,
weighted or split score replaces the score; a procedural penalty (``PP NS 25%``) or a fouled
board's group (``GROUP B``) sits beside it.  An assigned contract is scored with the
``vulnerable`` column.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from dataclasses import dataclass

from said import Said

from .contract import ns_score, parse_contract
from .types import Adjustment, Result

__all__ = ["InputError", "InputLine", "COLUMNS", "GAMES", "read_results"]

REQUIRED = ("tray", "ns", "ew", "score")
OPTIONAL = (
    "round",
    "table",
    "contract",
    "declarer",
    "tricks",
    "vulnerable",
    "adjust",
    "revokes_ns",
    "revokes_ew",
    "group",
)
COLUMNS = REQUIRED + OPTIONAL
GAMES = ("whist", "bridge", "auction")


class InputError(ValueError):
    """A bad input line; ``line`` is its line number in the file (the header is line 1)."""

    def __init__(self, line: int | None, message: str | Said) -> None:
        self.line = line
        super().__init__(
            Said("line %(line)s: %(message)s", line=line, message=message)
            if line is not None
            else message
        )


@dataclass(frozen=True)
class InputLine:
    """One CSV line as read, with the result it gives."""

    line: int
    result: Result
    contract: str = ""
    declarer: str = ""
    tricks: int | None = None
    vulnerable: str = ""


def _int(value: str, name: str, *, low: int | None = None, high: int | None = None) -> int:
    try:
        number = int(value)
    except ValueError:
        raise ValueError(
            Said("%(name)s %(value)s is not a whole number", name=name, value=repr(value))
        ) from None
    if (low is not None and number < low) or (high is not None and number > high):
        raise ValueError(
            Said(
                "%(name)s %(number)s is not %(low)s to %(high)s",
                name=name,
                number=number,
                low=low,
                high=high,
            )
        )
    return number


def _optional_int(row: Mapping[str, str], name: str, **limits: int | None) -> int | None:
    value = (row.get(name) or "").strip()
    return _int(value, name, **limits) if value else None


def read_results(text: str, *, game: str = "whist") -> list[InputLine]:
    """Parse and check every line; the first bad one raises ``InputError`` naming it."""
    if game not in GAMES:
        raise InputError(
            None,
            Said("game %(game)s is not one of %(value)s", game=repr(game), value=", ".join(GAMES)),
        )
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    header = [(name or "").strip().lower() for name in (reader.fieldnames or [])]
    unknown = [name for name in header if name not in COLUMNS]
    if unknown:
        raise InputError(
            1,
            Said(
                "unknown column %(unknown)s (columns: %(value)s)",
                unknown=repr(unknown[0]),
                value=", ".join(COLUMNS),
            ),
        )
    missing = [name for name in REQUIRED if name not in header]
    if missing:
        raise InputError(1, Said("missing column %(missing)s", missing=repr(missing[0])))
    reader.fieldnames = header
    out = []
    seen: dict[tuple[int, str], int] = {}
    for number, row in enumerate(reader, 2):
        if None in row:
            raise InputError(number, Said("more values than columns"))
        if not any((v or "").strip() for v in row.values()):
            continue
        try:
            line = _line(number, row, game)
        except ValueError as error:
            raise InputError(number, str(error)) from None
        for who in (line.result.ns, line.result.ew):
            first = seen.setdefault((line.result.tray, who), number)
            if first != number:
                raise InputError(
                    number,
                    Said(
                        "%(who)s has two results on tray %(tray)s (see line %(first)s)",
                        who=repr(who),
                        tray=line.result.tray,
                        first=first,
                    ),
                )
        out.append(line)
    if not out:
        raise InputError(None, Said("no results in the input"))
    return out


def _line(number: int, row: Mapping[str, str | None], game: str) -> InputLine:
    get = {k: (v or "").strip() for k, v in row.items()}
    tray = _int(get["tray"], "tray", low=1)
    ns, ew = get["ns"], get["ew"]
    if not ns or not ew:
        raise ValueError(Said("ns and ew must both name an entrant"))
    if ns == ew:
        raise ValueError(Said("%(ns)s is on both sides (ns and ew)", ns=repr(ns)))
    tricks = _optional_int(get, "tricks", low=0, high=13)
    contract, declarer, vulnerable = get.get("contract", ""), get.get("declarer", ""), ""
    vulnerable = get.get("vulnerable", "").lower()
    score_text = get["score"]
    adjust = None
    if get.get("adjust"):
        adjust = Adjustment.parse(get["adjust"], vulnerability=vulnerable or None)
        adjust.check_game(game)
    computed = None
    if contract:
        if game != "bridge":
            raise ValueError(Said("contract columns score bridge only, not %(game)s", game=game))
        computed = _bridge_score(contract, declarer, tricks, vulnerable)
    if adjust is not None and adjust.replaces_score:
        if score_text or contract:
            raise ValueError(
                Said(
                    "%(value)s replaces the table's result: give no score or contract",
                    value=adjust.main_code(),
                )
            )
        score = None
    elif score_text:
        score = _score(score_text, game)
        if computed is not None and computed != score:
            raise ValueError(
                Said(
                    "score %(score)s does not match %(contract)s by %(declarer)s taking "
                    "%(tricks)s (%(computed)s to NS)",
                    score=score,
                    contract=contract,
                    declarer=declarer,
                    tricks=tricks,
                    computed=computed,
                )
            )
    elif computed is not None:
        score = computed
    else:
        raise ValueError(Said("no score (give score, a contract at bridge, or adjust)"))
    result = Result(
        tray=tray,
        ns=ns,
        ew=ew,
        score=score,
        adjustment=adjust,
        round=_optional_int(get, "round", low=1),
        table=_optional_int(get, "table", low=1),
        revokes_ns=_optional_int(get, "revokes_ns", low=0) or 0,
        revokes_ew=_optional_int(get, "revokes_ew", low=0) or 0,
        group=get.get("group", ""),
    )
    return InputLine(number, result, contract, declarer, tricks, vulnerable)


def _score(text: str, game: str) -> int:
    if game == "whist":
        return _int(text, "score (NS tricks)", low=0, high=13)
    score = _int(text, "score")
    if game == "bridge" and score % 10:
        raise ValueError(
            Said("score %(score)s is not a bridge score (a multiple of 10)", score=score)
        )
    return score


def _bridge_score(contract: str, declarer: str, tricks: int | None, vulnerable: str) -> int:
    parsed = parse_contract(contract)
    if parsed is None:
        return ns_score(None, declarer or "N", tricks or 0, vulnerable or "none")
    if not declarer:
        raise ValueError(
            Said("contract %(contract)s needs a declarer (N, E, S or W)", contract=contract)
        )
    if tricks is None:
        raise ValueError(
            Said(
                "contract %(contract)s needs the tricks the declarer took (0 to 13)",
                contract=contract,
            )
        )
    if not vulnerable:
        raise ValueError(Said("the vulnerable column (none, ns, ew or both) is needed to score"))
    return ns_score(parsed, declarer.upper(), tricks, vulnerable)
