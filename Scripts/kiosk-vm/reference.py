"""Headless references for the kiosk VM checks, drawn on the host by the same gallery binary.

`render(gallery, fontset, size, out_dir, inputs, page)` runs
    TESSERA_FONT_SET=<fontset> gallery show --backend png --page PAGE --size WxH --scale 1
        --out DIR [--script tap:X,Y | key:NAME | button:TITLE | wait:S]...
and returns DIR/PAGE.png: the page (state by default) as the window (and the kiosk, at
scale 1) shows it after that input, in order, WxH being the logical size (the panel's
height x width under --rotate 90/270).

`plus_one_button(image)` finds where to tap: the counter's "+1" button is the topmost
filled rectangle of the accent blue (0, 122, 255) that is exactly 64 px wide
(CounterComponent gives it `.width(64)`; at scale 1 points are pixels). The tab bar's
selected tab has the same blue but another width. Found in the render rather than fixed,
so that a change of the page's layout or of the logical size (800x600 vs 600x800) moves the
tap with it. Returns the button's box and its centre pixel.
"""

import os
import subprocess

from PIL import Image

ACCENT = (0, 122, 255)
BUTTON_WIDTH = 64


def tap(point):
    """The `--script` step that taps `point` (x, y)."""
    return f"tap:{point[0]},{point[1]}"


def _run(gallery, fontset, size, out_dir, inputs, page, timeout, options=(), environment=None):
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, f"{page}.png")
    if os.path.exists(path):
        os.unlink(path)
    args = [gallery, "show", "--backend", "png", "--page", page, "--size", f"{size[0]}x{size[1]}",
            "--scale", "1", "--out", out_dir, *options]
    for step in inputs:
        args += ["--script", step]
    env = dict(os.environ, TESSERA_FONT_SET=fontset, **(environment or {}))
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(args, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True,
                            timeout=timeout)
    if result.returncode != 0 or not os.path.exists(path):
        raise RuntimeError(f"`{' '.join(args)}` exited with {result.returncode}: "
                           f"{(result.stderr or result.stdout).strip()[-600:]}")
    return path, result.stdout


def render(gallery, fontset, size, out_dir, inputs=(), page="state", timeout=120, options=(), environment=None):
    return _run(gallery, fontset, size, out_dir, inputs, page, timeout, options, environment)[0]


def render_reporting(gallery, fontset, size, out_dir, inputs, page="state", timeout=120, options=()):
    """`render`, and what the gallery printed (where `element:` steps tapped)."""
    return _run(gallery, fontset, size, out_dir, inputs, page, timeout, options)


def tapped(output, test_ids):
    """The pixels the gallery reported tapping for each `element:TESTID` (or
    `touch-element:TESTID`) step, in order."""
    where = {}
    for line in output.splitlines():
        if line.startswith('tapped "') and '" at ' in line:
            name, point = line[len('tapped "'):].rsplit('" at ', 1)
            x, y = point.split(",")
            where[name] = (int(float(x)), int(float(y)))
    missing = [test_id for test_id in test_ids if test_id not in where]
    if missing:
        raise RuntimeError(f"the gallery did not say where {missing} are: {output.strip()[-600:]}")
    return [where[test_id] for test_id in test_ids]


def button_centre(gallery, fontset, size, out_dir, title, page="state", before=(), timeout=120):
    """The centre pixel of the page's first button titled `title` at logical `size`, after
    the input `before`, as the gallery itself reports it (`--script button:TITLE` prints
    `tapped "TITLE" at X,Y` in points; points are pixels at scale 1)."""
    _, output = _run(gallery, fontset, size, out_dir, list(before) + [f"button:{title}"], page, timeout)
    for line in output.splitlines():
        if line.startswith(f'tapped "{title}" at '):
            x, y = line.rsplit(" ", 1)[1].split(",")
            return int(float(x)), int(float(y))
    raise RuntimeError(f"the gallery did not say where {title!r} is: {output.strip()[-600:]}")


def plus_one_button(image):
    """((x0, y0, x1, y1), (cx, cy)) of the first "+1" button in an RGB image."""
    w, h = image.size
    pixels = image.load()
    seen = set()
    best = None
    for y in range(h):
        if best and y > best[0][1]:
            break
        for x in range(w):
            if (x, y) in seen or pixels[x, y] != ACCENT:
                continue
            # Flood fill this run of accent pixels (4-connected).
            stack = [(x, y)]
            seen.add((x, y))
            x0, y0, x1, y1 = x, y, x, y
            while stack:
                px, py = stack.pop()
                x0, y0, x1, y1 = min(x0, px), min(y0, py), max(x1, px), max(y1, py)
                for nx, ny in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                    if 0 <= nx < w and 0 <= ny < h and (nx, ny) not in seen and pixels[nx, ny] == ACCENT:
                        seen.add((nx, ny))
                        stack.append((nx, ny))
            if x1 - x0 + 1 == BUTTON_WIDTH and y1 - y0 + 1 >= 16:
                if best is None or (y0, x0) < (best[0][1], best[0][0]):
                    best = ((x0, y0, x1 + 1, y1 + 1), ((x0 + x1) // 2, (y0 + y1) // 2))
    if best is None:
        raise RuntimeError(f"no {BUTTON_WIDTH}-px-wide button of colour {ACCENT} in the state page render")
    return best


if __name__ == "__main__":
    import sys
    with Image.open(sys.argv[1]) as im:
        print(plus_one_button(im.convert("RGB")))
