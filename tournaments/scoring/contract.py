"""Contract bridge scores per the Laws of Duplicate Bridge (2017), Law 77.

A traveller records the contract, the declarer, the tricks taken and the tray's vulnerability;
the score is derived from them here, once, so that every match-point and IMP figure above it
rests on one audited table.  ``score_breakdown`` keeps the parts (trick score, game or part
score, slam, insult, overtricks, undertricks) so a score card can show its working.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from said import Said

__all__ = [
    "STRAINS",
    "SEATS",
    "VULNERABILITIES",
    "Contract",
    "ContractScore",
    "parse_contract",
    "score_breakdown",
    "score_contract",
    "ns_score",
    "describe",
    "declarer_vulnerable",
]

STRAINS = ("C", "D", "H", "S", "NT")
SEATS = ("N", "E", "S", "W")
VULNERABILITIES = ("none", "ns", "ew", "both")
_DOUBLING = {0: "", 1: "X", 2: "XX"}
_CONTRACT = re.compile(r"^(\d+)\s*(NT|N|[A-Z]*?)\s*(X*)$")


@dataclass(frozen=True)
class Contract:
    """A final contract: level 1-7, strain C/D/H/S/NT, doubled 0 (no), 1 (X) or 2 (XX)."""

    level: int
    strain: str
    doubled: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.level, int) or not 1 <= self.level <= 7:
            raise ValueError(Said("contract level %(level)s is not 1 to 7", level=repr(self.level)))
        if self.strain not in STRAINS:
            raise ValueError(
                Said("strain %(strain)s is not one of C, D, H, S, NT", strain=repr(self.strain))
            )
        if self.doubled not in _DOUBLING:
            raise ValueError(
                Said("doubled %(doubled)s is not 0, 1 (X) or 2 (XX)", doubled=repr(self.doubled))
            )

    def __str__(self) -> str:
        return f"{self.level}{self.strain}{_DOUBLING[self.doubled]}"

    @property
    def tricks_needed(self) -> int:
        """Tricks the declarer must take: six (the book) plus the level."""
        return 6 + self.level


@dataclass(frozen=True)
class ContractScore:
    """The parts of one score, all from the declaring side's point of view.

    ``total`` is positive when the contract made and negative when it went down.
    """

    contract: Contract | None
    tricks: int
    vulnerable: bool
    trick_score: int = 0
    game_bonus: int = 0
    part_score_bonus: int = 0
    slam_bonus: int = 0
    insult: int = 0
    overtricks: int = 0
    overtrick_score: int = 0
    undertricks: int = 0
    undertrick_score: int = 0

    @property
    def total(self) -> int:
        made = (
            self.trick_score
            + self.game_bonus
            + self.part_score_bonus
            + self.slam_bonus
            + self.insult
            + self.overtrick_score
        )
        return made - self.undertrick_score


@lru_cache(maxsize=1024)
def parse_contract(text: str) -> Contract | None:
    """Read "4S", "3NTX", "7HXX" (or "PASS", giving None) as a traveller writes them.

    Raises ValueError naming what is wrong, so an import can report the offending line.
    """
    cleaned = (text or "").strip().upper().replace(" ", "")
    if cleaned in ("PASS", "PASSED", "P", "AP"):
        return None
    match = _CONTRACT.match(cleaned)
    if not match:
        raise ValueError(
            Said("contract %(text)s is not like 4S, 3NTX, 7HXX or PASS", text=repr(text))
        )
    level_text, strain, doubling = match.groups()
    level = int(level_text)
    if not 1 <= level <= 7:
        raise ValueError(
            Said("contract %(text)s: level %(level)s is not 1 to 7", text=repr(text), level=level)
        )
    strain = "NT" if strain == "N" else strain
    if strain not in STRAINS:
        raise ValueError(
            Said(
                "contract %(text)s: strain %(value)s is not C, D, H, S or NT",
                text=repr(text),
                value=strain or "(none)",
            )
        )
    if len(doubling) > 2:
        raise ValueError(Said("contract %(text)s: at most XX (redoubled)", text=repr(text)))
    return Contract(level, strain, len(doubling))


def _check_tricks(tricks: int) -> None:
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise ValueError(
            Said("tricks %(tricks)s is not a whole number from 0 to 13", tricks=repr(tricks))
        )


def _check_seat(declarer: str) -> None:
    if declarer not in SEATS:
        raise ValueError(Said("declarer %(declarer)s is not N, E, S or W", declarer=repr(declarer)))


def _first_trick_value(strain: str) -> int:
    return {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 40}[strain]


def _later_trick_value(strain: str) -> int:
    return {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}[strain]


def _undertrick_penalty(down: int, doubled: int, vulnerable: bool) -> int:
    """Law 77 undertricks: 50/100 each undoubled; doubled 100, 200, 200, 300... (not vul),
    200, 300, 300... (vul); redoubled twice the doubled figures."""
    if doubled == 0:
        return down * (100 if vulnerable else 50)
    penalty = 0
    for n in range(1, down + 1):
        if vulnerable:
            penalty += 200 if n == 1 else 300
        else:
            penalty += 100 if n == 1 else 200 if n <= 3 else 300
    return penalty * doubled


def score_breakdown(contract: Contract | None, tricks: int, vulnerable: bool) -> ContractScore:
    """Score one contract from the declaring side's view, keeping every part of the figure.

    There are only 2,940 distinct contract results, so answers are cached.
    """
    _check_tricks(tricks)
    return _score_breakdown(contract, tricks, bool(vulnerable))


@lru_cache(maxsize=4096)
def _score_breakdown(contract: Contract | None, tricks: int, vulnerable: bool) -> ContractScore:
    if contract is None:
        return ContractScore(None, tricks, vulnerable)
    multiplier = (1, 2, 4)[contract.doubled]
    if tricks < contract.tricks_needed:
        down = contract.tricks_needed - tricks
        return ContractScore(
            contract,
            tricks,
            vulnerable,
            undertricks=down,
            undertrick_score=_undertrick_penalty(down, contract.doubled, vulnerable),
        )
    base = _first_trick_value(contract.strain) + _later_trick_value(contract.strain) * (
        contract.level - 1
    )
    trick_score = base * multiplier
    over = tricks - contract.tricks_needed
    if contract.doubled:
        per_over = (100 if not vulnerable else 200) * contract.doubled
    else:
        per_over = _later_trick_value(contract.strain)
    slam = 0
    if contract.level == 6:
        slam = 750 if vulnerable else 500
    elif contract.level == 7:
        slam = 1500 if vulnerable else 1000
    is_game = trick_score >= 100
    return ContractScore(
        contract,
        tricks,
        vulnerable,
        trick_score=trick_score,
        game_bonus=(500 if vulnerable else 300) if is_game else 0,
        part_score_bonus=0 if is_game else 50,
        slam_bonus=slam,
        insult=50 * contract.doubled,
        overtricks=over,
        overtrick_score=over * per_over,
    )


def score_contract(contract: Contract | None, declarer: str, tricks: int, vulnerable: bool) -> int:
    """The score for the declarer's side: positive when made, negative when down, 0 passed out."""
    if contract is not None:
        _check_seat(declarer)
    return score_breakdown(contract, tricks, vulnerable).total


