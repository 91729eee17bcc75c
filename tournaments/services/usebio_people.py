"""The people of an imported results file: its pairs' (or players') names and national
numbers matched to the club's players, and the masterpoints the file awarded them."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Q
from django.utils.translation import gettext as _

from tournaments import models as m
from tournaments.exchange import usebio_doc as doc
from tournaments.services.common import DomainError


@dataclass
class ImportedPeople:
    matched: int = 0
    created: int = 0


def club_player(club: m.Club, player: doc.Player, people: ImportedPeople) -> m.Player:
    """The club's player with the file player's national number, else the one player of that
    name (who gets the number), else a new player."""
    if player.national_id:
        found = m.Player.objects.filter(club=club, national_id=player.national_id).first()
        if found is not None:
            people.matched += 1
            return found
    same = list(
        m.Player.objects.filter(club=club, name__iexact=player.name)
        .filter(Q(national_id="") | Q(national_id=player.national_id))
        .order_by("pk")[:2]
    )
    if len(same) == 1:
        found = same[0]
        if player.national_id and not found.national_id:
            found.national_id = player.national_id
            found.save(update_fields=["national_id"])
        people.matched += 1
        return found
    people.created += 1
    return m.Player.objects.create(club=club, name=player.name, national_id=player.national_id)


# The site's label a file's participant goes by, or a pair's two labels when the file gives
# no direction (the one the site knows is the pair).
Wanted = str | tuple[str, ...]


def _participants(
    participants: doc.Participants, label: Labels
) -> list[tuple[str, Wanted, doc.Pair | doc.Individual]]:
    """(where, site label, participant) for every pair or player of the file."""
    out: list[tuple[str, Wanted, doc.Pair | doc.Individual]] = []
    for pair in participants.pairs:
        out.append((f"PAIR {pair.number}", _pair_label(pair, label), pair))
    for individual in participants.players:
        out.append((f"PLAYER {individual.number}", individual.number, individual))
    return out


def _pair_label(pair: doc.Pair, label: Labels) -> Wanted:
    if label.sided and not pair.direction:
        return (label.pair(pair.number, "NS"), label.pair(pair.number, "EW"))
    return label.pair(pair.number, pair.direction)


def _entrant(entrants: dict[str, m.Entrant], where: str, wanted: Wanted) -> m.Entrant | None:
    if isinstance(wanted, str):
        return entrants.get(wanted)
    found = [entrants[x] for x in wanted if x in entrants]
    if len(found) > 1:
        raise DomainError(
            _("USEBIO/EVENT/PARTICIPANTS/%(where)s: give the pair its DIRECTION.")
            % {"where": where}
        )
    return found[0] if found else None


class Labels:
    """The site's labels for the file's pairs or players: ``3NS``/``3EW`` where the file knows
    its pairs by number and direction (as a Mitchell numbers its pairs), the file's numbers
    otherwise; ``two_fields`` when North-South and East-West are ranked apart.  Every import
    names its entrants through one (``name_entrants_from_file``): a USEBIO section, a teams
    file (whose pairs the plan has already labelled: nothing sided) and a LIN session."""

    def __init__(self, sided: bool, two_fields: bool, individuals: bool) -> None:
        self.sided, self.two_fields, self.individuals = sided, two_fields, individuals

    def pair(self, number: str, direction: str) -> str:
        return doc.sided_number(number, direction) if self.sided else number

    def seats(self, line: doc.Line) -> tuple[str, ...]:
        if self.individuals:
            north, east, south, west = line.seats or ("", "", "", "")
            return (north, south, east, west)
        return (self.pair(line.ns, "NS"), self.pair(line.ew, "EW"))


def name_entrants_from_file(
    site: m.Event, participants: doc.Participants, label: Labels
) -> ImportedPeople:
    """Name every entrant that played from the file's participants (one who played nothing
    has no place in the rebuilt movement and is left out)."""
    entrants = {e.label: e for e in site.entrants.all()}
    people = ImportedPeople()
    for where, wanted, participant in _participants(participants, label):
        entrant = _entrant(entrants, where, wanted)
        if entrant is None:
            continue
        named = participant.players if isinstance(participant, doc.Pair) else (participant.player,)
        players = [club_player(site.club, p, people) for p in named if p.name.strip()]
        if len({p.pk for p in players}) != len(players):
            raise DomainError(
                _("USEBIO/EVENT/PARTICIPANTS/%(where)s: the same player is named twice.")
                % {"where": where}
            )
        for position, player in enumerate(players, start=1):
            m.EntrantMember.objects.create(entrant=entrant, player=player, position=position)
        entrant.name = " & ".join(p.name for p in players)[:200]
        entrant.save(update_fields=["name"])
    return people


def award_from_file(site: m.Event, participants: doc.Participants, label: Labels) -> int:
    """The masterpoints the file gave each participant, to each of its players; how many."""
    entrants = {e.label: e for e in site.entrants.prefetch_related("members__player")}
    rows = []
    for where, wanted, participant in _participants(participants, label):
        award = participant.result.award
        entrant = _entrant(entrants, where, wanted)
        if award is None or entrant is None:
            continue
        if award.points < 0:
            raise DomainError(
                _("USEBIO/EVENT/PARTICIPANTS/%(where)s/MASTER_POINTS_AWARDED: not below 0.")
                % {"where": where}
            )
        for member in entrant.members.all():
            rows.append(
                m.Award(
                    event=site,
                    entrant=entrant,
                    player=member.player,
                    points=award.points,
                    point_type=award.point_type[:20],
                    place=participant.result.place[:12],
                )
            )
    m.Award.objects.bulk_create(rows)
    m.bump_events("pk", site.pk)  # bulk writes send no signal
    return len(rows)
