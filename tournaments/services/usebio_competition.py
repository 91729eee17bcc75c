"""A USEBIO file of several sections or sessions made a competition of the club, in the
caller's transaction.

The file's EVENT becomes the competition (its name, date and the club), each SECTION of each
SESSION one finished, unpublished event of it, imported as a one-section file is
(``usebio_section``).  The sections of a session are scored across the field when they play
the same boards (the file's hand records are one set, by board number) and the file's
figures are the pooled field's; else each section is scored on its own, whichever of the two
reproduces more of the file.  The sessions are combined as the file's overall result is
written: totals are summed, percentages averaged.

The site then lists every figure of the file it does not reproduce: each field's lines and
pairs (``exchange.compare``; a pooled pair is named by its section, ``A:3NS``) and the
overall result against the competition's own standings.  A section the site cannot import
refuses the whole file: the caller's transaction stores nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from said import Said
from tournaments import models as m
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.compare import (
    A_RESULT,
    RESULT,
    Difference,
    differences,
    penalties_shown,
    rescored,
)
from tournaments.exchange.figures import two_places
from tournaments.scoring.rules import RULE_SETS
from tournaments.services.common import DomainError
from tournaments.services.competitions import MAX_SECTIONS, MAX_SESSIONS, section_letters
from tournaments.services.events import club_for
from tournaments.services.usebio_people import ImportedPeople
from tournaments.services.usebio_section import (
    Placed,
    compared_lines,
    counted,
    date_of,
    is_individual,
    log_import,
    rules_of,
    scored_by,
    section_event,
)
from tournaments.standings.competition import competition_scores

LONGEST_SLUG = 76  # an event's address is at most 80 characters: "-1ab" added
Sessions = list[tuple[int, list[tuple[str, doc.Section]]]]


@dataclass
class ImportedCompetition:
    """What a competition's import made, for the person who ran it."""

    competition: m.Competition
    events: list[m.Event]
    differences: list[Difference]
    people: ImportedPeople
    notes: list[str] = field(default_factory=list)

    @property
    def event(self) -> m.Event:
        """The competition's first section (its first session's)."""
        return self.events[0]

    def summary(self) -> str:
        results = m.Result.objects.filter(tray__event__in=self.events).count()
        entrants = m.Entrant.objects.filter(event__in=self.events).count()
        sessions = len({e.session for e in self.events})
        head = _(
            "Imported %(name)s as the competition %(slug)s: %(sessions)s, %(sections)s, "
            "%(entrants)s, %(results)s (%(people)s)."
        ) % {
            "name": self.competition.name,
            "slug": self.competition.slug,
            "sessions": ngettext("%(count)d session", "%(count)d sessions", sessions)
            % {"count": sessions},
            "sections": ngettext("%(count)d section", "%(count)d sections", len(self.events))
            % {"count": len(self.events)},
            **counted(self.people, entrants, results),
        }
        return "\n".join(
            [
                head,
                *self.notes,
                *compared_lines(self.differences),
                _("Its sections are finished and not published: check them, then publish."),
            ]
        )


