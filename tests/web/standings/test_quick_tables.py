"""The standings' and trick totals' bodies made by ``QuickBody`` are django-tables2's own.

Each table is rendered twice, by the site's table template through django-tables2's cell
machinery and by ``quick_body``, and the two must be the same HTML once the whitespace
between tags is set aside: the cells (links to cards and players, names hidden as a dash,
figures), their classes, the rows' even/odd classes, and the page of a paginated, sorted table.
"""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.test import RequestFactory
from django.utils import translation
from django_tables2 import RequestConfig

from tests.builders import example_event
from tournaments.standings import scores_for
from tournaments.standings.quick_tables import QUICK_TEMPLATE, QuickBody
from tournaments.standings.tables import (
    IndividualStandingsTable,
    StandingsTable,
    TopLossTable,
    TrickTable,
)

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def bodies_made(monkeypatch) -> list:
    """Each body ``quick_body`` makes (so a test knows the quick rendering was used)."""
    made: list = []
    original = QuickBody.quick_body

    def counted(self):
        made.append(original(self))
        return made[-1]

    monkeypatch.setattr(QuickBody, "quick_body", counted)
    return made


def html_both_ways(table_class, rows, query: str = "", **kwargs) -> tuple[str, str]:
    """(quick, django-tables2's own) renderings of the same table for the same request."""
    made = []
    for template in (None, settings.DJANGO_TABLES2_TEMPLATE):  # the table's own, then the site's
        request = RequestFactory().get(f"/standings/{query}")
        table = table_class([dict(r) for r in rows], template_name=template, **kwargs)
        assert template or table.template_name == QUICK_TEMPLATE
        RequestConfig(request, paginate={"per_page": 4}).configure(table)
        made.append(re.sub(r">\s+", ">", re.sub(r"\s+<", "<", table.as_html(request))))
    return made[0], made[1]


@pytest.mark.parametrize("table_class", [StandingsTable, IndividualStandingsTable])
@pytest.mark.parametrize(
    ("query", "shown"), [("", 4), ("?sort=-percentage&page=2", 2), ("?sort=code", 4)]
)
def test_the_standings_body_is_django_tables2s_own(
    organiser, query, shown, bodies_made, table_class
):
    """Six pairs, four a page: the first page holds four, the second two (the players'
    table, its columns renamed, made from the same rows)."""
    event = example_event(organiser)
    scores = scores_for(event)
    rows = scores.rows()
    players = scores.players()
    for row in rows:
        row["players"] = players.get(row["label"], ())
    rows[-1]["name"] = ""  # a name kept off the page: django-tables2's dash
    quick, own = html_both_ways(table_class, rows, query, event=event)
    assert quick == own
    assert 'href="/e/' in quick and "<tbody" in quick and 'class="even"' in quick
    assert len(bodies_made) == 1 and bodies_made[0].count("<tr") == shown


def test_the_trick_totals_body_is_django_tables2s_own(organiser, bodies_made):
    event = example_event(organiser)
    rows = scores_for(event).trick_rows()
    assert rows
    quick, own = html_both_ways(TrickTable, rows)
    assert quick == own and "+/−" in quick
    assert len(bodies_made) == 1


def test_the_tricks_lost_body_is_django_tables2s_own(organiser, bodies_made):
    """Safford's tricks lost to the top: the players ordered by their loss, each code linked
    to its card, a loss of a half trick written in French."""
    event = example_event(organiser)
    rows = scores_for(event).rows()
    for n, row in enumerate(rows):
        row |= {"loss": f"{n % 3}.5" if n % 2 else str(n % 3), "loss_place": n + 1, "sets": 2}
    with translation.override("fr"):
        quick, own = html_both_ways(TopLossTable, rows, event=event)
    assert quick == own and len(bodies_made) == 1
    assert ">1,5<" in quick and 'href="/e/' in quick


def test_figure_columns_in_french_and_empty_are_django_tables2s_own(organiser, bodies_made):
    """The figure columns (match points, maximum) are made by ``quick_body`` too: a decimal
    comma in French, django-tables2's dash for a figure left blank."""
    event = example_event(organiser)
    rows = scores_for(event).rows()
    rows[0]["matchpoints"], rows[1]["maximum"] = "", None
    rows[2]["matchpoints"] = "12.5"
    with translation.override("fr"):
        quick, own = html_both_ways(StandingsTable, rows, event=event)
    assert quick == own and ">12,5<" in quick and "—" in quick
    assert len(bodies_made) == 1


