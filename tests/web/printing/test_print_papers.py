"""Every paper of a played whist Mitchell, downloaded from the print page and read back.

The event: three tables, trays 1-6 two a round, North-South stationary, East-West up one
table and trays down one (Mitchell).  North-South pair n takes 6 + n tricks on every tray, so
on each tray 3 NS beats 2 NS beats 1 NS, and each East-West pair meets each North-South pair
on two trays.  Worked by hand:

- match points (one a pair beaten, top 2 a tray): 3 NS 12 of 12 (100%), 2 NS 6 (50%), 1 NS 0;
  every East-West pair 2 + 2 + 1 + 1 + 0 + 0 = 6 of 12 (50%), all equal first.
- trick totals: 1 NS 42, 2 NS 48, 3 NS 54, North-South average 48: -6, =, +6.
- tray 1 (trays 1-2 start at table 1, then go down to table 3, then table 2) is played by
  1 NS v 1 EW (round 1, table 1), 3 NS v 2 EW (round 2, table 3), 2 NS v 3 EW (round 3).
"""

from __future__ import annotations

import datetime as dt
import re
from urllib.parse import urlsplit

import pytest
from django.urls import resolve, reverse

from movements.progressive import progressive
from tests.builders import club_named, club_user, euchre_party, played_mitchell, seating_for
from tests.printing.pdfread import ink_fraction, page_sizes, page_with, pages_text
from tournaments import models as m
from tournaments import papers, services
from tournaments.services.progressive import parse_tables, seat_by_hand

DUPLICATE = ("table-cards", "guide-cards", "tray-labels", "travellers", "score-cards", "results")
A4 = (595, 842)
LETTER = (612, 792)
PAGES = {  # 3 tables, 6 pairs, 6 trays: two table cards, six guide cards, eight labels,
    "table-cards": 2,  # four travellers and four score cards to a page
    "guide-cards": 1,
    "tray-labels": 1,
    "travellers": 2,
    "score-cards": 2,
}


@pytest.fixture
def director(db):
    """An organiser without a password: hashing one costs more than printing every paper."""
    return club_user("print-director")


@pytest.fixture
def signed_in(client, director):
    client.force_login(director)
    return client


@pytest.fixture
def played(director):
    return played_mitchell(director)


def url(event: m.Event, kind: str, paper: str = "a4") -> str:
    return reverse("print-paper", args=[event.slug, kind]) + f"?paper={paper}"


def download(client, event: m.Event, kind: str, paper: str = "a4") -> bytes:
    response = client.get(url(event, kind, paper))
    assert response.status_code == 200, response.content[:200]
    assert response["Content-Type"] == "application/pdf"
    return response.content


def test_the_print_page_offers_every_duplicate_paper_on_both_sizes(signed_in, played):
    html = signed_in.get(reverse("print", args=[played.slug])).content.decode()
    for kind in DUPLICATE:
        assert url(played, kind, "a4").replace("&", "&amp;") in html
        assert url(played, kind, "letter").replace("&", "&amp;") in html
    assert reverse("print-paper", args=[played.slug, "tally-cards"]) not in html
    event_page = signed_in.get(played.get_absolute_url()).content.decode()
    assert reverse("print", args=[played.slug]) in event_page


def test_the_table_cards_say_who_plays_which_trays_and_where_they_go(signed_in, played):
    pages = pages_text(download(signed_in, played, "table-cards"))
    assert len(pages) == PAGES["table-cards"]
    assert all("Club night · 20 November 2026" in p for p in pages)
    first = page_with(pages, "Table 1")
    assert "1 NS Ann Smith & Bob Jones 1 EW 1-2" in first
    assert "EW to table 2, sit EW; trays to table 3" in first
    assert "scan to enter results" in first
    table_3 = page_with(pages, "Table 3")
    assert "1 3 NS Cora Ames & Dan Brook 3 EW 5-6" in table_3


def test_the_guide_card_of_a_moving_pair_lists_its_tables(signed_in, played):
    pages = pages_text(download(signed_in, played, "guide-cards"))
    assert len(pages) == PAGES["guide-cards"]
    page = pages[0]
    card = page[page.index("1 EW Mitchell") : page.index("2 EW Mitchell")]
    assert "1 1 EW 1-2 1 NS 2 2 EW 5-6 2 NS 3 3 EW 3-4 3 NS" in card
    assert "3 NS Cora Ames & Dan Brook" in page


