"""Double-dummy tricks and par, by Bo Haglund and Soren Hein's DDS (bundled with endplay).

``tables(deals)`` gives, for every deal, the tricks each seat makes as declarer in each strain
with all four hands in view (the opening lead from declarer's left); ``par(tricks, dealer,
vulnerability)`` the best score both sides can force in contract bridge, and the contracts that
reach it, as DDS works it out from the dealer on.  The tables and par are ``double_dummy``'s
``Tricks`` and ``Par``; that module reads them without the solver.

The solver is slow to import (endplay brings matplotlib): the site imports this module when a
deal is first analysed (``tournaments.lazy``), not when it starts.

DDS solves up to forty deals in one call on all the machine's cores; calls are serialised here
because its thread pool is one per process.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from endplay._dds import ddTableResults  # the solver's own record of a table
from endplay.dds import calc_all_tables
from endplay.dds import par as dds_par
from endplay.dds.ddtable import DDTable
from endplay.types import Contract, Denom, Penalty, Player, Vul
from endplay.types import Deal as SolverDeal

from .cards import SEATS, STRAINS, Deal
from .double_dummy import Par, Tricks

# DDS takes at most 40 deals per call when every strain is solved (MAXNOOFTABLES).
BATCH = 40
_SOLVER = threading.Lock()
_DENOM = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades}
_DENOM["NT"] = Denom.nt
_STRAIN_OF = {d: s for s, d in _DENOM.items()}
_VUL = {"none": Vul.none, "ns": Vul.ns, "ew": Vul.ew, "both": Vul.both}


def tables(deals: Sequence[Deal]) -> list[Tricks]:
    """The double-dummy table of every deal, in order."""
    out: list[Tricks] = []
    for start in range(0, len(deals), BATCH):
        chunk = [SolverDeal(d.pbn()) for d in deals[start : start + BATCH]]
        with _SOLVER:
            solved = list(calc_all_tables(chunk))
        out.extend(_as_dict(t) for t in solved)
    return out


def _as_dict(table: DDTable) -> Tricks:
    return {
        seat: {strain: int(table[_DENOM[strain], Player(i)]) for strain in STRAINS}
        for i, seat in enumerate(SEATS)
    }


def par(tricks: Tricks, dealer: str, vulnerability: str) -> Par:
    """Contract bridge par from a double-dummy table: the score North-South can force (and
    East-West can hold them to) when both bid to the limit, dealer first."""
    table = DDTable(_solver_table(tricks))
    contracts = []
    with _SOLVER:
        found = dds_par(table, _VUL[vulnerability], Player(SEATS.index(dealer)))
        # Each contract is read as it comes: the library reuses one record for a contract
        # that either partner may declare, so only the current one is right.
        for contract in found:
            contracts.append(_contract_text(contract))
        score = int(found.score)
    return Par(score, tuple(dict.fromkeys(contracts)) if score else ())


def _solver_table(tricks: Tricks) -> ddTableResults:
    """The table as DDS keeps it (``ddTableResults``: strain, then seat)."""
    data = ddTableResults()
    for strain in STRAINS:
        for i, seat in enumerate(SEATS):
            data.resTable[_DENOM[strain]][i] = tricks[seat][strain]
    return data


def _contract_text(contract: Contract) -> str:
    """ "4SN", "3NTS+1", "5HXE-2": level, strain, doubled, declarer, and tricks over or under."""
    strain = _STRAIN_OF[contract.denom]
    doubled = {Penalty.doubled: "X", Penalty.redoubled: "XX"}.get(contract.penalty, "")
    result = contract.result
    extra = f"+{result}" if result > 0 else (str(result) if result < 0 else "")
    return f"{contract.level}{strain}{doubled}{SEATS[int(contract.declarer)]}{extra}"
