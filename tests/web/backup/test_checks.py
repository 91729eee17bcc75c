"""Every field of a backup is checked as the site's forms check it, whatever the signature: a
file this site exported (signed again after each change here) is still refused when a value,
the event's form, a seat, a table link or a stored score is wrong, with a message naming the
row and field, and nothing is saved."""

from __future__ import annotations

import copy

import pytest

from tests.builders import HAND_DRAWN, ROUNDS, euchre_evening, make_individual, play_round
from tests.web.backup.played import bridge_match, edited, played_event, refused
from tournaments.backup import BackupError, export_event, import_event, parse
from tournaments.backup.schema import MAX_BYTES, MAX_DEPTH
from tournaments.services import progressive as ps

PLAYED: dict[str, dict] = {}


@pytest.fixture
def exported(organiser):
    """The played event's document, built once: it is plain data, and every test here only
    changes a copy of it and sees it refused."""
    if "document" not in PLAYED:
        PLAYED["document"] = export_event(played_event(organiser))
    return copy.deepcopy(PLAYED["document"])


def first_change_by_director(d):
    return next(c for c in d["result_changes"] if c["changed_by"])


def adjusted(d):
    return next(r for r in d["results"] if r["adjustment"])


@pytest.mark.parametrize(
    ("change", "match"),
    [
        # Table links: the site's own form (URL-safe, 22 to 40 characters) and randomness.
        (lambda d: d["tables"][0].update(secret="a"), r"tables\[0\].secret: a table link is 22"),
        (lambda d: d["tables"][0].update(secret="../.."), r"tables\[0\].secret"),
        (lambda d: d["tables"][0].update(secret=""), r"tables\[0\].secret"),
        (lambda d: d["tables"][0].update(secret="x" * 41), r"tables\[0\].secret"),
        (lambda d: d["tables"][0].update(secret="ab" * 12), "too easy to guess"),
        (lambda d: d["tables"][0].update(secret=12345), r"tables\[0\].secret: expected text"),
        # The event's form, game and scoring agree with its movement and rows.
        (lambda d: d["event"].update(form="individuals"), "seats pairs, not individuals"),
        (lambda d: d["event"].update(form="teams"), "seats pairs, not teams of four"),
        (lambda d: d["event"].update(form="progressive"), "progressive party's rows are missing"),
        (lambda d: d["event"].update(game="euchre"), "only at a progressive party"),
        (lambda d: d["event"].update(scoring_method="imps"), "not scored by 'imps'"),
        (lambda d: d["event"].update(current_round=9), "current_round: there is no round 9"),
        (lambda d: d.update(progressive={}), "only a progressive party has these rows"),
        (lambda d: d["entrants"][0].update(kind="individual"), "of kind 'pair', not 'individual'"),
        (lambda d: d["entrants"][0].update(kind="team"), "cannot be a team here"),
        (lambda d: d["entrants"][1].update(team="1EW"), r"entrants\[1\].team: there is no team"),
        (lambda d: d["entrants"].pop(), "movement does not seat them all and seats 3NS"),
        (lambda d: d["seatings"][0].update(north="1EW"), "pairs seat pairs .ns and ew., not"),
        # Stored scores are what the scoring package gives.
        (lambda d: d["results"][0].update(contract="4S"), r"results\[0\]: stored contract '4S'"),
        (lambda d: d["results"][0].update(ns_score=5), "stored ns_score 5, but the line scores"),
        (lambda d: d["results"][0].update(ew_tricks=None), "holds both sides' tricks"),
        (lambda d: d["results"][0].update(ns_tricks=9, ew_tricks=9), "whist_tricks_total_13"),
        (lambda d: adjusted(d).update(ns_tricks=6, ew_tricks=7), "stored ns_tricks 6, ew_t"),
        # Every field as a form checks it: types, ranges, choices, lengths, times, JSON.
        (lambda d: d["event"].update(seed=True), r"event.seed: expected a whole number"),
        (lambda d: d["event"].update(seed=2**40), r"event.seed: 1099511627776 is out of range"),
        # Django's field reference: a PositiveSmallIntegerField holds 0 to 32767 everywhere.
        (
            lambda d: d["event"].update(session=32768),
            r"event.session: 32768 is out of range \(0 to 32767\)",
        ),
        (lambda d: d["event"].update(movement_size="3"), "expected a whole number, not '3'"),
        (lambda d: d["event"].update(published="yes"), "published: expected true or false"),
        (lambda d: d["event"].update(name=7), r"event.name: expected text, not 7"),
        (lambda d: d["event"].update(venue="a\x00b"), "NUL"),
        (lambda d: d["event"].update(date=20261120), "event.date: expected a date written"),
        (lambda d: d["event"].update(date="20th November"), "event.date"),
        (lambda d: d["event"].update(created_at="2026-11-20T19:00:00"), "needs its time zone"),
        (lambda d: d["event"].update(movement_options=[]), "options: expected dict, not list"),
        (lambda d: d["event"].update(custom_movement="x"), "custom_movement: only a movement"),
        (
            lambda d: d["event"].update(movement_kind="custom", custom_movement="x" * 200_001),
            "custom_movement: 200,001 bytes; a movement file is at most 200,000",
        ),
        (lambda d: d["trays"][0].update(vulnerability="all"), "not a valid choice"),
        (lambda d: d["rounds"][0].update(note="n" * 201), "at most 200 characters"),
        (lambda d: d["result_changes"][0].update(action="erased"), "not a valid choice"),
        (lambda d: d["result_changes"][0].update(old_value="7"), "expected dict or null"),
        (
            lambda d: d["result_changes"][0].update(new_value={"x": "y" * 100_001}),
            r"result_changes\[0\].new_value: 100,010 characters, over 100,000",
        ),
        (lambda d: d["results"][0].update(entered_via="v" * 21), "entered_via"),
        (lambda d: d["log"][0].update(at="yesterday"), r"log\[0\].at"),
        # Authors are usernames.
        (lambda d: first_change_by_director(d).update(changed_by=""), "'' is not a username"),
        (lambda d: first_change_by_director(d).update(changed_by=5), "expected a text label"),
        (lambda d: d["log"][0].update(by="u" * 151), "is not a username"),
    ],
)
def test_a_value_a_form_would_refuse_is_refused(exported, change, match):
    refused(edited(exported, change), match, slug="checked")


