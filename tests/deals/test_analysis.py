"""Double dummy and par from DDS, checked against tables and par recorded by others: DDS's
own test list and a RealBridge hand record (the sources are named in ``published``)."""

from __future__ import annotations

import pytest

from tests.deals.published import (
    DDS_LIST10,
    REALBRIDGE,
    SEATS,
    VULNERABILITY,
    dds_contracts,
    dds_table,
)
from tournaments.deals.analysis import par, tables
from tournaments.deals.cards import Deal
from tournaments.deals.double_dummy import whist_tricks


def test_the_tables_of_ddss_own_test_list_match():
    deals = [Deal.parse(text) for _d, _v, text, *_ in DDS_LIST10]
    solved = tables(deals)
    for (_d, _v, text, table, *_), got in zip(DDS_LIST10, solved, strict=True):
        assert got == dds_table(table), text


@pytest.mark.parametrize("row", DDS_LIST10, ids=[f"deal-{i}" for i in range(1, 11)])
def test_par_from_the_dealer_matches_ddss_recorded_par(row):
    dealer, vul, _text, table, score, contracts = row
    found = par(dds_table(table), SEATS[dealer], VULNERABILITY[vul])
    assert found.score == int(score)
    assert set(found.contracts) == dds_contracts(contracts)


def test_a_realbridge_hand_record_matches():
    recorded = {}
    for line in REALBRIDGE["table"].splitlines():
        seat, strain, tricks = line.split()
        recorded.setdefault(seat, {})["NT" if strain == "NT" else strain] = int(tricks)
    (got,) = tables([Deal.parse(REALBRIDGE["deal"])])
    assert got == recorded
    found = par(got, REALBRIDGE["dealer"], REALBRIDGE["vulnerability"])
    assert f"NS +{found.score}" == REALBRIDGE["optimum_score"]
    # One notrump made by North or South is what North-South can get and no more.
    assert set(found.contracts) == {"1NTN", "1NTS"}


def test_a_deal_passed_out_at_par_has_no_contract():
    """Every seat takes six or fewer tricks in every strain: nothing makes, par is 0."""
    flat = {s: {t: 6 for t in ("C", "D", "H", "S", "NT")} for s in "NESW"}
    found = par(flat, "N", "none")
    assert (found.score, found.contracts) == (0, ())


def test_whist_tricks_are_the_dealers_with_the_lead_from_the_left():
    """The dealer's left leads at whist, as DDS leads for the dealer as declarer: North-South's
    tricks are the dealer's own when North or South deals, the rest when East or West does."""
    table = dds_table(DDS_LIST10[0][3])  # East takes 10 in spades, 9 from West's side
    assert whist_tricks(table, "E", "S") == 13 - 10
    assert whist_tricks(table, "W", "S") == 13 - 9
    assert whist_tricks(table, "N", "H") == 7
