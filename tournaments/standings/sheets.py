"""The printed results sheet: the standings as tables of text, then every tray's traveller.

Each form's scores hand their rows here; the papers module turns the tables into a PDF.
"""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, gettext_noop, pgettext, pgettext_lazy

from movements.types import Direction
from tournaments import models as m
from tournaments.adapters.results import assigned_text, replaced
from tournaments.printing.data import TextTable
from tournaments.standings import field_sections
from tournaments.standings.numbers import local_figure
from tournaments.standings.tables import (
    FIELD_PLACE,
    SECTION_PLACE,
    TeamStandingsTable,
    standings_data,
)
from tournaments.standings.team_rows import BOARDS, match_rows, signed

_FIELD_TITLES = {"NS": gettext_noop("North-South"), "EW": gettext_noop("East-West")}


def _field_title(field: str) -> str:
    return _(_FIELD_TITLES[field]) if field in _FIELD_TITLES else field


# The dealer and the vulnerability in a traveller's heading ("dealer West, vulnerable: Both").
_DEALERS = {
    "N": gettext_lazy("North"),
    "E": gettext_lazy("East"),
    "S": gettext_lazy("South"),
    "W": gettext_lazy("West"),
}
_VULNERABLE = {
    "none": pgettext_lazy("vulnerable", "None"),
    "ns": gettext_lazy("North-South"),
    "ew": gettext_lazy("East-West"),
    "both": pgettext_lazy("vulnerable", "Both"),
}


def _dealer(tray: m.Tray) -> str:
    return str(_DEALERS.get(tray.dealer, tray.dealer))


def _vulnerable(tray: m.Tray) -> str:
    return str(_VULNERABLE.get(tray.vulnerability, tray.vulnerability))


def _side(side: str) -> str:
    """A side as a column prints it: "NS" ("NZ" in Dutch)."""
    value = getattr(side, "value", side)
    return pgettext("side", value) if value in ("NS", "EW") else value


def pairs_sheet(
    scores, trays: dict[int, m.Tray], *, match_points: bool = True
) -> tuple[tuple, tuple]:
    """Final standings (a table per field), the whist trick totals, then every traveller; a
    section scored across its field prints the field's figures and both places.  Without
    ``match_points`` the standings are left to the caller (matches won print their own)."""
    event = scores.event
    rows = scores.rows()
    across = scores.field() if hasattr(scores, "field") else None
    tables = []
    for field in dict.fromkeys(r["field"] for r in rows) if match_points else ():
        title = (
            _("Match points: %(field)s") % {"field": _field_title(field)}
            if field
            else _("Match points")
        )
        if across is not None:
            title = _("%(title)s (scored across the field)") % {"title": title}
        places = (_(SECTION_PLACE), _(FIELD_PLACE)) if across is not None else (_("Place"),)
        header = (
            *places,
            _(scores.noun),
            _("Names"),
            str(event.words.Boards),
            _("MP"),
            _("Max"),
            "%",
        )
        body = tuple(
            (str(r["place"]), *([str(r["field_place"])] if across is not None else []))
            + (r["code"], r["name"], str(r["trays"]), r["matchpoints"])
            + (str(r["maximum"]), local_figure(r["percentage"]))
            for r in rows
            if r["field"] == field
        )
        tables.append(TextTable(title, header, body))
    tricks = sorted(scores.trick_rows(), key=lambda r: r["field"] != Direction.NS)
    if tricks:
        header = (
            _("Place"),
            _("Direction"),
            _("Pair"),
            _("Names"),
            _("Tricks"),
            _("Average"),
            "+/-",
        )
        body = tuple(
            (str(r["place"]), _side(r["field"]), r["code"], r["name"], r["tricks"])
            + (r["average"], r["plus_minus"])
            for r in tricks
        )
        tables.append(TextTable(_("Trick totals against the average"), header, body))
    if getattr(scores, "top_loss", None) is not None:
        lost = sorted((r for r in rows if r.get("loss") is not None), key=lambda r: r["loss"])
        body = tuple((r["loss_place"], r["code"], r["name"], str(r["loss"])) for r in lost)
        header = (_("Place"), _("Player"), _("Name"), _("Tricks lost"))
        tables.insert(0, TextTable(_("Tricks lost to the top (Safford)"), header, body))
    by_tray = sorted(scores.by_tray.items())
    if across is not None:  # the field's match points on each tray
        by_tray = [(n, field_sections.traveller_lines(lines, across, n)) for n, lines in by_tray]
    travellers = tuple(_traveller_table(event, trays[n], lines) for n, lines in by_tray)
    return tuple(tables), travellers


