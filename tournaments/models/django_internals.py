"""Every use of Django's private API in the product, in this one module.

Django's public API has no way to run SQL it compiled earlier and get back the ORM's own
instances, nor to hand a related manager rows read elsewhere as its prefetched result.  The
table phones' hottest look-ups need both (``models.prepared``, ``models.table_lookups``:
compiling a joined look-up costs 0.3 to 1.5 ms of CPU each time, more than the database;
docs/PERFORMANCE.md; the ORM's public querysets for them take 4 to 12 times the CPU), so
the private names they use are kept here, with the few others the product needs, and
nowhere else:

- ``QuerySet.query.get_compiler(using=...)`` and the compiler's ``as_sql()``, ``select``,
  ``col_count``, ``klass_info`` (``"model"``, ``"select_fields"``,
  ``"related_klass_infos"``), ``get_converters()`` and ``apply_converters()``: the SQL, its
  parameters, the selected columns, the related objects' layout and the database's value
  converters, exactly as ``django.db.models.query.ModelIterable.__iter__`` reads them;
- ``django.db.models.query.get_related_populators(klass_info, select, db)`` and each
  populator's ``populate(row, from_obj)``: how ``select_related`` rows become related
  instances;
- ``QuerySet._iterable_class`` with ``ModelIterable`` and ``ValuesListIterable``, and
  ``QuerySet._fields``: whether a queryset reads model rows or a ``values_list``'s tuples,
  and which fields it names; ``Query.values_select``, ``annotation_select`` and
  ``extra_select``: the order Django selects them in;
- ``QuerySet._result_cache``, ``QuerySet._prefetch_done`` and the instance's
  ``_prefetched_objects_cache``: what ``prefetch_related`` leaves on an instance, so that
  ``obj.trays.all()`` runs no query;
- ``Model._state.fields_cache``: whether an instance's related object is already in hand
  (``_state.adding`` and ``_state.db`` are documented; ``fields_cache`` is not);
- ``connection.atomic_blocks`` and an ``Atomic``'s ``_from_testcase``: which open atomic
  blocks are a test case's own wrappers rather than a writer's transaction;
  ``connection.in_atomic_block``, ``connection.savepoint_ids`` and
  ``connection.run_on_commit`` (``(savepoint ids, function, robust)`` each): whether a
  writer's transaction is open, its savepoints, and the commit callbacks still registered
  (``models.versions`` bumps an event's version once a transaction through them);
- ``HttpRequest._files`` and ``request._messages`` (``django.contrib.messages``): the
  uploads a request has already parsed and the messages it has queued, to undo them before
  a request is tried again.

What breaks on a Django upgrade: any of these may be renamed, change shape or disappear in
any release, without a deprecation.  Then the compiled look-ups would build wrong instances
or fail, a related manager would query again or show stale rows, a cache would be kept or
skipped at the wrong time, a retried request would send twice the messages.
``tests/web/entry/test_django_internals.py`` checks each name's presence and shape and fails
naming the Django version and the name; Django is pinned in ``requirements.txt`` for this
reason: upgrade it only with that test (and the compiled look-ups' tests) passing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from django.contrib.messages.storage.base import BaseStorage
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import Model, QuerySet
from django.db.models.query import ModelIterable, ValuesListIterable, get_related_populators
from django.http import HttpRequest

from said import Said

# The Django release whose private names are used here as they are (requirements.txt pins it).
CHECKED_WITH = (5, 2)


@dataclass(frozen=True)
class CompiledQuery:
    """A queryset's SQL for one database, and what turns its rows into what the ORM returns.

    ``model`` is None for a ``values_list``'s rows (tuples of converted values)."""

    sql: str
    params: tuple
    model: type[Model] | None
    compiler: Any  # django.db.models.sql.compiler.SQLCompiler
    converters: dict[int, Any]
    init_list: list[str]
    fields: tuple[int, int]
    populators: list[Any]  # django.db.models.query.RelatedPopulator

    def converted(self, rows: list[Any]) -> list[Any]:
        """The rows with the database's converters applied, as the ORM applies them."""
        if self.converters:
            return list(self.compiler.apply_converters(rows, self.converters))
        return rows

    def instance(self, alias: str, row: Sequence[Any]) -> Model:
        """The model instance a converted row stands for, its ``select_related`` objects
        set on it: what ``ModelIterable`` makes of the row."""
        if self.model is None:
            raise TypeError("A values_list's rows are not model instances.")
        start, end = self.fields
        obj = self.model.from_db(alias, self.init_list, row[start:end])
        for populator in self.populators:
            populator.populate(row, obj)
        return obj


