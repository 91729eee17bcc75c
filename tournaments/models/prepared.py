"""The table phones' hottest look-ups, compiled to SQL once per database connection.

Django compiles a queryset's SQL afresh each time it runs, and compiling the same look-up
again costs as much as the first time (0.3 to 1.5 ms of CPU for the joined look-ups the pad
makes on every request: docs/PERFORMANCE.md).  A ``Prepared`` look-up builds its queryset
once, with a marker in place of each value the request brings, keeps the SQL Django compiled
for it and what Django needs to turn the rows into model instances (the selected columns,
the related objects' layout, the database's converters), and from then on only runs that SQL
with the request's values.  The rows come back as the ORM's own: the same instances, the
same related objects (``select_related``), the same converted values; the tests compare both
on SQLite and PostgreSQL.

The compiled look-up is kept on the connection object itself, so each thread's connection has
its own and a connection to another database compiles its own.  Only exact look-ups on the
marked values are allowed: a value Django would transform on its way into the SQL (``__in``,
``__contains``) would not be found among the compiled parameters, and is refused at compile
time rather than run wrong.

Django's private API this needs (the compiler, the related objects' populators) is used in
``models.django_internals`` only; this module asks it through that module's functions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.db import connections, router
from django.db.models import Model, QuerySet

from said import Said
from tournaments.models.django_internals import CompiledQuery, compile_query

_STORE = "_trays_prepared"

# Stand-ins for the request's values while a look-up's SQL is compiled, each unlike the others
# so its place among the parameters is found (a value out of a column's range, a negative id,
# would make Django compile no SQL at all).  Every ``Prepared`` look-up marks its values with
# these.
SECRET, SLUG = "stand-in secret", "stand-in slug"
TABLE, ROUND, TRAY, EVENT, NUMBER, SEATING = 32101, 32102, 32103, 32104, 32105, 32106
ENTRANTS = (32107, 32108, 32109, 32110)  # the entrants seated at one table, four at most


@dataclass(frozen=True)
class _Compiled:
    """One look-up's SQL for one connection: where each parameter comes from, and how its
    rows become instances."""

    query: CompiledQuery
    slots: tuple  # each parameter: ("value", name, wrapper) or ("fixed", value)


class Prepared:
    """A look-up of ``model`` run from SQL compiled once: ``build(**values)`` returns the
    queryset for the request's ``values``; ``markers`` gives, for each value's name, a
    stand-in of the same type, unlike any other parameter of the query (it is how the value's
    place in the SQL is found)."""

    def __init__(
        self, name: str, model: type[Model], build: Callable[..., QuerySet], **markers
    ) -> None:
        self.name = name
        self.model = model
        self.build = build
        self.markers = markers

    def all(self, **values) -> list[Model]:
        """The instances the queryset ``build(**values)`` would return, in its order."""
        compiled, rows, alias = self._run(values)
        if compiled.query.model is None:
            raise TypeError(f"{self.name} reads values: ask for its rows()")
        return [compiled.query.instance(alias, row) for row in rows]

    def first(self, **values) -> Model | None:
        """The first instance (the queryset itself says which: build it with ``[:1]``)."""
        found = self.all(**values)
        return found[0] if found else None

    def rows(self, **values) -> list[tuple]:
        """The rows of a ``values_list`` queryset, as tuples of converted values."""
        compiled, rows, _alias = self._run(values)
        if compiled.query.model is not None:
            raise TypeError(f"{self.name} reads model rows: ask for all() or first()")
        return [tuple(row) for row in rows]

    def _run(self, values: dict):
        if set(values) != set(self.markers):
            raise TypeError(f"{self.name} takes {sorted(self.markers)}, not {sorted(values)}")
        connection = connections[router.db_for_read(self.model)]
        compiled = self._compiled(connection)
        params = [_param(slot, values) for slot in compiled.slots]
        with connection.cursor() as cursor:
            cursor.execute(compiled.query.sql, params)
            rows = cursor.fetchall()
        return compiled, compiled.query.converted(rows), connection.alias

    def _compiled(self, connection) -> _Compiled:
        store = connection.__dict__.setdefault(_STORE, {})
        compiled = store.get(self.name)
        if compiled is None:
            queryset = self.build(**self.markers).using(connection.alias)
            compiled = store[self.name] = _compile(queryset, connection.alias, self.markers)
        return compiled


def _compile(queryset: QuerySet, alias: str, markers: dict) -> _Compiled:
    query = compile_query(queryset, alias)
    slots = tuple(_slot(p, markers) for p in query.params)
    missing = set(markers) - {slot[1] for slot in slots if slot[0] == "value"}
    if missing:
        raise ValueError(
            Said(
                "The values %(missing)s do not reach the SQL as they were sent.",
                missing=sorted(missing),
            )
        )
    return _Compiled(query, slots)


def _param(slot: tuple, values: dict):
    if slot[0] == "fixed":
        return slot[1]
    value = values[slot[1]]
    return value if slot[2] is None else slot[2](value)


def _slot(param, markers: dict) -> tuple:
    """Where a compiled parameter comes from: a request's value (and the type the database's
    adapter wrapped it in: psycopg's ``Int2`` for a small integer column, say) or the query
    itself."""
    for name, marker in markers.items():
        if type(param) is type(marker) and param == marker:
            return ("value", name, None)
        if _integer(param) and _integer(marker) and param == marker:
            return ("value", name, type(param))
    return ("fixed", param)


def _integer(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
