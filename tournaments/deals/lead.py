"""The opening lead: a card, made by the declarer's left-hand opponent, who must hold it.

A table may give the lead with its result; when the tray's deal is known the lead is checked
against the leader's hand, so a card typed wrongly is put right while the table still
remembers it.  Every entry path (the table's phone, the director's traveller and score slip)
calls ``check_lead``.
"""

from __future__ import annotations

import re

from said import Said
from tournaments.deals.cards import SEAT_WORDS, SEATS, Card, Deal
from tournaments.scoring.entry import EntryError

LEAD = re.compile(r"[SHDC][AKQJT2-9]")


def opening_leader(declarer: str) -> str:
    """The seat on the declarer's left, who makes the opening lead."""
    return SEATS[(SEATS.index(declarer) + 1) % 4]


def check_lead(
    lead: str, contract: str, declarer: str, where: str, *, deal: Deal | None = None
) -> str:
    """The lead as stored (suit then rank: SA, HT, D7), or "" when none was given.

    Refused with a message that says what to put right: not a card, no contract to lead to,
    or (the deal known) a card the opening leader does not hold."""
    text = (lead or "").strip().upper().replace("10", "T")
    if not text:
        return ""
    if not LEAD.fullmatch(text):
        raise EntryError(
            Said("%(where)s: the opening lead is a card, suit then rank (SA, HT, D7).", where=where)
        )
    if not contract or contract == "PASS":
        raise EntryError(
            Said("%(where)s: there is no opening lead without a contract.", where=where)
        )
    if deal is None or declarer not in SEATS:
        return text
    card, leader = Card.parse(text), opening_leader(declarer)
    if card not in deal.hand(leader):
        holder = SEAT_WORDS[deal.holder(card)]
        raise EntryError(
            Said(
                "%(where)s: the opening lead is made by %(SEAT_NAMES)s, on the declarer's left, "
                "who does not hold %(label)s (%(holder)s holds it): check the lead.",
                where=where,
                SEAT_NAMES=SEAT_WORDS[leader],
                label=card.label,
                holder=holder,
            )
        )
    return text
