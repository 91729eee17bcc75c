"""A teams event scored elsewhere, imported from its USEBIO file, in one transaction.

The file's teams become the event's teams (named, their pairs' players matched to the club's
players), the movement is rebuilt from its matches (``exchange.teams_rebuild``: each match a
round at two tables, the trays copies), and every room's line is entered through the traveller
service, so each contract, declarer and trick count is checked as a director's entry is.  The
event is scored by the file's method: IMPs (victory points when teams play several matches,
on the scale that gives the file's figures), total points (aggregate), board-a-match, or a
whist series on tricks; it is then finished, not published.

The site's matches and standings are then compared with the file's (``exchange.teams_compare``)
and every figure that differs is listed, as the pairs import does.  A file the site cannot
seat (a match naming a team the participants do not list, a team meeting itself, a board with
one room) is a ``DomainError`` naming the element, and nothing is saved.
"""

from __future__ import annotations

import datetime as dt

from django.db import transaction
from django.utils.translation import gettext as _

from said import Said, SaidCount
from tournaments import models as m
from tournaments.adapters.movements import IMPORTED
from tournaments.exchange import usebio_doc as doc
from tournaments.exchange.compare import Difference
from tournaments.exchange.teams_byes import bye_vps
from tournaments.exchange.teams_compare import team_differences
from tournaments.exchange.teams_rebuild import Room, TeamsPlan, teams_plan
from tournaments.exchange.usebio_read import UsebioError, parse_score
from tournaments.scoring.entry import BridgeEntry, WhistEntry
from tournaments.scoring.victory import VP_SCALES
from tournaments.services.common import DomainError, log, require_organiser
from tournaments.services.events import club_for, create_event, finish_event, name_team, start_event
from tournaments.services.results import record_traveller
from tournaments.services.usebio_people import Labels, name_entrants_from_file
from tournaments.standings.team_rows import VPS
from tournaments.standings.teams import TeamScores
from tournaments.standings.usebio_forms import teams_section

__all__ = ["is_teams_file", "import_teams"]

METHODS = {
    doc.IMPS: m.ScoringMethod.IMPS,
    doc.AGGREGATE: m.ScoringMethod.POINTS,
    "TOTAL_POINTS": m.ScoringMethod.POINTS,
    "BOARD_A_MATCH": m.ScoringMethod.BOARD_A_MATCH,
    "BAM": m.ScoringMethod.BOARD_A_MATCH,
}
LOGGED_DIFFERENCES = 40


def is_teams_file(document: doc.Document) -> bool:
    """Whether the file's one event is a teams event (with matches to read)."""
    return len(document.events) == 1 and document.events[0].event_type in doc.TEAM_TYPES


def import_teams(
    document: doc.Document, *, by, club: m.Club | None = None, slug: str = "", hands=None
):
    """(The event, the differences, the people matched, notes) made of the file's teams
    event; ``DomainError`` (nothing saved) when it cannot be.  ``hands(event, handset, by=)``
    stores the file's hand records as the pairs import does, and says how many."""
    event = document.events[0]
    sections = event.sections
    if len(sections) != 1:
        raise DomainError(
            _("USEBIO/EVENT: the file holds %(n)s sections; the site imports one section a file.")
            % {"n": len(sections)}
        )
    section = sections[0][1]
    if event.sessions and not section.participants:
        section = doc.Section("", event.participants, section.boards, section.matches)
    try:
        plan = teams_plan(section)
        with transaction.atomic():
            return _import(document, event, section, plan, by=by, club=club, slug=slug, hands=hands)
    except UsebioError as exc:
        said = str(exc)
        raise DomainError(said if said.startswith("USEBIO") else f"USEBIO/{said}") from None


def _game(plan: TeamsPlan) -> str:
    """Whist when no line has a contract and every score is North-South's tricks (given as
    the line's TRICKS, or alone: a number of tricks no bridge score can be)."""
    lines = [r.line for r in plan.rooms]
    if any(line.contract for line in lines):
        return m.Game.BRIDGE
    scores = [line.score for line in lines if line.score.isdigit()]
    whist = (
        scores
        and all(line.tricks is None or str(line.tricks) == line.score for line in lines)
        and all(int(score) <= 13 for score in scores)
        and any(int(s) % 10 for s in scores)
    )
    return m.Game.WHIST if whist else m.Game.BRIDGE


def _method(event: doc.Event, game: str) -> str:
    if game == m.Game.WHIST:
        return m.ScoringMethod.TRICKS
    return METHODS.get(event.board_scoring, m.ScoringMethod.IMPS)


def _pairs_of(plan: TeamsPlan) -> doc.Participants:
    """The file's pairs under the site's labels (``exchange.teams_pairs``)."""
    return doc.Participants(
        pairs=tuple(doc.Pair(site, "", players) for site, players in plan.players.items())
    )


