#!/usr/bin/env python3
"""Writes the GIF and WebP fixtures of ImagesTests (committed; run again only to change them).

The frames, 32 x 24 (AnimationDecodingTests draws the same): frame k shows a red 8 x 8
square at x = 4 + 8k, y = 4 on a transparent canvas, and the last frame adds a green
square at (4, 12). A square that moves must leave nothing behind, so the GIFs need their
disposal: dispose-background.gif clears each frame's area (2), dispose-previous.gif puts
back what was under it (3). Pillow writes only what changed (partial frames: `gifsicle
--info` lists them). Its own reader is no reference for these (it fills a disposed area
with the local color table's first color, where browsers leave it transparent), so only
the WebP is read back here. animated.webp is the same frames, lossless, 100, 200
and 300 ms, looping forever; still.webp one half-transparent color.
"""
from PIL import Image

RED, GREEN = (220, 30, 30, 255), (30, 200, 60, 255)


def frame(k):
    image = Image.new("RGBA", (32, 24), (0, 0, 0, 0))
    image.paste(RED, (4 + 8 * k, 4, 12 + 8 * k, 12))
    if k == 2:
        image.paste(GREEN, (4, 12, 12, 20))
    return image


frames = [frame(k) for k in range(3)]


def same(a, b):
    a, b = a.convert("RGBA"), b.convert("RGBA")
    return all((p[3] == 0 and q[3] == 0) or p == q for p, q in zip(a.getdata(), b.getdata()))


for name, disposal in [("dispose-background.gif", 2), ("dispose-previous.gif", 3)]:
    frames[0].save(name, save_all=True, append_images=frames[1:], duration=[100, 50, 10], loop=2,
                   disposal=disposal, transparency=0)

frames[0].save("animated.webp", save_all=True, append_images=frames[1:], duration=[100, 200, 300], loop=0,
               lossless=True)
read = Image.open("animated.webp")
for k in range(3):
    read.seek(k)
    assert same(read, frames[k]), ("webp", k)

Image.new("RGBA", (16, 16), (200, 100, 50, 128)).save("still.webp", lossless=True)
