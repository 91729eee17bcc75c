"""Hostile input on every form: never a server error, always a message, and nothing saved
when the input is refused.  The CSV movement import and the event import: test_hostile_files."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.builders import make_whist_mitchell
from tests.web.security.hostile import FUZZ, HOSTILE, SMALL, readable
from tournaments import models as m
from tournaments import services


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
