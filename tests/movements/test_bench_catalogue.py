"""The catalogue benchmark (``make bench``) at a tiny scale: it generates and checks every
listed size of the families asked for, and names the slowest movement."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from movements.catalogue import catalogue

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_movements.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_movements", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bench_covers_every_listed_size_and_names_the_slowest():
    """Howells for 4 and 5 pairs, Mitchells for 3, 4 and 5 tables: two families at five
    sizes, every variant the catalogue lists for them."""
    figures = _bench().run(kinds=("howell", "mitchell"), largest=5)
    listed = [i for i in catalogue() if i.kind in ("howell", "mitchell") and i.size <= 5]
    assert figures["families"] == 2
    assert figures["family_sizes"] == 5
    assert figures["kinds"]["howell"]["sizes"] == "4-5"
    assert figures["kinds"]["mitchell"]["sizes"] == "3-5"
    assert figures["catalogue_items"] == len(listed)
    assert figures["failures"] == []
    slowest = figures["slowest"]
    assert slowest["item"] in {i.label for i in listed}
    assert slowest["movement"].startswith(("Howell", "Mitchell"))
    assert 0 < slowest["seconds"] <= figures["catalogue_seconds"]
    assert "howell_60_seconds" not in figures  # only the whole catalogue times it
