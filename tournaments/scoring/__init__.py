"""Pure scoring: raw scores, match points, trick averages, teams, individuals. No Django here."""