def test_the_tray_labels_follow_the_stored_dealers(signed_in, played):
    pages = pages_text(download(signed_in, played, "tray-labels"))
    assert len(pages) == PAGES["tray-labels"]
    # whist: West deals the first hand, then the deal passes to the left (North, East, South)
    for tray, dealer in ((1, "West"), (2, "North"), (3, "East"), (4, "South"), (5, "West")):
        assert f"TRAY {tray} Dealer: {dealer}" in pages[0]
    assert pages[0].count("TRUMP SLIP") == 6


def test_the_travellers_are_pre_filled_in_play_order(signed_in, played):
    pages = pages_text(download(signed_in, played, "travellers"))
    assert len(pages) == PAGES["travellers"]
    slip = page_with(pages, "Tray 1 ")
    assert "1 1 1 NS 1 EW 2 3 3 NS 2 EW 3 2 2 NS 3 EW" in slip
    assert "Traveller · Tray 6" in pages[1]


def test_the_score_cards_are_pre_filled_with_every_tray(signed_in, played):
    pages = pages_text(download(signed_in, played, "score-cards"))
    assert len(pages) == PAGES["score-cards"]
    page = page_with(pages, "Score card: 3 NS Cora Ames & Dan Brook")
    rows = "1 5 3 NS 3 EW 1 6 3 NS 3 EW 2 1 3 NS 2 EW 2 2 3 NS 2 EW 3 3 3 NS 1 EW 3 4 3 NS 1 EW"
    assert rows in page


def test_the_results_sheet_has_the_standings_then_every_traveller(signed_in, played):
    pages = pages_text(download(signed_in, played, "results"))
    text = " ".join(pages)
    assert "1 3 NS Cora Ames & Dan Brook 6 12 12 100" in text
    assert "3 1 NS Ann Smith & Bob Jones 6 0 12 0" in text
    assert text.count(" 1= ") >= 3  # the three East-West pairs share first place
    assert "3 NS Cora Ames & Dan Brook 54 48 +6" in text
    assert text.index("Match points: North-South") < text.index("Tray 1 (dealer West)")
    tray_1 = text[text.index("Tray 1 (dealer West)") : text.index("Tray 2 (dealer North)")]
    assert "1 1 1 NS 1 EW 7 6 0 2 2 3 3 NS 2 EW 9 4 2 0 3 2 2 NS 3 EW 8 5 1 1" in tray_1
    assert "Tray 6 (dealer North)" in pages[-1]


def test_every_paper_on_a4_and_on_letter(signed_in, played):
    for kind in DUPLICATE:
        a4 = page_sizes(download(signed_in, played, kind, "a4"))
        letter = page_sizes(download(signed_in, played, kind, "letter"))
        assert {tuple(sorted(round(x) for x in s)) for s in a4} == {A4}, kind
        assert {tuple(sorted(round(x) for x in s)) for s in letter} == {LETTER}, kind
        assert len(a4) == len(letter) or kind == "results"


def test_a_rendered_page_carries_ink(signed_in, played):
    for kind in DUPLICATE:
        assert ink_fraction(download(signed_in, played, kind)) > 0.005, kind


def test_table_cards_link_each_table_to_its_entry_page(played):
    urls = papers.entry_urls(played, "http://club.test/")
    tables = {t.number: t.secret for t in played.tables.all()}
    assert urls == {n: f"http://club.test/t/{secret}/" for n, secret in tables.items()}
    assert resolve(urlsplit(urls[1]).path).url_name == "table-entry"


def test_before_the_start_the_cards_print_without_qr_codes_or_results(director, signed_in):
    event = services.create_event(
        by=director,
        name="Draft night",
        date=dt.date(2026, 12, 1),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=3,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
    )
    client = signed_in
    pages = pages_text(download(client, event, "table-cards"))
    assert "1 NS 1 EW 1-2" in pages[0] and "scan to enter results" not in pages[0]
    labels = pages_text(download(client, event, "tray-labels"))
    assert "TRAY 1 Dealer: West" in labels[0]
    assert client.get(url(event, "results")).status_code == 404
    page = client.get(reverse("print", args=[event.slug])).content.decode()
    assert "printed once a result has been entered" in page


