"""Is every word a person reads translatable, and translated?  ``make messages-check``.

Run: ``python tools/check_messages.py [--no-makemessages] [--templates DIR ...] [--python DIR
...] [--locale DIR]``.  It first brings the catalogues up to date (``manage.py makemessages``
for the site's languages, Django's and the scripts' domains), then reports:

(a) text a person reads that is not marked for translation:
    - in templates, every text node with letters outside ``{% translate %}`` and
      ``{% blocktranslate %}`` (and the ``title``, ``alt``, ``placeholder`` and ``aria-label``
      attributes), ignoring template code, scripts, styles, comments, numbers and symbols;
    - in Python, plain strings given where a person reads them: a message
      (``messages.success(request, "...")``), a ``DomainError`` or ``ValidationError``, the
      text of any raised error (the pure core writes ``Said("...")``, see ``said``), and a
      field's or column's ``label``, ``help_text``, ``verbose_name`` or ``empty_label``;
(b) for each language, the catalogue entries that are empty or fuzzy, with counts.

The exit status is 1 when anything is reported, 0 otherwise.  A detector this simple has
blind spots (a string built in one place and shown in another) and a few words it cannot
tell from code; ``IGNORED`` lists the names that are the same in every language.
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("nl", "fr", "de", "pl", "it", "sv")
DOMAINS = ("django", "djangojs")
# Kept out of makemessages: not the site's own text.
NOT_SCANNED = (".venv", "node_modules", "staticfiles", "tests", "bench", "var", "tools")
# Words that are the same in every language: the site's name, and the scoring systems' and
# file formats' own names.
IGNORED = {"Trays", "USEBIO", "PBN", "CSV", "PDF", "LIN", "EBU", "ACBL", "WBF", "IMPs", "IMP"}
READ_ATTRIBUTES = ("title", "alt", "placeholder", "aria-label")
READ_KEYWORDS = ("label", "help_text", "verbose_name", "empty_label")
RAISED = ("DomainError", "ValidationError")
# Errors that tell a programmer, not a person using the site, what went wrong: untranslated.
PROGRAMMERS = (
    "TypeError",
    "AssertionError",
    "NotImplementedError",
    "RuntimeError",
    "AttributeError",
)
# Read before the translations can be: the settings' errors are for whoever deploys the site.
UNTRANSLATABLE = ("tournaments/settings.py",)
MESSAGE_CALLS = ("success", "error", "warning", "info", "debug")

TRANSLATED_BLOCK = re.compile(
    r"{%-?\s*blocktrans(?:late)?\b.*?%}.*?{%-?\s*endblocktrans(?:late)?\s*-?%}", re.S
)
TRANSLATED_TAG = re.compile(r"{%-?\s*trans(?:late)?\s.*?%}", re.S)
COMMENT_BLOCK = re.compile(r"{%\s*comment\s*%}.*?{%\s*endcomment\s*%}", re.S)
COMMENT = re.compile(r"{#.*?#}", re.S)
CODE_ELEMENT = re.compile(r"<(script|style)\b.*?</\1\s*>", re.S | re.I)
HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
TEMPLATE_CODE = re.compile(r"{%.*?%}|{{.*?}}", re.S)
TAG = re.compile(r"<[^>]*>", re.S)
ATTRIBUTE = re.compile(
    r"\b(" + "|".join(READ_ATTRIBUTES) + r")\s*=\s*(\"[^\"]*\"|'[^']*')", re.S | re.I
)
ENTITY = re.compile(r"&(#\d+|#x[0-9a-f]+|[a-z]+);", re.I)
WORD = re.compile(r"[^\W\d_]{2,}")


@dataclass(frozen=True)
class Unmarked:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text}"


@dataclass(frozen=True)
class CatalogueGaps:
    language: str
    domain: str
    entries: int
    empty: int
    fuzzy: int
    found: bool = True

    @property
    def missing(self) -> bool:
        """Entries to translate, or the site's own catalogue absent for the language."""
        return bool(self.empty or self.fuzzy or (not self.found and self.domain == "django"))

    def __str__(self) -> str:
        if not self.found:
            return f"{self.language}: no {self.domain}.po"
        return (
            f"{self.language} {self.domain}.po: {self.empty} empty, {self.fuzzy} fuzzy "
            f"of {self.entries} entries"
        )


