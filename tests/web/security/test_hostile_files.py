"""Hostile files: a CSV movement and an event backup, edited or made up, are refused with a
message and nothing saved, never a server error.  An edited backup is refused for its
signature; accepted as edited (``accept_edited``), its every field is still checked, and what
is restored opens on every page, the table links' included."""

from __future__ import annotations

import copy
import io

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from movements.io import MovementFormatError, from_csv, import_custom
from tests.builders import make_whist_mitchell
from tests.web.security.hostile import FUZZ, HOSTILE, TEXT, readable
from tournaments import models as m
from tournaments import services
from tournaments.backup import MAX_BYTES, BackupError, export_event, import_event

CELLS = st.one_of(st.sampled_from(["1", "2", "3", "1NS", "2EW", "", "?", "1-3", "set1", "x"]), TEXT)
HEADERS = st.sampled_from(
    ["round,table,ns,ew,boards", "round,table,north,south,east,west,boards", "", "a,b"]
)
META = st.sampled_from(
    ["", "# kind: mitchell\n", "# tables: x\n", "# options: [[\n", "# entrants: 1NS 1NS\n",
     "# one_winner: maybe\n", "# set 1: 1-3\n", "# round 1: skip_before\n", "# tables: -4\n"]
)  # fmt: skip


@settings(max_examples=50, deadline=None)
@given(
    meta=META,
    header=HEADERS,
    rows=st.lists(st.lists(CELLS, min_size=0, max_size=8), max_size=6),
    raw=TEXT,
)
def test_csv_movement_import_fails_only_with_a_message(meta, header, rows, raw):
    texts = [meta + header + "\n" + "\n".join(",".join(r) for r in rows), raw]
    for text in texts:
        for read in (from_csv, import_custom):
            try:
                read(text)
            except ValueError as exc:  # MovementFormatError, InvalidMovementError and kin
                assert str(exc).strip()


def _real_csv() -> list[str]:
    from movements import catalogue
    from movements.io import to_csv

    return to_csv(catalogue.generate("howell", 4)).splitlines()


META_LINES = st.sampled_from(
    ["# kind: spiral", "# tables: x", "# tables: 0", "# options: [[1]]", "# options: {",
     "# set 1: 3-1", "# set 1: x", "# set 9: 1-40", "# round 1: {\"skip_before\": 3}",
     "# round 1: [", "# round x: {}", "# team a: 1NS", "# entrants:", "# one_winner: yes",
     "# relay_stands: -1", "# stationary: 9NS", "#"]
)  # fmt: skip


@settings(max_examples=50, deadline=None)
@given(
    edits=st.lists(
        st.tuples(st.integers(0, 40), st.one_of(META_LINES, CELLS, TEXT), st.integers(0, 6)),
        min_size=1,
        max_size=4,
    )
)
def test_csv_edits_of_a_published_movement_fail_only_with_a_message(edits):
    lines = _real_csv()
    for where, new, cell in edits:
        index = where % len(lines)
        cells = lines[index].split(",")
        if new.startswith("#") or cells[0].startswith("#"):
            lines[index] = new
        else:
            cells[cell % len(cells)] = new
            lines[index] = ",".join(cells)
    for read in (from_csv, import_custom):
        try:
            read("\n".join(lines))
        except ValueError as exc:
            assert str(exc).strip()


HUGE_RANGE = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
from movements.io import MovementFormatError, from_csv
try:
    from_csv("round,table,ns,ew,boards\\n1,1,1NS,1EW,1-999999999\\n")
except MovementFormatError as exc:
    print("refused:", exc)
"""


def test_a_forty_byte_csv_cannot_exhaust_memory():
    """Run apart, with memory capped at 1 GiB, so the machine is safe whatever happens."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    done = subprocess.run(
        [sys.executable, "-c", HUGE_RANGE], cwd=root, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and done.stdout.startswith("refused:"), done.stderr[-300:]


@pytest.mark.parametrize("meta", ["# tables: x", "# options: [["])
def test_bad_metadata_is_named_by_its_line(meta):
    text = f"{meta}\nround,table,ns,ew,boards\n1,1,1NS,1EW,1\n"
    with pytest.raises(MovementFormatError, match="line 1"):
        from_csv(text)


