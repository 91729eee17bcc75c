"""A whole progressive evening played with seeded random results through the same rules the
site uses: the drawing, the progression, the stars and the prizes.  Used by the
``progressive simulate`` command and by the tests of the whole machinery.

The results are random but legal: at the euchre head table a side reaches the game and the
bell is struck (without a lone hand when they are barred there); elsewhere the points stand as
the bell found them, ties going to the tricks of the next hand; the thirteen hearts are shared
out; poker counters only change hands; a cinch pair has between none and the game's 51 points
to go after its four deals.  Today's points euchre (``simulate_points``) plays its hands one by
one from its rotation chart.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from movements.progression import (
    STAKE,
    HeartsResult,
    PartyGame,
    PokerResult,
    Result,
    RoundOutcome,
    TableOutcome,
    TableResult,
    next_round,
)
from movements.progressive import ProgressiveTable, TableSeating, draw_positions, players_of
from said import Said
from tournaments.scoring import to_the_score
from tournaments.scoring.evening_text import partnership_line
from tournaments.scoring.progressive import (
    Prize,
    award_stars,
    fort_flags,
    poker_prizes,
    poker_tally,
    prizes,
)

GAME_POINTS = 5
BRIDGE_DEALS = 4  # "An even number of deals, usually four, is the rule for each round"
CINCH_GAME = 51


def label_key(player: str) -> tuple[int, int]:
    return ("LGP".index(player[0]), int(player[1:]))


def simulate(
    game: PartyGame | str,
    tables: int,
    rounds: int,
    seed: int,
    groups: str = "one",
    *,
    deals: int = BRIDGE_DEALS,
    bonus: str = "none",
) -> dict[str, Any]:
    """Play ``rounds`` rounds at ``tables`` tables; the same arguments give the same evening.
    ``deals``: deals a round at bridge, whist and cinch.  ``bonus``: progressive bridge played
    to the score (``to_the_score.Method``): each deal's trick score is drawn too, and each
    table's row carries the bonus its points include.

    Military euchre lasts one circuit of the East-West pairs, so ``rounds`` must equal
    ``tables`` there.  Lone hands are barred at the euchre head table, as the source says
    they usually are.
    """
    game = PartyGame(game)
    if rounds < 1:
        raise ValueError(Said("rounds must be at least 1, not %(rounds)s", rounds=rounds))
    if game is PartyGame.MILITARY and rounds != tables:
        raise ValueError(
            Said("military euchre ends when the East-West pairs get home: rounds = tables")
        )
    seating = draw_positions(tables, groups=groups, seed=seed)
    first = seating
    players = sorted(players_of(seating), key=label_key)
    rng = random.Random(f"progressive-evening:{seed}")
    stacks = dict.fromkeys(players, STAKE)
    played: list[tuple[TableSeating, list[Result], RoundOutcome]] = []
    bonuses: list[dict[int, tuple[int, int]]] = []
    to_score = bonus != to_the_score.Method.NONE
    if to_score and game not in (PartyGame.BRIDGE, PartyGame.BRIDGE_SIT):
        raise ValueError(Said("bridge to the score is a bonus for progressive bridge"))
    for _ in range(rounds):
        results: list[Result]
        if to_score:
            drawn = [_random_to_score(t, rng, deals, bonus) for t in seating]
            results = [r for r, _b in drawn]
            bonuses.append({r.table: b for r, b in drawn})
        else:
            results = [_random_result(game, t, rng, stacks, deals) for t in seating]
        points = CINCH_GAME if game is PartyGame.CINCH else GAME_POINTS
        outcome = next_round(
            game, seating, results, rng=rng, game_points=points, lone_hands_barred=True
        )
        played.append((seating, results, outcome))
        if game is PartyGame.POKER:
            stacks.update({p: c for r in _pokers(results) for p, c in r.chips.items()})
            stacks.update({p: STAKE for o in outcome.tables for p in o.restaked})
        seating = outcome.next_seating
    evening: dict[str, Any] = {
        "rounds": [
            {
                "round": i,
                "tables": [
                    _table_json(game, t, r, o) | _bonus_json(bonuses, i, t.table)
                    for t, r, o in _zip(s, rs, out)
                ],
            }
            for i, (s, rs, out) in enumerate(played, start=1)
        ]
    }
    outcomes = [out.tables for _, _, out in played]
    if game is PartyGame.POKER:
        tally = poker_tally(players, [(_pokers(rs), out.tables) for _, rs, out in played])
        evening["chips"] = {
            p: {"yellow": t.yellow, "counters": t.counters, "stakes": t.stakes}
            for p, t in tally.items()
        }
        evening["prizes"] = _prizes_json(poker_prizes(tally, seed=seed))
    elif game is PartyGame.MILITARY:
        flags = fort_flags(first, outcomes)
        evening["forts"] = {str(f): n for f, n in sorted(flags.items())}
        top = max(flags.values())
        evening["victors"] = [f for f, n in sorted(flags.items()) if n == top]
    else:
        stars = award_stars(outcomes, tables, players)
        evening["stars"] = {
            p: {"gold": s.gold, "red": s.red, "green": s.green} for p, s in stars.items()
        }
        evening["prizes"] = _prizes_json(prizes(stars, seed=seed))
    return evening


def _bonus_json(
    bonuses: list[dict[int, tuple[int, int]]], number: int, table: int
) -> dict[str, list[int]]:
    return {"bonus": list(bonuses[number - 1][table])} if bonuses else {}


def _random_to_score(
    t: ProgressiveTable, rng: random.Random, deals: int, method: str
) -> tuple[TableResult, tuple[int, int]]:
    """A round of bridge to the score: each deal's declarer side, its trick score (the tricks
    over the book at six to ten a trick, or nought when the contract failed) and its honours
    and premiums; the bonus added as the site adds it."""
    played: list[tuple[int, int]] = []
    points = [0, 0]
    for _ in range(deals):
        side = rng.randrange(2)
        tricks = rng.randint(0, 7) * rng.choice((6, 7, 8, 9, 10))
        played.append((side, tricks))
        points[side] += tricks + 10 * rng.randint(0, 15)
    extra = to_the_score.bonus(method, played)
    a, b = to_the_score.with_bonus((points[0], points[1]), extra)
    return _with_tie_break(t.table, (a, b), 13, rng), extra.points


def _pokers(results: Sequence[Result]) -> list[PokerResult]:
    """A poker round's results (every table of a poker evening plays poker)."""
    return [r for r in results if isinstance(r, PokerResult)]