def _blank(match: re.Match) -> str:
    """The match replaced by as many newlines as it held, so line numbers stay right."""
    return "\n" * match.group(0).count("\n")


def _words(text: str) -> list[str]:
    return [w for w in WORD.findall(ENTITY.sub(" ", text)) if w not in IGNORED]


def unmarked_in_template(source: str, path: str = "<template>") -> list[Unmarked]:
    """Text with letters in a template that no translation tag holds."""
    text = COMMENT_BLOCK.sub(_blank, source)
    text = COMMENT.sub(_blank, text)
    text = HTML_COMMENT.sub(_blank, text)
    text = CODE_ELEMENT.sub(_blank, text)
    text = TRANSLATED_BLOCK.sub(_blank, text)
    text = TRANSLATED_TAG.sub(" ", text)
    found = []
    for match in ATTRIBUTE.finditer(text):
        value = TEMPLATE_CODE.sub(" ", match.group(2)[1:-1])
        if _words(value):
            line = text.count("\n", 0, match.start()) + 1
            found.append(Unmarked(path, line, f'{match.group(1)}="{value.strip()}"'))
    text = TEMPLATE_CODE.sub(lambda m: " " + _blank(m), text)
    text = TAG.sub(lambda m: " " + _blank(m), text)
    for number, line in enumerate(text.split("\n"), start=1):
        if _words(line):
            found.append(Unmarked(path, number, " ".join(line.split())))
    return sorted(found, key=lambda u: u.line)