def _mutations():
    sections = st.sampled_from(
        ["event", "players", "entrants", "trays", "rounds", "tables", "seatings", "results",
         "result_changes", "log"]
    )  # fmt: skip
    json_values = st.recursive(
        st.none() | st.booleans() | st.integers(-(2**70), 2**70) | HOSTILE,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
        max_leaves=6,
    )
    return st.lists(
        st.tuples(sections, st.integers(0, 20), st.integers(0, 30), json_values), max_size=3
    )


@pytest.fixture
def exported(organiser):
    event = make_whist_mitchell(organiser, tables=3, boards_per_round=1)
    for seating in m.Seating.objects.filter(round__event=event, round__number=1):
        for tray in seating.trays.all():
            entry = services.WhistEntry(seating.pk, 7, None)
            services.record_traveller(event, tray.number, [entry], by=organiser)
    return export_event(event)


def counts() -> tuple[int, ...]:
    models = (m.Event, m.Entrant, m.Player, m.Seating, m.Result, m.ResultChange, m.LogEntry)
    return tuple(model.objects.count() for model in models)


def _tamper(exported: dict, mutations) -> dict:
    data = copy.deepcopy(exported)
    for section, index, key_index, value in mutations:
        part = data[section]
        target = part
        if isinstance(part, list):
            target = part[index % len(part)] if part else None
        if isinstance(target, dict) and target:
            keys = sorted(target)
            target[keys[key_index % len(keys)]] = value
        else:
            data[section] = value
    return data


def every_page_opens(client, event: m.Event) -> None:
    """The pages that read the tables' links and seats as well as the standings."""
    readable(client, event)
    for url in (
        f"/e/{event.slug}/run/",
        f"/e/{event.slug}/movement/",
        f"/e/{event.slug}/run/qr/1.svg",
        f"/e/{event.slug}/enter/tray/1/",
    ):
        assert client.get(url).status_code in (200, 404), url
    for table in event.tables.all():
        assert client.get(f"/t/{table.secret}/").status_code == 200


@FUZZ
@given(mutations=_mutations(), n=st.integers(0, 10**6))
def test_event_import_of_a_tampered_file(organiser_client, exported, mutations, n):
    data = _tamper(exported, mutations)
    before = counts()
    try:
        restored = import_event(data, slug=f"tampered-{n}-{len(mutations)}", accept_edited=True)
    except BackupError as exc:
        assert str(exc).strip()
        assert counts() == before
    else:
        every_page_opens(organiser_client, restored.event)


def test_an_accepted_edit_opens_on_every_page(organiser_client, exported):
    data = copy.deepcopy(exported)
    data["event"]["venue"] = "The back room"
    restored = import_event(data, slug="accepted", accept_edited=True)
    every_page_opens(organiser_client, restored.event)


@FUZZ
@given(mutations=_mutations().filter(bool))
def test_a_tampered_file_is_refused_for_its_signature(db, exported, mutations):
    data = _tamper(exported, mutations)
    if data == exported:
        return
    before = counts()
    with pytest.raises(BackupError, match="signature|--accept-edited|not plain JSON|nests"):
        import_event(data, slug="tampered")
    assert counts() == before


@pytest.mark.parametrize(
    ("secret", "form"),
    [("../..", None), ("a", None), (None, "individuals"), (None, "teams"), (None, "progressive")],
)
def test_the_edits_that_once_broke_pages_are_refused(exported, secret, form):
    data = copy.deepcopy(exported)
    if secret is not None:
        data["tables"][0]["secret"] = secret
    if form is not None:
        data["event"]["form"] = form
    before = counts()
    with pytest.raises(BackupError, match="secret|form|progressive"):
        import_event(data, slug="broken", accept_edited=True)
    assert counts() == before


def test_a_file_nested_without_end_is_refused_with_a_message(db, tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000)
    with pytest.raises(CommandError, match="nests lists and objects over 20 deep") as caught:
        call_command("import_event", str(path), stdout=io.StringIO())
    assert caught.value.returncode == 2


def test_a_huge_file_is_refused_unread(db, tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.write(b'{"pad": "' + b"x" * (MAX_BYTES + 10) + b'"}')
    with pytest.raises(CommandError, match="is over 10 MB") as caught:
        call_command("import_event", str(path), stdout=io.StringIO())
    assert caught.value.returncode == 2


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    data=st.recursive(
        st.none() | st.booleans() | st.integers() | TEXT,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
        max_leaves=10,
    )
)
def test_event_import_of_any_json(db, data):
    before = counts()
    for accept in (False, True):
        with pytest.raises(BackupError):
            import_event(data, accept_edited=accept)
    assert counts() == before
