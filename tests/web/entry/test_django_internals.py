"""Each private Django name ``models.django_internals`` uses is still there, with the shape it
is used in.  On a Django upgrade that renamed, moved or reshaped one of them, these fail
naming the Django version and the name, before a compiled look-up builds a wrong instance or
a related manager queries again."""

from __future__ import annotations

import inspect

import django
import pytest
from django.contrib import messages
from django.contrib.messages import get_messages
from django.contrib.messages.middleware import MessageMiddleware
from django.contrib.messages.storage import default_storage
from django.contrib.sessions.middleware import SessionMiddleware
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connections, transaction
from django.db.models import query as django_query
from django.test import RequestFactory

from tests.builders import make_bridge_mitchell
from tournaments import models as m
from tournaments.models import django_internals as internals


def loud(name: str, problem: str) -> str:
    return (
        f"Django {django.get_version()}: the private {name} {problem}. "
        "tournaments/models/django_internals.py uses it (its docstring says where and why); "
        "requirements.txt pins Django for this: rework that module before upgrading."
    )


def params(func) -> list[str]:
    return list(inspect.signature(func).parameters)


def test_the_django_release_is_the_one_the_private_names_were_checked_with():
    assert django.VERSION[:2] == internals.CHECKED_WITH, loud(
        "API",
        f"was checked with Django {internals.CHECKED_WITH}, not this release: check every "
        "name in this file, then set CHECKED_WITH",
    )


def test_the_querysets_iterables_and_fields():
    for name in ("ModelIterable", "ValuesListIterable", "get_related_populators"):
        assert hasattr(django_query, name), loud(f"django.db.models.query.{name}", "is gone")
    assert params(django_query.get_related_populators) == ["klass_info", "select", "db"], loud(
        "get_related_populators", "takes other arguments than (klass_info, select, db)"
    )
    tables = m.Table.objects.all()
    assert tables._iterable_class is django_query.ModelIterable, loud(
        "QuerySet._iterable_class", "of a model queryset is not ModelIterable"
    )
    numbers = tables.values_list("number", "secret")
    assert numbers._iterable_class is django_query.ValuesListIterable, loud(
        "QuerySet._iterable_class", "of a values_list is not ValuesListIterable"
    )
    assert tuple(numbers._fields) == ("number", "secret"), loud(
        "QuerySet._fields", "does not name a values_list's fields"
    )
    query = numbers.query
    for name in ("values_select", "annotation_select", "extra_select"):
        assert hasattr(query, name), loud(f"Query.{name}", "is gone")
    assert tuple(query.values_select) == ("number", "secret"), loud(
        "Query.values_select", "does not name a values_list's fields"
    )


def test_the_compiler_gives_the_sql_columns_layout_and_converters():
    queryset = m.Seating.objects.select_related("table", "round").filter(table_id=32101)
    compiler = queryset.query.get_compiler(using="default")
    sql, sql_params = compiler.as_sql()
    assert isinstance(sql, str) and 32101 in sql_params, loud(
        "SQLCompiler.as_sql()", "does not return (sql, params)"
    )
    for name in ("select", "col_count", "klass_info", "get_converters", "apply_converters"):
        assert hasattr(compiler, name), loud(f"SQLCompiler.{name}", "is gone")
    info = compiler.klass_info
    assert {"model", "select_fields", "related_klass_infos"} <= set(info), loud(
        "SQLCompiler.klass_info", f"has the keys {sorted(info)}"
    )
    assert info["model"] is m.Seating, loud("klass_info['model']", "is not the queryset's model")
    assert {i["model"] for i in info["related_klass_infos"]} == {m.Table, m.Round}, loud(
        "klass_info['related_klass_infos']", "does not hold the select_related models"
    )
    column = compiler.select[info["select_fields"][0]]
    assert len(column) == 3 and column[0].target.attname == "id", loud(
        "SQLCompiler.select", "is not (expression, sql, alias) columns with a target field"
    )
    assert isinstance(compiler.col_count, int), loud("SQLCompiler.col_count", "is no count")
    converters = compiler.get_converters([s[0] for s in compiler.select[: compiler.col_count]])
    assert isinstance(converters, dict), loud("SQLCompiler.get_converters", "returns no dict")
    assert params(compiler.apply_converters) == ["rows", "converters"], loud(
        "SQLCompiler.apply_converters", "takes other arguments than (rows, converters)"
    )
    populators = django_query.get_related_populators(info, compiler.select, "default")
    assert len(populators) == 2, loud("get_related_populators", "made no populator a relation")
    assert params(populators[0].populate) == ["row", "from_obj"], loud(
        "RelatedPopulator.populate", "takes other arguments than (row, from_obj)"
    )