def test_text_to_escape_in_cells_is_django_tables2s_own(organiser, bodies_made):
    """A name with HTML's special characters is escaped as Django escapes it (&amp; &lt;
    &gt; &quot; &#x27;); text already marked safe and lazy text are written as they are."""
    from django.utils.safestring import mark_safe
    from django.utils.translation import gettext_lazy

    event = example_event(organiser)
    rows = scores_for(event).trick_rows()
    rows[0]["name"] = 'Smith & O\'Neil <"Jr">'
    rows[1]["name"] = mark_safe("<b>kept</b>")
    rows[2]["name"] = gettext_lazy("Names")
    quick, own = html_both_ways(TrickTable, rows)
    assert quick == own and len(bodies_made) == 1
    assert "Smith &amp; O&#x27;Neil &lt;&quot;Jr&quot;&gt;" in quick
    assert "<b>kept</b>" in quick and ">Names<" in quick


# The matches' rows as the teams' standings template wrote them, tag by tag (the oracle).
MATCHES_AS_TEMPLATE = (
    "{% load i18n %}{% for row in matches %}\n"
    "<tr><td><a href=\"{% url 'score-card' event.slug row.home.label %}\">{{ row.home.label }}"
    "</a></td><td><a href=\"{% url 'score-card' event.slug row.away.label %}\">"
    "{{ row.away.label }}</a></td>\n"
    '<td class="num nowrap">{% blocktranslate trimmed with played=row.trays total=row.boards %}'
    "{{ played }} of {{ total }}{% endblocktranslate %}</td>"
    '<td class="num nowrap">{{ row.home_score }}–{{ row.away_score }}</td>'
    '<td class="nowrap">{{ row.outcome }}{% if not row.complete %} <span class="muted">'
    '{% translate "(so far)" %}</span>{% endif %}</td></tr>\n{% endfor %}'
)


@pytest.mark.parametrize("language", ["en", "fr", "de", "pl"])
def test_a_teams_events_matches_are_the_templates_own(organiser, language):
    """Howell's teams of five, every match played but b against e's second tray (so that
    match is "so far"), one team's label needing escaping and a whole address: the body
    ``match_body`` makes is the template's, character for character, in each language."""
    from django.template import engines

    from tests.builders import enter_team_whist, make_team_event
    from tests.web.standings.test_teams_site import howell_tricks
    from tournaments import models as m
    from tournaments.standings.quick_tables import match_body
    from tournaments.standings.team_rows import match_rows

    event = make_team_event(organiser, kind="howell-teams", size=5, boards_per_round=2)
    enter_team_whist(event, organiser, howell_tricks)
    last = m.Result.objects.filter(tray__event=event).order_by("-pk").first()
    assert last is not None
    last.delete()
    scores = scores_for(event)
    teams = {t.label: t for t in scores.teams.values()}
    teams["c"].label = 'c&"<x>'  # escaped in the cell; its card's address made by ``reverse``
    rows = match_rows(scores)
    assert any(not row["complete"] for row in rows) and len(rows) == 10
    with translation.override(language):
        oracle = engines["django"].from_string(MATCHES_AS_TEMPLATE)
        expected = oracle.render({"matches": rows, "event": event})
        assert match_body(event, rows) == expected


