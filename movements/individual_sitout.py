"""Individual movements for every number of players: whist tournaments, and sit-outs between.

A whist tournament Wh(v) exists only for v = 4n or 4n + 1 players.  The sizes between are
seated from the nearest whist tournament, so that every two players still partner at most
once and oppose at most twice, and the sit-outs are spread as evenly as the size allows:

* 4n + 3 players play the Wh(4n + 4) with its fixed player a phantom.  The three players
  drawn to the phantom's table sit out that round.  The phantom meets every player three
  times (partner once, opponent twice), so everyone sits out exactly three of the 4n + 3
  rounds and plays 4n; n tables play every round.
* 4n + 2 players play the Wh(4n + 1), whose rounds already leave one player out, and the
  extra player takes one seat of the base table (the same seat, developed round by round), so
  its occupant sits out instead.  The extra player sits out the first round and the round in
  the middle, where nobody is displaced, and partners a different player in every other:
  two of the others then sit out once and everyone else twice (2 x (4n + 1) sit-outs shared
  by 4n + 2 players cannot be equal).

Existence: Wh(v) is known to exist for every v = 0 or 1 (mod 4) (as stated by N. J. Finizio
and S. J. N. Mosconi, "Balanced whist tournaments", J. Comb. Math. Comb. Comput. 73 (2010),
and H. Haanpaa and P. Kaski, Des. Codes Cryptogr. 2005); the project has a cyclic one for
every 4n and 4n + 1 from 8 to 49 (Wh(44) and Wh(48) over Z_43 and Z_47 with a fixed player,
found by tools/search_whist_starter.py; Wh(49) the skew form (x, y, -x, -y) over Z_7 x Z_7),
so every size from 8 to 48 is a whist tournament or one of the two cases above.

The rounds are then put in the order that keeps each player's sit-outs furthest apart
(``spread``): nobody sits out two rounds running.

What is lost is stated, not hidden: the partnerships that would have been played at a
phantom's table or in a displaced seat are never played (the tests
count them), and each movement's description says who sits out how often.
"""

from __future__ import annotations

from math import gcd

from movements.individual import individual_movement, whist_sizes, whist_tournament
from movements.individual_cut import first_rounds
from movements.types import Family, Movement
from said import Said, in_english

_PHANTOM_NOTE = "sit out"


def individual_sizes() -> tuple[int, ...]:
    """Player counts from 8 to 48 ``individual`` seats: the whist sizes and those next to them."""
    whist = set(whist_sizes())
    out = set(whist)
    out |= {v - 1 for v in whist if v % 4 == 0}  # 4n + 3 from Wh(4n + 4)
    out |= {v + 1 for v in whist if v % 4 == 1}  # 4n + 2 from Wh(4n + 1)
    return tuple(sorted(v for v in out if 8 <= v <= 48))


def individual(players: int, *, boards_per_round: int = 2, rounds: int | None = None) -> Movement:
    """An individual movement for ``players``: a whist tournament when one exists, otherwise
    the nearest one with sit-outs (see the module docstring); ``rounds`` cuts it to the first
    rounds a session holds (``movements.individual_cut``)."""
    if players in whist_sizes():
        return first_rounds(whist_tournament(players, boards_per_round=boards_per_round), rounds)
    if players not in individual_sizes():
        raise ValueError(
            Said(
                "no individual movement for %(players)s players; sizes: %(value)s",
                players=players,
                value=individual_sizes(),
            )
        )
    if players % 4 == 3:
        return first_rounds(_with_phantom(players, boards_per_round), rounds)
    return first_rounds(_with_extras(players, 1, boards_per_round), rounds)


def _rounds_of(m: Movement) -> list[list[tuple[str, ...]]]:
    return [[s.players for s in r.seatings if s.players is not None] for r in m.rounds]


def _with_phantom(players: int, boards: int) -> Movement:
    """Wh(players + 1), players = 4n + 3, with its fixed player a phantom: his three
    table-mates sit out, everyone three of the 4n + 3 rounds."""
    phantom = str(players + 1)
    labels = tuple(str(p) for p in range(1, players + 1))
    whist = whist_tournament(players + 1)
    played = []
    for tables in _rounds_of(whist):
        idle = sorted((p for q in tables if phantom in q for p in q if p != phantom), key=int)
        played.append(([q for q in tables if phantom not in q], idle))
    rounds = [(t, _idle_note(idle)) for t, idle in spread(played)]
    return individual_movement(
        Family.INDIVIDUAL,
        Said("Individual, %(players)s players", players=players),
        rounds,
        boards,
        labels,
        (),
        Said(
            "Wh(%(whist)s) with a phantom: every two players partner at most once and oppose "
            "at most twice; everyone sits out 3 of the %(rounds)s rounds; %(tables)s tables, "
            "one set per round played at every table.",
            whist=players + 1,
            rounds=len(rounds),
            tables=len(rounds[0][0]),
        ),
    )


