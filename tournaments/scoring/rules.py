"""The rules a scorer chooses: each national body's, a commercial scorer's, and the club's own.

Two scorers given the same travellers can print different figures and both be right: the Laws
leave how a short board is factored, what average-plus is worth and how a Butler datum is made
to the regulating body and the scoring program.  A ``Rules`` names each of those choices; a
rule set (``RULE_SETS``) is one body's answers, and any rule can be changed on its own.
docs/SCORING.md gives each rule set's sources.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from said import Said

__all__ = ["Rules", "RULE_SETS", "RULE_NAMES", "DEFAULT_RULES", "CHOICES", "rules_named"]

# Each rule's allowed values (the datum's drop takes a count or a percentage, see ``Rules``).
CHOICES: dict[str, tuple[int | str, ...]] = {
    "scale": (1, 2),
    "factoring": ("neuberg", "none"),
    "short_lines": ("factored", "own-top"),
    "sitout_totals": ("raw", "factored"),
    "averages": ("fixed", "session"),
    "imp_averages": ("fixed", "session"),
    "small_groups": ("factored", "fixed"),
    "datum_rounding": ("away", "even", "none"),
    "cross_imps": ("average", "total"),
}


@dataclass(frozen=True)
class Rules:
    """How every figure is worked out.

    ``scale``: match points for each result beaten, 1 (1 and ½ for a tie) or 2 (2 and 1).
    ``factoring``: a board compared among fewer results than the field (played fewer times,
    carrying an artificial score, or fouled) is factored to the full top with Neuberg's
    formula, or ("none") scored on its own smaller top.
    ``short_lines``: the lines of a board played fewer times than the others show the factored
    figure, or ("own-top") the match points on the board's own top, the factored figure still
    counting in the totals (a board with an artificial score or a fouled board always shows
    its factored figures: its shares are of the full top).
    ``sitout_totals``: a pair that played fewer boards (a sit-out, a not-played board) has its
    total printed as it is ("raw"), or scaled to the full number of boards ("factored");
    percentages are the same either way.
    ``averages``: average-plus and average-minus are 60% and 40% ("fixed"), or ("session") the
    pair's percentage on the boards it played when that is better for average-plus or worse
    for average-minus.
    ``imp_averages``: in IMP pairs (Butler, IMPs against the average, cross-IMPs) a named
    average-plus and average-minus are +3 and −3 IMPs ("fixed", Law 86A), or ("session") the
    pair's average a board on the other boards it played when that is better for
    average-plus or worse for average-minus.
    ``small_groups``: a fouled board's group too small to compare (one or two results, or
    three when another group is as large) is factored like any other ("factored"), or
    ("fixed") given ACBLscore's fixed shares of the top (60%; 65/55%; 70/60/50%).
    ``datum_drop``: the results left out of a Butler datum at each end: "none", a count of
    results from which one top and one bottom are dropped ("5"), or a percentage at each
    end ("5%", rounded down).  ``datum_rounding``: the datum to the nearest 10, halves away
    from zero ("away") or to the even ten ("even"), or left exact ("none").
    ``cross_imps``: cross-IMPs as the average per comparison or the total.
    """

    name: str
    title: Said
    scale: int = 1
    factoring: str = "neuberg"
    short_lines: str = "factored"
    sitout_totals: str = "raw"
    averages: str = "fixed"
    imp_averages: str = "fixed"
    small_groups: str = "factored"
    datum_drop: str = "5"
    datum_rounding: str = "away"
    cross_imps: str = "average"
    changed: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for key, allowed in CHOICES.items():
            if getattr(self, key) not in allowed:
                shown = ", ".join(map(str, allowed))
                raise ValueError(
                    Said(
                        "%(value)s is one of %(shown)s, not %(self)s",
                        value=key.replace("_", " "),
                        shown=shown,
                        self=repr(getattr(self, key)),
                    )
                )
        _drop_rule(self.datum_drop)

    @property
    def factor(self) -> bool:
        return self.factoring == "neuberg"

    def with_options(self, **options: str | int | None) -> Rules:
        """These rules with some changed (None leaves a rule as it is); the changes are kept
        in ``changed`` so the working can say the figures are not the rule set's own."""
        given: dict[str, Any] = {k: v for k, v in options.items() if v is not None}
        unknown = set(given) - {*CHOICES, "datum_drop"}
        if unknown:
            raise ValueError(Said("no such rule: %(value)s", value=", ".join(sorted(unknown))))
        differ = tuple(k for k, v in given.items() if str(getattr(self, k)) != str(v))
        if "scale" in given:
            given["scale"] = int(given["scale"])
        return replace(self, **given, changed=tuple(dict.fromkeys(self.changed + differ)))

    def label(self) -> Said:
        """The rule set's name as the working prints it, with any rule changed."""
        if not self.changed:
            return self.title
        changes = ", ".join(f"{k.replace('_', ' ')} {getattr(self, k)}" for k in self.changed)
        return Said("%(title)s, with %(changes)s", title=self.title, changes=changes)

    def dropped(self, results: int) -> int:
        """How many results a Butler datum leaves out at each end, of ``results``."""
        kind, value = _drop_rule(self.datum_drop)
        if kind == "count":
            return 1 if value and results >= max(value, 3) else 0
        if kind == "percent":
            return min(math.floor(Fraction(results * value, 100)), (results - 1) // 2)
        return 0

    def round_datum(self, value: Fraction) -> Fraction | int:
        """The datum as the rules round it (exact with "none")."""
        if self.datum_rounding == "none":
            return value.numerator if value.denominator == 1 else value
        tens = Fraction(value) / 10
        if self.datum_rounding == "even":
            return round(tens) * 10  # Python rounds halves to even
        whole = math.floor(abs(tens) + Fraction(1, 2))
        return int(whole * 10) * (1 if value >= 0 else -1)

    def datum_drop_words(self) -> Said:
        """The results a Butler datum leaves out, in words."""
        kind, value = _drop_rule(self.datum_drop)
        if kind == "count":
            return Said("one top and one bottom dropped from %(count)s results", count=value)
        if kind == "percent":
            return Said("%(percent)s%% at each end dropped", percent=value)
        return Said("none dropped")

    def datum_rounding_words(self) -> Said:
        """How the Butler datum is rounded, in words."""
        return {
            "away": Said("to the nearest 10, halves away from zero"),
            "even": Said("to the nearest 10, halves to the even ten"),
            "none": Said("not rounded"),
        }[self.datum_rounding]

    def describe_datum(self) -> Said:
        """The Butler datum's rules in words: the results dropped and the rounding."""
        return Said(
            "%(drop)s; rounded %(rounding)s",
            drop=self.datum_drop_words(),
            rounding=self.datum_rounding_words(),
        )

    def describe(self) -> list[tuple[Said, Said]]:
        """Each rule in words, for the event page and ``score --explain``."""
        return [
            (Said("Match points"), Said("2 for each result beaten, 1 for a tie")
             if self.scale == 2 else Said("1 for each result beaten, ½ for a tie")),
            (Said("Boards compared among fewer results"),
             Said("factored to the full top (Neuberg)") if self.factor
             else Said("scored on their own top")),
            (Said("Lines of a board played fewer times"),
             Said("on the board's own top; the factored figure counts in the totals")
             if self.short_lines == "own-top" else Said("factored")),
            (Said("Totals of pairs that played fewer boards"),
             Said("scaled to the full number of boards") if self.sitout_totals == "factored"
             else Said("as played")),
            (Said("Average-plus and average-minus"),
             Said("60% and 40%, or the pair's session percentage if better (average-plus) or "
                  "worse (average-minus)") if self.averages == "session"
             else Said("60% and 40%")),
            (Said("Average-plus and average-minus in IMPs"),
             Said("+3 and −3 IMPs, or the pair's session average a board if better "
                  "(average-plus) or worse (average-minus)")
             if self.imp_averages == "session" else Said("+3 and −3 IMPs")),
            (Said("Small groups of a fouled board"),
             Said("fixed shares of the top: one result 60%, two 65% and 55%, three 70%, 60% "
                  "and 50% (unless the larger group)")
             if self.small_groups == "fixed" else Said("factored like any group")),
            (Said("Butler datum"), self.describe_datum()),
            (Said("Cross-IMPs"), Said("the average per comparison")
             if self.cross_imps == "average" else Said("the total of every comparison")),
        ]  # fmt: skip


def _drop_rule(text: str) -> tuple[str, int]:
    value = str(text).strip().lower()
    if value in ("none", "0", ""):
        return "none", 0
    if value.endswith("%"):
        number = value[:-1]
        if number.isdigit() and 1 <= int(number) <= 25:
            return "percent", int(number)
    elif value.isdigit() and 3 <= int(value) <= 99:
        return "count", int(value)
    raise ValueError(
        Said(
            "datum drop is none, a number of results from 3 (one top and one bottom dropped), or "
            "a percentage at each end up to 25%%, not %(text)s",
            text=repr(text),
        )
    )


RULE_SETS: dict[str, Rules] = {
    "club": Rules("club", Said("Club (the Laws' figures, 1 and ½)")),
    "ebu": Rules(
        "ebu",
        Said("EBU (White Book)"),
        scale=2,
        sitout_totals="factored",
        averages="session",
        datum_drop="4",
    ),
    "acbl": Rules(
        "acbl",
        Said("ACBL (ACBLscore)"),
        scale=1,
        sitout_totals="factored",
        averages="session",
        datum_drop="5%",
        datum_rounding="even",
        small_groups="fixed",
    ),
    "wbf": Rules("wbf", Said("WBF"), scale=2, averages="session", datum_drop="5"),
    "compscore": Rules(
        "compscore",
        Said("Compscore (commercial defaults)"),
        scale=2,
        short_lines="own-top",
        sitout_totals="factored",
        datum_drop="4",
    ),
}
RULE_NAMES = tuple(RULE_SETS)
DEFAULT_RULES = RULE_SETS["club"]


def rules_named(name: str) -> Rules:
    """The rule set of that name (refused with the names there are)."""
    try:
        return RULE_SETS[str(name).lower()]
    except KeyError:
        raise ValueError(
            Said(
                "no rule set %(name)s (use %(value)s)", name=repr(name), value=", ".join(RULE_NAMES)
            )
        ) from None
