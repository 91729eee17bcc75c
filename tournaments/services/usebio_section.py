"""One section of a USEBIO results file made an event of the club: what an event's import and
a competition's import (``usebio_competition``) share.

Its pairs (or players) with their names and national numbers, a movement rebuilt from the
travellers (``exchange.rebuild``: each meeting a table in a round), every traveller line
entered through the same service the traveller page uses (so every contract, declarer and
trick count is checked as a director's entry is, and the score worked out by the site), the
opening leads, the file's hand records as its deals, and the masterpoints the file awarded.
The event is then finished, not published.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from said import Said
from tournaments import models as m
from tournaments.adapters.movements import IMPORTED
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.compare import Difference, differences, rescored
from tournaments.exchange.rebuild import meetings_of, rebuilt_csv
from tournaments.exchange.usebio_doc import site_lead
from tournaments.exchange.usebio_facts import facts_of
from tournaments.exchange.usebio_read import UsebioError, parse_score
from tournaments.scoring.entry import BridgeEntry, WhistEntry
from tournaments.scoring.rules import RULE_NAMES, RULE_SETS
from tournaments.services.common import DomainError, log, require_organiser
from tournaments.services.deals import import_pbn
from tournaments.services.events import club_for, create_event, finish_event, start_event
from tournaments.services.results import record_traveller
from tournaments.services.table import check_lead
from tournaments.services.usebio_people import (
    ImportedPeople,
    Labels,
    award_from_file,
    name_entrants_from_file,
)

SCORING = {
    doc.MATCH_POINTS: m.ScoringMethod.MATCHPOINTS,
    doc.BUTLER_IMPS: m.ScoringMethod.BUTLER,
    doc.CROSS_IMPS: m.ScoringMethod.CROSS_IMPS,
}
LOGGED_DIFFERENCES = 40
COUNTS = ("SESSION_COUNT", "SECTION_COUNT")


@dataclass(frozen=True)
class Placed:
    """Where a section's event goes: its name and address, and in a competition its session
    and section."""

    name: str
    slug: str = ""
    date: dt.date | None = None
    competition: m.Competition | None = None
    session: int = 1
    section: str = ""


def compared_lines(found: list[Difference]) -> list[str]:
    """What an import's summary says of the file's figures against the site's scoring."""
    if not found:
        return [_("Every figure of the file is the site's own: nothing differs.")]
    head = ngettext(
        "%(count)d figure of the file differs from the site's:",
        "%(count)d figures of the file differ from the site's:",
        len(found),
    ) % {"count": len(found)}
    return [head, *(f"  {d}" for d in found)]


def scored_by(rules: str) -> str:
    """The summary's note of the rule set an import chose."""
    return _("Scored by the rules of %(rules)s: the ones that reproduce the file.") % {
        "rules": RULE_SETS[rules].title
    }


def counted(people, entrants: int, results: int) -> dict[str, str]:
    """The counts an import's summary names, each in words."""
    return {
        "entrants": ngettext("%(count)d entrant", "%(count)d entrants", entrants)
        % {"count": entrants},
        "results": ngettext("%(count)d result", "%(count)d results", results) % {"count": results},
        "people": _("%(matched)d players matched, %(created)d added")
        % {"matched": people.matched, "created": people.created},
    }


def is_individual(event: doc.Event, section: doc.Section) -> bool:
    return bool(section.participants.players) or event.event_type == doc.INDIVIDUAL


def date_of(event: doc.Event, notes: list[str]) -> dt.date:
    """The file's date; today, with a note, when it gives none."""
    if event.date is not None:
        return event.date
    notes.append("The file gives no date: the event is dated today.")
    return dt.date.today()


def section_event(
    document: doc.Document,
    event: doc.Event,
    section: doc.Section,
    placed: Placed,
    *,
    by,
    club,
    rules: str,
    people: ImportedPeople,
) -> tuple[m.Event, list[Difference], str]:
    """The section made a finished event; the scores of its lines the site does not give
    back (and leads it cannot read), and a note of the deals stored from the file's hand
    records (or "")."""
    individuals = is_individual(event, section)
    label = labeller(event, individuals)
    lines = [(b.number, label.seats(line)) for b in section.boards for line in b.lines]
    csv = f"# one_winner: {'no' if label.two_fields else 'yes'}\n" + rebuilt_csv(
        meetings_of(lines), individuals=individuals
    )
    site = create_event(
        by=by,
        # a record of a session played elsewhere: its rounds are the file's, none moves on
        moving_on=m.MovingOn.DIRECTOR,
        club=club_for(by, club),
        name=placed.name[:200],
        date=placed.date,
        venue=event.venue[:200],
        game=game_of(section),
        form=m.Form.INDIVIDUALS if individuals else m.Form.PAIRS,
        movement_kind=IMPORTED,
        movement_size=len({who for _, seats in lines for who in seats}),
        boards_per_round=max(len(meeting.boards) for meeting in meetings_of(lines)),
        scoring_method=SCORING[event.line_method]
        if not individuals
        else m.ScoringMethod.MATCHPOINTS,
        custom_movement=csv,
        slug=placed.slug or None,
        scoring_rules=rules,
        competition=placed.competition,
        section=placed.section,
        session=placed.session,
    )
    require_organiser(site, by)
    site.usebio_facts = facts_of(document, event, section.participants)
    if placed.competition is not None:  # its file is written with its own counts
        kept = site.usebio_facts["kept"]
        site.usebio_facts["kept"] = [k for k in kept if k[0] not in COUNTS]
    site.save(update_fields=["usebio_facts"])
    named = name_entrants_from_file(site, section.participants, label)
    people.matched += named.matched
    people.created += named.created
    start_event(site, by=by)
    site.refresh_from_db()
    found = _enter_travellers(site, section, label, by=by)
    dealt = store_hands(site, document.handset, by=by)
    finish_event(site, by=by)
    award_from_file(site, section.participants, label)
    return site, found, dealt