def import_competition(
    document: doc.Document, event: doc.Event, *, by, club, slug: str
) -> ImportedCompetition:
    """The file's event made a competition; ``DomainError`` when it cannot (the caller's
    transaction then stores nothing)."""
    sessions = _sessions(event)
    club = club_for(by, club)
    across, rules = _scoring(event, sessions)
    notes = [
        scored_by(rules),
        _("The sections of each session are scored across the field, as one field.")
        if across
        else _("Each section is scored on its own."),
    ]
    pools = []
    for number, sections in sessions:
        for group in _pools(sections, across):
            pooled = _pooled(group)
            pooled, penalised = penalties_shown(pooled, rescored(event, pooled, RULE_SETS[rules]))
            notes.extend(str(n) for n in penalised)
            pools.append((number, [x for x, _ in group], pooled))
    with m.club_locale(club):
        name = (event.description or event.title or _("Imported results")).strip()[:200]
    date = date_of(event, notes)
    competition = _competition(club, name, date, slug, event, across, by=by)
    people, events, found, dealt = ImportedPeople(), [], [], ""
    for number, idents, pooled in pools:
        for ident, section in _unpooled(pooled, idents):
            with m.club_locale(club):
                title = _("%(name)s: session %(number)s, section %(ident)s") % {
                    "name": name,
                    "number": number,
                    "ident": ident,
                }
            placed = Placed(
                title,
                f"{competition.slug}-{number}{ident.lower()}",
                date,
                competition,
                number,
                ident,
            )
            if m.Event.objects.filter(slug=placed.slug).exists():
                raise DomainError(
                    _("The address %(slug)s is taken: choose another one.") % {"slug": placed.slug}
                )
            site, lines, dealt = section_event(
                document, event, section, placed, by=by, club=club, rules=rules, people=people
            )
            events.append(site)
            found.extend(lines)
        found.extend(differences(event, pooled, rescored(event, pooled, events[-1].rules)))
    if dealt:
        notes.append(_("For each section: %(dealt)s") % {"dealt": dealt})
    found.extend(_overall_differences(competition, event.participants))
    for site in events:
        log_import(site, by, document, event, found)
    return ImportedCompetition(competition, events, found, people, notes)


def _sessions(event: doc.Event) -> Sessions:
    """The file's sessions by number, each with its sections by letter; refused when a
    section cannot be an event of a competition."""
    if len(event.sessions) > MAX_SESSIONS:
        raise DomainError(
            _(
                "USEBIO/EVENT: the file holds %(sessions)s sessions; a competition has at most "
                "%(max_sessions)s."
            )
            % {"sessions": len(event.sessions), "max_sessions": MAX_SESSIONS}
        )
    ids = [s.id for s in event.sessions]
    numbered = all(i.isdigit() and 1 <= int(i) <= MAX_SESSIONS for i in ids)
    if not numbered or len(set(ids)) != len(ids):
        ids = [str(n) for n in range(1, len(ids) + 1)]
    out: Sessions = []
    for number, session in zip(ids, event.sessions, strict=True):
        where = f"USEBIO/EVENT/SESSION {session.id}"
        if not session.sections or len(session.sections) > MAX_SECTIONS:
            raise DomainError(
                _("%(where)s: a session has 1 to %(max_sections)s sections.")
                % {"where": where, "max_sections": MAX_SECTIONS}
            )
        letters = [s.id.upper() for s in session.sections]
        if len(set(letters)) != len(letters) or not all(
            x.isalpha() and len(x) <= 2 for x in letters
        ):
            letters = section_letters(len(letters))
        sections = []
        for letter, section in zip(letters, session.sections, strict=True):
            if not section.boards:
                raise DomainError(
                    _("%(where)s/SECTION %(id)s: no traveller (no BOARD).")
                    % {"where": where, "id": section.id}
                )
            if is_individual(event, section) or section.matches:
                raise DomainError(
                    _(
                        "%(where)s/SECTION %(id)s: the site's competitions are of pairs; import each section "
                        "of individuals or teams on its own."
                    )
                    % {"where": where, "id": section.id}
                )
            sections.append((letter, section))
        out.append((int(number), sections))
    return out


def _scoring(event: doc.Event, sessions: Sessions) -> tuple[bool, str]:
    """Across the field or not, and the rule set: what reproduces most of the file's figures
    (across the field on a tie), across the field only where each session's sections play
    the same boards."""
    same = all(
        len({tuple(b.number for b in s.boards) for _, s in sections}) == 1
        for _, sections in sessions
    )
    best = None
    for across in (True, False) if same else (False,):
        pools = [_pooled(g) for _, sections in sessions for g in _pools(sections, across)]
        rules = rules_of(event, pools)
        count = sum(len(differences(event, p, rescored(event, p, RULE_SETS[rules]))) for p in pools)
        if best is None or count < best[0]:
            best = (count, across, rules)
    assert best is not None  # at least one way is tried
    return best[1], best[2]


