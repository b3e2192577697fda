"""The page's entry point, run by PyScript: start the Card Table UI.

PyScript has already unpacked the engine wheel and the UI package (``pyscript.json``);
the bot worker loads the same wheel, by its file name, from this site.
"""

import cardtable
from cardui.app import start

start("app", wheel=f"wheels/cardtable-{cardtable.__version__}-py3-none-any.whl")