def _import(document, event: doc.Event, section, plan: TeamsPlan, *, by, club, slug, hands):
    game = _game(plan)
    notes = []
    date = event.date
    if date is None:
        date = dt.date.today()
        notes.append(_("The file gives no date: the event is dated today."))
    site = create_event(
        by=by,
        # a record of a session played elsewhere: its rounds are the file's, none moves on
        moving_on=m.MovingOn.DIRECTOR,
        club=club_for(by, club),
        name=(event.description or event.title or _("Imported results"))[:200],
        date=date,
        venue=event.venue[:200],
        game=game,
        form=m.Form.TEAMS,
        movement_kind=IMPORTED,
        movement_size=len(plan.players),
        boards_per_round=plan.boards_per_round,
        scoring_method=_method(event, game),
        custom_movement=plan.csv(),
        slug=slug or None,
    )
    require_organiser(site, by)
    for team in site.entrants.filter(kind=m.Entrant.Kind.TEAM):
        name = plan.teams[team.label].name.strip()
        if name:
            name_team(team, by=by, name=name[:200])
    people = name_entrants_from_file(
        site, _pairs_of(plan), Labels(sided=False, two_fields=False, individuals=False)
    )
    start_event(site, by=by)
    site.refresh_from_db()
    found = _enter_rooms(site, plan.rooms, by=by)
    dealt = hands(site, document.handset, by=by) if hands is not None else ""
    if dealt:
        notes.append(dealt)
    finish_event(site, by=by)
    site.refresh_from_db()
    _award(site, plan)
    scores, said = _scored(site, section, plan)
    notes.extend(said)
    found.extend(team_differences(section, teams_section(scores, {}, {})))
    _log(site, by, document, event, found)
    return site, found, people, notes


def _award(site: m.Event, plan: TeamsPlan) -> None:
    """The masterpoints the file gave each team, to each of its players."""
    rows: list[m.Award] = []
    for team in site.entrants.filter(kind=m.Entrant.Kind.TEAM):
        result = plan.teams[team.label].result
        if result.award is None:
            continue
        if result.award.points < 0:
            raise DomainError(
                _("USEBIO/EVENT/PARTICIPANTS/TEAM %(team)s/MASTER_POINTS_AWARDED: not below 0.")
                % {"team": team.label}
            )
        members = m.EntrantMember.objects.filter(entrant__team=team).order_by("pk")
        players = dict.fromkeys(member.player for member in members.select_related("player"))
        rows.extend(
            m.Award(
                event=site,
                entrant=team,
                player=player,
                points=result.award.points,
                point_type=result.award.point_type[:20],
                place=result.place[:12],
            )
            for player in players
        )
    m.Award.objects.bulk_create(rows)
    m.bump_events("pk", site.pk)  # bulk writes send no signal


def _enter_rooms(site: m.Event, rooms: tuple[Room, ...], *, by) -> list[Difference]:
    """Every room's line through ``record_traveller``, board by board; the file's scores the
    site does not give back are listed, the site's kept."""
    seatings = {}
    rows = m.Seating.objects.filter(round__event=site, ns__isnull=False)
    for s in rows.select_related("ns", "ew").prefetch_related("trays"):
        for tray in s.trays.all():
            seatings[(tray.number, s.ns.label, s.ew.label)] = s.pk
    by_board: dict[int, list[tuple[int, Room]]] = {}
    for room in rooms:
        seating = seatings[(room.board, room.ns, room.ew)]
        by_board.setdefault(room.board, []).append((seating, room))
    found = []
    for board, entered in sorted(by_board.items()):
        entries = [_entry(site, seating, room) for seating, room in entered]
        try:
            record_traveller(site, board, entries, by=by, via="usebio")
        except DomainError as exc:
            raise DomainError(
                _("USEBIO/EVENT/BOARD %(board)s: %(exc)s") % {"board": board, "exc": exc}
            ) from None
        if site.is_whist:
            continue
        rooms_of = dict(entered)
        for result in m.Result.objects.filter(tray__event=site, tray__number=board):
            room = rooms_of[result.seating_id]
            score, _ruling = parse_score(room.line.score, room.where)
            if score is not None and result.ns_score is not None and result.ns_score != score:
                found.append(Difference(room.where, "SCORE", room.line.score, str(result.ns_score)))
    return found


