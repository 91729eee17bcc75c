"""The ``manage.py`` commands (in ``commands``), each a thin shell over the services, the
standings or a pure package; ``base`` holds what they share (``EventCommand``: an event named
by its slug, and exit status 2 on an argument error).
"""
