"""A director's ruling on one table's result, written as a short code a traveller can store.

The Laws give the director four kinds of adjusted score, and a penalty beside them:

- an *artificial* score (Law 12C2): a share of the board's top, average (50%), average-plus
  (at least 60%) or average-minus (at most 40%).  ``AVE``, ``AVE+``, ``AVE-`` give both sides
  the same; ``A+/-`` (also ``AVE+/AVE-``) names each side's, North-South first.  Named
  averages follow the event's rules (fixed, or the pair's session percentage when that is
  better for average-plus or worse for average-minus); ``A60/40`` (USEBIO writes ``A6040``)
  gives exactly those percentages whatever the rules;
- an *assigned* score (Law 12C1): a result that replaces the one obtained at the table,
  ``SCORE 420`` (North-South's points; at whist their tricks) or ``SCORE 4S= N`` (a contract,
  its result and declarer, scored with the board's vulnerability);
- a *weighted* score (Law 12C1(c)): several results each with its share,
  ``SCORE 60% 4S= N, 40% 4S-1 N``; the shares of a side add up to 100%;
- a *split* score (the two sides' scores need not balance, Law 12C1): North-South's result,
  a slash, then East-West's, ``SCORE 4S= N / 4S-1 N`` (each side may be weighted);
- a *procedural penalty* (Law 90) beside the score, which goes to neither opponent:
  ``PP NS 25%`` (a quarter of the board's top), ``PP EW 3`` (three of the event's own units:
  match points, or IMPs when the event is scored in IMPs);
- ``NP``: not played, no score at all;
- ``GROUP B``: a fouled board (Law 87): this table played the cards of group B, and is
  compared only with the tables that did.

Parts are joined with ``;``: ``SCORE 420; PP NS 10%``.  A code with only penalties or a group
keeps the table's own result beside it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Any, NamedTuple

from said import Said

from .contract import ns_score, parse_contract

__all__ = ["Adjustment", "Part", "Penalty", "ADJUSTMENT_KINDS", "ARTIFICIAL_KINDS", "NAMES"]

ARTIFICIAL_KINDS = ("AVE", "AVE+", "AVE-", "SPLIT", "NAMED")
ADJUSTMENT_KINDS = (*ARTIFICIAL_KINDS, "NP", "ASSIGNED", "")
# A named average on a side, its fixed share of the top (Law 12C2) and its words.
NAMES = {"+": ("average-plus", 60), "=": ("average", 50), "-": ("average-minus", 40)}
_FIXED = {"AVE": "=", "AVE=": "=", "AVE+": "+", "AVE-": "-"}
_SPLIT = re.compile(r"^A(\d{1,3}(?:\.\d+)?)/(\d{1,3}(?:\.\d+)?)$|^A(\d{2})(\d{2})$")
_NAMED = re.compile(r"^A(?:VE)?([+=-])/A?(?:VE)?([+=-])$")
_PENALTY = re.compile(r"^PP\s*(NS|EW)\s*(\d+(?:\.\d+)?)\s*(%?)$")
_GROUP = re.compile(r"^GROUP\s*([A-Z0-9]{1,4})$")
_WEIGHT = re.compile(r"^(\d{1,3}(?:\.\d{1,2})?)\s*%\s*(.+)$")
_RESULT = re.compile(r"^(\d[A-Z]*?X{0,2})\s*(=|[+-]\d{1,2})\s*([NESW])$")


class Part(NamedTuple):
    """One result of an assigned score: its share (1 when alone), NS score and how written."""

    weight: Fraction
    score: int | Fraction
    text: str


class Penalty(NamedTuple):
    """A procedural penalty: the side, the amount, and whether it is a percentage of a top."""

    side: str
    amount: Fraction
    percent: bool

    def __str__(self) -> str:
        return f"PP {self.side} {_plain(self.amount)}{'%' if self.percent else ''}"


def _plain(value: Fraction | Decimal) -> str:
    """A share or an amount as written: 60, 33.5 (no trailing zeros)."""
    if isinstance(value, Fraction):
        value = Decimal(value.numerator) / Decimal(value.denominator)
    text = f"{value:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


@dataclass(frozen=True)
class Adjustment:
    """A parsed ruling.  ``kind`` says what replaces the table's score ("" when nothing does:
    the code carries only penalties or a fouled board's group)."""

    kind: str
    ns_percent: Decimal | None = None
    ew_percent: Decimal | None = None
    reason: str = ""
    ns_named: str = ""
    ew_named: str = ""
    ns_parts: tuple[Part, ...] = ()
    ew_parts: tuple[Part, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    group: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ADJUSTMENT_KINDS:
            raise ValueError(Said("unknown adjustment %(kind)s", kind=repr(self.kind)))
        if self.kind == "NP":
            if self.ns_percent is not None or self.ew_percent is not None:
                raise ValueError(Said("NP (not played) carries no percentages"))
            if self.penalties:
                raise ValueError(Said("a procedural penalty goes on a board with a score, not NP"))
            return
        if self.kind in _FIXED:
            sign = _FIXED[self.kind]
            object.__setattr__(self, "ns_named", sign)
            object.__setattr__(self, "ew_named", sign)
        if self.kind in ("AVE", "AVE+", "AVE-", "NAMED"):
            for side in ("ns", "ew"):
                if getattr(self, f"{side}_named") not in NAMES:
                    raise ValueError(Said("a named average is +, = or - for each side"))
                if getattr(self, f"{side}_percent") is None:
                    pct = Decimal(NAMES[getattr(self, f"{side}_named")][1])
                    object.__setattr__(self, f"{side}_percent", pct)
        if self.kind in ARTIFICIAL_KINDS:
            for percent in (self.ns_percent, self.ew_percent):
                if percent is None or not Decimal(0) <= Decimal(percent) <= Decimal(100):
                    raise ValueError(
                        Said("adjustment %(kind)s needs percentages from 0 to 100", kind=self.kind)
                    )
            assert self.ns_percent is not None and self.ew_percent is not None  # checked above
            object.__setattr__(self, "ns_percent", Decimal(self.ns_percent))
            object.__setattr__(self, "ew_percent", Decimal(self.ew_percent))
        if self.kind == "ASSIGNED":
            if not self.ns_parts:
                raise ValueError(Said("an assigned score needs a result"))
            if not self.ew_parts:
                object.__setattr__(self, "ew_parts", self.ns_parts)
            for parts in (self.ns_parts, self.ew_parts):
                if sum(p.weight for p in parts) != 1:
                    raise ValueError(Said("the shares of a weighted score add up to 100%"))

    @classmethod
    def parse(cls, text: str, *, vulnerability: str | None = None) -> Adjustment:
        """Read a code (see the module's notes).  ``vulnerability`` (none, ns, ew, both)
        scores an assigned contract; without it only points can be assigned."""
        return _parse(text, vulnerability)

    @property
    def replaces_score(self) -> bool:
        """True when the table's own result gives way to this ruling."""
        return self.kind != ""

    @property
    def artificial(self) -> bool:
        return self.kind in ARTIFICIAL_KINDS

    @property
    def assigned(self) -> bool:
        return self.kind == "ASSIGNED"

    @property
    def single_score(self) -> int | Fraction | None:
        """The one balanced score an assigned ruling gives both sides, else None."""
        if self.kind == "ASSIGNED" and len(self.ns_parts) == 1 and self.ns_parts == self.ew_parts:
            return self.ns_parts[0].score
        return None

    @property
    def played(self) -> bool:
        """False for NP: the board counts for neither pair."""
        return self.kind != "NP"

    def named(self, side: str) -> str:
        """ "+", "=" or "-" when the side's share follows the rules (a named average)."""
        return self.ns_named if side == "NS" else self.ew_named

    def percent(self, side: str) -> Decimal | None:
        return self.ns_percent if side == "NS" else self.ew_percent

    def parts(self, side: str) -> tuple[Part, ...]:
        return self.ns_parts if side == "NS" else self.ew_parts

    def penalty(self, side: str) -> tuple[Penalty, ...]:
        return tuple(p for p in self.penalties if p.side == side)

    def points_text(self, side: str = "", *, tricks: bool = False) -> str:
        """An assigned score as the score it gives, "" for any other ruling.  Without ``side``
        from North-South's side as a traveller writes it (``50``; a weighted score's results,
        ``60% 620, 40% -100``; a split score's two, ``420 / -50``); with ``side`` ("NS" or
        "EW") that side's own, as its score card writes it (East-West's points negated, or at
        whist, ``tricks``, its tricks out of 13)."""
        if self.kind != "ASSIGNED":
            return ""
        if side:
            return _side_text(self.parts(side), side, tricks)
        ns = _side_text(self.ns_parts, "NS", tricks)
        if self.ew_parts == self.ns_parts:
            return ns
        return f"{ns} / {_side_text(self.ew_parts, 'NS', tricks)}"

    def check_game(self, game: str) -> None:
        """Refuse an assigned result the game cannot have: a whist result is North-South's
        tricks (0 to 13), a bridge score a multiple of 10, and an auction bridge score is
        given in points (its contracts score with honours the code does not carry)."""
        for part in (*self.ns_parts, *self.ew_parts):
            written = part.text.lstrip("+-").isdigit() or part.text == "PASS"
            if game == "whist" and (not written or not 0 <= part.score <= 13):
                raise ValueError(
                    Said(
                        "%(text)s: a whist result is North-South's tricks, 0 to 13", text=part.text
                    )
                )
            if game == "bridge" and part.score % 10:
                raise ValueError(
                    Said(
                        "%(text)s: %(score)s is not a bridge score",
                        text=part.text,
                        score=part.score,
                    )
                )
            if game == "auction" and not written:
                raise ValueError(
                    Said("%(text)s: give an auction bridge result in points", text=part.text)
                )

    def main_code(self) -> str:
        """The code of what replaces the score ("" when nothing does)."""
        if self.kind == "SPLIT":
            return f"A{self.ns_percent:f}/{self.ew_percent:f}"
        if self.kind == "NAMED":
            return f"A{self.ns_named}/{self.ew_named}"
        if self.kind == "ASSIGNED":
            ns = ", ".join(_part_code(p, len(self.ns_parts)) for p in self.ns_parts)
            if self.ew_parts == self.ns_parts:
                return f"SCORE {ns}"
            ew = ", ".join(_part_code(p, len(self.ew_parts)) for p in self.ew_parts)
            return f"SCORE {ns} / {ew}"
        return self.kind

    def __str__(self) -> str:
        parts = [self.main_code()] if self.kind else []
        parts += [str(p) for p in self.penalties]
        if self.group:
            parts.append(f"GROUP {self.group}")
        return "; ".join(parts)


def _side_text(parts: tuple[Part, ...], side: str, tricks: bool) -> str:
    def own(score: int | Fraction) -> int | Fraction:
        if side == "NS":
            return score
        return 13 - score if tricks else -score

    if len(parts) == 1:
        return str(own(parts[0].score))
    return ", ".join(f"{_plain(p.weight * 100)}% {own(p.score)}" for p in parts)


def _part_code(part: Part, count: int) -> str:
    return part.text if count == 1 else f"{_plain(part.weight * 100)}% {part.text}"


def _parse(text: str, vulnerability: str | None) -> Adjustment:
    code = " ".join(str(text).strip().upper().split())
    if not code:
        raise ValueError(Said("not an adjustment: %(text)s", text=repr(text)))
    main: dict[str, Any] | None = None
    penalties: list[Penalty] = []
    group = ""
    for piece in (p.strip() for p in code.split(";")):
        if not piece:
            raise ValueError(
                Said("not an adjustment: %(text)s (an empty part between ';')", text=repr(text))
            )
        penalty = _PENALTY.match(piece)
        grouped = _GROUP.match(piece)
        if penalty:
            penalties.append(_penalty(penalty))
        elif grouped:
            if group:
                raise ValueError(Said("a result is in one group of a fouled board, not two"))
            group = grouped.group(1)
        else:
            if main is not None:
                raise ValueError(
                    Said("%(text)s gives two adjusted scores; give one", text=repr(text))
                )
            main = _main(piece, text, vulnerability)
    if len({p.side for p in penalties}) != len(penalties):
        raise ValueError(Said("give each side's procedural penalty once, as one amount"))
    fields = main or {"kind": ""}
    return Adjustment(**fields, penalties=tuple(penalties), group=group)


def _penalty(match: re.Match[str]) -> Penalty:
    amount = Fraction(match.group(2))
    percent = bool(match.group(3))
    if amount <= 0 or (percent and amount > 100):
        raise ValueError(Said("a procedural penalty is more than 0 (and at most a whole top)"))
    return Penalty(match.group(1), amount, percent)


def _main(piece: str, text: str, vulnerability: str | None) -> dict[str, Any]:
    if piece in _FIXED:
        return {"kind": "AVE" if piece == "AVE=" else piece}
    if piece in ("NP", "NOT PLAYED"):
        return {"kind": "NP"}
    named = _NAMED.match(piece)
    if named:
        ns, ew = named.groups()
        if ns == ew:
            return {"kind": {"+": "AVE+", "=": "AVE", "-": "AVE-"}[ns]}
        return {"kind": "NAMED", "ns_named": ns, "ew_named": ew}
    split = _SPLIT.match(piece)
    if split:
        ns, ew = (g for g in split.groups() if g is not None)
        return {"kind": "SPLIT", "ns_percent": Decimal(ns), "ew_percent": Decimal(ew)}
    if piece.startswith("SCORE"):
        return _assigned(piece[len("SCORE") :].strip(), vulnerability)
    raise ValueError(
        Said(
            "not an adjustment: %(text)s (use AVE, AVE+, AVE-, A+/-, A60/40, NP, SCORE 420, "
            "SCORE 4S= N, SCORE 60%% 4S= N, 40%% 4S-1 N, PP NS 25%% or GROUP B)",
            text=repr(text),
        )
    )


def _assigned(body: str, vulnerability: str | None) -> dict[str, Any]:
    sides = [s.strip() for s in body.split("/")]
    if len(sides) > 2 or not all(sides):
        raise ValueError(Said("an assigned score is SCORE result, or SCORE NS result / EW result"))
    parts = [_side(side, vulnerability) for side in sides]
    return {"kind": "ASSIGNED", "ns_parts": parts[0], "ew_parts": parts[-1]}


def _side(text: str, vulnerability: str | None) -> tuple[Part, ...]:
    pieces = [p.strip() for p in text.split(",")]
    if len(pieces) == 1 and not _WEIGHT.match(pieces[0]):
        score, written = _result(pieces[0], vulnerability)
        return (Part(Fraction(1), score, written),)
    out = []
    for piece in pieces:
        weighted = _WEIGHT.match(piece)
        if not weighted:
            raise ValueError(
                Said(
                    "%(piece)s: give each result of a weighted score its share, 40%% …",
                    piece=repr(piece),
                )
            )
        try:
            share = Fraction(Decimal(weighted.group(1))) / 100
        except InvalidOperation:  # pragma: no cover - the pattern admits digits only
            raise ValueError(Said("%(piece)s: not a share", piece=repr(piece))) from None
        if share <= 0:
            raise ValueError(Said("%(piece)s: a share is more than 0%%", piece=repr(piece)))
        score, written = _result(weighted.group(2).strip(), vulnerability)
        out.append(Part(share, score, written))
    if sum(p.weight for p in out) != 1:
        total = _plain(sum((p.weight for p in out), Fraction(0)) * 100)
        raise ValueError(
            Said("the shares of a weighted score add up to 100%%, not %(total)s%%", total=total)
        )
    return tuple(out)


def _result(text: str, vulnerability: str | None) -> tuple[int, str]:
    """A result as North-South's score: a number, PASS, or a contract such as 4S= N."""
    compact = text.replace(" ", "")
    if re.fullmatch(r"[+-]?\d+", compact):
        return int(compact), str(int(compact))
    if compact in ("PASS", "P"):
        return 0, "PASS"
    match = _RESULT.match(compact)
    if not match:
        raise ValueError(
            Said(
                "%(text)s is not a result (give a score, PASS, or e.g. 4S= N, 3NT-1 E)",
                text=repr(text),
            )
        )
    contract = parse_contract(match.group(1))
    if contract is None:
        return 0, "PASS"
    if vulnerability is None:
        raise ValueError(
            Said("%(text)s: an assigned contract needs the board's vulnerability", text=repr(text))
        )
    mark = match.group(2)
    tricks = contract.level + 6 + (0 if mark == "=" else int(mark))
    if not 0 <= tricks <= 13:
        raise ValueError(Said("%(text)s: that many tricks cannot be taken", text=repr(text)))
    seat = match.group(3)
    score = ns_score(contract, seat, tricks, vulnerability or "none")
    return score, f"{contract}{mark} {seat}"
