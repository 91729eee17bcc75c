"""Team movements from the source's "Duplicate Whist" chapter, and a round robin of teams.

A team of four fields two pairs, ``"<team>.NS"`` and ``"<team>.EW"`` (the direction they hold
at their home table).  A *match* between teams X and Y on a tray set is complete when X's pair
plays it North-South against Y's pair, and Y's pair North-South against X's other pair: the
two teams have then held all 52 cards of every deal and the trick difference is the result.

* ``team_match`` / ``club_match``: tables in sets of two; each table deals a batch, then the
  two tables exchange trays (or the fours change places) and overplay.
* ``howell_teams``: Howell's system for an odd number of teams.
* ``gilman_teams``: Gilman's method (odd and even numbers of teams).
* ``team_round_robin``: every team plays every other one match of two exchanges.
"""

from __future__ import annotations

from string import ascii_lowercase

from movements.howell import first_rounds_howell
from movements.types import Family, Movement, Round, Seating, Team, TraySet
from said import TRAYS, Said

MAX_TEAMS = len(ascii_lowercase)


def team_label(index: int) -> str:
    """Teams are lettered as in the source: a, b, c, ... (index from 0)."""
    return ascii_lowercase[index]


def _sets(count: int, b: int) -> tuple[TraySet, ...]:
    return tuple(TraySet(s, tuple(range((s - 1) * b + 1, s * b + 1))) for s in range(1, count + 1))


def _teams(labels: list[str]) -> tuple[Team, ...]:
    return tuple(Team(t, (f"{t}.NS", f"{t}.EW")) for t in labels)


def _entrants(teams: tuple[Team, ...]) -> tuple[str, ...]:
    return tuple(p for t in teams for p in t.pairs)


def _check(boards_per_round: int) -> None:
    if boards_per_round < 1:
        raise ValueError(Said("boards_per_round must be at least 1"))


# -- two tables exchanging: team against team, club against club ---------------------------


def _exchange_rounds(
    fours: list[tuple[str, str]], rounds: int, move: str
) -> tuple[tuple[Round, ...], int]:
    """Rounds for table sets (2k-1, 2k): home team NS at 2k-1, visitors NS at 2k.

    Each odd round every table deals a new set; the next round the two tables of a set
    exchange trays (``move="trays"``) or the fours change places (``move="players"``), so
    every set is played once each way: a complete match per set.
    """
    if rounds < 2 or rounds % 2:
        raise ValueError(Said("rounds must be an even number (deal, then overplay), at least 2"))
    if move not in ("trays", "players"):
        raise ValueError(Said("move must be 'trays' or 'players'"))
    k_sets = len(fours)
    out = []
    for r in range(1, rounds + 1):
        batch, overplay = (r - 1) // 2, r % 2 == 0
        seats = []
        for k, (home, away) in enumerate(fours):
            first = batch * 2 * k_sets + 2 * k + 1  # dealt at table 2k+1; +1 dealt at 2k+2
            table_1 = (f"{home}.NS", f"{away}.EW")
            table_2 = (f"{away}.NS", f"{home}.EW")
            sets = (first + 1, first) if overplay and move == "trays" else (first, first + 1)
            if overplay and move == "players":
                table_1, table_2 = table_2, table_1
            seats.append(Seating(r, 2 * k + 1, *table_1, sets[0]))
            seats.append(Seating(r, 2 * k + 2, *table_2, sets[1]))
        note: str | Said = (
            Said("overplay: exchange %(trays)s within each set of two tables", trays=TRAYS)
            if overplay
            else ""
        )
        if overplay and move == "players":
            note = Said("overplay: the fours at each set of two tables change places")
        out.append(Round(r, tuple(seats), note=note))
    return tuple(out), rounds // 2 * 2 * k_sets


def team_match(*, boards_per_round: int = 4, rounds: int = 2, move: str = "trays") -> Movement:
    """Two teams of four at two tables: a North-South at table 1, b North-South at table 2.

    ``rounds`` counts deal and overplay separately (2 = one exchange).  The source's League
    match also changes partners every four hands (six positions); partnerships here are fixed.
    """
    _check(boards_per_round)
    rnds, n_sets = _exchange_rounds([("a", "b")], rounds, move)
    teams = _teams(["a", "b"])
    return Movement(
        family=Family.TEAM_MATCH,
        name=Said(
            "Team of four match, %(count)s %(trays)s",
            count=rounds // 2 * 2 * boards_per_round,
            trays=TRAYS,
        ),
        tables=2,
        rounds=rnds,
        tray_sets=_sets(n_sets, boards_per_round),
        entrants=_entrants(teams),
        one_winner=True,
        teams=teams,
        description=Said(
            "Team a sits North-South at table 1 and East-West at table 2; team b the other way. "
            "Each table deals %(boards)s %(trays)s, then the two tables exchange %(trays)s and "
            "overplay them: every deal is held once by each team in each direction.",
            boards=boards_per_round,
            trays=TRAYS,
        ),
        options=(("boards_per_round", str(boards_per_round)), ("move", move)),
    )