def _entry(site: m.Event, seating: int, room: Room):
    line, where = room.line, f"USEBIO/{room.where}"
    score, adjustment = parse_score(line.score, f"{room.where}/SCORE")
    if adjustment is not None:
        return BridgeEntry(seating, "", adjustment=str(adjustment))
    if score is not None and not line.contract and line.tricks is None and not site.is_whist:
        return BridgeEntry(seating, "", adjustment=f"SCORE {score}")
    if site.is_whist:
        tricks = line.tricks if line.tricks is not None else score
        if tricks is None or not 0 <= tricks <= 13:
            raise DomainError(
                _("%(where)s/TRICKS: a whist line gives North-South's tricks.") % {"where": where}
            )
        return WhistEntry(seating, tricks, 13 - tricks)
    if not line.contract:
        raise DomainError(
            _(
                "%(where)s/CONTRACT: a line without its contract; the site keeps the contract, "
                "declarer and tricks of every result."
            )
            % {"where": where}
        )
    passed = line.contract.strip().upper() in ("PASS", "PASSED", "P", "AP")
    tricks = line.tricks if line.tricks is not None else 0 if passed else None
    return BridgeEntry(seating, "PASS" if passed else line.contract, line.declarer, tricks)


def _scored(site: m.Event, section: doc.Section, plan: TeamsPlan) -> tuple[TeamScores, list]:
    """The event's scores by the method and victory-point scale that give most of the file's
    figures, which the event keeps: a file names neither its scale nor, writing a bridge
    teams event as ``AGGREGATE``, whether its boards were won on total points or board-a-match
    (the first tried wins a tie: the file's own word, the WBF continuous scale).  A bye scores
    the VPs the file's totals give it (``bye_vps``)."""
    methods = [site.scoring_method]
    if site.scoring_method == m.ScoringMethod.POINTS:
        methods.append(m.ScoringMethod.BOARD_A_MATCH)
    best = None
    order = 0
    for method in methods:
        site.scoring_method = method
        site.custom_movement = plan.csv()
        scales = VP_SCALES if TeamScores.load(site).mode == VPS else (site.vp_scale,)
        for scale in scales:
            order += 1
            site.vp_scale = scale
            site.custom_movement = plan.csv()
            try:
                tried = TeamScores.load(site)
                byes, said = 0, False
                if tried.mode == VPS and plan.byes:
                    vps = {r.team.label: r.vps for r in tried.standings}
                    byes, said = bye_vps(plan.byes, section, vps)
                if byes:
                    site.custom_movement = plan.csv(byes)
                    tried = TeamScores.load(site)
            except ValueError:  # a scale for matches of other lengths
                continue
            found = len(team_differences(section, teams_section(tried, {}, {})))
            if best is None or (found, order) < best[0]:
                best = ((found, order), method, scale, (byes, said), tried)
    assert best is not None  # the first method's WBF scale takes a match of any length
    _order, method, scale, (byes, said), scores = best
    site.scoring_method, site.vp_scale = method, scale
    site.custom_movement = plan.csv(byes)
    site.save(update_fields=["scoring_method", "vp_scale", "custom_movement"])
    notes = []
    if method == m.ScoringMethod.BOARD_A_MATCH and method != methods[0]:
        notes.append(_("Scored board-a-match: the method that gives the file's figures."))
    if scores.mode == VPS:
        notes.append(
            _("Victory points on the %(scale)s: the scale of the file.")
            % {"scale": site.get_vp_scale_display()}
        )
    if byes and said:
        notes.append(_("Each bye scores %(vps)s VPs, as the file's totals give.") % {"vps": byes})
    elif byes:
        notes.append(
            _("Each bye scores %(vps)s VPs, as in the site's own Swiss: the file gives no total.")
            % {"vps": byes}
        )
    return scores, notes


def _log(site: m.Event, by, document: doc.Document, event: doc.Event, found: list) -> None:
    program = " ".join(x for x in (event.program_name, event.program_version) if x)
    count = len(found)
    if program:
        text = SaidCount(
            "Imported from a USEBIO %(version)s teams file written by %(program)s: "
            "%(count)s figure differs from the site's scoring.",
            "Imported from a USEBIO %(version)s teams file written by %(program)s: "
            "%(count)s figures differ from the site's scoring.",
            count,
            version=document.version,
            program=program,
            count=count,
        )
    else:
        text = SaidCount(
            "Imported from a USEBIO %(version)s teams file: %(count)s figure differs from "
            "the site's scoring.",
            "Imported from a USEBIO %(version)s teams file: %(count)s figures differ from "
            "the site's scoring.",
            count,
            version=document.version,
            count=count,
        )
    log(site, by, "import", text)
    for difference in found[:LOGGED_DIFFERENCES]:
        log(site, by, "import", str(difference))
    if len(found) > LOGGED_DIFFERENCES:
        more = len(found) - LOGGED_DIFFERENCES
        log(site, by, "import", Said("... and %(more)s more.", more=more))
