"""One event as a plain, versioned, signed document, and back: ``export_event`` writes it
(``export``), ``import_event`` restores it into any database (``restore``, row by row in
``rows``); ``schema`` says what the document holds and checks every field, ``checks`` the rules
of the event's form and scores, ``people`` the organisers and the trail's authors, ``document``
the file's bounds and signature, and ``progressive`` a progressive party's own rows.

Start at ``export.export_event`` and ``restore.import_event``.
"""

from tournaments.backup.document import parse, sign
from tournaments.backup.export import export_event
from tournaments.backup.restore import delete_event, import_event
from tournaments.backup.schema import FORMAT, MAX_BYTES, VERSION, BackupError, Restored

__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "VERSION",
    "BackupError",
    "Restored",
    "delete_event",
    "export_event",
    "import_event",
    "parse",
    "sign",
]
