"""The package's import graph: every module imports on its own, no module
reaches into another's underscore names, and the only import circles are
the few closed by an import inside a function, listed here with the reason.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

import hasenpfeffer

PACKAGE_DIR = Path(hasenpfeffer.__file__).parent

LAZY_EDGES = {
    # GameState.view and GameState.to_record build objects that are made
    # from a state.
    ("hasenpfeffer.state", "hasenpfeffer.views"),
    ("hasenpfeffer.state", "hasenpfeffer.records"),
    # GameRecord's to_json/to_text methods and the readers that build a
    # GameRecord.
    ("hasenpfeffer.records", "hasenpfeffer.records._json"),
    ("hasenpfeffer.records", "hasenpfeffer.records._text"),
    ("hasenpfeffer.records._json", "hasenpfeffer.records"),
    ("hasenpfeffer.records._text", "hasenpfeffer.records"),
    # A record's start position is a position line, whose reader reads the
    # rule options and actions as the JSON records do.
    ("hasenpfeffer.records", "hasenpfeffer.notation"),
    ("hasenpfeffer.records._replay", "hasenpfeffer.notation"),
    # GameState.to_notation writes the state's position line.
    ("hasenpfeffer.state", "hasenpfeffer.notation"),
    # The pictures that cards, tricks, states and views show in a notebook
    # are drawn by hasenpfeffer.svg, which is made of them.
    ("hasenpfeffer.cards", "hasenpfeffer.svg"),
    ("hasenpfeffer.tricks", "hasenpfeffer.svg"),
    ("hasenpfeffer.state", "hasenpfeffer.svg"),
    ("hasenpfeffer.views", "hasenpfeffer.svg"),
}
"""The imports inside functions that close a circle, each for a reason."""

IMPORT_EACH = """
import importlib, json, sys, types
names = json.loads(sys.argv[1])
package_dir = sys.argv[2]
needs_package = set(json.loads(sys.argv[3]))
failures = {}
for name in names:
    for loaded in [m for m in sys.modules if m.split(".")[0] == "hasenpfeffer"]:
        del sys.modules[loaded]
    if name not in needs_package:
        # A bare package object, so that the package's __init__ (which
        # imports most modules in its own order) does not run first.
        stub = types.ModuleType("hasenpfeffer")
        stub.__path__ = [package_dir]
        sys.modules["hasenpfeffer"] = stub
    try:
        importlib.import_module(name)
    except ImportError as error:
        # A missing extra is a ModuleNotFoundError for the extra's package,
        # raised as it is or wrapped by the module in an ImportError that
        # tells what to install.
        missing = error if isinstance(error, ModuleNotFoundError) else error.__cause__
        if not isinstance(missing, ModuleNotFoundError) or (
            (missing.name or "").split(".")[0] == "hasenpfeffer"
        ):
            failures[name] = repr(error)
    except Exception as error:
        failures[name] = repr(error)
print(json.dumps(failures))
"""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE_DIR.rglob("*.py"))}


def runtime_imports(name: str) -> list[tuple[str, str, bool]]:
    """The imports of package names that module ``name`` runs: the module
    (or package) it imports from, the name imported, and whether the
    import sits inside a function.  Imports under ``TYPE_CHECKING`` are
    left out: they never run."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    skipped: set[int] = set()
    in_function: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(inner) for part in node.body for inner in ast.walk(part))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            in_function.update(id(inner) for inner in ast.walk(node))
    found: list[tuple[str, str, bool]] = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        lazy = id(node) in in_function
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            found.extend((source, alias.name, lazy) for alias in node.names)
        elif isinstance(node, ast.Import):
            found.extend((alias.name, "", lazy) for alias in node.names)
    return [entry for entry in found if entry[0].split(".")[0] == "hasenpfeffer"]


def import_edges() -> set[tuple[str, str, bool]]:
    """Module to module imports within the package, lazy or not."""
    edges: set[tuple[str, str, bool]] = set()
    for name in MODULES:
        for source, imported, lazy in runtime_imports(name):
            target = f"{source}.{imported}" if imported else source
            if target not in MODULES:
                target = source
            if target != name:
                edges.add((name, target, lazy))
    return edges


def cycle_in(edges: set[tuple[str, str]]) -> list[str] | None:
    """One circle of the directed graph ``edges``, or ``None``."""
    graph: dict[str, list[str]] = {}
    for start, end in sorted(edges):
        graph.setdefault(start, []).append(end)
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in graph.get(node, []):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)) is not None:
                return found
        state[node] = 2
        path.pop()
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)) is not None:
            return found
    return None


