"""The house's layers: every import of the package points down.

The modules stand in the layers of :data:`LAYERS`, lowest first: the
values, the games' specs, the rules, the engine and the public functions
over it, the state, the readers of states, the players and adapters, the
simulation, and the applications.  A module may import its own layer or
a lower one, never a higher one, and no modules import each other in a
circle.  Every import counts, those in function bodies too; only those
under ``if TYPE_CHECKING:`` do not, since they never run.  The listed
:data:`HOOKS` are the only exceptions: presentation hooks that import
upward when called, each with its reason; :doc:`/internals` draws the
layers.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import hasenpfeffer

PACKAGE = Path(hasenpfeffer.__file__).parent

LAYERS: tuple[tuple[str, ...], ...] = (
    ("_version", "_public", "phases", "errors", "_refusal", "_words"),
    ("_checks", "seats", "cards", "actions", "_options"),
    ("games",),
    ("rules",),
    ("_engine", "_line", "tricks", "auction", "order_up", "scoring", "dealing"),
    ("state",),
    ("views", "records", "notation", "oracle", "analysis", "svg"),
    ("bots", "integrations", "_referee", "_referee_schema", "_conformance"),
    ("simulation", "batch"),
    ("server", "cli"),
    ("", "__main__"),
)
"""The layers, lowest first: each a tuple of top-level names in the package
(a module, or a subpackage with all it holds; ``""`` is the face)."""

HOOKS: dict[tuple[str, str], str] = {
    ("state", "views"): "GameState.view() returns the seat's PlayerView",
    ("state", "records"): "GameState.to_record() returns the game's record",
    ("state", "notation"): "GameState.to_notation() writes the position line",
    ("state", "svg"): "GameState._repr_svg_() draws the table for Jupyter",
    ("views", "svg"): "PlayerView._repr_svg_() draws the seat's table",
    ("cards", "svg"): "Card._repr_svg_() draws the card for Jupyter",
    ("tricks", "svg"): "Trick._repr_svg_() draws the trick for Jupyter",
}
"""The upward imports allowed, from one top-level name to another, each
made inside the hook's body when it is called."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the import nodes under ``if TYPE_CHECKING:``."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped.update(id(child) for child in ast.walk(inner))
    return skipped


def imports(path: Path) -> Iterator[str]:
    """The package's modules that the module at ``path`` imports when it
    runs (a ``from X import name`` may import the module ``X.name``)."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_only(tree)
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("hasenpfeffer"):
                    yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            if not target.startswith("hasenpfeffer"):
                continue
            submodules = [f"{target}.{alias.name}" for alias in node.names]
            known = [name for name in submodules if name in MODULES]
            # ``from package import module`` imports the module; names
            # imported from a module import that module.
            yield from known or [target]


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


MODULES = modules()


def top_of(module: str) -> str:
    """The top-level name of a module of the package (``""`` for the face)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def layer_of(top: str) -> int:
    for number, layer in enumerate(LAYERS):
        if top in layer:
            return number
    raise AssertionError(f"hasenpfeffer.{top} stands in no layer of LAYERS")


def graph() -> dict[str, set[str]]:
    """Each module and the modules of the package it imports."""
    known = modules()
    return {
        module: {target for target in imports(path) if target in known} - {module}
        for module, path in known.items()
    }


def test_every_module_stands_in_a_layer() -> None:
    for module in modules():
        layer_of(top_of(module))


def test_imports_point_down_but_for_the_listed_hooks() -> None:
    upward = []
    for module, targets in graph().items():
        for target in targets:
            here, there = top_of(module), top_of(target)
            if layer_of(there) > layer_of(here) and (here, there) not in HOOKS:
                upward.append(f"{module} -> {target}")
    assert not upward, "imports that point up:\n" + "\n".join(sorted(upward))


def test_no_modules_import_each_other_in_a_circle() -> None:
    edges = {
        module: {
            target
            for target in targets
            if (top_of(module), top_of(target)) not in HOOKS
            # a package's face importing its own modules is no circle
            and not target.startswith(module + ".")
        }
        for module, targets in graph().items()
    }
    circles = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(module: str) -> None:
        state[module] = 1
        stack.append(module)
        for target in sorted(edges.get(module, ())):
            if state.get(target) == 1:
                circles.append(" -> ".join([*stack[stack.index(target) :], target]))
            elif target not in state:
                visit(target)
        stack.pop()
        state[module] = 2

    for module in sorted(edges):
        if module not in state:
            visit(module)
    assert not circles, "import circles:\n" + "\n".join(circles)


def test_every_hook_is_still_an_upward_import() -> None:
    found = {
        (top_of(module), top_of(target))
        for module, targets in graph().items()
        for target in targets
    }
    assert set(HOOKS) <= found