def imp_pairs_sheet(scores, trays: dict[int, m.Tray]) -> tuple[tuple, tuple]:
    """Pairs scored in IMPs: a table per field (IMPs and the average a tray), then every
    traveller with each side's IMPs and the tray's datum in its title."""
    rows = scores.rows()
    words = scores.event.words
    tables = []
    for field in dict.fromkeys(r["field"] for r in rows):
        title = scores.heading
        if field:
            title = _("%(heading)s: %(field)s") % {"heading": title, "field": _field_title(field)}
        header = (
            _("Place"),
            _(scores.noun),
            _("Names"),
            str(words.Boards),
            _("IMPs"),
            _("A %(board)s") % {"board": words.board},
        )
        body = tuple(
            (str(r["place"]), r["code"], r["name"], str(r["trays"]), r["imps"], r["average"])
            for r in rows
            if r["field"] == field
        )
        tables.append(TextTable(title, header, body))
    return tuple(tables), _imp_travellers(scores, trays)


def swiss_pairs_sheet(scores, trays: dict[int, m.Tray]) -> tuple[tuple, tuple]:
    """A Swiss of pairs: the VP standings, then every traveller with its Butler IMPs."""
    header = (_("Place"), _(scores.noun), _("Names"), _("Matches"), _("IMPs"), _("VPs"))
    body = tuple(
        (str(r["place"]), r["code"], r["name"], str(r["matches"]), r["imps"], r["vps"])
        for r in scores.rows()
    )
    return (TextTable(scores.heading, header, body),), _imp_travellers(scores, trays)


def _imp_travellers(scores, trays: dict[int, m.Tray]) -> tuple:
    travellers = []
    for number, lines in sorted(scores.by_tray.items()):
        table = _traveller_table(scores.event, trays[number], lines, _imps, _("IMPs"))
        datums = scores.traveller_context(number)["datums"]
        title = table.title
        if datums:
            title = _("%(heading)s: %(datums)s") % {"heading": title, "datums": "; ".join(datums)}
        travellers.append(TextTable(title, table.header, table.rows))
    return tuple(travellers)


def teams_sheet(scores, trays: dict[int, m.Tray]) -> tuple[tuple, tuple]:
    """A teams event: the standings as the page shows them, the matches, then each tray's
    results with what the comparison gave the North-South team."""
    event = scores.event
    players = scores.players()
    table = TeamStandingsTable(
        standings_data(scores, players), event=event, mode=scores.mode, unit=scores.unit
    )
    header, *body = [tuple(str(v) for v in row) for row in table.as_values()]
    tables = [TextTable(_("Teams"), header, tuple(body))]
    matches = tuple(
        (
            row["home"].code,
            row["away"].code,
            _("%(played)s of %(boards)s") % {"played": row["trays"], "boards": row["boards"]},
            f"{row['home_score']}-{row['away_score']}",
            row["outcome"]
            if row["complete"]
            else _("%(outcome)s (so far)") % {"outcome": row["outcome"]},
        )
        for row in match_rows(scores)
    )
    if matches:
        header = (
            _("Home"),
            _("Away"),
            str(event.words.Boards),
            scores.unit[:1].upper() + scores.unit[1:],
            _("Result"),
        )
        tables.append(TextTable(_("Matches"), header, matches))
    if scores.clubs:
        clubs = tuple((c.club, ", ".join(c.teams), signed(c.net)) for c in scores.clubs)
        header = (_("Club"), _("Fours"), _("Net %(unit)s") % {"unit": scores.unit})
        tables.append(TextTable(_("Clubs"), header, clubs))
    travellers = tuple(
        _team_traveller(event, trays[n], lines, scores)
        for n, lines in sorted(scores.by_tray.items())
    )
    return tuple(tables), travellers