def _zip(
    seating: TableSeating, results: list[Result], outcome: RoundOutcome
) -> Iterator[tuple[ProgressiveTable, Result, TableOutcome]]:
    return zip(seating, results, outcome.tables, strict=True)


def _prizes_json(prize_list: Sequence[Prize]) -> list[dict[str, str]]:
    return [{"class": p.klass, "group": p.group, "player": p.player} for p in prize_list]


def _table_json(game: PartyGame, t: ProgressiveTable, r: Result, o: TableOutcome) -> dict[str, Any]:
    if isinstance(r, HeartsResult):  # progressive hearts
        return {
            "table": t.table,
            "partnerships": [list(p) for p in t.partnerships],
            "hearts": {p: r.hearts[p] for p in t.players},
            "up": list(o.winners),
        }
    if isinstance(r, PokerResult):  # progressive poker
        row: dict[str, Any] = {
            "table": t.table,
            "players": list(t.players),
            "chips": {p: r.chips[p] for p in t.players},
            "up": list(o.winners),
        }
        if o.down:
            row["down"] = list(o.down)
        return row
    return {
        "table": t.table,
        "partnerships": [list(p) for p in t.partnerships],
        "winner": o.winner_index,
        "points": list(r.points),
    }


def _random_result(
    game: PartyGame, t: ProgressiveTable, rng: random.Random, stacks: Mapping[str, int], deals: int
) -> Result:
    if game is PartyGame.HEARTS:
        hearts = dict.fromkeys(t.players, 0)
        for _ in range(13):
            hearts[rng.choice(t.players)] += 1
        return HeartsResult(t.table, hearts)
    if game is PartyGame.POKER:
        return _random_pool(t, rng, stacks)
    if game in (PartyGame.BRIDGE, PartyGame.BRIDGE_SIT):
        points = [0, 0]
        for _ in range(deals):
            points[rng.randrange(2)] += 10 * rng.randint(0, 30)
        return _with_tie_break(t.table, (points[0], points[1]), 13, rng)
    if game is PartyGame.CINCH:
        # points to go after the deals: up to fourteen a deal made, or set back
        to_go = [max(0, CINCH_GAME - rng.randint(-7, 10 * deals)) for _ in range(2)]
        return TableResult(t.table, (to_go[0], to_go[1]))
    if t.table == 1 or game is PartyGame.MILITARY:
        # the bell: one side has just reached the game ("play one game of five points"), no
        # lone hand at the head table, none at all at military euchre
        w = rng.randrange(2)
        won = GAME_POINTS + (1 if rng.random() < 0.2 and game is PartyGame.EUCHRE else 0)
        lost = rng.randint(0, GAME_POINTS - 1)
        return TableResult(t.table, (won, lost) if w == 0 else (lost, won))
    bell = (rng.randint(0, GAME_POINTS + 2), rng.randint(0, GAME_POINTS + 2))
    return _with_tie_break(t.table, bell, 5, rng)


