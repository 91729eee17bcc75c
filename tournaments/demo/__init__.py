"""Demo events beyond the compass example: loaded by ``manage.py demo`` so a newcomer sees the
site's rules at work."""
