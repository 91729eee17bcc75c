"""Law IV of duplicate whist, the trump card: what a wrong trump on the overplay costs.

The source (duplicate_and_progressive_rules.txt, lines 2245-2261) gives two cases with the same
two outcomes.  Section 9: the dealer turned a trump other than the one on the trump slip and the
error was not corrected until the overplay had begun.  Section 10: the trump slip itself was
written wrong and the deal has been played with the wrong trump at one or more tables; the
recorded trump is taken as correct and "the players at the original table" are the ones ruled.
Either way, with "more than two tables ... engaged in play" that table takes the average score
for the deal; with "less than three tables ... there must be a new deal".

The tables counted are those that play the tray: the average needs other tables' scores on the
same cards, which only they give.
"""

from __future__ import annotations

from dataclasses import dataclass

from said import Said, SaidCount

__all__ = ["AVERAGE", "NEW_DEAL", "SECTIONS", "LawIV", "wrong_trump"]

AVERAGE = "average"
NEW_DEAL = "new-deal"
SECTIONS = {
    9: (
        "Sec. 9. If such error is not corrected until after the overplay has begun and more "
        "than two tables are engaged in play, the players at that table shall take the average "
        "score for the deal; if less than three tables are in play there must be a new deal."
    ),
    10: (
        "Sec. 10. Should a player record on the trump slip a different trump from one turned in "
        "dealing and the error be discovered at the next table, there must be a new deal. If the "
        "deal has been played at one or more tables with the wrong trump, the recorded trump "
        "must be taken as correct and the players at the original table take the average score "
        "for the deal; if less than three tables are in play, there must be a new deal."
    ),
}
CASES = {
    9: Said(
        "the dealer turned a trump other than the one on the trump slip, found after the "
        "overplay began"
    ),
    10: Said(
        "the trump slip was written wrong at the original table, found after the deal was "
        "played with the wrong trump"
    ),
}


@dataclass(frozen=True)
class LawIV:
    """The ruling the law gives: its branch, the section and the words a director reads out."""

    section: int
    tables: int
    branch: str

    @property
    def label(self) -> str:
        return f"Law IV, sec. {self.section}"

    @property
    def words(self) -> str:
        return SECTIONS[self.section]

    def explain(self) -> Said:
        if self.branch == AVERAGE:
            return Said(
                "%(label)s: %(case)s; %(tables)s tables play the tray, more than two, so the"
                " table takes the average score for the deal",
                label=self.label,
                case=CASES[self.section],
                tables=self.tables,
            )
        return SaidCount(
            "%(label)s: %(case)s; only %(tables)s table plays the tray, less than three, so"
            " there must be a new deal",
            "%(label)s: %(case)s; only %(tables)s tables play the tray, less than three, so"
            " there must be a new deal",
            self.tables,
            label=self.label,
            case=CASES[self.section],
            tables=self.tables,
        )


def wrong_trump(tables: int, section: int = 9) -> LawIV:
    """The law's ruling for a wrong trump when ``tables`` tables play the deal."""
    if section not in SECTIONS:
        raise ValueError(
            Said(
                "Law IV rules a wrong trump in sections 9 and 10, not %(section)s", section=section
            )
        )
    if tables < 1:
        raise ValueError(Said("a deal nobody plays has no wrong trump to rule on"))
    return LawIV(section, tables, AVERAGE if tables > 2 else NEW_DEAL)