def test_a_paper_the_event_has_not_or_a_size_unknown_is_refused(signed_in, played):
    for kind in ("tally-cards", "table-signs", "nonsense", "results.pdf"):
        assert signed_in.get(url(played, kind)).status_code == 404, kind
    assert signed_in.get(url(played, "Table-Cards")).status_code == 404
    missing = reverse("print-paper", args=["no-such-event", "table-cards"])
    assert signed_in.get(missing).status_code == 404
    response = signed_in.get(url(played, "travellers", "a3"))
    assert response.status_code == 400
    assert b"a4 or letter" in response.content


def test_an_unpublished_event_prints_for_its_organisers_only(client, played):
    pages = [reverse("print", args=[played.slug]), *(url(played, k) for k in DUPLICATE)]
    pages.append(reverse("print-table-cards", args=[played.slug]))
    for page in pages:
        assert client.get(page).status_code == 404, page
    client.force_login(club_user("rival-director", club=club_named("Rival Club")))
    assert all(client.get(page).status_code == 404 for page in pages)


def test_a_published_event_prints_for_anyone_but_the_table_cards(client, director, played):
    """The table cards carry each table's entry link: the organisers' alone."""
    services.publish_event(played, by=director)
    page = client.get(reverse("print", args=[played.slug])).content.decode()
    assert "Table indicator cards" not in page and "Personal guide cards" in page
    for kind in DUPLICATE:
        if kind == "table-cards":
            assert client.get(url(played, kind)).status_code == 404
        else:
            assert download(client, played, kind)[:5] == b"%PDF-"


def new_event(
    by, kind: str, size: int, form: str, boards: int, game: str = m.Game.WHIST
) -> m.Event:
    return services.create_event(
        by=by,
        name=f"{kind} night",
        date=dt.date(2026, 12, 4),
        game=game,
        form=form,
        movement_kind=kind,
        movement_size=size,
        boards_per_round=boards,
        scoring_method=m.scoring_choices(game, form)[0][0],  # the form's usual method
    )


def test_team_papers_carry_the_team_names(director, signed_in):
    """Howell's five teams: each team's pairs meet each of the four other teams once."""
    event = new_event(director, "howell-teams", 5, m.Form.TEAMS, 4)
    services.register_entrant(
        event.entrants.get(label="a"), by=director, player_names=[], name="Lions"
    )
    services.register_entrant(
        event.entrants.get(label="a.NS"), by=director, player_names=["Ann Bell", "Bo Cole"]
    )
    services.start_event(event, by=director)
    guide = " ".join(pages_text(download(signed_in, event, "guide-cards")))
    card = guide[guide.index("Team a NS pair Lions: Ann Bell & Bo Cole") :]
    card = card[: card.index("Team a EW pair")]
    for team in "bcde":
        assert card.count(f"Team {team} EW pair") == 1, team
    assert "Team a EW pair Lions" in guide
    cards = " ".join(pages_text(download(signed_in, event, "table-cards")))
    assert "Lions: Ann Bell & Bo Cole" in cards
    scores = pages_text(download(signed_in, event, "score-cards"))
    assert len(page_with(scores, "Score card: Team a NS pair Lions")) > 0


def test_individual_papers_carry_the_players_names(director, signed_in):
    """Eight players: seven rounds, a different partner each, every other player met twice."""
    event = new_event(director, "individual", 8, m.Form.INDIVIDUALS, 2)
    services.register_entrant(
        event.entrants.get(label="1"), by=director, player_names=["Edith Ames"]
    )
    services.start_event(event, by=director)
    guide = " ".join(pages_text(download(signed_in, event, "guide-cards")))
    card = guide[guide.index("Player 1 Edith Ames") : guide.index("Player 2 Whist")]
    rows = card[card.index("Against") :]
    partners = [int(n) for n in re.findall(r"partner Player (\d)", rows)]
    met = [int(n) for n in re.findall(r"(?<!partner )Player (\d)", rows)]
    assert sorted(partners) == [2, 3, 4, 5, 6, 7, 8]
    assert sorted(met) == sorted([2, 3, 4, 5, 6, 7, 8] * 2)
    travellers = " ".join(pages_text(download(signed_in, event, "travellers")))
    assert "Player 1 & " in travellers or " & Player 1 " in travellers


