"""A progressive party's rules in a few plain sentences: what a round is, how a table's result
is reported, and where the players go.  The host's page, the guests' phones, the table signs
and the tally cards all say the same words, so a table reads on its sign what its phone asks.
"""

from __future__ import annotations

from dataclasses import dataclass

from movements.progression import PartyGame

MOVES = {
    PartyGame.EUCHRE: "Winners go up a table; the head table's winners stay and its losers go "
    "to the booby table. Partners who go up divide: who lost keeps the seat.",
    PartyGame.CINCH: "The pair with fewest points to go goes up a table (the head table's "
    "stay, its losers go to the booby table); a tie is cut, the high card going up. Partners "
    "who go up divide: who lost keeps the seat.",
    PartyGame.BRIDGE: "Winners go up a table, partners together; the head table's stay and its "
    "losers go to the booby table.",
    PartyGame.BRIDGE_SIT: "North-South stay at their table; East-West move up one, table 1's "
    "going to the last.",
    PartyGame.MILITARY: "East-West move on one table: the forts capture flags.",
    PartyGame.HEARTS: "The lady and the gentleman with fewer hearts go up a table.",
    PartyGame.POKER: "The pool's winner goes up a table; at the head table the smallest stack "
    "not in the call goes to the booby table.",
    PartyGame.EUCHRE_POINTS: "Everyone's next table and partner are on the rotation chart "
    "and on their tally card.",
    PartyGame.BRIDGE_PIVOT: "Everyone stays at the table: after each rubber the first dealer "
    "sits still and the player on her left passes behind her to her right.",
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

    def bonus(self) -> str:
        """Bridge to the score's bonus in words ("" without it)."""
        method = self.score_bonus
        if method == "round":
            return " Bridge to the score: 50 to the side with the greater trick score."
        if method == "none":
            return ""
        game = f"50 a game won ({self.bonus_game} below the line)"
        if method == "game-lead":
            each = "a point" if self.bonus_per_point == 1 else f"{self.bonus_per_point} points"
            return (
                f" Bridge to the score: {game}, and {each} for each trick point ahead on "
                "the unfinished game."
            )
        return f" Bridge to the score: {game}, and the higher score below the line."

    def round(self) -> str:
        """What a round is."""
        g = self.game
        if g is PartyGame.EUCHRE_POINTS:
            bye = (
                f"a bye scores {self.bye_points}"
                if self.bye_points is not None
                else "a bye scores the round's average"
            )
            return (
                f"{self.deals} hands a round. Each hand scores 1 (three or four tricks), 2 (a "
                f"march, or the makers euchred) or {self.loner_points} (a lone hand taking all "
                f"five); a tie is settled by one more hand, not counted; {bye}."
            )
        if g is PartyGame.BRIDGE_PIVOT:
            return (
                "A rubber a round: report each side's total for it, and each player keeps "
                "her side's. A prize for each table; the highest score in the room chooses "
                "first."
            )
        if g is PartyGame.CINCH:
            return f"{self.deals} deals a table, {self.game_points} up: report the points to go."
        if g in (PartyGame.BRIDGE, PartyGame.BRIDGE_SIT):
            if self.deals and self.score_bonus != "none":
                return (
                    f"{self.deals} deals a round, then report the points and each deal's "
                    f"trick score.{self.bonus()}"
                )
            if self.deals:
                return f"{self.deals} deals a round, then report the points."
            return "Play until the bell, then report the points."
        if g is PartyGame.MILITARY:
            return f"One game of {self.game_points} points at each table, no lone hands."
        if g is PartyGame.EUCHRE:
            return (
                f"A game is {self.game_points} points; when a side reaches it at the head table "
                "the bell ends the round."
            )
        return "One deal at each table."

    def card(self) -> str:
        """What a tally card's heading says of a round, shortly."""
        if self.game is not PartyGame.EUCHRE_POINTS:
            return self.round()
        bye = self.bye_points if self.bye_points is not None else "the round's average"
        return (
            f"{self.deals} hands a round; a hand scores 1, 2, or {self.loner_points} for a lone "
            f"hand's march; a tie: one more hand, not counted; a bye: {bye}."
        )

    def at_table(self, table: int) -> list[str]:
        """What a table's sign and phone add: the head table's lone-hand bar."""
        if self.game is PartyGame.EUCHRE and table == 1 and self.lone_hands_barred:
            return ["No lone hands at the head table."]
        return []

    def moves(self) -> str:
        return MOVES[self.game]

    def all(self) -> list[str]:
        return [self.round(), self.moves()]