def _with_tie_break(
    table: int, points: tuple[int, int], tricks: int, rng: random.Random
) -> TableResult:
    if points[0] != points[1]:
        return TableResult(table, points)
    a = rng.randint(0, tricks)
    return TableResult(table, points, next_hand_tricks=(a, tricks - a))


def _random_pool(t: ProgressiveTable, rng: random.Random, stacks: Mapping[str, int]) -> PokerResult:
    """One deal of draw poker: the callers put their bets in, the others their antes."""
    chips = {p: stacks[p] for p in t.players}
    winner = rng.choice(t.players)
    others = [p for p in t.players if p != winner]
    callers = rng.sample(others, rng.randint(1, len(others)))
    pool = 0
    for p in others:
        bet = rng.randint(1, 20) if p in callers else rng.randint(0, 2)
        bet = min(bet, chips[p]) if rng.random() > 0.1 else chips[p]
        chips[p] -= bet
        pool += bet
    chips[winner] += pool
    return PokerResult(t.table, winner, frozenset([winner, *callers]), chips)


def render_text(game: PartyGame | str, evening: dict[str, Any]) -> str:
    """The evening for a person to read: round by round, then the tally and the prizes."""
    game = PartyGame(game)
    lines: list[str] = []
    for rnd in evening["rounds"]:
        lines.append(f"Round {rnd['round']}")
        for row in rnd["tables"]:
            to_go = " to go" if game is PartyGame.CINCH else ""
            lines.append("  " + _table_line(row).replace("  won by", f"{to_go}  won by"))
    if "stars" in evening:
        lines.append("Stars (gold red green)")
        for p, s in evening["stars"].items():
            lines.append(f"  {p:<5} {s['gold']:>3} {s['red']:>3} {s['green']:>3}")
    if "chips" in evening:
        lines.append("Chips (yellow, counters, extra stakes)")
        for p, c in evening["chips"].items():
            lines.append(f"  {p:<5} {c['yellow']:>3} {c['counters']:>5} {c['stakes']:>3}")
    if "forts" in evening:
        lines.append("Flags captured by each fort")
        lines += [f"  fort {f}: {n}" for f, n in evening["forts"].items()]
        lines.append("Victors: " + ", ".join(f"fort {f}" for f in evening["victors"]))
    if evening.get("prizes"):
        lines.append("Prizes")
        for pr in evening["prizes"]:
            lines.append(f"  {pr['class']:<8} {pr['group']:<3} {pr['player']}")
    return "\n".join([f"Progressive {game.value}", *lines]) + "\n"


def _table_line(row: dict[str, Any]) -> str:
    if "winner" in row:
        return partnership_line(row) + f"  won by {'NS' if row['winner'] == 0 else 'EW'}"
    head = f"Table {row['table']:>2}: "
    if "hearts" in row:
        taken = ", ".join(f"{p} {h}" for p, h in row["hearts"].items())
        return head + f"hearts {taken}; up {', '.join(row['up'])}"
    chips = ", ".join(f"{p} {c}" for p, c in row["chips"].items())
    down = f"; down {', '.join(row['down'])}" if "down" in row else ""
    return head + f"chips {chips}; pool {', '.join(row['up'])}{down}"
