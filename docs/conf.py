"""Sphinx configuration for the hasenpfeffer documentation.

The build needs no network and passes with warnings as errors::

    sphinx-build -W --keep-going -n -q -b html docs docs/_build/html
    sphinx-build -W --keep-going -n -q -b doctest docs docs/_build/doctest

The card tables and the ``:card:`` role come from the local extension in
``_ext/cards.py``, the pictures and the score tables from
``_ext/pictures.py``; the links to the Python and attrs documentation come
from inventories kept in ``_inventories/`` (see the intersphinx section).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "_ext"))

import hasenpfeffer  # noqa: E402

# -- Project -------------------------------------------------------------------

project = "hasenpfeffer"
author = "The hasenpfeffer developers"
copyright = "2026, The hasenpfeffer developers"
release = hasenpfeffer.__version__
version = ".".join(release.split(".")[:2])

# -- General -------------------------------------------------------------------

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.intersphinx",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
    "sphinx_copybutton",
    "myst_parser",
    "cards",
    "pictures",
]

root_doc = "index"
# The pages are reStructuredText.  myst_parser adds ".md" (a Markdown page
# would be read too) and renders CHANGELOG.md inside changelog.rst.
source_suffix = {".rst": "restructuredtext"}
exclude_patterns = ["_build", "_inventories", "_ext"]
nitpicky = True

# -- HTML ----------------------------------------------------------------------

html_theme = "furo"
html_title = f"hasenpfeffer {release}"
html_static_path = ["_static"]

# sphinx-copybutton: copy only the code, not the ">>> " and "... " prompts
# nor the output.
copybutton_prompt_text = r">>> |\.\.\. |\$ "
copybutton_prompt_is_regexp = True
copybutton_only_copy_prompt_lines = True

# -- autodoc and napoleon ------------------------------------------------------

autodoc_member_order = "bysource"
autodoc_typehints = "signature"

napoleon_google_docstring = True
napoleon_numpy_docstring = False
# "Attributes:" sections become :ivar: fields, not attribute directives that
# would clash with the members autodoc documents itself.
napoleon_use_ivar = True

# -- intersphinx ---------------------------------------------------------------

# The build must work offline, so the inventories are read from files kept
# in the repository, never fetched: the links still point at the published
# documentation.  Both files come from Debian's documentation packages
# (python3.11-doc, html/objects.inv, and python-attr-doc, attrs 22.2);
# _inventories/README.txt says how to refresh them.
intersphinx_mapping = {
    "python": ("https://docs.python.org/3", "_inventories/python.inv"),
    "attrs": ("https://www.attrs.org/en/stable/", "_inventories/attrs.inv"),
}

# -- nitpicky mode -------------------------------------------------------------

# Names that signatures and docstrings mention but no inventory holds.
nitpick_ignore: list[tuple[str, str]] = [
    # The return type of hasenpfeffer.server.create_app: Starlette publishes
    # no Sphinx inventory.
    ("py:class", "starlette.applications.Starlette"),
    # The arrays of hasenpfeffer.batch: the build keeps no numpy inventory.
    ("py:class", "numpy.ndarray"),
]

# -- doctest -------------------------------------------------------------------

# The docstring examples are written for pytest's --doctest-modules, which runs
# each with its module's globals; give the doctest builder the same names:
# every public name of every module of the package (private modules
# included, for the examples of the names they define).
doctest_global_setup = """
import hasenpfeffer
import hasenpfeffer as hp
import importlib as _importlib
import pkgutil as _pkgutil

_skipped = ("__main__", "openspiel", "pettingzoo", "hasenpfeffer_v0")
for _info in _pkgutil.walk_packages(hasenpfeffer.__path__, "hasenpfeffer."):
    if _info.name.split(".")[-1] in _skipped:
        continue
    _module = _importlib.import_module(_info.name)
    globals().update(
        (_name, _value)
        for _name, _value in vars(_module).items()
        if not _name.startswith("_")
    )
