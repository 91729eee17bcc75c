"""The deals of a restored event: one per tray, each checked as the site's own ways in check
a deal (52 different cards, 13 to a hand), with an analysis of the right shape whose par is
what the double-dummy table gives (par is worked out again from the table: a moment, where
solving the deal again would take a quarter of a second a deal)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

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
            raise BackupError(f"{where}.tray: there is no tray {n} in this backup.")
        if n in seen:
            raise BackupError(f"{where}: tray {n} has two deals.")
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
        raise BackupError(f"{where}.hands: {exc}.") from None
    if cards.pbn() != deal.hands:
        raise BackupError(f"{where}.hands: not written as the site writes a deal ({cards.pbn()}).")


def _analysis(event: m.Event, deal: m.Deal, where: str) -> None:
    if deal.tricks is None:
        if deal.par_score is not None or deal.par_contracts or deal.analysed_at is not None:
            raise BackupError(f"{where}: par or an analysis time without a double-dummy table.")
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
            f"{where}.tricks: a double-dummy table is 0 to 13 tricks for each of N, E, S, W "
            "in each of C, D, H, S, NT."
        )
    if not all(isinstance(c, str) and CONTRACT.fullmatch(c) for c in deal.par_contracts):
        raise BackupError(f"{where}.par_contracts: contracts are written like 4SN or 5HXE-1.")
    if event.game != m.Game.BRIDGE:
        if deal.par_score is not None or deal.par_contracts:
            raise BackupError(f"{where}: par is for contract bridge only.")
        return
    found = analysis.par(tricks, deal.tray.dealer, deal.tray.vulnerability or "none")
    if (deal.par_score, tuple(deal.par_contracts)) != (found.score, found.contracts):
        raise BackupError(
            f"{where}: par {deal.par_score} {deal.par_contracts} is not what the double-dummy "
            f"table gives ({found.score} {list(found.contracts)})."
        )
