"""One event as a plain, versioned document, and back: ``export_event`` writes it (``export``),
``import_event`` restores it into any database (``restore``); ``schema`` says what the document
holds and checks every row, ``progressive`` carries a progressive party's own rows.
"""

from tournaments.backup.export import export_event
from tournaments.backup.restore import delete_event, import_event
from tournaments.backup.schema import FORMAT, VERSION, BackupError, Restored

__all__ = [
    "FORMAT",
    "VERSION",
    "BackupError",
    "Restored",
    "delete_event",
    "export_event",
    "import_event",
]