def _plain(node: ast.AST) -> str | None:
    """The text of a plain string or f-string (not one passed through gettext)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            part.value if isinstance(part, ast.Constant) else "{...}" for part in node.values
        )
    if isinstance(node, ast.BinOp):  # "a" + "b", "text %s" % value
        return _plain(node.left)
    return None


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def unmarked_in_python(source: str, path: str = "<module>") -> list[Unmarked]:
    """Plain strings given where a person reads them (module docstring: which places)."""
    found = []
    tree = ast.parse(source)
    raised = {
        id(node.exc)
        for node in ast.walk(tree)
        if isinstance(node, ast.Raise)
        and isinstance(node.exc, ast.Call)
        and _name(node.exc.func) not in PROGRAMMERS
    }
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name, shown = _name(node.func), []
        if name in RAISED and node.args:
            shown.append(node.args[0])
        elif id(node) in raised:  # any raised error's text: the pure core writes Said("...")
            shown += node.args
        if name in MESSAGE_CALLS and isinstance(node.func, ast.Attribute):
            if _name(node.func.value) == "messages" and len(node.args) >= 2:
                shown.append(node.args[1])
        shown += [k.value for k in node.keywords if k.arg in READ_KEYWORDS]
        for value in shown:
            text = _plain(value)
            if text is not None and _words(text):
                found.append(Unmarked(path, value.lineno, repr(text)))
    return found


def unlabelled_fields(source: str, path: str = "<module>") -> list[Unmarked]:
    """Fields of a Django form declared without a ``label`` that nothing in their form labels
    later (``self.fields["x"].label = ...``): Django names such a field in English, from its
    name ("Player 1"), in every language."""
    found = []
    for form in (n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ClassDef)):
        later = {
            target.value.slice.value
            for node in ast.walk(form)
            if isinstance(node, ast.Assign)
            for target in node.targets
            if isinstance(target, ast.Attribute)
            and target.attr == "label"
            and isinstance(target.value, ast.Subscript)
            and isinstance(target.value.slice, ast.Constant)
        }
        for statement in form.body:
            if not (isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Call)):
                continue
            call, target = statement.value, statement.targets[0]
            field = call.func
            if not (
                isinstance(field, ast.Attribute)
                and _name(field.value) == "forms"
                and field.attr.endswith("Field")
                and isinstance(target, ast.Name)
            ):
                continue
            keywords = {k.arg: k.value for k in call.keywords}
            hidden = "widget" in keywords and "Hidden" in ast.unparse(keywords["widget"])
            if "label" not in keywords and target.id not in later and not hidden:
                found.append(
                    Unmarked(path, statement.lineno, f"{target.id}: a field with no label")
                )
    return found


def catalogue_gaps(path: Path, language: str, domain: str) -> CatalogueGaps:
    """Entries of a .po file whose translation is empty (every form of a plural) or fuzzy;
    the header (the empty msgid) is not an entry."""
    entries = empty = fuzzy = 0
    for entry in _po_entries(path.read_text(encoding="utf-8")):
        if entry["msgid"] == "" and "msgid_plural" not in entry:
            continue
        if entry.get("obsolete"):
            continue
        entries += 1
        translations = [v for k, v in entry.items() if k.startswith("msgstr")]
        if not any(translations):
            empty += 1
        elif entry.get("fuzzy"):
            fuzzy += 1
    return CatalogueGaps(language, domain, entries, empty, fuzzy)


def _po_entries(text: str) -> Iterator[dict]:
    """The entries of a .po file: ``msgid``, ``msgid_plural``, ``msgstr`` or ``msgstr[n]``,
    with the flags ``fuzzy`` and ``obsolete`` (``#~``)."""
    entry: dict = {}
    key = None
    for raw in text.splitlines() + [""]:
        line = raw.strip()
        if not line:
            if "msgid" in entry:
                yield entry
            entry, key = {}, None
            continue
        if line.startswith("#~"):
            entry["obsolete"] = True
            continue
        if line.startswith("#,"):
            entry["fuzzy"] = entry.get("fuzzy") or "fuzzy" in line
            continue
        if line.startswith("#"):
            continue
        if line.startswith('"'):
            if key is not None:
                entry[key] += _unquote(line)
            continue
        key, _space, value = line.partition(" ")
        entry[key] = _unquote(value)


def _unquote(value: str) -> str:
    value = value.strip()
    return value[1:-1] if len(value) >= 2 and value[0] == value[-1] == '"' else value


def scan_templates(folders: Iterable[Path]) -> list[Unmarked]:
    found = []
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.suffix in (".html", ".txt") and path.is_file():
                name = _shown(path)
                found += unmarked_in_template(path.read_text(encoding="utf-8"), name)
    return found


def scan_python(folders: Iterable[Path]) -> list[Unmarked]:
    found = []
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            if "migrations" in path.parts or _shown(path) in UNTRANSLATABLE:
                continue
            source = path.read_text(encoding="utf-8")
            found += unmarked_in_python(source, _shown(path))
            found += unlabelled_fields(source, _shown(path))
    return found


def scan_catalogues(locale: Path, languages: Iterable[str] = LANGUAGES) -> list[CatalogueGaps]:
    out = []
    for language in languages:
        for domain in DOMAINS:
            path = locale / language / "LC_MESSAGES" / f"{domain}.po"
            if path.exists():
                out.append(catalogue_gaps(path, language, domain))
            else:
                out.append(CatalogueGaps(language, domain, 0, 0, 0, found=False))
    return out


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def make_messages() -> None:
    """``manage.py makemessages`` for every language, both domains (see the Makefile)."""
    for domain in DOMAINS:
        command = [sys.executable, str(ROOT / "manage.py"), "makemessages", "-d", domain]
        command += [f"--locale={language}" for language in LANGUAGES]
        command += ["--no-location", "--no-obsolete"]
        command += [f"--ignore={folder}" for folder in NOT_SCANNED]
        subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def report(unmarked: list[Unmarked], gaps: list[CatalogueGaps], out=None) -> int:
    """Print what is missing; 1 when anything is, else 0."""
    out = out or sys.stdout
    for item in unmarked:
        print(f"not marked for translation: {item}", file=out)
    missing = [g for g in gaps if g.missing]
    for gap in gaps:
        print(gap, file=out)
    print(
        f"{len(unmarked)} text(s) not marked; "
        f"{sum(g.empty for g in gaps)} empty and {sum(g.fuzzy for g in gaps)} fuzzy "
        f"catalogue entries in {len({g.language for g in missing})} language(s)",
        file=out,
    )
    return 1 if unmarked or missing else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-makemessages", action="store_true", help="check as they are")
    parser.add_argument("--templates", nargs="*", type=Path, default=[ROOT / "templates"])
    parser.add_argument(
        "--python", nargs="*", type=Path, default=[ROOT / "tournaments", ROOT / "movements"]
    )
    parser.add_argument("--locale", type=Path, default=ROOT / "locale")
    parser.add_argument("--languages", nargs="*", default=list(LANGUAGES))
    args = parser.parse_args(argv)
    if not args.no_makemessages:
        make_messages()
    unmarked = scan_templates(args.templates) + scan_python(args.python)
    return report(unmarked, scan_catalogues(args.locale, args.languages))


if __name__ == "__main__":
    sys.exit(main())
