"""PyScript's own Python package, precompiled.

At every start PyScript writes its package's sources into the interpreter's files
(``pyscript/`` in its working directory) and imports them, so Python compiled them
every time: 30-65 ms in Pyodide under Node, more in a page that has just started.
The build compiles those very sources (taken from PyScript's core module by
``tools/runtime_zip.mjs``) to bytecode checked against each source's hash, and
keeps it in the runtime library as one marshalled table. The page's loader calls
:func:`place` before PyScript writes its sources: each file goes where Python looks
for a module's bytecode. A file that does not match its source is compiled again,
as before, so a changed PyScript is only slower, never wrong.
"""

from __future__ import annotations

import marshal
import os
from typing import Any

#: The runtime library's entry with the table (cache path in the package -> bytecode).
ENTRY = "pyscript-bytecode.marshal"


def place(package_dir: str = "pyscript") -> int:
    """Write the bytecode into ``package_dir`` (relative to the working directory,
    where PyScript writes its package); returns how many files."""
    loader: Any = __spec__.loader if __spec__ else None
    archive = getattr(loader, "archive", None)  # the zip this module came from
    if archive is None:
        return 0
    table = marshal.loads(loader.get_data(os.path.join(archive, ENTRY)))
    os.makedirs(os.path.join(package_dir, "__pycache__"), exist_ok=True)
    for path, code in table.items():
        with open(os.path.join(package_dir, path), "wb") as file:
            file.write(code)
    return len(table)