def test_a_bridge_score_must_be_what_the_contract_scores(organiser):
    data = export_event(bridge_match(organiser))
    made = next(i for i, r in enumerate(data["results"]) if r["contract"] == "4S")
    where = rf"results\[{made}\]"
    for change, match in [
        (dict(ns_score=450), f"{where}: stored ns_score 450, but the line scores ns_score 420"),
        (dict(tricks_taken=11), "stored ns_score 420, but the line scores ns_score 450"),
        (dict(declarer="E"), "stored ns_score 420, but the line scores ns_score -420"),
        (dict(contract="4s"), "stored contract '4s'"),
        (dict(contract="9S"), where),
        (dict(ns_tricks=10, ew_tricks=3), "stored ns_tricks 10, ew_tricks 3"),
        (dict(adjustment="AVE"), "stored contract '4S', declarer 'N', tricks_taken 10"),
    ]:
        refused(edited(data, lambda d, c=change: d["results"][made].update(c)), match, slug="x")
    import_event(data, slug="bridge-copy")  # as exported, it restores


def test_an_individual_event_seats_four_players(organiser):
    data = export_event(make_individual(organiser))
    for change, match in [
        (lambda d: d["seatings"][0].update(north=None), "seat all four players, or none"),
        (lambda d: d["seatings"][0].update(ns="1"), "individuals sit at north, east, south"),
        (lambda d: d["event"].update(form="pairs"), "seats individuals, not pairs"),
    ]:
        refused(edited(data, change), match, slug="x")
    import_event(data, slug="individual-copy")


def test_a_progressive_party_keeps_to_its_own_rows(organiser):
    evening = euchre_evening(organiser)
    ps.seat_by_hand(evening, HAND_DRAWN, by=organiser)
    play_round(organiser, evening, ROUNDS[0])
    data = export_event(evening)
    for change, match in [
        (lambda d: d["progressive"]["settings"].update(game="hearts"), "hearts is not played as"),
        (lambda d: d.update(progressive=None), "progressive party's rows are missing"),
        (lambda d: d["event"].update(game="whist"), "euchre is not played as whist"),
        (
            lambda d: d["progressive"]["rounds"][0].update(outcome={}),
            "outcome: expected list, not dict",
        ),
        (
            lambda d: d["progressive"]["rounds"][0]["results"][0].update(points_b=None),
            "progressive_result_both_points",
        ),
        (lambda d: d.update(trays=[{}]), "trays: a progressive party keeps its own rows"),
    ]:
        refused(edited(data, change), match, slug="x")
    import_event(data, slug="party-copy")


def _nested(depth: int):
    data: list = []
    for _ in range(depth - 1):
        data = [data]
    return data


def test_nesting_and_size_are_bounded_before_anything_else(exported):
    deep = {**exported, "event": {"name": _nested(100_000)}}
    refused(deep, f"nests lists and objects over {MAX_DEPTH} deep", slug="deep")
    refused({**exported, "log": _nested(MAX_DEPTH)}, "nests", slug="deep")
    loop: dict = {}
    loop["again"] = loop  # a dict no JSON file makes, and no reader may follow for ever
    refused({**exported, "log": loop}, "nests", slug="loop")
    refused({**exported, "log": [0] * 2_000_001}, "holds over 2,000,000 values", slug="big")


@pytest.mark.parametrize(
    ("raw", "match"),
    [
        (b"[" * 100_000 + b"]" * 100_000, f"nests lists and objects over {MAX_DEPTH} deep"),
        (b'{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "b": 1}', None),
        (b'{"a": "\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', None),
        (b" " * (MAX_BYTES + 1), "over 10 MB"),
        (b'{"a": NaN}', "NaN is not a number JSON allows"),
        (b'{"a": Infinity}', "Infinity"),
        (b"\xff\xfe{}", "is not UTF-8 text"),
        (b'{"a": ', "is not JSON .line 1, column 7"),
    ],
)
def test_the_file_is_read_only_when_small_and_shallow(raw, match):
    if match is None:  # brackets inside strings are text, not nesting
        assert isinstance(parse(raw, "f.json"), dict)
        return
    with pytest.raises(BackupError, match=match):
        parse(raw, "f.json")


def test_what_the_scoring_refuses_is_refused(exported):
    """The restored event is read back as its pages read it: revokes, which only trick totals
    score, are refused in a match-pointed event."""
    revoked = edited(exported, lambda d: d["results"][0].update(revokes_ns=1))
    refused(revoked, "revokes are scored with trick totals", slug="revoked")
    negative = edited(exported, lambda d: d["results"][0].update(revokes_ns=-1))
    refused(negative, r"results\[0\].revokes_ns", slug="revoked")