@pytest.mark.django_db
def test_a_compiled_look_up_builds_what_the_orm_builds(organiser):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2)
    queryset = m.Seating.objects.select_related("table", "round").filter(table__event=event)
    compiled = internals.compile_query(queryset.order_by("pk"), "default")
    with connections["default"].cursor() as cursor:
        cursor.execute(compiled.sql, compiled.params)
        rows = compiled.converted(cursor.fetchall())
    built = [compiled.instance("default", row) for row in rows]
    expected = list(queryset.order_by("pk"))
    assert [(s.pk, s.table.number, s.round.number) for s in built] == [
        (s.pk, s.table.number, s.round.number) for s in expected
    ], loud("compiler and populators", "no longer build the ORM's instances from its rows")
    # 3 tables x 3 rounds of a Mitchell: nine seatings, each with its table and round in hand
    assert len(built) == 9


@pytest.mark.django_db
def test_rows_handed_over_as_prefetched_are_read_without_a_query(
    organiser, django_assert_num_queries
):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2)
    seating = m.Seating.objects.filter(table__event=event).order_by("pk").first()
    trays = list(m.Tray.objects.filter(seatings=seating).order_by("number"))
    internals.set_prefetched(seating, "trays", trays)
    with django_assert_num_queries(0):
        found = list(seating.trays.all())
    assert found == trays and len(found) == 2, loud(
        "QuerySet._result_cache, _prefetch_done or _prefetched_objects_cache",
        "no longer hands a related manager its prefetched rows",
    )


@pytest.mark.django_db
def test_a_related_object_in_hand_is_known_without_a_query(organiser, django_assert_num_queries):
    event = make_bridge_mitchell(organiser, tables=3, boards_per_round=2)
    with_table = m.Seating.objects.select_related("table").filter(table__event=event).first()
    without = m.Seating.objects.filter(table__event=event).first()
    with django_assert_num_queries(0):
        assert internals.cached_related(with_table, "table") == with_table.table, loud(
            "Model._state.fields_cache", "does not hold a select_related object"
        )
        assert internals.cached_related(without, "table") is None, loud(
            "Model._state.fields_cache", "holds an object never read"
        )


@pytest.mark.django_db
def test_the_transaction_bookkeeping(organiser):
    """pytest-django wraps each test in ``TestCase``'s own atomic blocks: those are not a
    writer's; a block opened here is, with its savepoint and its commit callbacks."""
    connection = connections["default"]
    for name in ("atomic_blocks", "in_atomic_block", "savepoint_ids", "run_on_commit"):
        assert hasattr(connection, name), loud(f"connection.{name}", "is gone")
    assert internals.in_atomic_block(connection), loud("in_atomic_block", "is not the test's")
    assert not any(internals.writers_blocks(connection)), loud(
        "Atomic._from_testcase", "no longer marks a test case's own blocks"
    )

    def callback() -> None:
        pass

    with transaction.atomic():
        assert internals.writers_blocks(connection)[-1], loud(
            "connection.atomic_blocks", "does not end with the block just opened"
        )
        saved = internals.savepoint_ids(connection)
        assert saved and saved[-1] is not None, loud(
            "connection.savepoint_ids", "holds no savepoint for the inner block"
        )
        transaction.on_commit(callback)
        assert callback in internals.commit_callbacks(connection), loud(
            "connection.run_on_commit", "is not (savepoint ids, function, robust) entries"
        )
    assert callback in internals.commit_callbacks(connection)  # still the test's transaction


@pytest.mark.django_db
def test_a_retried_request_forgets_its_messages_and_rewinds_its_uploads():
    request = RequestFactory().post(
        "/", {"upload": SimpleUploadedFile("deal.pbn", b"[Board 1]")}, format="multipart"
    )
    SessionMiddleware(lambda r: None).process_request(request)
    MessageMiddleware(lambda r: None).process_request(request)
    messages.info(request, "saved once")
    upload = request.FILES["upload"]
    upload.read()
    internals.forget_attempt(request, default_storage)
    assert list(get_messages(request)) == [], loud(
        "request._messages", "is no longer where django.contrib.messages queues a message"
    )
    assert upload.read() == b"[Board 1]", loud(
        "HttpRequest._files", "no longer holds the uploads the request parsed"
    )
