"""Swiss teams and Swiss pairs: each match's opponents drawn from the scores so far.

The pairing rule, as the event page and ``docs/GUIDE.md`` state it:

1. **Match 1 by seeding.**  Entrants in seeding order (their entry numbers); the top half
   meets the bottom half: with 12 teams, 1 plays 7, 2 plays 8, ... 6 plays 12.
2. **Later matches by score.**  Entrants ranked by their total so far, ties by seeding.  The
   highest unpaired entrant meets the highest-ranked unpaired entrant it has not met; when
   that would leave the rest impossible to pair without a repeat meeting, the next one down.
   The draw found is therefore the first, in ranking order, with no repeat meeting: the top
   two meet whenever no earlier meeting forbids it.
3. **A bye when the field is odd**, to the lowest-ranked entrant that has not had one (and
   whose bye still leaves a draw without repeats); the bye scores a stated number of VPs.
4. When no draw avoids a repeat meeting the director makes that match's draw by hand.

The higher-ranked entrant of each match is the home side: North-South at the lower table.

Trays are duplicated: every match of a round plays the same deals, each from its own copy
(``Movement.copies``), so a tray's traveller compares the whole field, as Swiss pairs scored
against a datum needs.  A team match takes two rounds at a pair of tables, each table
dealing one set and the tables then exchanging; a pairs match is one round at one table.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from movements.teams import MAX_TEAMS, team_label
from movements.types import Family, Movement, Round, Seating, Team, TraySet
from said import TRAYS, Said


class SwissError(ValueError):
    """No draw meets the rule; the message says why (the director then draws by hand)."""


@dataclass(frozen=True)
class Draw:
    """One match's draw: (home, visitors) in table order, and the entrant with the bye."""

    matches: tuple[tuple[str, str], ...]
    bye: str | None = None

    def as_data(self) -> list[list[str]]:
        """The draw as stored in the event's options: [home, visitors] per match."""
        return [[home, away] for home, away in self.matches]


# Searching beyond this many partial draws means no draw without repeats is within reach.
_SEARCH_LIMIT = 200_000


def first_draw(seeding: Sequence[str]) -> Draw:
    """Match 1: the top half of the seeding against the bottom half; the last seed has the
    bye when the field is odd."""
    field = list(seeding)
    bye = field.pop() if len(field) % 2 else None
    half = len(field) // 2
    return Draw(tuple(zip(field[:half], field[half:], strict=True)), bye)


def next_draw(
    ranking: Sequence[str],
    met: Collection[frozenset[str]],
    had_bye: Collection[str] = (),
) -> Draw:
    """The next match's draw under the rule above.

    ``ranking`` is every entrant, best first (ties already broken by seeding); ``met`` the
    pairs of entrants who have met; ``had_bye`` those who have had a bye.
    """
    field = list(ranking)
    if len(set(field)) != len(field):
        raise SwissError(Said("an entrant is ranked twice"))
    met_set = {frozenset(p) for p in met}
    if len(field) % 2 == 0:
        matches = _pair(field, met_set)
        if matches is None:
            raise SwissError(_NO_DRAW)
        return Draw(matches)
    candidates = [e for e in reversed(field) if e not in had_bye] or list(reversed(field))
    for bye in candidates:
        matches = _pair([e for e in field if e != bye], met_set)
        if matches is not None:
            return Draw(matches, bye)
    raise SwissError(_NO_DRAW)


_NO_DRAW = (
    "no draw avoids a repeat meeting: everyone left has met everyone they could meet. "
    "Make this match's draw by hand."
)


def _pair(field: list[str], met: set[frozenset[str]]) -> tuple[tuple[str, str], ...] | None:
    """The first pairing in ranking order with no repeat meeting (depth-first search)."""
    budget = [_SEARCH_LIMIT]

    def search(rest: list[str]) -> list[tuple[str, str]] | None:
        if not rest:
            return []
        budget[0] -= 1
        if budget[0] < 0:
            return None
        top, others = rest[0], rest[1:]
        for i, other in enumerate(others):
            if frozenset((top, other)) in met:
                continue
            tail = search(others[:i] + others[i + 1 :])
            if tail is not None:
                return [(top, other), *tail]
        return None

    found = search(field)
    return None if found is None else tuple(found)


def check_draw(draw: Sequence[Sequence[str]], field: Sequence[str]) -> Draw:
    """A stored or hand-made draw, checked: every entrant in one match at most, at most one
    left out (and only when the field is odd), nobody against itself."""
    known = set(field)
    seen: list[str] = []
    matches = []
    for pair in draw:
        if len(pair) != 2:
            raise SwissError(Said("each match names two entrants"))
        home, away = (str(x) for x in pair)
        for e in (home, away):
            if e not in known:
                raise SwissError(Said("%(e)s is not in this field", e=repr(e)))
        if home == away:
            raise SwissError(Said("%(home)s cannot play itself", home=home))
        seen += [home, away]
        matches.append((home, away))
    twice = sorted({e for e in seen if seen.count(e) > 1})
    if twice:
        raise SwissError(Said("%(value)s drawn twice in one match", value=", ".join(twice)))
    left = [e for e in field if e not in seen]
    if len(left) != len(field) % 2:
        left_out = ", ".join(left)
        raise SwissError(
            Said("%(left)s not drawn: everyone plays except one bye", left=left_out)
            if len(field) % 2
            else Said("%(left)s not drawn: everyone plays", left=left_out)
        )
    return Draw(tuple(matches), left[0] if left else None)


