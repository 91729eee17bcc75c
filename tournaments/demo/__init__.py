"""Demo events beyond the compass example (``management/commands/demo.py``): loaded by
``manage.py demo`` so a newcomer sees the site's rules at work.

``championship`` (a finished two-section, two-session pairs championship), ``live`` (a bridge
evening still in play), ``swiss`` (a finished Swiss teams event) and ``login`` (the demo's
published login, kept out of a site in production).
"""
