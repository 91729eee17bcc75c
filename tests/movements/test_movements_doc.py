"""docs/MOVEMENTS.md lists exactly what the catalogue generates (regenerate it with
tools/movements_table.py when the catalogue changes)."""

from __future__ import annotations

from pathlib import Path

from movements.catalogue import catalogue

DOC = Path(__file__).resolve().parents[2] / "docs" / "MOVEMENTS.md"


def test_the_table_has_one_row_per_catalogue_movement():
    rows = [
        line.split("|")[1:4]
        for line in DOC.read_text().splitlines()
        if line.startswith("| ") and not line.startswith("| kind ")
    ]
    listed = [(k.strip(), int(n), o.strip()) for k, n, o in rows]
    expected = [(i.kind, i.size, ", ".join(f"{k}={v}" for k, v in i.options)) for i in catalogue()]
    assert listed == expected
