"""A deal as players read it: par and contracts in words and symbols, and the plain-text hand
record clubs paste into an e-mail or a web page (the four hands round the compass, the
double-dummy table, par)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from said import Said

from .cards import SEAT_WORDS, SEATS, STRAINS, SUIT_SYMBOLS, SUITS, Card, Deal
from .double_dummy import Tricks, whist_tricks

STRAIN_LABELS = {**SUIT_SYMBOLS, "NT": "NT"}
TABLE_SEATS = ("N", "S", "E", "W")  # as hand records print them: one side, then the other
TIMES, MINUS = "\u00d7", "\u2212"
_CONTRACT = re.compile(r"(\d)(NT|[CDHS])(X{0,2})([NESW])([+-]\d+)?")


def contract_label(text: str) -> tuple[str, str]:
    """A par contract ("5HXE-1") as (contract, seat): ("5♥×−1", "E")."""
    found = _CONTRACT.fullmatch(text)
    if not found:
        return text, ""
    level, strain, doubled, seat, result = found.groups()
    result = (result or "").replace("-", MINUS)
    return f"{level}{STRAIN_LABELS[strain]}{TIMES * len(doubled)}{result}", seat


def par_label(score: int | None, contracts: Sequence[str]) -> str | Said:
    """ "NS +620: 4♠ by North or South", "EW +200: 5♥×−1 by East or West", "0: passed out"."""
    if score is None:
        return ""
    if not score:
        return Said("0: passed out")
    side = "NS" if score > 0 else "EW"
    by: dict[str, list[str | Said]] = {}
    for text in contracts:
        contract, seat = contract_label(text)
        by.setdefault(contract, []).append(SEAT_WORDS.get(seat, seat))
    said: Said | None = None
    for contract, seats in by.items():
        who: str | Said = seats[0]
        for other in seats[1:]:
            who = Said("%(seats)s or %(seat)s", seats=who, seat=other)
        one = Said("%(contract)s by %(seats)s", contract=contract, seats=who)
        said = (
            one
            if said is None
            else Said("%(contracts)s; %(contract)s", contracts=said, contract=one)
        )
    score_said = f"{side} +{abs(score)}"
    if said is None:
        return score_said
    return Said("%(score)s: %(contracts)s", score=score_said, contracts=said)


def whist_label(tricks: Tricks, dealer: str, trump: Card | None) -> str | Said:
    """What double dummy gives at whist: the trump card's suit, the lead from the dealer's
    left: "With ♥ trumps and East leading: North-South 7, East-West 6"."""
    if trump is None:
        return ""
    leader = SEATS[(SEATS.index(dealer) + 1) % 4]
    ns = whist_tricks(tricks, dealer, trump.suit)
    return Said(
        "With %(suit)s trumps and %(seat)s leading: North-South %(ns)s, East-West %(ew)s",
        suit=SUIT_SYMBOLS[trump.suit],
        seat=SEAT_WORDS[leader],
        ns=ns,
        ew=13 - ns,
    )


@dataclass(frozen=True)
class Record:
    """One board of a hand record, ready to print or paste."""

    board: int
    dealer: str
    vulnerability: str | Said  # "N-S vulnerable", or "" for a game without it
    deal: Deal
    tricks: Tricks | None = None
    par: str | Said = ""  # ``par_label``
    trump: Card | None = None

    @property
    def heading(self) -> str:
        """ "Board 1 · Dealer West · Trump card ♥5", in the language active when it is read."""
        parts: list[str | Said] = [
            Said("Board %(board)s", board=self.board),
            Said("Dealer %(seat)s", seat=SEAT_WORDS[self.dealer]),
        ]
        if self.vulnerability:
            parts.append(self.vulnerability)
        if self.trump is not None:
            parts.append(Said("Trump card %(card)s", card=self.trump.label))
        return " \u00b7 ".join(map(str, parts))

    @property
    def whist(self) -> str | Said:
        return whist_label(self.tricks, self.dealer, self.trump) if self.tricks else ""


def _suit_lines(deal: Deal, seat: str) -> list[str]:
    hand = deal.hand(seat)
    return [f"{SUIT_SYMBOLS[s]} {hand.shown(s)}" for s in SUITS]


def diagram(deal: Deal) -> list[str]:
    """The four hands round the compass, North at the top, as lines of text."""
    west, east = _suit_lines(deal, "W"), _suit_lines(deal, "E")
    gap = max(len(line) for line in west) + 4
    middle = max(gap, 16)
    lines = [" " * middle + line for line in _suit_lines(deal, "N")]
    lines += [f"{w:<{middle * 2}}{e}".rstrip() for w, e in zip(west, east, strict=True)]
    lines += [" " * middle + line for line in _suit_lines(deal, "S")]
    return lines


def table_lines(tricks: Tricks) -> list[str]:
    """The double-dummy table: a row per declarer, a column per strain."""
    head = str(Said("Double dummy")) + " " + "".join(f"{STRAIN_LABELS[s]:>4}" for s in STRAINS)
    rows = [
        f"  {SEAT_WORDS[seat]:<11}" + "".join(f"{tricks[seat][s]:>4}" for s in STRAINS)
        for seat in TABLE_SEATS
    ]
    return [head, *rows]


def record_text(record: Record) -> str:
    """One board of the plain-text hand record."""
    lines = [record.heading, "", *diagram(record.deal), ""]
    if record.tricks:
        lines += table_lines(record.tricks)
    if record.whist:
        lines.append(str(record.whist))
    if record.par:
        lines.append(str(Said("Par: %(par)s", par=record.par)))
    return "\n".join(lines).rstrip() + "\n"


def hand_record_text(title: str, records: Sequence[Record]) -> str:
    """Every board of an event, one after another under the event's title."""
    parts = [title, "=" * len(title), ""]
    for record in records:
        parts.append(record_text(record))
    return "\n".join(parts)