def _team_traveller(event: m.Event, tray: m.Tray, lines, scores) -> TextTable:
    title = _("%(board)s %(number)s (dealer %(dealer)s)") % {
        "board": event.words.Board,
        "number": tray.number,
        "dealer": _dealer(tray),
    }
    if event.is_whist:
        result_header = (_("NS tricks"), _("EW tricks"))
    else:
        result_header = (_("Contract"), _("NS score"))
    header = (
        _("Round"),
        _("Table"),
        _side("NS"),
        _side("EW"),
        *result_header,
        _("NS team %(unit)s") % {"unit": scores.unit},
        _("Note"),
    )
    rows = []
    for line in sorted(
        lines, key=lambda x: (x.result.seating.round.number, x.result.seating.table.number)
    ):
        r = line.result
        if replaced(r):
            scored = (
                _whist_ruling(r, r.adjustment)
                if event.is_whist
                else (r.adjustment, assigned_text(r))
            )
        elif event.is_whist:
            scored = (f"{r.ns_tricks} {r.adjustment}".strip(), str(r.ew_tricks))
        else:
            contract = f"{r.contract} {r.declarer} {_text(r.tricks_taken)} {r.adjustment}"
            scored = (" ".join(contract.split()), _text(r.ns_score))
        gain = line.imps_text if scores.method == "imps" else line.net_text
        if scores.mode == BOARDS and line.figure is not None:
            gain = f"{line.net_text} ({line.board_text})".strip()
        where = (str(r.seating.round.number), str(r.seating.table.number))
        codes = (r.seating.ns.code, r.seating.ew.code)
        rows.append((*where, *codes, *scored, gain, line.status_text))
    return TextTable(title, header, tuple(rows))


def side_codes(seating: m.Seating) -> tuple[str, str]:
    """The two sides as a traveller prints them: "3 NS", or an individual table's "10 & 6"."""
    if seating.north_id is not None and seating.ns_id is None:
        return (
            f"{seating.north.code} & {seating.south.code}",
            f"{seating.east.code} & {seating.west.code}",
        )
    return seating.ns.code, seating.ew.code


def _match_points(line) -> tuple[str, str]:
    return line.ns_mp, line.ew_mp


def _imps(line) -> tuple[str, str]:
    return line.ns_imps, line.ew_imps


def _traveller_table(
    event: m.Event, tray: m.Tray, lines, figures=_match_points, unit: str = ""
) -> TextTable:
    unit = unit or _("MP")
    said = {
        "board": event.words.Board,
        "number": tray.number,
        "dealer": _dealer(tray),
        "vulnerable": _vulnerable(tray),
    }
    if tray.vulnerability:
        title = _("%(board)s %(number)s (dealer %(dealer)s, vulnerable: %(vulnerable)s)") % said
    else:
        title = _("%(board)s %(number)s (dealer %(dealer)s)") % said
    if event.is_whist:
        result_header: tuple[str, ...] = (_("NS tricks"), _("EW tricks"))
    else:
        result_header = (_("Contract"), _("By"), _("Tricks"), _("NS score"))
    header = (
        _("Round"),
        _("Table"),
        _side("NS"),
        _side("EW"),
        *result_header,
        _("NS %(unit)s") % {"unit": unit},
        _("EW %(unit)s") % {"unit": unit},
    )
    rows = []
    for line in sorted(
        lines, key=lambda x: (x.result.seating.round.number, x.result.seating.table.number)
    ):
        r = line.result
        seating = r.seating
        ruled = f"{r.adjustment} ({r.law})" if r.law else r.adjustment
        if replaced(r):  # the ruling in place of the result, an assigned score in points
            scored: tuple[str, ...]
            if event.is_whist:
                scored = _whist_ruling(r, ruled)
            else:
                scored = (ruled, "", "", assigned_text(r))
        elif event.is_whist:  # a revoke beside the tricks as made (Law X)
            scored = (
                f"{r.ns_tricks} {r.ns_revoke_mark} {ruled}".strip(),
                f"{r.ew_tricks} {r.ew_revoke_mark}".strip(),
            )
        else:
            contract = (
                _("%(contract)s (law F: %(lead)s)")
                % {"contract": r.contract, "lead": r.out_of_turn}
                if r.out_of_turn
                else r.contract
            )
            contract = f"{contract} {ruled}".strip()  # a penalty or a group beside the result
            scored = (contract, r.declarer, _text(r.tricks_taken), _text(r.ns_score))
        where = (str(seating.round.number), str(seating.table.number))
        rows.append((*where, *side_codes(seating), *scored, *figures(line)))
    return TextTable(title, header, tuple(rows))


def _whist_ruling(r: m.Result, ruled: str) -> tuple[str, str]:
    """A whist ruling's two columns: assigned tricks each side's own, else the code."""
    ns = assigned_text(r, "NS", tricks=True)
    if not ns:
        return ruled, ""
    return f"{ns} {ruled}", assigned_text(r, "EW", tricks=True)


def _text(value: object) -> str:
    return "" if value is None else str(value)