def _with_extras(players: int, extras: int, boards: int) -> Movement:
    """Wh(players - extras) and ``extras`` extra players (the highest numbers), extra j in the
    first seat of base table j, so that its occupant sits out instead.  With k extras, 1 + k
    sit out each round; the ideal share, (1 + k)(4n + 1) / (4n + 1 + k), is just under
    1 + k, so each extra rests 1 + k rounds, spread over the session, and the occupants it
    leaves in place those rounds sit out once fewer than the others (k rather than 1 + k)."""
    base = whist_tournament(players - extras)
    names = [str(p) for p in range(players - extras + 1, players + 1)]
    order = base.round_count
    slots = extras * (extras + 1)
    natural = [
        (t, [in_english(r.note).split()[1], *(t[j][0] for j in range(extras))])
        for t, r in zip(_rounds_of(base), base.rounds, strict=True)
    ]
    natural = spread(natural)
    rests = _rests(natural, names, order)
    rounds = []
    for g, (tables, would_idle) in enumerate(natural):
        idle = would_idle[:1]
        tables = list(tables)
        for j, extra in enumerate(names):
            if rests.get(g) == extra:
                idle.append(extra)
            else:
                idle.append(tables[j][0])
                tables[j] = (extra, *tables[j][1:])
        rounds.append((tables, _idle_note(sorted(idle, key=int))))
    return individual_movement(
        Family.INDIVIDUAL,
        Said("Individual, %(players)s players", players=players),
        rounds,
        boards,
        tuple(str(p) for p in range(1, players + 1)),
        (),
        _extras_text(players, names, slots),
    )


def _rests(natural: Played, names: list[str], order: int) -> dict[int, str]:
    """Rounds the extras rest, 1 + k each, spread over the session, each leaving a different
    player in place (else that player would sit out one time fewer than the others again)."""
    k = len(names)
    slots = k * (k + 1)
    rests: dict[int, str] = {}
    kept: set[str] = set()
    for i in range(slots):
        j = i % k
        for off in sorted(range(order), key=lambda d: min(d, order - d)):
            g = (order * i // slots + off) % order
            occupant = natural[g][1][1 + j]
            if g not in rests and occupant not in kept:
                rests[g] = names[j]
                kept.add(occupant)
                break
    return rests


def _idle_note(idle: list[str]) -> str:
    return f"players {', '.join(idle[:-1])} and {idle[-1]} {_PHANTOM_NOTE}"


Played = list[tuple[list[tuple[str, ...]], list[str]]]


def spread(rounds: Played) -> Played:
    """The rounds (tables, who sits out) in the order that keeps each player's sit-outs
    furthest apart.  Any order of a whist tournament's rounds is one (each round stands
    alone), so the orders tried are the steps i -> i x u (mod rounds) for every u prime to
    the number of rounds, the multipliers of a cyclic schedule; the best has the widest
    smallest gap between two sit-outs of one player, then the fewest such gaps."""
    size = len(rounds)

    def cost(order: list[int]) -> tuple[int, int]:
        last: dict[str, int] = {}
        gaps: list[int] = []
        for pos, i in enumerate(order):
            for p in rounds[i][1]:
                if p in last:
                    gaps.append(pos - last[p])
                last[p] = pos
        least = min(gaps, default=size)
        return -least, gaps.count(least)

    orders = [[i * u % size for i in range(size)] for u in range(1, size) if gcd(u, size) == 1]
    best = min(orders or [list(range(size))], key=cost)
    now, improved = cost(best), True
    while improved:  # then exchange two rounds while that helps (a few passes at most)
        improved = False
        for a in range(size):
            for b in range(a + 1, size):
                best[a], best[b] = best[b], best[a]
                if (c := cost(best)) < now:
                    now, improved = c, True
                else:
                    best[a], best[b] = best[b], best[a]
    return [rounds[i] for i in best]


def _extras_text(players: int, names: list[str], slots: int) -> Said:
    k = len(names)
    if k == 1:
        return Said(
            "Wh(%(whist)s) and player %(player)s in table 1's first seat: every two players "
            "partner at most once and oppose at most twice; 2 sit out each round: player "
            "%(player)s 2 times, %(slots)s others 1 time, everyone else 2; %(tables)s tables, "
            "one set per round played at every table.",
            whist=players - k,
            player=names[0],
            slots=slots,
            tables=players // 4,
        )
    return Said(
        "Wh(%(whist)s) and players %(one)s and %(other)s in the first seats of tables 1 and 2: "
        "every two players partner at most once and oppose at most twice; %(out)s sit out "
        "each round: players %(one)s and %(other)s %(out)s times each, %(slots)s others "
        "%(extras)s times, everyone else %(out)s; %(tables)s tables, one set per round played "
        "at every table.",
        whist=players - k,
        one=names[0],
        other=names[1],
        out=k + 1,
        slots=slots,
        extras=k,
        tables=players // 4,
    )


def individual_size_ok(n: int) -> Said | None:
    """The catalogue's size rule: None when ``individual`` seats ``n`` players, else why not."""
    if n in individual_sizes():
        return None
    listed = ", ".join(str(v) for v in individual_sizes())
    return Said(
        "has no individual movement for %(n)s %(size)s yet (available: %(listed)s)",
        n=n,
        listed=listed,
    )