def meetings(draws: Sequence[Draw]) -> set[frozenset[str]]:
    return {frozenset(m) for d in draws for m in d.matches}


def field_of(movement: Movement) -> list[str]:
    """The Swiss's entrants in seeding order: team letters, or pair numbers."""
    return [t.label for t in movement.teams] if movement.teams else list(movement.entrants)


def rounds_per_match(movement: Movement) -> int:
    return 2 if movement.teams else 1


def drawn(movement: Movement) -> list[Draw]:
    """The matches a Swiss movement has drawn, read back from its rounds (the first round of
    each match: for teams, the home side's pair North-South at each odd table)."""
    field = field_of(movement)
    step = rounds_per_match(movement)
    out = []
    for rnd in movement.rounds[::step]:
        matches = []
        for s in sorted(rnd.seatings, key=lambda s: s.table):
            if s.is_sit_out or (step == 2 and s.table % 2 == 0):
                continue
            if step == 2:
                matches.append((str(s.ns).split(".")[0], str(s.ew).split(".")[0]))
            else:
                matches.append((str(s.ns), str(s.ew)))
        out.append(check_draw(matches, field))
    return out


def planned_matches(movement: Movement) -> int:
    return int(movement.option("matches") or 0)


def byes(movement: Movement) -> dict[str, int]:
    """Byes so far per entrant (none for a movement that is not a Swiss)."""
    if not movement.drawn_as_played:
        return {}
    out: dict[str, int] = {}
    for d in drawn(movement):
        if d.bye:
            out[d.bye] = out.get(d.bye, 0) + 1
    return out


def bye_vps(movement: Movement) -> int:
    return int(movement.option("bye_vps") or 0)


# -- movements --------------------------------------------------------------------------------


def _sets(count: int, b: int) -> tuple[TraySet, ...]:
    return tuple(TraySet(s, tuple(range((s - 1) * b + 1, s * b + 1))) for s in range(1, count + 1))


def _draws(field: list[str], draws: Sequence[Any], matches: int) -> list[Draw]:
    out = [check_draw(d, field) for d in draws] or [first_draw(field)]
    if len(out) > matches:
        raise ValueError(
            Said(
                "%(count_out)s matches drawn, but the event has %(matches)s",
                count_out=len(out),
                matches=matches,
            )
        )
    return out


def _check_size(n: int, matches: int | None, boards: int, what: str, most: int) -> int:
    """The number of matches (by default six, or fewer in a field too small for six)."""
    if not 4 <= n <= most:
        raise ValueError(
            Said("a Swiss is offered for 4 to %(most)s %(what)s", most=most, what=what)
        )
    if matches is None:
        matches = min(6, n - 1)
    if not 1 <= matches <= n - 1:
        raise ValueError(
            Said(
                "%(n)s %(what)s can play 1 to %(value)s matches without a repeat meeting",
                n=n,
                what=what,
                value=n - 1,
            )
        )
    if boards < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))
    return matches


def _match_note(number: int, draw: Draw, name: str) -> Said:
    """A match's round: its number, and who has the bye (a team or a pair)."""
    if not draw.bye:
        return Said("match %(match)s", match=number)
    if name == "team":
        return Said("match %(match)s; team %(bye)s has the bye", match=number, bye=draw.bye)
    return Said("match %(match)s; pair %(bye)s has the bye", match=number, bye=draw.bye)


