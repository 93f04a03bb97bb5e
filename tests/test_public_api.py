"""The public API, checked against the list in ``tests/public_api.txt``.

The list holds one ``module.name`` per line, sorted: every name in the
``__all__`` of ``hasenpfeffer`` and of each public submodule (every module
of the package whose name does not start with an underscore).  A name
added, removed or renamed fails the test until the list is updated, so
that every change to the public API is made on purpose and shows in
review.  To update the list after a deliberate change, run::

    python -m tests.test_public_api > tests/public_api.txt

and record the change in CHANGELOG.md (a removal or rename breaks users).

The ``__all__`` lists are read from the source, so the comparison needs no
optional extra; checking that each name resolves imports the module, and
skips the modules of extras that are not installed.
"""

from __future__ import annotations

import ast
import difflib
import importlib
from pathlib import Path

import pytest

import hasenpfeffer

PACKAGE = Path(hasenpfeffer.__file__).parent
LIST = Path(__file__).with_name("public_api.txt")
OPTIONAL = {
    "hasenpfeffer.integrations.openspiel": "pyspiel",
    "hasenpfeffer.integrations.pettingzoo": "pettingzoo",
    "hasenpfeffer.integrations.hasenpfeffer_v0": "pettingzoo",
}
"""Modules that need an extra, and a module of that extra."""


def public_modules() -> dict[str, Path]:
    """Every public module of the package, by dotted name."""
    modules = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if any(part.startswith("_") for part in parts):
            continue
        modules[".".join(parts)] = path
    return modules


def declared_names(path: Path) -> list[str] | None:
    """The names in a module's ``__all__``, read from its source; ``None``
    if it has none."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "__all__"
            for target in node.targets
        ):
            names = ast.literal_eval(node.value)
            assert isinstance(names, list), f"{path}: __all__ is not a list"
            assert all(isinstance(name, str) for name in names), path
            return names
    return None


def public_names() -> list[str]:
    """``module.name`` for every name of every public ``__all__``, sorted."""
    found = []
    for module, path in public_modules().items():
        for name in declared_names(path) or ():
            found.append(f"{module}.{name}")
    return sorted(found)


def test_the_public_api_is_the_checked_in_list() -> None:
    expected = LIST.read_text(encoding="utf-8").splitlines()
    actual = public_names()
    if actual != expected:
        diff = "\n".join(
            difflib.unified_diff(
                expected,
                actual,
                "tests/public_api.txt (the public API as agreed)",
                "the __all__ lists of the package now",
                lineterm="",
            )
        )
        pytest.fail(
            "The public API differs from tests/public_api.txt "
            "(- agreed, + now):\n"
            f"{diff}\n\n"
            "If the change is deliberate, update the list (from the root of the "
            "checkout) with\n"
            "    python -m tests.test_public_api > tests/public_api.txt\n"
            "and record it in CHANGELOG.md; if not, restore the name(s) "
            "to __all__.",
            pytrace=False,
        )


def test_the_list_is_sorted_and_without_repeats() -> None:
    names = LIST.read_text(encoding="utf-8").splitlines()
    assert names == sorted(set(names))


def test_every_module_with_public_names_declares_them() -> None:
    for module, path in public_modules().items():
        if path.name != "__init__.py":
            assert declared_names(path), f"{module} has no __all__"


@pytest.mark.parametrize("module", sorted(public_modules()))
def test_every_name_in_all_resolves(module: str) -> None:
    if module in OPTIONAL:
        pytest.importorskip(OPTIONAL[module])
    imported = importlib.import_module(module)
    declared = getattr(imported, "__all__", [])
    assert declared == (declared_names(public_modules()[module]) or [])
    missing = [name for name in declared if not hasattr(imported, name)]
    assert not missing, f"{module}.__all__ names what it does not define: {missing}"
    assert len(set(declared)) == len(declared), f"{module}.__all__ repeats a name"


if __name__ == "__main__":
    print("\n".join(public_names()))