def club_match(
    tables: int,
    *,
    boards_per_round: int = 4,
    rounds: int = 2,
    move: str = "trays",
    clubs: tuple[str, str] = ("O", "X"),
) -> Movement:
    """Club against club at ``tables`` tables in sets of two (tables 1-2, 3-4, ...).

    The fours of a set of two tables are teams ``O1``/``X1`` (set 1), ``O2``/``X2``, ...: club
    O sits North-South at the odd tables, club X at the even ones, as in the source's diagram.
    A club's result is the sum of its fours' results.
    """
    _check(boards_per_round)
    if tables < 2 or tables % 2 or tables > 40:
        raise ValueError(Said("club against club needs an even number of tables, 2 to 40"))
    home, away = clubs
    if home == away or "." in home + away:
        raise ValueError(Said("the two clubs need different labels without dots"))
    fours = [(f"{home}{k}", f"{away}{k}") for k in range(1, tables // 2 + 1)]
    rnds, n_sets = _exchange_rounds(fours, rounds, move)
    teams = _teams([t for pair in fours for t in pair])
    return Movement(
        family=Family.CLUB_MATCH,
        name=Said("Club against club, %(tables)s tables", tables=tables),
        tables=tables,
        rounds=rnds,
        tray_sets=_sets(n_sets, boards_per_round),
        entrants=_entrants(teams),
        one_winner=True,
        teams=teams,
        description=(
            Said(
                "Tables go in sets of two (1 and 2, 3 and 4, ...). Club %(home)s sits "
                "North-South at the odd tables, club %(away)s at the even ones. Each table deals "
                "%(boards)s %(trays)s; then the two tables of each set exchange %(trays)s and "
                "overplay them.",
                home=home,
                away=away,
                boards=boards_per_round,
                trays=TRAYS,
            )
            if move == "trays"
            else Said(
                "Tables go in sets of two (1 and 2, 3 and 4, ...). Club %(home)s sits "
                "North-South at the odd tables, club %(away)s at the even ones. Each table deals "
                "%(boards)s %(trays)s; then the fours of each set change tables and overplay the "
                "cards left there.",
                home=home,
                away=away,
                boards=boards_per_round,
                trays=TRAYS,
            )
        ),
        options=(("boards_per_round", str(boards_per_round)), ("move", move)),
    )


# -- Howell's and Gilman's systems ----------------------------------------------------------


def howell_teams(teams: int, *, boards_per_round: int = 4) -> Movement:
    """Howell's system for an odd number of teams (3 to 25), T-1 sets.

    East-West of team t stays at table t; North-South pairs move one table East (t to t+1, T
    to 1) before every set; trays at the middle table go to table 1 and the others move
    (T-1)/2 tables West.  In set s at table t: North-South team t-s, East-West team t, trays
    first dealt at table t+(T-1)/2*(s-1).  Every deal group is then played by X North-South
    against Y East-West and later by Y North-South against X East-West: a match between every
    two teams, all of them running at once.
    """
    _check(boards_per_round)
    if teams < 3 or teams % 2 == 0 or teams > MAX_TEAMS:
        raise ValueError(Said("Howell's system needs an odd number of teams, 3 to 25"))
    n, h = teams, (teams - 1) // 2
    rounds = []
    for s in range(1, n):
        seats = tuple(
            Seating(
                s,
                t,
                f"{team_label((t - 1 - s) % n)}.NS",
                f"{team_label(t - 1)}.EW",
                (t - 1 + h * (s - 1)) % n + 1,
            )
            for t in range(1, n + 1)
        )
        rounds.append(Round(s, seats))
    team_list = _teams([team_label(i) for i in range(n)])
    return Movement(
        family=Family.HOWELL_TEAMS,
        name=Said("Howell's teams, %(teams)s teams", teams=n),
        tables=n,
        rounds=tuple(rounds),
        tray_sets=_sets(n, boards_per_round),
        entrants=_entrants(team_list),
        one_winner=True,
        stationary=tuple(f"{t.label}.EW" for t in team_list),
        teams=team_list,
        description=Said(
            "Each team's East-West pair stays at its own table. Before each set the "
            "North-South pairs move one table East (%(teams)s to 1). After each set the "
            "%(trays)s at table %(middle)s go to table 1 and all others move %(half)s tables "
            "West. %(sets)s sets: every team meets every other in one complete match.",
            teams=n,
            trays=TRAYS,
            middle=h + 1,
            half=h,
            sets=n - 1,
        ),
        options=(("boards_per_round", str(boards_per_round)),),
    )


def gilman_teams(teams: int, *, boards_per_round: int | None = None) -> Movement:
    """Gilman's method: North-South stay, East-West move; 2 to 26 teams, T rounds.

    Odd T (source): set 1 at the team's own table (each team's individual score); then
    East-West move two tables (t to t-2) and the trays one table the same way (t to t-1),
    until East-West have gone twice round.  Trays first dealt at table g are played in round
    s by North-South g-(s-1) against East-West g+(s-1): a match between every two teams.

    Even T = 2m (source: two rows, tables k and k+m share a set, half the sets idle each
    round, table 1 receiving every set in order).  The source does not say where East-West
    go from the end of a row; here they go round both rows as one line (1 to T, m+1 to m).
    Then in round r table t plays set (2((t-1) mod m) + r - 1) mod T + 1, which is the
    source's tray order, and teams t and t+k meet (both ways, same set) in rounds k+1 and
    T-k+1: a complete match between every two teams, nobody playing a set twice.
    """
    b = boards_per_round or (4 if teams % 2 else 3)
    _check(b)
    if not 2 <= teams <= MAX_TEAMS:
        raise ValueError(
            Said("Gilman's method is offered for 2 to %(MAX_TEAMS)s teams", MAX_TEAMS=MAX_TEAMS)
        )
    n = teams
    rounds = []
    for r in range(1, n + 1):
        seats: list[Seating] = []
        resting: tuple[int, ...] = ()
        shared: tuple[int, ...] = ()
        in_play: set[int] = set()
        for t in range(1, n + 1):
            if n % 2:
                ew, tray = (t - 1 + 2 * (r - 1)) % n, (t - 1 + r - 1) % n + 1
            else:
                ew, tray = (t - 1 + r - 1) % n, (2 * ((t - 1) % (n // 2)) + r - 1) % n + 1
            seats.append(Seating(r, t, f"{team_label(t - 1)}.NS", f"{team_label(ew)}.EW", tray))
            in_play.add(tray)
        if n % 2 == 0:
            shared = tuple(sorted(in_play))
            resting = tuple(s for s in range(1, n + 1) if s not in shared)
        note = Said("each team at its own table: individual scores") if r == 1 else ""
        rounds.append(Round(r, tuple(seats), resting_sets=resting, shared_sets=shared, note=note))
    team_list = _teams([team_label(i) for i in range(n)])
    if n % 2:
        how = Said(
            "Round 1: each team plays at its own table. North-South pairs never move. "
            "East-West pairs move two tables lower (3 to 1, 1 to %(last)s) and the %(trays)s "
            "one table lower, until East-West have gone twice round.",
            last=n - 1,
            trays=TRAYS,
        )
    else:
        m = n // 2
        how = Said(
            "Round 1: each team plays at its own table. North-South pairs never move. "
            "Tables stand in two rows, 1 to %(half)s and %(next)s to %(teams)s; opposite "
            "tables share a set, passing %(trays)s, and half the sets lie idle each round. "
            "East-West pairs move one table lower (2 to 1, %(next)s to %(half)s, 1 to "
            "%(teams)s); table 1 receives every set in order.",
            half=m,
            next=m + 1,
            teams=n,
            trays=TRAYS,
        )
    return Movement(
        family=Family.GILMAN_TEAMS,
        name=Said("Gilman's teams, %(teams)s teams", teams=n),
        tables=n,
        rounds=tuple(rounds),
        tray_sets=_sets(n, b),
        entrants=_entrants(team_list),
        one_winner=True,
        stationary=tuple(f"{t.label}.NS" for t in team_list),
        teams=team_list,
        description=how,
        options=(("boards_per_round", str(b)),),
    )


# -- round robin of teams ------------------------------------------------------------------


def round_robin_pairings(teams: int) -> list[list[tuple[int, int]]]:
    """Circle method: team indices per round; with an odd count the team facing the bye
    (index ``teams``) sits out and is left out of the list."""
    size = teams + teams % 2
    ring = list(range(size))
    out = []
    for _ in range(size - 1):
        pairs = [(ring[i], ring[size - 1 - i]) for i in range(size // 2)]
        out.append([(a, b) for a, b in pairs if teams not in (a, b)])
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return out


Schedule = list[list[tuple[int, int, int]]]  # per stanza: (home, visitors, set pair)


def _greedy_schedule(teams: int) -> Schedule:
    """Circle-method matches; each takes the lowest set pair neither team has played."""
    used: dict[int, set[int]] = {i: set() for i in range(teams)}
    out = []
    for matches in round_robin_pairings(teams):
        taken: set[int] = set()
        stanza = []
        for x, y in matches:
            p = next(p for p in range(1, 4 * teams) if p not in used[x] | used[y] | taken)
            taken.add(p)
            used[x].add(p)
            used[y].add(p)
            stanza.append((x, y, p))
        out.append(stanza)
    return out


def _howell_schedule(teams: int) -> Schedule | None:
    """The matches and sets of a Howell for ``teams`` pairs, when it shares no set.

    A sharing-free complete Howell is a Room square: every two entrants meet once, each
    plays every set once and each set is at one table a round.  Read with teams for pairs
    and set pairs for sets, it is a round robin needing only one set pair per stanza.
    """
    try:
        h = first_rounds_howell(teams)
    except ValueError:
        return None
    if any(r.shared_sets for r in h.rounds):
        return None
    plan = []
    for r in h.rounds:
        row = []
        for s in r.seatings:
            if s.is_sit_out:
                continue
            assert s.ns is not None and s.ew is not None and s.tray_set is not None
            row.append((int(s.ns) - 1, int(s.ew) - 1, s.tray_set))
        plan.append(row)
    return plan


def team_round_robin(teams: int, *, boards_per_round: int = 4) -> Movement:
    """Every team plays every other one match (2 to 26 teams).

    A match takes two tables and two rounds: each table deals a set, then the tables
    exchange.  Set pairs travel from match to match between stanzas.  The stanzas follow
    a sharing-free Howell where one exists (then the room needs the fewest trays: one set
    pair per stanza); otherwise the circle method, each match taking the lowest set pair
    neither team has played.  Either way nobody plays a set twice.
    """
    _check(boards_per_round)
    if not 2 <= teams <= MAX_TEAMS:
        raise ValueError(
            Said(
                "a round robin of teams is offered for 2 to %(MAX_TEAMS)s teams",
                MAX_TEAMS=MAX_TEAMS,
            )
        )
    labels = [team_label(i) for i in range(teams)]
    schedule = _howell_schedule(teams) or _greedy_schedule(teams)
    rounds = []
    for stanza, matches in enumerate(schedule):
        first, second = [], []
        for k, (x, y, p) in enumerate(sorted(matches)):
            a, b = labels[x], labels[y]
            t1, t2, r1 = 2 * k + 1, 2 * k + 2, 2 * stanza + 1
            first += [Seating(r1, t1, f"{a}.NS", f"{b}.EW", 2 * p - 1)]
            first += [Seating(r1, t2, f"{b}.NS", f"{a}.EW", 2 * p)]
            second += [Seating(r1 + 1, t1, f"{a}.NS", f"{b}.EW", 2 * p)]
            second += [Seating(r1 + 1, t2, f"{b}.NS", f"{a}.EW", 2 * p - 1)]
        seated = {i for m in matches for i in m[:2]}
        out = [labels[i] for i in range(teams) if i not in seated]
        if out:
            play = Said("match %(match)s; team %(team)s sits out", match=stanza + 1, team=out[0])
            swap = Said("exchange %(trays)s; team %(team)s sits out", trays=TRAYS, team=out[0])
        else:
            play = Said("match %(match)s", match=stanza + 1)
            swap = Said("exchange %(trays)s", trays=TRAYS)
        rounds.append(Round(2 * stanza + 1, tuple(first), note=play))
        rounds.append(Round(2 * stanza + 2, tuple(second), note=swap))
    most = max(p for matches in schedule for _, _, p in matches)
    team_list = _teams(labels)
    return Movement(
        family=Family.TEAM_ROUND_ROBIN,
        name=Said("Round robin of %(teams)s teams", teams=teams),
        tables=2 * (teams // 2),
        rounds=tuple(rounds),
        tray_sets=_sets(2 * most, boards_per_round),
        entrants=_entrants(team_list),
        one_winner=True,
        teams=team_list,
        description=(
            Said(
                "%(matches)s matches for each team (one team sits out each match). Each match "
                "is played at two tables: the home team North-South at the odd table, the "
                "visitors at the even one; each table deals a set, then the two tables exchange "
                "%(trays)s.",
                matches=len(rounds) // 2,
                trays=TRAYS,
            )
            if teams % 2
            else Said(
                "%(matches)s matches for each team. Each match is played at two tables: the "
                "home team North-South at the odd table, the visitors at the even one; each "
                "table deals a set, then the two tables exchange %(trays)s.",
                matches=len(rounds) // 2,
                trays=TRAYS,
            )
        ),
        options=(("boards_per_round", str(boards_per_round)),),
    )
