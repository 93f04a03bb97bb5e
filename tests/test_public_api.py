"""The public API, checked against the list in ``tests/public_api.txt``.

The public face of the library is a few namespaces: the package itself
(``import hasenpfeffer as hp``), and the modules :data:`FACE` names
(``hasenpfeffer.bots``, ``.analysis``, ``.batch``, ``.records``,
``.simulation``, ``.server``, ``.svg`` and every module of
``hasenpfeffer.integrations``).
The list holds one ``namespace.name`` per line, sorted: every name in
their ``__all__``.  A
name added, removed or renamed fails the test until the list is updated,
so that every change to the public API is made on purpose and shows in
review.  To update the list after a deliberate change, run::

    python -m tests.test_public_api > tests/public_api.txt

and record it in CHANGELOG.md (a removal or rename breaks users).

The other modules are where the code lives, not where users import from.
A module whose name has no underscore (``cards``, ``state``, ...) may
declare in ``__all__`` only names the package exports; every other module
is private (its name, or a package it is in, starts with an underscore)
or part of the command line (``hasenpfeffer.cli``), and declares nothing.

The ``__all__`` lists are read from the source, so the comparison needs no
optional extra; checking that each name resolves imports the module, and
skips the modules of extras that are not installed.
"""

from __future__ import annotations

import ast
import difflib
import importlib
import inspect
import re
from pathlib import Path

import pytest

import hasenpfeffer

PACKAGE = Path(hasenpfeffer.__file__).parent
LIST = Path(__file__).with_name("public_api.txt")
OPTIONAL = {
    "hasenpfeffer.integrations.openspiel": "pyspiel",
    "hasenpfeffer.integrations.spiel_records": "pyspiel",
    "hasenpfeffer.integrations.pettingzoo": "pettingzoo",
    "hasenpfeffer.integrations.hasenpfeffer_v0": "pettingzoo",
    "hasenpfeffer.server": "starlette",
    "hasenpfeffer.batch": "numpy",
    "hasenpfeffer.batch.vector_env": "gymnasium",
}
"""Modules that need an extra, and a module of that extra."""

FACE = (
    "hasenpfeffer",
    "hasenpfeffer.analysis",
    "hasenpfeffer.batch",
    "hasenpfeffer.batch.vector_env",
    "hasenpfeffer.bots",
    "hasenpfeffer.games",
    "hasenpfeffer.records",
    "hasenpfeffer.simulation",
    "hasenpfeffer.server",
    "hasenpfeffer.svg",
)
"""The public namespaces, besides the modules of ``hasenpfeffer.integrations``."""


def all_modules() -> dict[str, Path]:
    """Every module of the package, by dotted name."""
    modules = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def is_private(module: str) -> bool:
    """Whether a dotted module name has a part that starts with an underscore."""
    return any(part.startswith("_") for part in module.split("."))


def public_modules() -> dict[str, Path]:
    """The modules of the public face, by dotted name."""
    return {
        module: path
        for module, path in all_modules().items()
        if not is_private(module)
        and (module in FACE or module.startswith("hasenpfeffer.integrations."))
    }


def home_modules() -> dict[str, Path]:
    """The modules that are neither private nor part of the face."""
    face = public_modules()
    return {
        module: path
        for module, path in all_modules().items()
        if not is_private(module) and module not in face
    }


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


def test_every_module_of_the_face_declares_its_names() -> None:
    for module, path in public_modules().items():
        if module != "hasenpfeffer.integrations":
            assert declared_names(path), f"{module} has no __all__"


def test_other_modules_declare_only_what_the_package_exports() -> None:
    exported = set(declared_names(PACKAGE / "__init__.py") or ())
    for module, path in home_modules().items():
        declared = declared_names(path) or []
        if module == "hasenpfeffer.cli" or module.startswith("hasenpfeffer.cli."):
            assert not declared, f"{module} is command-line plumbing: {declared}"
        extra = sorted(set(declared) - exported)
        assert not extra, f"{module}.__all__ names what hasenpfeffer does not: {extra}"


ALIASES = {
    "hasenpfeffer.integrations.hasenpfeffer_v0": "hasenpfeffer.integrations.pettingzoo"
}
"""Face modules that re-export another's names under another name (the
PettingZoo environment under PettingZoo's naming), documented once there."""