"""

# -- re-exported names ---------------------------------------------------------

# Every public name is importable from the package but documented once, in
# the module that defines it (the names the package shares with
# hasenpfeffer.bots, .analysis, .records and .simulation: in those modules).
# A reference that Sphinx cannot resolve, to ``hasenpfeffer.Name`` anywhere
# or to a bare ``Name`` from inside the package (such as an annotation
# behind ``if TYPE_CHECKING:``), is sent to where ``Name`` is documented.
# Type aliases such as ``Action`` are documented as data, which older Sphinx
# versions do not let a class reference find, hence the ``obj`` role as a
# last resort.
_DOCUMENTED = [
    "bots",
    "analysis",
    "records",
    "simulation",
    "cards",
    "seats",
    "rules",
    "actions",
    "state",
    "phases",
    "views",
    "auction",
    "dealing",
    "tricks",
    "scoring",
    "oracle",
    "errors",
    "integrations.encoding",
    "integrations.text",
    "integrations.sampling",
]
_CANONICAL: dict[str, str] = {}
for _module in _DOCUMENTED:
    for _name in importlib.import_module(f"hasenpfeffer.{_module}").__all__:
        _CANONICAL.setdefault(_name, f"hasenpfeffer.{_module}")


def _resolve_reexport(app: Any, env: Any, node: Any, contnode: Any) -> Any:
    if node.get("refdomain") != "py":
        return None
    target: str = node["reftarget"]
    if target.startswith("hasenpfeffer."):
        # Skip the module path, public or private, up to the first name.
        parts = target.split(".")[1:]
        first = next((i for i, part in enumerate(parts) if part in _CANONICAL), 0)
        target = ".".join(parts[first:])
    elif not (node.get("py:module") or "").startswith("hasenpfeffer"):
        return None
    module = _CANONICAL.get(target.split(".", 1)[0])
    if module is None:
        return None
    domain = env.get_domain("py")
    for role in (node["reftype"], "obj"):
        resolved = domain.resolve_xref(
            env,
            node["refdoc"],
            app.builder,
            role,
            f"{module}.{target}",
            node,
            contnode,
        )
        if resolved is not None:
            return resolved
    return None


# -- classes published from private modules ------------------------------------

# A class defined in a private module and published by a public one names
# the public module (``hasenpfeffer._public.published``), where autodoc
# then looks for the docs of its members: the string under each member of
# an enum, such as the enums of hasenpfeffer.rules defined in
# hasenpfeffer._options.  The public module's analyzer is given them, and
# their order.


def _publish_member_docs() -> None:
    from sphinx.pycode import ModuleAnalyzer

    for name, module in sorted(sys.modules.items()):
        parts = name.split(".")
        if parts[0] != "hasenpfeffer" or not any(p.startswith("_") for p in parts):
            continue
        for value in vars(module).values():
            home = getattr(value, "__module__", name)
            if not isinstance(value, type) or home == name:
                continue
            if not home.startswith("hasenpfeffer") or "._" in home:
                continue
            source = ModuleAnalyzer.for_module(name)
            target = ModuleAnalyzer.for_module(home)
            source.analyze()
            target.analyze()
            for (scope, member), doc in source.attr_docs.items():
                if scope == value.__qualname__:
                    target.attr_docs.setdefault((scope, member), doc)
            # The members in the order of their source.
            for tag, place in source.tagorder.items():
                if tag.startswith(f"{value.__qualname__}."):
                    target.tagorder.setdefault(tag, place)


# -- NamedTuple fields ---------------------------------------------------------


def _skip_tuple_fields(
    app: Any, what: str, name: str, obj: Any, skip: bool, options: Any
) -> bool | None:
    """Skip a NamedTuple's "Alias for field number N" members.

    The fields are described in the class's "Attributes:" section already.
    """
    if what == "class" and type(obj).__name__ == "_tuplegetter":
        return True
    return None


# -- the integrations' optional frameworks ---------------------------------------

# The OpenSpiel and PettingZoo integrations import their frameworks, which
# only the "openspiel" and "pettingzoo" extras install (CI installs both).
# Without them the API pages are built from stand-ins for the frameworks
# and the integrations' examples (in their docstrings and how-to pages) are
# skipped by the doctest builder.
_FRAMEWORKS = ("pyspiel", "open_spiel", "pettingzoo", "gymnasium", "numpy")
autodoc_mock_imports = [
    name for name in _FRAMEWORKS if importlib.util.find_spec(name) is None
]
_NEEDS_FRAMEWORKS = (
    "hasenpfeffer.integrations.openspiel",
    "hasenpfeffer.integrations.pettingzoo",
    "hasenpfeffer.integrations.hasenpfeffer_v0",
    "howto-openspiel",
    "howto-pettingzoo",
)


def _skip_framework_examples(app: Any, doctree: Any) -> None:
    """Mark the integrations' examples to be skipped when the frameworks
    they need are missing."""
    if not autodoc_mock_imports:
        return
    from docutils import nodes

    for node in doctree.findall(nodes.doctest_block):
        where = f"{node.source or ''} {app.env.docname}"
        if any(name in where for name in _NEEDS_FRAMEWORKS):
            node["skipif"] = "True"


def setup(app: Any) -> None:
    _publish_member_docs()
    app.connect("doctree-read", _skip_framework_examples)
    app.connect("autodoc-skip-member", _skip_tuple_fields)
    app.connect("missing-reference", _resolve_reexport)