def test_a_progressive_evening_prints_tally_cards_and_table_signs(director, signed_in):
    event = euchre_party(director)
    seat_by_hand(event, parse_tables("L3 G1 / L1 G4\nL2 G2 / L4 G3"), by=director)
    html = signed_in.get(reverse("print", args=[event.slug])).content.decode()
    assert url(event, "tally-cards").replace("&", "&amp;") in html
    assert reverse("print-paper", args=[event.slug, "travellers"]) not in html
    tallies = pages_text(download(signed_in, event, "tally-cards"))
    assert len(tallies) == 2  # eight players, four tallies to a page
    text = " ".join(tallies)
    boxes = " ".join(["\u2610"] * 3)
    for label, name, table in (("Lady 3", "Lady C", 1), ("Gentleman 3", "Sir C", 2)):
        card = text[text.index(f"{label} {name}") :]
        assert f"Gold Red Green 1 {table} {boxes} 2 {boxes}" in card
        assert f"5 {boxes}" in card and f"6 {boxes}" not in card[: card.index("Euchre party")]
    signs = pages_text(download(signed_in, event, "table-signs", "letter"))
    assert len(signs) == 2
    assert "Head table" in signs[0] and "Booby table Table 2" in signs[1]
    assert signed_in.get(url(event, "table-cards")).status_code == 404


def test_a_bridge_results_sheet_prints_contracts_and_scores(director, signed_in):
    """Tray 1 (nobody vulnerable) at three tables: 4S made (+420), 3NT made (+400) and 4S one
    down (-50): 2, 1 and 0 match points to North-South, the rest to East-West."""
    event = new_event(director, "mitchell", 3, m.Form.PAIRS, 1, m.Game.BRIDGE)
    services.start_event(event, by=director)
    event.refresh_from_db()
    played = {("1NS", "1EW"): ("4S", "N", 10), ("2NS", "3EW"): ("3NT", "S", 9)}
    played[("3NS", "2EW")] = ("4S", "N", 9)
    entries = [
        services.BridgeEntry(seating_for(event, 1, ns, ew).pk, *line)
        for (ns, ew), line in played.items()
    ]
    services.record_traveller(event, 1, entries, by=director)
    text = " ".join(pages_text(download(signed_in, event, "results")))
    tray_1 = text[text.index("Board 1 (dealer North, vulnerable: None)") :]
    assert "1 1 1 NS 1 EW 4S N 10 420 2 0" in tray_1
    assert "2 3 3 NS 2 EW 4S N 9 -50 0 2" in tray_1
    assert "3 2 2 NS 3 EW 3NT S 9 400 1 1" in tray_1
    labels = pages_text(download(signed_in, event, "tray-labels"))
    assert "BOARD 2 Dealer: East" in labels[0] and "TRUMP SLIP" not in labels[0]


def test_a_progressive_event_without_stored_guests_prints_its_seeded_draw(director):
    """Two tables of four, ladies and gentlemen: four of each, drawn with the event's seed."""
    event = m.Event.objects.create(
        club=club_named(),
        name="Hearts party",
        slug="hearts-party",
        date=dt.date(2026, 3, 1),
        game=m.Game.HEARTS,
        form=m.Form.PROGRESSIVE,
        movement_kind="progressive",
        movement_size=2,
        movement_options={"groups": "two", "rounds": 3},
        seed=5,
    )
    drawn = progressive(2, groups="two", seed=5)
    pages = pages_text(papers.paper_pdf(event, "tally-cards"))
    text = " ".join(pages)
    assert len(pages) == 2 and text.count("Game Table Gold Red Green") == 8
    boxes = " ".join(["\u2610"] * 3)
    for label in ("L1", "G4"):
        table = drawn.seating_of(label, 1).table
        name = label.replace("L", "Lady ").replace("G", "Gentleman ")
        card = text[text.index(name) :]
        assert f"Green 1 {table} {boxes} 2 {boxes} 3 {boxes} Hearts party" in card