def reads_values(queryset: QuerySet) -> bool:
    """Whether ``queryset`` reads a ``values_list``'s tuples (True) or model rows (False);
    a ``values_list`` only with its fields named before its annotations, the order Django
    selects them in (the row is not reordered).  Any other kind is refused."""
    if queryset._iterable_class is ModelIterable:
        return False
    if queryset._iterable_class is not ValuesListIterable:
        raise ValueError(Said("A prepared look-up reads model rows or a values_list's tuples."))
    query = queryset.query
    natural = [*query.extra_select, *query.values_select, *query.annotation_select]
    if queryset._fields and list(queryset._fields) != natural:
        raise ValueError(
            Said("List the values as Django selects them: %(natural)s.", natural=natural)
        )
    return True


def compile_query(queryset: QuerySet, alias: str) -> CompiledQuery:
    """``queryset``'s SQL and parameters compiled for the database ``alias``, with what
    ``ModelIterable`` (or ``ValuesListIterable``) needs to turn its rows into the ORM's
    results.  A model rows' queryset may select its related rows only (no annotation)."""
    values = reads_values(queryset)
    query = queryset.query
    if not values and (query.annotation_select or query.extra_select):
        raise ValueError(
            Said("A prepared look-up selects a model's rows and their related rows only.")
        )
    compiler = query.get_compiler(using=alias)
    sql, params = compiler.as_sql()
    select = compiler.select
    converters = compiler.get_converters([s[0] for s in select[: compiler.col_count]])
    if values:
        return CompiledQuery(sql, tuple(params), None, compiler, converters, [], (0, 0), [])
    klass_info = compiler.klass_info
    select_fields = klass_info["select_fields"]
    start, end = select_fields[0], select_fields[-1] + 1
    return CompiledQuery(
        sql=sql,
        params=tuple(params),
        model=klass_info["model"],
        compiler=compiler,
        converters=converters,
        init_list=[f[0].target.attname for f in select[start:end]],
        fields=(start, end),
        populators=get_related_populators(klass_info, select, alias),
    )


def set_prefetched(obj: Model, name: str, rows: list[Model]) -> None:
    """``rows`` as ``obj``'s prefetched ``name`` (what ``prefetch_related`` leaves: a
    queryset whose results are in hand), so ``obj.name.all()`` runs no query."""
    queryset = getattr(obj, name).all()
    queryset._result_cache = rows
    queryset._prefetch_done = True
    obj.__dict__.setdefault("_prefetched_objects_cache", {})[name] = queryset


def cached_related(obj: Model, name: str) -> Model | None:
    """``obj``'s related object ``name`` if it is already in hand, else None (no query)."""
    return obj._state.fields_cache.get(name)


def in_atomic_block(connection: BaseDatabaseWrapper) -> bool:
    """Whether an atomic block is open on the connection."""
    return connection.in_atomic_block


def savepoint_ids(connection: BaseDatabaseWrapper) -> list[str | None]:
    """The savepoints the connection's open atomic blocks made, outermost first."""
    return list(connection.savepoint_ids)


def commit_callbacks(connection: BaseDatabaseWrapper) -> list[Callable[[], Any]]:
    """The functions registered with ``transaction.on_commit`` and not yet forgotten (a
    savepoint rolled back forgets those registered inside it)."""
    return [func for _sids, func, *_rest in connection.run_on_commit]


def writers_blocks(connection: BaseDatabaseWrapper) -> list[bool]:
    """For each of the connection's open atomic blocks, outermost first, whether it is a
    writer's own rather than a test case's wrapper (``TestCase`` wraps each test, and the
    whole class, in blocks of its own)."""
    return [not getattr(block, "_from_testcase", False) for block in connection.atomic_blocks]


def forget_attempt(
    request: HttpRequest, fresh_messages: Callable[[HttpRequest], BaseStorage]
) -> None:
    """Undo what a failed attempt left on ``request``: the messages it queued (replaced by
    ``fresh_messages(request)``, an empty store) and how far it read the uploads it parsed."""
    if hasattr(request, "_messages"):
        request._messages = fresh_messages(request)
    uploads = getattr(request, "_files", None)
    for _name, files in uploads.lists() if uploads else ():
        for upload in files:
            upload.seek(0)
