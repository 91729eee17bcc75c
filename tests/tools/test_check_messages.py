"""The check of the catalogues (tools/check_messages.py) on a tiny made-up site: it fails on
a word a person reads that is not marked, and on an entry a language has not translated; it
passes once both are put right.  Every expected line is read off the made-up files here."""

from __future__ import annotations

import io
import textwrap

from tools.check_messages import (
    CatalogueGaps,
    catalogue_gaps,
    main,
    report,
    unlabelled_fields,
    unmarked_in_python,
    unmarked_in_template,
)

MARKED = textwrap.dedent(
    """\
    {% extends "base.html" %}{% load i18n %}
    {# a note for whoever edits this: not shown #}
    {% block content %}<h1>{% translate "Standings" %}</h1>
    <p>{% blocktranslate with n=count %}{{ n }} pairs
    played{% endblocktranslate %}</p>
    <td class="num">{{ row.percentage }} %</td><td>12 · 3/4 — +6</td>
    <script>const words = "not shown either";</script>
    <a href="{% url 'home' %}" title="{% translate 'Home' %}">♠</a>
    {% endblock %}
    """
)
HEADER = textwrap.dedent(
    """\
    msgid ""
    msgstr ""
    "Content-Type: text/plain; charset=UTF-8\\n"

    """
)


def test_marked_text_code_numbers_and_symbols_pass():
    assert unmarked_in_template(MARKED) == []


def test_an_unmarked_word_is_found_with_its_line():
    source = MARKED.replace("<td>12", "<td>Total 12").replace(
        "title=\"{% translate 'Home' %}\"", 'title="Home page"'
    )
    found = [(u.line, u.text) for u in unmarked_in_template(source, "made-up.html")]
    # the line's text as a reader meets it: the sign after the figure, then the cell
    assert found == [(6, "% Total 12 · 3/4 — +6"), (8, 'title="Home page"')]


def test_python_strings_a_person_reads_must_be_marked():
    source = textwrap.dedent(
        """\
        messages.success(request, "The club's settings are saved.")
        messages.error(request, _("Give an account name and a role."))
        raise DomainError(f"Tray {number} is not played here.")
        name = forms.CharField(label="Account", help_text=_("The login name."))
        logger.warning("Database locked on %s", path)
        """
    )
    found = [(u.line, u.text) for u in unmarked_in_python(source, "made_up.py")]
    assert found == [
        (1, '"The club\'s settings are saved."'),
        (3, "'Tray {...} is not played here.'"),
        (4, "'Account'"),
    ]


def test_a_raised_error_s_text_must_be_said_and_a_programmers_need_not():
    source = textwrap.dedent(
        """\
        raise ValueError(f"a Mitchell needs {n} tables")
        raise UsebioError(Said("%(where)s: no BOARD", where=where))
        raise TypeError("rows() reads model rows")
        """
    )
    found = [(u.line, u.text) for u in unmarked_in_python(source, "made_up.py")]
    assert found == [(1, "'a Mitchell needs {...} tables'")]


def test_a_form_field_without_a_label_is_found():
    """Django would name it from its name, in English, in every language."""
    source = textwrap.dedent(
        """\
        class EntryForm(forms.Form):
            player_1 = forms.CharField(max_length=80)
            player_2 = forms.CharField(label=_("Partner"))
            seat = forms.ChoiceField(choices=SEATS)
            key = forms.CharField(widget=forms.HiddenInput)

            def __init__(self, *args, **kwargs):
                super().__init__(*args, **kwargs)
                self.fields["seat"].label = _("Seat")
        """
    )
    found = [(u.line, u.text) for u in unlabelled_fields(source, "made_up.py")]
    assert found == [(2, "player_1: a field with no label")]


def test_empty_and_fuzzy_entries_are_counted(tmp_path):
    po = tmp_path / "django.po"
    po.write_text(
        HEADER
        + 'msgid "Board"\nmsgstr "Spel"\n\n'
        + 'msgid "Round"\nmsgstr ""\n\n'
        + '#, fuzzy\nmsgid "Table"\nmsgstr "Tafels"\n\n'
        + 'msgid "%(n)s pair"\nmsgid_plural "%(n)s pairs"\nmsgstr[0] ""\nmsgstr[1] ""\n\n'
        + 'msgid ""\n"A long "\n"text"\nmsgstr ""\n"Een lange "\n"tekst"\n',
        encoding="utf-8",
    )
    gaps = catalogue_gaps(po, "nl", "django")
    assert (gaps.entries, gaps.empty, gaps.fuzzy) == (5, 2, 1)


def made_up_site(tmp_path, *, page: str, translated: str) -> list[str]:
    templates, code = tmp_path / "templates", tmp_path / "code"
    templates.mkdir()
    code.mkdir()
    (templates / "page.html").write_text(page, encoding="utf-8")
    (code / "views.py").write_text("def view(request):\n    return 1\n", encoding="utf-8")
    po = tmp_path / "locale" / "fr" / "LC_MESSAGES" / "django.po"
    po.parent.mkdir(parents=True)
    po.write_text(HEADER + f'msgid "Standings"\nmsgstr "{translated}"\n', encoding="utf-8")
    return [
        "--no-makemessages",
        "--templates", str(templates),
        "--python", str(code),
        "--locale", str(tmp_path / "locale"),
        "--languages", "fr",
    ]  # fmt: skip


def test_the_check_fails_on_an_unmarked_word(tmp_path, capsys):
    page = '{% load i18n %}<h1>{% translate "Standings" %}</h1><p>Pairs</p>'
    assert main(made_up_site(tmp_path, page=page, translated="Classement")) == 1
    out = capsys.readouterr().out
    assert "page.html:1: Pairs" in out
    assert "1 text(s) not marked" in out


def test_the_check_fails_on_an_empty_entry(tmp_path, capsys):
    page = '{% load i18n %}<h1>{% translate "Standings" %}</h1>'
    assert main(made_up_site(tmp_path, page=page, translated="")) == 1
    assert "fr django.po: 1 empty, 0 fuzzy of 1 entries" in capsys.readouterr().out


def test_the_check_passes_when_all_is_marked_and_translated(tmp_path, capsys):
    page = '{% load i18n %}<h1>{% translate "Standings" %}</h1>'
    assert main(made_up_site(tmp_path, page=page, translated="Classement")) == 0
    assert "0 text(s) not marked; 0 empty and 0 fuzzy" in capsys.readouterr().out


def test_a_language_without_a_catalogue_fails():
    out = io.StringIO()
    assert report([], [CatalogueGaps("sv", "django", 0, 0, 0, found=False)], out) == 1
    assert "sv: no django.po" in out.getvalue()
    # a scripts' catalogue with nothing to translate yet is complete
    assert report([], [CatalogueGaps("sv", "djangojs", 0, 0, 0)], io.StringIO()) == 0