def test_the_module_list_is_found() -> None:
    assert {"hasenpfeffer", "hasenpfeffer.state", "hasenpfeffer._engine.tables"} <= set(
        MODULES
    )
    assert "hasenpfeffer.integrations.encoding" in MODULES


EXTRAS_PACKAGES = (
    "numpy",
    "pyspiel",
    "open_spiel",
    "pettingzoo",
    "gymnasium",
    "ray",
)
"""The packages of the optional extras that the README's test command does
not install."""

HIDE_EXTRAS = (
    "import sys\n"
    "for hidden in sys.argv.pop(1).split(','):\n"
    "    sys.modules[hidden] = None  # importing it raises ModuleNotFoundError\n"
)
"""Code run first in a fresh interpreter to make the extras' packages (given
as its first argument) impossible to import, as in a virtual environment
that holds only what the README's test command installs."""


@pytest.mark.parametrize(
    "hidden", [(), EXTRAS_PACKAGES], ids=["as-installed", "no-extras"]
)
def test_each_module_imports_alone_in_a_fresh_interpreter(
    hidden: tuple[str, ...],
) -> None:
    # Modules of an optional extra that is not installed fail on the extra's
    # own package, which is not counted; any other failure is.  A module
    # that imports a name of the package itself (the package, the command
    # line's __version__) runs the package's __init__ first, as it must;
    # __main__ is left out: importing it runs the command.
    names = sorted(set(MODULES) - {"hasenpfeffer.__main__"})
    needs_package = [
        name
        for name in names
        if name == "hasenpfeffer"
        or any(
            source == "hasenpfeffer" and f"{source}.{imported}" not in MODULES
            for source, imported, _ in runtime_imports(name)
        )
    ]
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            HIDE_EXTRAS + IMPORT_EACH,
            ",".join(hidden),
            json.dumps(names),
            str(PACKAGE_DIR),
            json.dumps(needs_package),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert json.loads(result.stdout) == {}


@pytest.mark.parametrize(
    ("module", "extra"),
    [
        ("hasenpfeffer.integrations.openspiel", "openspiel"),
        ("hasenpfeffer.integrations.spiel_records", "openspiel"),
        ("hasenpfeffer.integrations.pettingzoo", "pettingzoo"),
        ("hasenpfeffer.integrations.hasenpfeffer_v0", "pettingzoo"),
    ],
)
def test_an_integration_without_its_extra_says_what_to_install(
    module: str, extra: str
) -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            HIDE_EXTRAS + f"import {module}",
            ",".join(EXTRAS_PACKAGES),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1].startswith("ImportError: ")
    assert f'pip install "hasenpfeffer[{extra}]"' in result.stderr.splitlines()[-1]


EXAMPLES_DIR = Path(__file__).parent.parent / "examples"


@pytest.mark.parametrize(
    ("example", "extra"),
    [("openspiel_mcts.py", "openspiel"), ("pettingzoo_random.py", "pettingzoo")],
)
def test_an_example_without_its_extra_says_what_to_install(
    example: str, extra: str
) -> None:
    run_example = (
        "import runpy\n"
        f"runpy.run_path({str(EXAMPLES_DIR / example)!r}, run_name='__main__')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", HIDE_EXTRAS + run_example, ",".join(EXTRAS_PACKAGES)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().endswith(f'pip install "hasenpfeffer[{extra}]"')


def test_no_module_imports_an_underscore_name_of_another_module() -> None:
    crossings = [
        (name, f"{source}.{imported}")
        for name in MODULES
        for source, imported, _ in runtime_imports(name)
        if imported.startswith("_")
        and not imported.startswith("__")
        and f"{source}.{imported}" not in MODULES
    ]
    assert crossings == []


def test_module_level_imports_form_no_circle() -> None:
    edges = {(start, end) for start, end, lazy in import_edges() if not lazy}
    assert cycle_in(edges) is None


def test_every_circle_goes_through_a_listed_lazy_import() -> None:
    edges = {(start, end) for start, end, _ in import_edges()}
    assert edges >= LAZY_EDGES
    assert cycle_in(edges - LAZY_EDGES) is None


def test_the_circle_finder_finds_a_circle() -> None:
    edges = {("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")}
    assert cycle_in(edges) == ["a", "b", "c", "a"]
    assert cycle_in(edges - {("c", "a")}) is None
