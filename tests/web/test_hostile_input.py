"""Hostile input on every form, the CSV movement import and the event import: never a server
error, always a message, and nothing saved when the input is refused."""

from __future__ import annotations

import copy
import datetime as dt
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from movements.io import import_custom
from movements.io_csv import MovementFormatError, from_csv
from tests.web.conftest import make_whist_mitchell
from tournaments import models as m
from tournaments import services
from tournaments.backup import BackupError, export_event, import_event

FUZZ = settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

SPECIAL = [
    "", " ", "0", "-1", "1", "7", "13", "14", "4294967296", "9" * 40, "1e3", "NaN", "inf",
    "3.5", "１３", "٣", "0x1f", "1_000", "\x00", "\u202e", "a\nb", "<script>alert(1)</script>",
    "' OR 1=1 --", "%00", "../../etc/passwd", "AVE", "AVE+", "NP", "A60/40", "7NT", "4SXX",
    "PASS", "N", "E", "Z", "recommend", "create", "next", "check", "🂡" * 50, "é" * 400,
]  # fmt: skip
# Text as a browser can send it: any character but lone surrogates, which UTF-8 cannot carry.
TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=300)
HOSTILE = st.one_of(st.sampled_from(SPECIAL), TEXT, st.integers(-(10**20), 10**20).map(str))
SMALL = st.one_of(st.integers(-2, 15).map(str), st.just(""), HOSTILE)


def told(response) -> bool:
    """The page says something: a form error or a message."""
    body = response.content.decode(errors="replace")
    return 'class="errorlist' in body or 'class="messages"' in body


def flagged(response) -> bool:
    """A field marked invalid, even where its error text is not shown
    (test_a_refused_adjustment_or_reason_is_explained pins that)."""
    return 'aria-invalid="true"' in response.content.decode(errors="replace")


def result_rows(event: m.Event) -> list[tuple]:
    return list(
        m.Result.objects.filter(tray__event=event)
        .order_by("pk")
        .values_list("pk", "ns_tricks", "ew_tricks", "contract", "ns_score", "adjustment")
    )


def readable(client, event: m.Event) -> None:
    """The event's pages still open after whatever was stored."""
    for url in (f"/e/{event.slug}/", f"/e/{event.slug}/standings/"):
        assert client.get(url).status_code == 200, url


@pytest.fixture
def draft(organiser):
    return services.create_event(
        by=organiser,
        name="Hostile night",
        date=dt.date(2026, 11, 20),
        game=m.Game.WHIST,
        form=m.Form.PAIRS,
        movement_kind="mitchell",
        movement_size=3,
        boards_per_round=2,
        scoring_method=m.ScoringMethod.MATCHPOINTS,
        seed=3,
    )


@pytest.fixture
def playing(organiser):
    return make_whist_mitchell(organiser, tables=3, boards_per_round=2)


BASICS = {
    "name": "Fuzz",
    "date": "2026-11-21",
    "venue": "",
    "game": "whist",
    "form": "pairs",
    "entrants": "12",
    "minutes_per_board": "7.5",
    "session_minutes": "180",
}


@FUZZ
@given(data=st.fixed_dictionaries({key: HOSTILE for key in (*BASICS, "step")}))
def test_wizard_step_one(organiser_client, data):
    data = {**data, "step": "recommend"}
    before = m.Event.objects.count()
    response = organiser_client.post("/organise/new/", data)
    assert response.status_code == 200
    assert m.Event.objects.count() == before
    assert told(response) or response.context["step"] == 2


@FUZZ
@given(
    choice=st.fixed_dictionaries(
        {k: SMALL for k in ("movement", "boards_per_round", "scoring_method", "seed")}
    )
)
def test_wizard_step_two(organiser_client, choice):
    before = m.Event.objects.count()
    response = organiser_client.post("/organise/new/", {**BASICS, **choice, "step": "create"})
    assert response.status_code < 500
    if response.status_code == 302:
        assert m.Event.objects.count() == before + 1
    else:
        assert m.Event.objects.count() == before and told(response)


@FUZZ
@given(names=st.lists(HOSTILE, min_size=4, max_size=4))
def test_pair_names(organiser_client, draft, names):
    labels = ["1NS", "2EW"]
    data = {f"{labels[i // 2]}-player_{i % 2 + 1}": name for i, name in enumerate(names)}
    before = (m.Player.objects.count(), m.EntrantMember.objects.count())
    response = organiser_client.post(f"/e/{draft.slug}/entrants/", data, follow=True)
    assert response.status_code == 200 and told(response)
    if "Pairs saved." not in response.content.decode():
        assert (m.Player.objects.count(), m.EntrantMember.objects.count()) == before


def traveller_data(seatings, lines, reason: str) -> dict:
    data = {"reason": reason}
    for seating, (ns, ew, adj) in zip(seatings, lines, strict=True):
        data.update({f"ns_{seating.pk}": ns, f"ew_{seating.pk}": ew, f"adj_{seating.pk}": adj})
    return data


# Adjustments a two-field whist Mitchell can score as trick totals (AVE), and junk the form
# refuses; the others are test_adjusted_whist_results_keep_the_standings_readable's.
UNSCORABLE = {"AVE+", "AVE-", "A60/40", "A40/60", "NP"}
ADJUST = st.one_of(st.sampled_from(["", "AVE"]), HOSTILE.filter(lambda s: s not in UNSCORABLE))


