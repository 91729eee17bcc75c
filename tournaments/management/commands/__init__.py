"""One ``manage.py`` command a module, each subclassing ``management.base``'s commands.

Events and clubs: ``club``, ``demo``, ``deals``, ``movement`` (the catalogue), ``progressive``;
scoring without the database: ``score``; files: ``export_event`` and ``import_event`` (the
backup), ``usebio``, ``pbn``, ``import_lin``, ``print``; and ``outbox`` (the results mails).
"""
