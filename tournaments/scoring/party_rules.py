"""A progressive party's rules in a few plain sentences: what a round is, how a table's result
is reported, and where the players go.  The host's page, the guests' phones, the table signs
and the tally cards all say the same words, so a table reads on its sign what its phone asks.
"""

from __future__ import annotations

from dataclasses import dataclass

from movements.progression import PartyGame
from movements.words import sentences
from said import Said, SaidCount

MOVES = {
    PartyGame.EUCHRE: Said(
        "Winners go up a table; the head table's winners stay and its losers go "
        "to the booby table. Partners who go up divide: who lost keeps the seat."
    ),
    PartyGame.CINCH: Said(
        "The pair with fewest points to go goes up a table (the head table's "
        "winners stay, its losers go to the booby table); a tie is cut, the high card going up. Partners "
        "who go up divide: who lost keeps the seat."
    ),
    PartyGame.BRIDGE: Said(
        "Winners go up a table, partners together; the head table's winners stay "
        "and its losers go to the booby table."
    ),
    PartyGame.BRIDGE_SIT: Said(
        "North-South stay at their table; East-West move up one table, table 1's East-West "
        "going to the last."
    ),
    PartyGame.MILITARY: Said("East-West move on one table: the forts capture flags."),
    PartyGame.HEARTS: Said("The lady and the gentleman with fewer hearts go up a table."),
    PartyGame.POKER: Said(
        "The pool's winner goes up a table; at the head table the smallest stack "
        "not in the call goes to the booby table."
    ),
    PartyGame.EUCHRE_POINTS: Said(
        "Everyone's next table and partner are on the rotation chart and on their tally card."
    ),
    PartyGame.BRIDGE_PIVOT: Said(
        "Everyone stays at the table: after each rubber the first dealer "
        "sits still and the player on the first dealer's left passes behind to the first dealer's right."
    ),
}


@dataclass(frozen=True)
class PartyRules:
    """The settings the sentences need, as plain values."""

    game: PartyGame
    tables: int
    game_points: int = 5
    deals: int | None = None
    lone_hands_barred: bool = True
    loner_points: int = 4
    bye_points: int | None = None
    score_bonus: str = "none"
    bonus_per_point: int = 1
    bonus_game: int = 30

    def bonus(self) -> Said | None:
        """Bridge to the score's bonus in words (None without it)."""
        method = self.score_bonus
        if method == "round":
            return Said("Bridge to the score: 50 to the side with the greater trick score.")
        if method == "none":
            return None
        if method == "game-lead":
            return SaidCount(
                "Bridge to the score: 50 a game won (%(game)s below the line), and %(each)s "
                "point for each trick point ahead on the unfinished game.",
                "Bridge to the score: 50 a game won (%(game)s below the line), and %(each)s "
                "points for each trick point ahead on the unfinished game.",
                self.bonus_per_point,
                game=self.bonus_game,
                each=self.bonus_per_point,
            )
        return Said(
            "Bridge to the score: 50 a game won (%(game)s below the line), and the higher "
            "score below the line.",
            game=self.bonus_game,
        )

    def round(self) -> str | Said:
        """What a round is."""
        g = self.game
        if g is PartyGame.EUCHRE_POINTS:
            bye = (
                Said("a bye scores %(points)s", points=self.bye_points)
                if self.bye_points is not None
                else Said("a bye scores the round's average")
            )
            return Said(
                "%(deals)s hands a round. Each hand scores 1 (three or four tricks), 2 (a "
                "march, or the makers euchred) or %(loner)s (a lone hand taking all five); a "
                "tie is settled by one more hand, not counted; %(bye)s.",
                deals=self.deals,
                loner=self.loner_points,
                bye=bye,
            )
        if g is PartyGame.BRIDGE_PIVOT:
            return Said(
                "A rubber a round: report each side's total for it, and each player keeps "
                "the side's total as their own. A prize for each table; the highest score in "
                "the room chooses first."
            )
        if g is PartyGame.CINCH:
            return Said(
                "%(deals)s deals a table, %(points)s up: report the points to go.",
                deals=self.deals,
                points=self.game_points,
            )
        if g in (PartyGame.BRIDGE, PartyGame.BRIDGE_SIT):
            bonus = self.bonus()
            if self.deals and bonus is not None:
                said = Said(
                    "%(deals)s deals a round, then report the points and each deal's trick score.",
                    deals=self.deals,
                )
                return sentences([said, bonus])
            if self.deals:
                return Said("%(deals)s deals a round, then report the points.", deals=self.deals)
            return Said("Play until the bell, then report the points.")
        if g is PartyGame.MILITARY:
            return Said(
                "One game of %(points)s points at each table, no lone hands.",
                points=self.game_points,
            )
        if g is PartyGame.EUCHRE:
            return Said(
                "A game is %(points)s points; when a side reaches it at the head table the bell "
                "ends the round.",
                points=self.game_points,
            )
        return Said("One deal at each table.")

    def card(self) -> str | Said:
        """What a tally card's heading says of a round, shortly."""
        if self.game is not PartyGame.EUCHRE_POINTS:
            return self.round()
        bye = (
            Said("a bye: %(points)s", points=self.bye_points)
            if self.bye_points is not None
            else Said("a bye: the round's average")
        )
        return Said(
            "%(deals)s hands a round; a hand scores 1, 2, or %(loner)s for a lone hand's march; "
            "a tie: one more hand, not counted; %(bye)s.",
            deals=self.deals,
            loner=self.loner_points,
            bye=bye,
        )

    def at_table(self, table: int) -> list[Said]:
        """What a table's sign and phone add: the head table's lone-hand bar."""
        if self.game is PartyGame.EUCHRE and table == 1 and self.lone_hands_barred:
            return [Said("No lone hands at the head table.")]
        return []

    def moves(self) -> Said:
        return MOVES[self.game]

    def all(self) -> list[str | Said]:
        return [self.round(), self.moves()]
