"""Card Table's browser UI, in three small parts (docs/style.md):

- pure render functions, view -> HTML (``markup``, ``cards``, ``screens``,
  ``lobby``, ``tables.*``), runnable and tested under CPython;
- a pure game session (``session``: seats, bots' turns, hand-offs, undo, saves)
  and the browser controller (``app``) that turns DOM events into actions;
- ``web/main.py``, which only wires ``app`` and marks the page ready.

Nothing here except ``app`` touches the browser.
"""
