"""The plain results every scoring method reads: one table's result on one tray.

Scores are NS scores: tricks at whist (EW took 13 minus them), points at bridge (negative when
EW scored).  A result is either a real score or an artificial one (an ``Adjustment``), never both,
so no method can mix a director's ruling into the comparison of real scores by accident.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

__all__ = ["Adjustment", "Result", "ADJUSTMENT_KINDS"]

ADJUSTMENT_KINDS = ("AVE", "AVE+", "AVE-", "SPLIT", "NP")

_FIXED = {"AVE": 50, "AVE=": 50, "AVE+": 60, "AVE-": 40}
_SPLIT = re.compile(r"^A(\d{1,3})/(\d{1,3})$|^A(\d{2})(\d{2})$")


@dataclass(frozen=True)
class Adjustment:
    """An artificial score, given as a percentage of the tray's top to each side.

    "AVE" gives each side 50% (both partly at fault, or Law V: the table could not overplay
    the deal), "AVE+" each side 60% (neither at fault), "AVE-" each side 40% (both at fault),
    "SPLIT" the percentages given (``A60/40``: NS 60%, EW 40%, one side at fault), and "NP" means
    not played: no score at all, and the tray leaves both pairs' maximum.
    """

    kind: str
    ns_percent: Decimal | None = None
    ew_percent: Decimal | None = None
    reason: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ADJUSTMENT_KINDS:
            raise ValueError(f"unknown adjustment {self.kind!r}")
        if self.kind == "NP":
            if self.ns_percent is not None or self.ew_percent is not None:
                raise ValueError("NP (not played) carries no percentages")
            return
        if self.kind in _FIXED and self.ns_percent is None and self.ew_percent is None:
            pct = Decimal(_FIXED[self.kind])
            object.__setattr__(self, "ns_percent", pct)
            object.__setattr__(self, "ew_percent", pct)
        for pct in (self.ns_percent, self.ew_percent):
            if pct is None or not Decimal(0) <= Decimal(pct) <= Decimal(100):
                raise ValueError(f"adjustment {self.kind} needs percentages from 0 to 100")
        object.__setattr__(self, "ns_percent", Decimal(self.ns_percent))
        object.__setattr__(self, "ew_percent", Decimal(self.ew_percent))

    @classmethod
    def parse(cls, text: str) -> Adjustment:
        """Read "AVE", "AVE+", "AVE-", "A60/40" (also USEBIO's "A6040"), or "NP"."""
        code = text.strip().upper()
        if code in _FIXED:
            return cls("AVE" if code == "AVE=" else code)
        if code in ("NP", "NOT PLAYED"):
            return cls("NP")
        match = _SPLIT.match(code)
        if match:
            ns, ew = (g for g in match.groups() if g is not None)
            return cls("SPLIT", Decimal(ns), Decimal(ew))
        raise ValueError(f"not an adjustment: {text!r} (use AVE, AVE+, AVE-, A60/40 or NP)")

    @property
    def played(self) -> bool:
        """False for NP: the tray counts for neither pair."""
        return self.kind != "NP"

    def __str__(self) -> str:
        if self.kind == "SPLIT":
            return f"A{self.ns_percent:f}/{self.ew_percent:f}"
        return self.kind


@dataclass(frozen=True)
class Result:
    """One table's result on one tray.

    ``group`` separates the results of a fouled tray: results in different groups were played
    with different cards and are scored each among their own group.  ``revokes_ns`` and
    ``revokes_ew`` count the revokes each side made on the deal (Law X, whist pair contests):
    the score itself is recorded as made.
    """

    tray: int
    ns: str
    ew: str
    score: int | None
    adjustment: Adjustment | None = None
    round: int | None = None
    table: int | None = None
    revokes_ns: int = 0
    revokes_ew: int = 0
    group: str = ""

    def __post_init__(self) -> None:
        if self.ns == self.ew:
            raise ValueError(f"tray {self.tray}: {self.ns!r} cannot sit both NS and EW")
        if (self.score is None) == (self.adjustment is None):
            raise ValueError(f"tray {self.tray}: give either a score or an adjustment, not both")
        if self.revokes_ns < 0 or self.revokes_ew < 0:
            raise ValueError(f"tray {self.tray}: a revoke count cannot be negative")
        if self.adjustment is not None and (self.revokes_ns or self.revokes_ew):
            raise ValueError(f"tray {self.tray}: an adjusted result carries no revokes")

    @property
    def played(self) -> bool:
        """True unless the result is NP (not played)."""
        return self.adjustment is None or self.adjustment.played