API_PAGES = Path(__file__).parent.parent / "docs" / "api"
AUTOMODULE = re.compile(r"^\.\. automodule:: (\S+)\n((?:   .*\n)*)", re.MULTILINE)


def documented_names() -> set[tuple[str, str]]:
    """``(module, name)`` for every name the API pages document: the
    ``__all__`` of each module given to ``automodule`` with ``:members:``."""
    modules = all_modules()
    found: set[tuple[str, str]] = set()
    for page in sorted(API_PAGES.glob("*.rst")):
        for match in AUTOMODULE.finditer(page.read_text(encoding="utf-8")):
            module, options = match.groups()
            if ":members:" in options:
                names = declared_names(modules[module])
                assert names is not None, f"{page.name}: {module} has no __all__"
                found.update((module, name) for name in names)
    return found


def test_the_api_pages_document_exactly_the_public_face() -> None:
    public = set(LIST.read_text(encoding="utf-8").splitlines())
    documented = documented_names()
    face = set(public_modules())
    for module, name in documented:
        listed = f"{module}.{name}" if module in face else f"hasenpfeffer.{name}"
        assert listed in public, f"the API pages document {module}.{name}, not public"
    for line in public:
        namespace, _, name = line.rpartition(".")
        if namespace == "hasenpfeffer":
            homes = [module for module, found in documented if found == name]
            if name != "__version__":
                assert len(homes) == 1, (
                    f"{line} is documented in {homes or 'no module'}"
                )
        else:
            where = ALIASES.get(namespace, namespace)
            assert (where, name) in documented, f"{line} is not documented"


def test_the_package_names_are_documented_where_they_are_defined() -> None:
    for module, name in documented_names():
        if module.startswith("hasenpfeffer.integrations"):
            continue
        if name in hasenpfeffer.__all__:
            value = getattr(importlib.import_module(module), name)
            assert value is getattr(hasenpfeffer, name), f"{module}.{name}"


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


def defined_names() -> list[str]:
    """The names of the checked-in list that are classes or functions."""
    return [
        line
        for line in LIST.read_text(encoding="utf-8").splitlines()
        if not line.rpartition(".")[2].isupper() and line != "hasenpfeffer.__version__"
    ]


@pytest.mark.parametrize("name", defined_names())
def test_each_public_name_says_where_users_import_it(name: str) -> None:
    """``help()``, pickles and the docs name a class's or function's
    ``__module__``: a public module that exports it under its own name."""
    namespace, _, attribute = name.rpartition(".")
    if namespace in OPTIONAL:
        pytest.importorskip(OPTIONAL[namespace])
    value = getattr(importlib.import_module(namespace), attribute)
    if not (inspect.isclass(value) or inspect.isfunction(value)):
        return
    home = value.__module__
    assert not is_private(home), f"{name} says it lives in {home}"
    assert getattr(importlib.import_module(home), value.__name__) is value


MOVED = [
    *(
        ("hasenpfeffer", name, "hasenpfeffer.bots", name)
        for name in (
            "Bot",
            "HeuristicBot",
            "RandomBot",
            "SearchBot",
            "SimpleBot",
            "play_game",
            "play_match",
        )
    ),
    *(
        ("hasenpfeffer", name, "hasenpfeffer.records", name)
        for name in ("GameRecord", "load_record", "read_record", "replay")
    ),
    ("hasenpfeffer", "solve", "hasenpfeffer.analysis", "solve"),
    ("hasenpfeffer", "Solution", "hasenpfeffer.analysis", "Solution"),
    ("hasenpfeffer", "simulate", "hasenpfeffer.simulation", "simulate"),
    ("hasenpfeffer", "SimulationConfig", "hasenpfeffer.simulation", "SimulationConfig"),
    *(
        ("hasenpfeffer", name, "hasenpfeffer.seats", name)
        for name in ("SEATS", "TEAMS", "left_of", "partner_of", "team_of")
    ),
    (
        "hasenpfeffer.records",
        "decode_text",
        "hasenpfeffer.records._limits",
        "decode_text",
    ),
    (
        "hasenpfeffer.bots",
        "hand_strength",
        "hasenpfeffer.bots._strength",
        "hand_strength",
    ),
    (
        "hasenpfeffer.simulation",
        "play_one",
        "hasenpfeffer.simulation._games",
        "play_one",
    ),
    (
        "hasenpfeffer.simulation",
        "BOT_NAMES",
        "hasenpfeffer.simulation._bots",
        "BOT_NAMES",
    ),
    (
        "hasenpfeffer.integrations.encoding",
        "bounds",
        "hasenpfeffer.integrations._vector_layout",
        "bounds",
    ),
    (
        "hasenpfeffer.integrations.sampling",
        "shown_void",
        "hasenpfeffer.integrations._seat_knowledge",
        "shown_void",
    ),
    ("hasenpfeffer", "deck", "hasenpfeffer.cards", "deck"),
    (
        "hasenpfeffer.integrations.text",
        "table_string",
        "hasenpfeffer.integrations.text",
        "table_text",
    ),
]
"""Names that left the public face: where they were, and where the same
object lives now."""


