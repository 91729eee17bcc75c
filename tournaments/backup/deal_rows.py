"""The deals of a restored event: one per tray, each checked as the site's own ways in check
a deal (52 different cards, 13 to a hand), with an analysis of the right shape whose par is
what the double-dummy table gives (par is worked out again from the table: a moment, where
solving the deal again would take a quarter of a second a deal)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from said import Said
from tournaments import lazy
from tournaments import models as m
from tournaments.backup.schema import (
    DEAL_FIELDS,
    BackupError,
    checked,
    number,
    records,
    save_all,
)
from tournaments.deals.cards import SEATS, STRAINS, DealError
from tournaments.deals.cards import Deal as Cards

if TYPE_CHECKING:
    from tournaments.deals import analysis
else:  # the solver is imported when a deal is first analysed
    analysis = lazy.module("tournaments.deals.analysis")

CONTRACT = re.compile(r"[1-7](NT|[CDHS])X{0,2}[NESW]([+-]\d{1,2})?")


def deals(event: m.Event, raw, trays: dict[int, m.Tray]) -> None:
    rows = []
    seen: set[int] = set()
    for i, row in enumerate(records(raw, ("tray", *DEAL_FIELDS), "deals")):
        where = f"deals[{i}]"
        n = number(row["tray"], f"{where}.tray")
        tray = trays.get(n)
        if tray is None:
            raise BackupError(
                Said("%(where)s.tray: there is no tray %(n)s in this backup.", where=where, n=n)
            )
        if n in seen:
            raise BackupError(Said("%(where)s: tray %(n)s has two deals.", where=where, n=n))
        seen.add(n)
        deal = checked(m.Deal(tray=tray, **{k: row[k] for k in DEAL_FIELDS}), where)
        _cards(deal, where)
        _analysis(event, deal, where)
        rows.append(deal)
    save_all(m.Deal, rows)


def _cards(deal: m.Deal, where: str) -> None:
    try:
        cards = Cards.parse(deal.hands)
    except DealError as exc:
        raise BackupError(Said("%(where)s.hands: %(exc)s.", where=where, exc=exc)) from None
    if cards.pbn() != deal.hands:
        raise BackupError(
            Said(
                "%(where)s.hands: not written as the site writes a deal (%(value)s).",
                where=where,
                value=cards.pbn(),
            )
        )


def _analysis(event: m.Event, deal: m.Deal, where: str) -> None:
    if deal.tricks is None:
        if deal.par_score is not None or deal.par_contracts or deal.analysed_at is not None:
            raise BackupError(
                Said(
                    "%(where)s: par or an analysis time without a double-dummy table.", where=where
                )
            )
        return
    tricks = deal.tricks
    good = set(tricks) == set(SEATS) and all(
        isinstance(by, dict)
        and set(by) == set(STRAINS)
        and all(type(t) is int and 0 <= t <= 13 for t in by.values())
        for by in tricks.values()
    )
    if not good:
        raise BackupError(
            Said(
                "%(where)s.tricks: a double-dummy table is 0 to 13 tricks for each of N, E, S, W in each of C, D, H, S, NT.",
                where=where,
            )
        )
    if not all(isinstance(c, str) and CONTRACT.fullmatch(c) for c in deal.par_contracts):
        raise BackupError(
            Said("%(where)s.par_contracts: contracts are written like 4SN or 5HXE-1.", where=where)
        )
    if event.game != m.Game.BRIDGE:
        if deal.par_score is not None or deal.par_contracts:
            raise BackupError(Said("%(where)s: par is for contract bridge only.", where=where))
        return
    found = analysis.par(tricks, deal.tray.dealer, deal.tray.vulnerability or "none")
    if (deal.par_score, tuple(deal.par_contracts)) != (found.score, found.contracts):
        raise BackupError(
            Said(
                "%(where)s: par %(par_score)s %(par_contracts)s is not what the double-dummy table gives (%(score)s %(contracts)s).",
                where=where,
                par_score=deal.par_score,
                par_contracts=deal.par_contracts,
                score=found.score,
                contracts=list(found.contracts),
            )
        )
