"""The database's migrations, written by Django's ``makemigrations`` from ``tournaments.models``."""