def swiss_teams(
    teams: int,
    *,
    matches: int | None = None,
    boards_per_round: int = 4,
    draws: Sequence[Any] = (),
    bye_vps: int = 12,
) -> Movement:
    """Swiss teams: ``matches`` matches of ``2 * boards_per_round`` trays, drawn one at a time.

    ``draws`` are the matches drawn so far ([home, visitors] team letters per match); without
    any, match 1 is drawn by seeding.  Match ``s`` is rounds ``2s - 1`` and ``2s``: its
    ``k``-th pairing sits at tables ``2k - 1`` (home North-South) and ``2k`` (visitors
    North-South); each table deals one of sets ``2s - 1`` and ``2s``, then they exchange.
    """
    matches = _check_size(teams, matches, boards_per_round, "teams", MAX_TEAMS)
    labels = [team_label(i) for i in range(teams)]
    drawn = _draws(labels, draws, matches)
    rounds = []
    for s, draw in enumerate(drawn, start=1):
        first_set, second_set = 2 * s - 1, 2 * s
        first, second = [], []
        for k, (home, away) in enumerate(draw.matches, start=1):
            t1, t2 = 2 * k - 1, 2 * k
            first += [Seating(2 * s - 1, t1, f"{home}.NS", f"{away}.EW", first_set)]
            first += [Seating(2 * s - 1, t2, f"{away}.NS", f"{home}.EW", second_set)]
            second += [Seating(2 * s, t1, f"{home}.NS", f"{away}.EW", second_set)]
            second += [Seating(2 * s, t2, f"{away}.NS", f"{home}.EW", first_set)]
        shared = (first_set, second_set) if len(draw.matches) > 1 else ()
        first_note = _match_note(s, draw, "team")
        second_note = Said("match %(match)s: exchange", match=s)
        rounds.append(Round(2 * s - 1, tuple(first), shared_sets=shared, note=first_note))
        rounds.append(Round(2 * s, tuple(second), shared_sets=shared, note=second_note))
    team_list = tuple(Team(t, (f"{t}.NS", f"{t}.EW")) for t in labels)
    return Movement(
        family=Family.SWISS_TEAMS,
        name=Said("Swiss teams, %(teams)s teams", teams=teams),
        tables=2 * (teams // 2),
        rounds=tuple(rounds),
        tray_sets=_sets(2 * matches, boards_per_round),
        entrants=tuple(p for t in team_list for p in t.pairs),
        one_winner=True,
        teams=team_list,
        copies=True,
        description=(
            Said(
                "%(matches)s matches of %(boards)s %(trays)s, each drawn when the director "
                "calls it: by seeding first, then by VPs so far with no repeat meeting; an odd "
                "field gives one team a bye of %(bye)s VPs. Every match plays the same deals "
                "from its own copy of the %(trays)s.",
                matches=matches,
                boards=2 * boards_per_round,
                trays=TRAYS,
                bye=bye_vps,
            )
            if teams % 2
            else Said(
                "%(matches)s matches of %(boards)s %(trays)s, each drawn when the director "
                "calls it: by seeding first, then by VPs so far with no repeat meeting. Every "
                "match plays the same deals from its own copy of the %(trays)s.",
                matches=matches,
                boards=2 * boards_per_round,
                trays=TRAYS,
            )
        ),
        options=(
            ("matches", str(matches)),
            ("boards_per_round", str(boards_per_round)),
            ("bye_vps", str(bye_vps)),
        ),
    )


def swiss_pairs(
    pairs: int,
    *,
    matches: int | None = None,
    boards_per_round: int = 6,
    draws: Sequence[Any] = (),
    bye_vps: int = 12,
) -> Movement:
    """Swiss pairs: ``matches`` rounds of ``boards_per_round`` trays, one match a round.

    Pairs are numbered 1 to N; match ``s`` is round ``s``, every table playing set ``s`` from
    its own copy; the ``k``-th pairing of the draw sits at table ``k``, home North-South.
    """
    matches = _check_size(pairs, matches, boards_per_round, "pairs", 120)
    labels = [str(i) for i in range(1, pairs + 1)]
    drawn = _draws(labels, draws, matches)
    rounds = []
    for s, draw in enumerate(drawn, start=1):
        seatings = tuple(
            Seating(s, k, home, away, s) for k, (home, away) in enumerate(draw.matches, start=1)
        )
        shared = (s,) if len(seatings) > 1 else ()
        note = _match_note(s, draw, "pair")
        rounds.append(Round(s, seatings, shared_sets=shared, note=note))
    return Movement(
        family=Family.SWISS_PAIRS,
        name=Said("Swiss pairs, %(pairs)s pairs", pairs=pairs),
        tables=pairs // 2,
        rounds=tuple(rounds),
        tray_sets=_sets(matches, boards_per_round),
        entrants=tuple(labels),
        one_winner=True,
        copies=True,
        description=(
            Said(
                "%(matches)s matches of %(boards)s %(trays)s, each drawn when the director "
                "calls it: by seeding first, then by VPs so far with no repeat meeting; an odd "
                "field gives one pair a bye of %(bye)s VPs. Every table plays the same deals "
                "from its own copy of the %(trays)s.",
                matches=matches,
                boards=boards_per_round,
                trays=TRAYS,
                bye=bye_vps,
            )
            if pairs % 2
            else Said(
                "%(matches)s matches of %(boards)s %(trays)s, each drawn when the director "
                "calls it: by seeding first, then by VPs so far with no repeat meeting. Every "
                "table plays the same deals from its own copy of the %(trays)s.",
                matches=matches,
                boards=boards_per_round,
                trays=TRAYS,
            )
        ),
        options=(
            ("matches", str(matches)),
            ("boards_per_round", str(boards_per_round)),
            ("bye_vps", str(bye_vps)),
        ),
    )