@pytest.mark.parametrize("form", ["whist-series", "bridge-vps"])
def test_the_teams_standings_body_is_django_tables2s_own(organiser, form, bodies_made):
    """A whist series (Howell's teams of five: played, won, tied, lost, matches, net) and a
    bridge round robin in victory points (IMPs for and against, VPs): each team's name and its
    pairs' players linked to their pages, a name needing escaping, a pair with no players, a
    team with no name, a bye; in French, so the VPs' figures take a comma."""
    from tests.builders import enter_team_whist, make_team_event
    from tests.web.standings.test_teams_site import RR_MARGINS, howell_tricks, play_rr_match
    from tournaments import models as m
    from tournaments.standings.tables import TeamStandingsTable, standings_data

    if form == "whist-series":
        event = make_team_event(organiser, kind="howell-teams", size=5, boards_per_round=2)
        enter_team_whist(event, organiser, howell_tricks)
    else:
        event = make_team_event(
            organiser, kind="team-round-robin", size=4, game=m.Game.BRIDGE, boards_per_round=2
        )
        for (x, y), margin in RR_MARGINS.items():
            play_rr_match(event, organiser, x, y, margin)
    scores = scores_for(event)
    first, second, *others = scores.standings
    first.team.name = 'The "Aces" & <Kings>'
    second.team.name = ""
    first.pairs[0].name, first.pairs[1].name = "Ann & Bob", "Cy & Di"
    second.pairs[0].name, second.pairs[1].name = "Bob & Eve", "O'Neil & Smith"
    ann = m.Player.objects.create(club=event.club, name="Ann <A>")
    bob = m.Player.objects.create(club=event.club, name="Bob")
    players = {first.pairs[0].label: [ann, bob], second.pairs[0].label: [bob]}
    rows = standings_data(scores, players)
    rows[-1]["byes"] = 1  # the byes' column shown
    kwargs = {"event": event, "mode": scores.mode, "unit": scores.unit}
    with translation.override("fr"):
        quick, own = html_both_ways(TeamStandingsTable, rows, **kwargs)
    assert quick == own and len(bodies_made) == 1
    assert f'href="/players/{ann.pk}/">Ann &lt;A&gt;</a>' in quick
    assert "The &quot;Aces&quot; &amp; &lt;Kings&gt;" in quick and "O&#x27;Neil" in quick
    assert ("45,00" in quick) == (form == "bridge-vps")


@pytest.mark.parametrize("query", ["", "?sort=-gold", "?sort=name"])
def test_a_partys_star_and_chip_tables_are_django_tables2s_own(organiser, query, bodies_made):
    """A progressive party's star table (sorted as a guest may sort it) and its chips: each
    guest's label linked to the guest's page, a label the address cannot keep as it is, a
    name needing escaping, a name left blank (django-tables2's dash)."""
    from tournaments.standings.progressive_tables import ChipTable, StarTable

    event = example_event(organiser)
    guests = [("L1", "Ann & Bo"), ("G1", "<Cy>"), ("L 2", "Di"), ("G2", ""), ("L3", "Eve")]
    stars = [
        {"label": label, "name": name, "gold": n % 3, "red": n, "green": 4 - n}
        for n, (label, name) in enumerate(guests)
    ]
    quick, own = html_both_ways(StarTable, stars, query, event=event)
    assert quick == own and len(bodies_made) == 1
    assert f'href="/e/{event.slug}/p/L1/">L1</a>' in quick  # on the first page in each order
    assert f'href="/e/{event.slug}/p/L%202/">L 2</a>' in quick and "Ann &amp; Bo" in quick
    chips = [
        {"label": label, "name": name, "yellow": n, "counters": -n, "stakes": 2 * n}
        for n, (label, name) in enumerate(guests)
    ]
    quick, own = html_both_ways(ChipTable, chips, query.replace("gold", "yellow"))
    assert quick == own and len(bodies_made) == 2


def test_a_partys_points_table_is_django_tables2s_own(organiser, bodies_made):
    """Today's euchre: each round's points, the total and the games won, in French."""
    from tournaments.standings.progressive_tables import PointsTable

    event = example_event(organiser)
    rows = [
        {"place": n + 1, "label": f"P{n + 1}", "name": f"Guest {n}", "r1": 5, "r2": n, "r3": "",
         "total": 5 + n, "games": n // 2}
        for n in range(5)
    ]  # fmt: skip
    with translation.override("fr"):
        quick, own = html_both_ways(PointsTable, rows, event=event, rounds=3)
    assert quick == own and len(bodies_made) == 1 and ">R3<" in quick


def test_every_quick_table_of_the_site_is_rendered_quick():
    """Each table that mixes in ``QuickBody`` renders through the quick template and keeps its
    class: django-tables2 takes a table's options from its own ``Meta`` alone, so a subclass
    without one (the players' standings once) fell back to the generic template, cell by cell,
    and lost the "standings" class."""
    from tournaments.standings import (  # noqa: F401
        imp_pairs,
        pair_matches,
        points_pairs,
        progressive_tables,
        swiss_pairs,
    )
    from tournaments.standings import tables as site_tables

    def below(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from below(sub)

    quick = {c for c in below(QuickBody) if not c.__module__.startswith("tests.")}
    assert site_tables.IndividualStandingsTable in quick and site_tables.TeamStandingsTable in quick
    assert progressive_tables.StarTable in quick
    for table in quick:
        assert table._meta.template_name == QUICK_TEMPLATE, table.__name__
        assert "standings" in table._meta.attrs["class"].split(), table.__name__
