"""Pure movement engine: generates, checks and measures duplicate movements. No Django here."""

from movements.types import Direction, Family, Movement, Round, Seat, Seating, Team, TraySet

__all__ = ["Direction", "Family", "Movement", "Round", "Seat", "Seating", "Team", "TraySet"]