def store_hands(site: m.Event, handset, *, by) -> str:
    """The file's hand records (``HANDSET``) of the event's boards as its deals, checked as a
    PBN file's are (52 different cards, 13 a hand); a note saying how many, or ""."""
    trays = set(site.trays.values_list("number", flat=True))
    games = []
    for record in (r for r in handset if r.board in trays):
        seats = {hand.direction[:1].upper(): hand for hand in record.hands}
        if set(seats) != set("NESW"):
            raise UsebioError(
                Said(
                    "USEBIO/HANDSET/BOARD %(board)s: the hand record does not give the four hands.",
                    board=record.board,
                )
            )
        hands = (seats[s] for s in "NESW")
        deal = " ".join(".".join((h.spades, h.hearts, h.diamonds, h.clubs)) for h in hands)
        games.append(f'[Board "{record.board}"]\n[Deal "N:{deal}"]\n')
    if not games:
        return ""
    try:
        import_pbn(site, "\n".join(games), by=by, name=Said("the file's hand records"))
    except DomainError as exc:
        said = str(exc).removeprefix("Nothing was stored:").strip()
        said = re.sub(r"line \d+: ", "", said)  # the lines of a file made here, not the user's
        raise UsebioError(Said("USEBIO/HANDSET: %(said)s", said=said)) from None
    return ngettext(
        "%(count)d deal from the file's hand records.",
        "%(count)d deals from the file's hand records.",
        len(games),
    ) % {"count": len(games)}


def rules_of(event: doc.Event, pools: list[doc.Section]) -> str:
    """The rule set whose scoring of the travellers reproduces most of the file's figures
    (the first of them on a tie): scales, short boards and scaled totals differ between the
    programs that write these files, and the file does not say which it used.  ``pools``
    are the fields scored apart (a section, or a session's sections pooled)."""
    best = None
    for order, name in enumerate(RULE_NAMES):
        found = sum(
            len(differences(event, pool, rescored(event, pool, RULE_SETS[name]))) for pool in pools
        )
        if best is None or (found, order) < best[0]:
            best = ((found, order), name)
    assert best is not None  # RULE_NAMES is never empty
    return best[1]


def game_of(section: doc.Section) -> str:
    """Whist when no line has a contract and every score is the tricks North-South took (a
    score with no tricks beside it is an assigned one, and says nothing of the game). A
    section whose every line is a ruling is whist when its assigned scores are tricks: each
    from 0 to 13, some not a multiple of ten (no bridge score is); an assigned contract is
    bridge."""
    lines = [line for b in section.boards for line in b.lines]
    real = [
        line
        for line in lines
        if line.score.lstrip("-").isdigit() and (line.contract or line.tricks is not None)
    ]
    if real:
        whist = all(
            not line.contract and line.tricks is not None and str(line.tricks) == line.score
            for line in real
        )
        return m.Game.WHIST if whist else m.Game.BRIDGE
    assigned: list[int] = []
    for line in lines:
        text = line.score.strip().upper()
        if text.lstrip("-").isdigit():
            assigned.append(int(text))
        elif text.startswith("SCORE"):
            body = re.sub(r"\d+(?:\.\d+)?\s*%", "", text.removeprefix("SCORE"))  # weights
            if re.search(r"[A-Z]", body):
                return m.Game.BRIDGE  # an assigned contract
            assigned.extend(int(n) for n in re.findall(r"-?\d+", body))
    whist = any(n % 10 for n in assigned) and all(0 <= n <= 13 for n in assigned)
    return m.Game.WHIST if whist else m.Game.BRIDGE


def labeller(event: doc.Event, individuals: bool) -> Labels:
    pairs = not individuals
    return Labels(event.sided and pairs, event.two_fields and pairs, individuals)