@pytest.mark.parametrize(
    ("module", "name", "home", "home_name"),
    MOVED,
    ids=[f"{module}.{name}" for module, name, _, _ in MOVED],
)
def test_a_moved_name_still_answers_with_a_warning(
    module: str, name: str, home: str, home_name: str
) -> None:
    assert f"{module}.{name}" not in LIST.read_text(encoding="utf-8").split()
    with pytest.warns(DeprecationWarning, match=rf"^{re.escape(module)}\.{name} is"):
        value = getattr(importlib.import_module(module), name)
    assert value is getattr(importlib.import_module(home), home_name)


MOVED_IN_EXTRAS = [
    ("openspiel", "GAME_NAME", "_spiel_parameters", "GAME_NAME"),
    ("openspiel", "MAX_HANDS", "_spiel_parameters", "MAX_HANDS"),
    ("openspiel", "DEFAULT_PARAMETERS", "_spiel_parameters", "DEFAULT_PARAMETERS"),
    ("pettingzoo", "AGENTS", "pettingzoo", "_AGENTS"),
    ("hasenpfeffer_v0", "AGENTS", "pettingzoo", "_AGENTS"),
    ("hasenpfeffer_v0", "HasenpfefferEnv", "pettingzoo", "HasenpfefferEnv"),
]
"""Names that left the adapters' modules, which need an extra: where they
were in ``hasenpfeffer.integrations``, and where they live now."""


@pytest.mark.parametrize(
    ("module", "name", "home", "home_name"),
    MOVED_IN_EXTRAS,
    ids=[f"{module}.{name}" for module, name, _, _ in MOVED_IN_EXTRAS],
)
def test_a_name_moved_from_an_adapter_still_answers(
    module: str, name: str, home: str, home_name: str
) -> None:
    module = f"hasenpfeffer.integrations.{module}"
    pytest.importorskip(OPTIONAL[module])
    with pytest.warns(DeprecationWarning, match=rf"^{re.escape(module)}\.{name} is"):
        value = getattr(importlib.import_module(module), name)
    home_module = importlib.import_module(f"hasenpfeffer.integrations.{home}")
    if name == "AGENTS":  # a tuple of names, made again where it is asked for
        assert value == getattr(home_module, home_name)
    else:
        assert value is getattr(home_module, home_name)


def test_the_servers_data_folder_still_answers() -> None:
    pytest.importorskip("starlette")
    server = importlib.import_module("hasenpfeffer.server")
    with pytest.warns(DeprecationWarning, match="default_data_dir is deprecated"):
        assert server.default_data_dir().name == "hasenpfeffer"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("MAX_DEALS", 5_000),
        ("MAX_ACTIONS_PER_DEAL", 42),
        ("MAX_ACTIONS", 210_000),
        ("MAX_RECORD_SIZE", 10_452_000),
    ],
)
def test_the_record_limits_old_names_still_answer(name: str, value: int) -> None:
    records = importlib.import_module("hasenpfeffer.records")
    with pytest.warns(DeprecationWarning, match="use LIMITS"):
        assert getattr(records, name) == value


def test_an_unknown_name_is_still_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="has no attribute 'GameRecords'"):
        getattr(hasenpfeffer, "GameRecords")  # noqa: B009


if __name__ == "__main__":
    print("\n".join(public_names()))