@FUZZ
@given(lines=st.lists(st.tuples(SMALL, SMALL, ADJUST), min_size=3, max_size=3), reason=HOSTILE)
def test_traveller_entry(organiser_client, playing, lines, reason):
    tray = playing.trays.get(number=1)
    seatings = list(tray.seatings.filter(ew__isnull=False).order_by("table__number"))
    before = result_rows(playing)
    url = f"/e/{playing.slug}/enter/tray/1/"
    response = organiser_client.post(url, traveller_data(seatings, lines, reason), follow=True)
    assert response.status_code == 200 and (told(response) or flagged(response))
    if "result(s) saved" not in response.content.decode():
        assert result_rows(playing) == before
    readable(organiser_client, playing)


@pytest.mark.parametrize(
    "code",
    [
        "AVE",
        "AVE+",
        "AVE-",
        "A60/40",
        "NP",
    ],
)
def test_adjusted_whist_results_keep_the_standings_readable(organiser_client, playing, code):
    """The traveller offers every adjustment; trick totals (scored beside match points for
    whist) refuse all but AVE in a two-field event, and the standings page then fails."""
    tray = playing.trays.get(number=1)
    seatings = list(tray.seatings.filter(ew__isnull=False).order_by("table__number"))
    lines = [("7", "", ""), ("6", "", ""), ("", "", code)]
    url = f"/e/{playing.slug}/enter/tray/1/"
    assert organiser_client.post(url, traveller_data(seatings, lines, "")).status_code == 302
    readable(organiser_client, playing)


@pytest.mark.parametrize(
    ("adjustment", "reason"), [("AVE?", ""), ("", "r" * 301)], ids=["adjustment", "reason"]
)
def test_a_refused_adjustment_or_reason_is_explained(organiser_client, playing, adjustment, reason):
    tray = playing.trays.get(number=1)
    seatings = list(tray.seatings.filter(ew__isnull=False))
    lines = [("7", "", adjustment)] + [("", "", "")] * (len(seatings) - 1)
    url = f"/e/{playing.slug}/enter/tray/1/"
    response = organiser_client.post(url, traveller_data(seatings, lines, reason))
    assert response.status_code == 200 and not result_rows(playing)
    assert told(response)


@FUZZ
@given(data=st.fixed_dictionaries({k: SMALL for k in ("tray", "table", "ns_tricks", "ew_tricks")}))
def test_score_slip(organiser_client, playing, data):
    before = result_rows(playing)
    response = organiser_client.post(f"/e/{playing.slug}/enter/slip/", data, follow=True)
    assert response.status_code == 200 and told(response)
    if "saved." not in response.content.decode():
        assert result_rows(playing) == before
    readable(organiser_client, playing)


@FUZZ
@given(
    tray=SMALL,
    fields=st.dictionaries(
        st.sampled_from(["ns_tricks", "ew_tricks", "contract", "declarer", "tricks"]), SMALL
    ),
    action=HOSTILE,
    secret=st.one_of(st.just("REAL"), HOSTILE.filter(lambda s: s and "/" not in s)),
)
def test_table_entry_page(client, playing, tray, fields, action, secret):
    table = playing.tables.get(number=1)
    secret = table.secret if secret == "REAL" else secret
    prefix = f"t{tray.strip()}-"
    data = {"tray": tray, "action": action, **{prefix + k: v for k, v in fields.items()}}
    before = result_rows(playing)
    response = client.post(f"/t/{secret}/", data, follow=True)
    assert response.status_code in (200, 404)
    if response.status_code == 200:
        assert told(response) or "errorlist" in response.content.decode()
        if "saved." not in response.content.decode():
            assert result_rows(playing) == before
    readable(client, _published(playing))


def _published(event: m.Event) -> m.Event:
    if not event.published:
        services.publish_event(event, by=event.organisers.first())
    return event


@FUZZ
@given(paper=HOSTILE, kind=st.one_of(st.just("table-cards"), HOSTILE), extra=HOSTILE)
def test_print_query_string(organiser_client, playing, paper, kind, extra):
    page = organiser_client.get(f"/e/{playing.slug}/print/", {"paper": paper, "x": extra})
    assert page.status_code == 200
    safe_kind = re.sub(r"[/?#%\\]", "", kind) or "none"
    pdf = organiser_client.get(f"/e/{playing.slug}/print/{safe_kind}.pdf", {"paper": paper})
    assert pdf.status_code in (200, 400, 404)
    if pdf.status_code == 400:
        assert "choose a4 or letter" in pdf.content.decode()


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
from movements.io_csv import MovementFormatError, from_csv
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

    root = Path(__file__).resolve().parents[2]
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


@FUZZ
@given(mutations=_mutations(), n=st.integers(0, 10**6))
def test_event_import_of_a_tampered_file(organiser_client, exported, mutations, n):
    data = copy.deepcopy(exported)
    for section, index, key_index, value in mutations:
        part = data[section]
        target = part if isinstance(part, dict) else part[index % len(part)] if part else None
        if isinstance(target, dict) and target:
            keys = sorted(target)
            target[keys[key_index % len(keys)]] = value
        else:
            data[section] = value
    before = counts()
    try:
        restored = import_event(data, slug=f"tampered-{n}-{len(mutations)}")
    except BackupError as exc:
        assert str(exc).strip()
        assert counts() == before
    else:
        readable(organiser_client, restored.event)


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
    with pytest.raises(BackupError):
        import_event(data)
    assert counts() == before