def seatings_by_tray(site: m.Event) -> dict[tuple[int, tuple[str, ...]], m.Seating]:
    """An imported event's seatings by tray and who sat: (N, S, E, W) players' labels, or the
    (NS, EW) pairs': how a file's line finds the seating its movement was rebuilt with."""
    seatings: dict[tuple[int, tuple[str, ...]], m.Seating] = {}
    rows = m.Seating.objects.filter(round__event=site).select_related(*m.SEATING_RELATED)
    for seating in rows.prefetch_related("trays"):
        people = (
            (seating.north.label, seating.south.label, seating.east.label, seating.west.label)
            if seating.north_id
            else (seating.ns.label, seating.ew.label)
        )
        for tray in seating.trays.all():
            seatings[(tray.number, people)] = seating
    return seatings


def _enter_travellers(site: m.Event, section: doc.Section, label: Labels, *, by) -> list:
    """Every line through ``record_traveller``; the file's scores the site does not give back
    are listed, the site's kept."""
    seatings = seatings_by_tray(site)
    found = []
    for board in section.boards:
        entries, leads = [], {}
        for i, line in enumerate(board.lines, start=1):
            where = f"BOARD {board.number}/TRAVELLER_LINE {i}"
            seating = seatings[(board.number, label.seats(line))]
            entries.append(_entry(site, seating.pk, line, where))
            leads[seating.pk] = (line, where)
        try:
            record_traveller(site, board.number, entries, by=by, via="usebio")
        except DomainError as exc:
            raise DomainError(
                _("USEBIO/EVENT/BOARD %(number)s: %(exc)s") % {"number": board.number, "exc": exc}
            ) from None
        found.extend(_check_scores_and_leads(site, board.number, leads))
    return found


def _entry(site: m.Event, seating: int, line: doc.Line, where: str):
    score, adjustment = parse_score(line.score, f"{where}/SCORE")
    penalty = f"; {line.penalty}" if line.penalty else ""
    if adjustment is not None:
        return BridgeEntry(seating, "", adjustment=f"{adjustment}{penalty}")
    if score is not None and not line.contract and line.tricks is None:
        # A score with nothing played beside it is the director's: an assigned score.
        return BridgeEntry(seating, "", adjustment=f"SCORE {score}{penalty}")
    if site.is_whist:
        if line.tricks is None:
            raise DomainError(
                _("USEBIO/EVENT/%(where)s/TRICKS: a whist line without its tricks.")
                % {"where": where}
            )
        return WhistEntry(seating, line.tricks, 13 - line.tricks, adjustment=line.penalty)
    if not line.contract:
        raise DomainError(
            _(
                "USEBIO/EVENT/%(where)s/CONTRACT: a score without its contract; the site keeps the "
                "contract, declarer and tricks of every result."
            )
            % {"where": where}
        )
    passed = line.contract.strip().upper() in ("PASS", "PASSED", "P", "AP")
    tricks = line.tricks if line.tricks is not None else 0 if passed else None
    contract = "PASS" if passed else line.contract
    return BridgeEntry(seating, contract, line.declarer, tricks, adjustment=line.penalty)


def _check_scores_and_leads(site: m.Event, tray: int, lines: dict) -> list[Difference]:
    found = []
    for result in m.Result.objects.filter(tray__event=site, tray__number=tray):
        line, where = lines[result.seating_id]
        score, _kind = parse_score(line.score, where)
        ruled = result.ns_score is None and result.adjustment  # the file's score, assigned
        if score is not None and not site.is_whist and not ruled and result.ns_score != score:
            found.append(Difference(where, "SCORE", line.score, str(result.ns_score)))
        lead = site_lead(line.lead)
        if lead and not result.adjustment:
            values = {"contract": result.contract}
            try:
                result.lead = check_lead(lead, values, f"USEBIO/EVENT/{where}/LEAD")
            except DomainError:
                found.append(Difference(where, "LEAD", line.lead, Said("not a card: left out")))
                continue
            result.save(update_fields=["lead"])
    return found


def log_import(site: m.Event, by, document: doc.Document, event: doc.Event, found: list) -> None:
    program = " ".join(x for x in (event.program_name, event.program_version) if x)
    source = (
        Said(
            "a USEBIO %(version)s file written by %(program)s",
            version=document.version,
            program=program,
        )
        if program
        else Said("a USEBIO %(version)s file", version=document.version)
    )
    said = (
        Said(
            "Imported from %(source)s: every figure agrees with the site's scoring.", source=source
        )
        if not found
        else Said(
            "Imported from %(source)s: one figure differs from the site's scoring.", source=source
        )
        if len(found) == 1
        else Said(
            "Imported from %(source)s: %(count)s figures differ from the site's scoring.",
            source=source,
            count=len(found),
        )
    )
    log(site, by, "import", said)
    for difference in found[:LOGGED_DIFFERENCES]:
        log(site, by, "import", str(difference))
    if len(found) > LOGGED_DIFFERENCES:
        log(
            site,
            by,
            "import",
            Said("... and %(value)s more.", value=len(found) - LOGGED_DIFFERENCES),
        )