def declarer_vulnerable(declarer: str, vulnerability: str) -> bool:
    """Whether the declarer's side is vulnerable on a tray marked none / ns / ew / both."""
    _check_seat(declarer)
    vul = (vulnerability or "").strip().lower()
    if vul not in VULNERABILITIES:
        raise ValueError(
            Said(
                "vulnerability %(vulnerability)s is not none, ns, ew or both",
                vulnerability=repr(vulnerability),
            )
        )
    side = "ns" if declarer in ("N", "S") else "ew"
    return vul == "both" or vul == side


def ns_score(contract: Contract | None, declarer: str, tricks: int, vulnerability: str) -> int:
    """The score from North-South's point of view, as a traveller's NS column records it."""
    vul = (vulnerability or "").strip().lower()
    if vul not in VULNERABILITIES:
        raise ValueError(
            Said(
                "vulnerability %(vulnerability)s is not none, ns, ew or both",
                vulnerability=repr(vulnerability),
            )
        )
    if contract is None:
        _check_tricks(tricks)
        return 0
    score = score_contract(contract, declarer, tricks, declarer_vulnerable(declarer, vul))
    return score if declarer in ("N", "S") else -score


def _result_mark(contract: Contract, tricks: int) -> str:
    diff = tricks - contract.tricks_needed
    return "=" if diff == 0 else f"{diff:+d}"


def describe(contract: Contract | None, declarer: str, tricks: int, vulnerable: bool) -> str:
    """One line of working for a score card, e.g. "4S= by N, vul: 120 + 500 game = 620"."""
    part = score_breakdown(contract, tricks, vulnerable)
    if contract is None:
        return "passed out: 0"
    _check_seat(declarer)
    head = f"{contract}{_result_mark(contract, tricks)} by {declarer}, "
    head += "vul" if vulnerable else "not vul"
    if part.undertricks:
        kind = ("", " doubled", " redoubled")[contract.doubled]
        noun = "undertrick" if part.undertricks == 1 else "undertricks"
        return f"{head}: {part.undertricks} {noun}{kind} = {part.total}"
    terms = [str(part.trick_score)]
    if part.game_bonus:
        terms.append(f"{part.game_bonus} game")
    if part.part_score_bonus:
        terms.append(f"{part.part_score_bonus} part score")
    if part.slam_bonus:
        terms.append(f"{part.slam_bonus} {'small' if contract.level == 6 else 'grand'} slam")
    if part.insult:
        terms.append(f"{part.insult} insult")
    if part.overtricks:
        noun = "overtrick" if part.overtricks == 1 else "overtricks"
        terms.append(f"{part.overtrick_score} ({part.overtricks} {noun})")
    return f"{head}: {' + '.join(terms)} = {part.total}"
