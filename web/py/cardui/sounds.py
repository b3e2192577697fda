"""Optional card and chip sounds, synthesized with the Web Audio API (no sound
files). Off unless the person turns them on in the menu (``settings["sounds"]``).
A card is a short burst of filtered noise, chips two quick high clicks."""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]

_ctx: Any = None
_swish: Any = None
CHIP_WORDS = ("bet", "raise", "call", "blind", "wins", "all-in")


def _audio() -> Any:
    global _ctx
    if _ctx is None:
        _ctx = js.AudioContext.new()
    if str(_ctx.state) == "suspended":
        _ctx.resume()
    return _ctx


def card(ctx: Any) -> None:
    """A soft swish: 90 ms of noise through a band-pass filter, fading out."""
    global _swish
    if _swish is None:
        rate = int(ctx.sampleRate)
        n = rate * 90 // 1000
        _swish = ctx.createBuffer(1, n, rate)
        data = _swish.getChannelData(0)
        seed = 12345
        for i in range(n):  # a small LCG: no random module, the same swish each time
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            data[i] = (seed / 0x3FFFFFFF - 1.0) * (1 - i / n)
    source = ctx.createBufferSource()
    source.buffer = _swish
    band = ctx.createBiquadFilter()
    band.type = "bandpass"
    band.frequency.value = 2500
    gain = ctx.createGain()
    gain.gain.value = 0.35
    source.connect(band)
    band.connect(gain)
    gain.connect(ctx.destination)
    source.start()


def chips(ctx: Any) -> None:
    """Two short clicks of a high triangle wave."""
    now = float(ctx.currentTime)
    for k in range(2):
        osc = ctx.createOscillator()
        osc.type = "triangle"
        osc.frequency.value = 3200 - 400 * k
        gain = ctx.createGain()
        start = now + 0.06 * k
        gain.gain.setValueAtTime(0.18, start)
        gain.gain.exponentialRampToValueAtTime(0.001, start + 0.05)
        osc.connect(gain)
        gain.connect(ctx.destination)
        osc.start(start)
        osc.stop(start + 0.06)


def move(controller: Any) -> None:
    """The sound of the move just made, when sounds are on."""
    if not controller.settings.get("sounds") or controller.last_move is None:
        return  # (no move after an Undo: its words are announced, no card is played)
    try:
        ctx = _audio()
        text = controller.caption.lower()
        (chips if any(w in text for w in CHIP_WORDS) else card)(ctx)
    except Exception:  # no audio here: play on silently
        controller.settings["sounds"] = False