def _pools(sections: list[tuple[str, doc.Section]], across: bool):
    return [sections] if across else [[x] for x in sections]


def _pooled(group: list[tuple[str, doc.Section]]) -> doc.Section:
    """Sections as one field: each pair named by its section (``A:3NS``), so section A's
    pair 3 and section B's stay apart."""
    boards: dict[int, list[doc.Line]] = {}
    pairs: list[doc.Pair] = []
    for ident, section in group:
        for board in section.boards:
            boards.setdefault(board.number, []).extend(
                replace(line, ns=f"{ident}:{line.ns}", ew=f"{ident}:{line.ew}")
                for line in board.lines
            )
        pairs.extend(replace(p, number=f"{ident}:{p.number}") for p in section.participants.pairs)
    return doc.Section(
        "+".join(ident for ident, _ in group),
        doc.Participants(pairs=tuple(pairs)),
        tuple(doc.Board(n, tuple(lines)) for n, lines in sorted(boards.items())),
    )


def _unpooled(pooled: doc.Section, idents: list[str]):
    """Each section of a pooled field again, with its own names."""
    for ident in idents:
        prefix = f"{ident}:"

        def own(text: str, prefix=prefix) -> str:
            return text.removeprefix(prefix)

        boards = []
        for board in pooled.boards:
            lines = tuple(
                replace(line, ns=own(line.ns), ew=own(line.ew))
                for line in board.lines
                if line.ns.startswith(prefix)
            )
            if lines:
                boards.append(doc.Board(board.number, lines))
        pairs = tuple(
            replace(p, number=own(p.number))
            for p in pooled.participants.pairs
            if p.number.startswith(prefix)
        )
        yield ident, doc.Section(ident, doc.Participants(pairs=pairs), tuple(boards))


def _competition(club, name, date, slug, event: doc.Event, across: bool, *, by):
    slug = slug or slugify(f"{name} {date:%Y-%m-%d}")[:60] or "competition"
    if len(slug) > LONGEST_SLUG:  # each section's address adds its session and letter
        raise DomainError(
            _(
                "The address %(slug)s is too long for a competition: at most %(longest_slug)s characters."
            )
            % {"slug": slug, "longest_slug": LONGEST_SLUG}
        )
    if m.Competition.objects.filter(slug=slug).exists():
        raise DomainError(_("The address %(slug)s is taken: choose another one.") % {"slug": slug})
    summed = any(p.result.total is not None for p in event.participants.pairs) and not any(
        p.result.percentage is not None for p in event.participants.pairs
    )
    competition = m.Competition.objects.create(
        club=club,
        name=name,
        slug=slug,
        date=date,
        across_field=across,
        combine=m.Combine.SUM if summed else m.Combine.AVERAGE,
    )
    if not competition.is_organiser(by):
        raise DomainError(_("Only an organiser of the club can import its results."))
    return competition


def _overall_differences(
    competition: m.Competition, participants: doc.Participants
) -> list[Difference]:
    """The file's overall result against the competition's standings, pair by pair."""
    rows = {
        row["entry"].code.replace(" ", ""): row
        for row in competition_scores(competition, staff=True).overall()
    }
    out = []
    for pair in participants.pairs:
        where = f"EVENT/PAIR {pair.number}"
        row = rows.get(doc.sided_number(pair.number.replace(" ", ""), pair.direction))
        if row is None:
            out.append(Difference(where, RESULT, pair.result.place or A_RESULT, Said("no pair")))
            continue
        figure = two_places(row["sort"])
        for tag, theirs in (
            ("TOTAL_SCORE", pair.result.total),
            ("PERCENTAGE", pair.result.percentage),
        ):
            if theirs is not None and theirs != figure:
                out.append(Difference(where, tag, format(theirs, "f"), format(figure, "f")))
        if pair.result.place and doc.bare_place(pair.result.place) != doc.bare_place(
            str(row["place"])
        ):
            out.append(Difference(where, "PLACE", pair.result.place, str(row["place"])))
    return out
