#!/usr/bin/env python3
"""Writes the small PNG files that PNGTests.swift decodes and checks pixel by pixel.

Run from anywhere: `python3 make_fixtures.py` (standard library only). The chunks,
filters and Adam7 passes are written here by hand so the exact bytes, and so the
exact pixels a decoder must return, are known. The pixel values below are repeated
in PNGTests.swift; change both together.

No file has a gAMA, cHRM, sRGB or iCCP chunk, so decoders take the samples as sRGB
(16-bit ones too, when told to, as Tessera does) and return them unchanged.
"""

import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

GRAY, RGB, PALETTE, GRAY_ALPHA, RGBA = 0, 2, 3, 4, 6
CHANNELS = {GRAY: 1, RGB: 3, PALETTE: 1, GRAY_ALPHA: 2, RGBA: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def pack_row(samples, depth):
    """Packs one row of samples (ints) at the given bit depth, big-endian, MSB first."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp):
    """Filters each row with type (row index % 5): None, Sub, Up, Average, Paeth."""
    out, prior = bytearray(), bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = index % 5
        line = bytearray([kind])
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prior[i]
            c = prior[i - bpp] if i >= bpp else 0
            predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            line.append((x - predictor) & 0xFF)
        out += line
        prior = row
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def write_png(name, width, height, color_type, depth, pixels, interlaced=False, extra=b""):
    """pixels[y][x] is a tuple of samples (one for gray/palette, up to four for RGBA)."""
    bpp = max(1, CHANNELS[color_type] * depth // 8)

    def raw_rows(xs, ys):
        return [pack_row([s for x in xs for s in pixels[y][x]], depth) for y in ys]

    if interlaced:
        data = b""
        for x0, y0, dx, dy in ADAM7:
            xs, ys = range(x0, width, dx), range(y0, height, dy)
            if len(xs) and len(ys):  # empty passes are left out entirely
                data += filter_rows(raw_rows(xs, ys), bpp)
    else:
        data = filter_rows(raw_rows(range(width), range(height)), bpp)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlaced else 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(png)


def grid(width, height, f):
    return [[f(x, y) for x in range(width)] for y in range(height)]


# 8-bit RGB, 4x3.
RGB8 = [
    [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)],
    [(0, 0, 0), (18, 52, 86), (120, 130, 140), (255, 128, 1)],
    [(1, 2, 3), (250, 251, 252), (64, 0, 192), (7, 77, 177)],
]
write_png("rgb8.png", 4, 3, RGB, 8, RGB8)

# 8-bit RGBA, 4x3: opaque, clear (with color left in), and translucent pixels.
RGBA8 = [
    [(255, 0, 0, 255), (0, 255, 0, 128), (0, 0, 255, 1), (255, 255, 255, 0)],
    [(10, 20, 30, 0), (200, 100, 50, 200), (255, 255, 255, 127), (128, 64, 32, 64)],
    [(1, 2, 3, 254), (90, 180, 255, 90), (0, 0, 0, 128), (255, 128, 0, 17)],
]
write_png("rgba8.png", 4, 3, RGBA, 8, RGBA8)

# 8-bit gray, 4x3.
GRAY8 = grid(4, 3, lambda x, y: ((x + 4 * y) * 23,))
write_png("gray8.png", 4, 3, GRAY, 8, GRAY8)

# 8-bit gray + alpha, 4x3.
GRAY_ALPHA8 = grid(4, 3, lambda x, y: ((x * 80 + y * 10) % 256, 255 - (x + 4 * y) * 23))
write_png("gray_alpha8.png", 4, 3, GRAY_ALPHA, 8, GRAY_ALPHA8)

# 4-bit palette with tRNS, 4x3: five colors; tRNS covers the first three entries
# only, so entries 3 and 4 stay opaque.
PALETTE_COLORS = [(255, 0, 0), (0, 128, 255), (10, 20, 30), (255, 255, 0), (100, 50, 25)]
PALETTE_ALPHA = [0, 128, 200]
PALETTE_INDICES = [[0, 1, 2, 3], [4, 3, 2, 1], [1, 1, 0, 4]]
write_png(
    "palette_trns.png", 4, 3, PALETTE, 4,
    [[(i,) for i in row] for row in PALETTE_INDICES],
    extra=chunk(b"PLTE", bytes(c for rgb in PALETTE_COLORS for c in rgb)) + chunk(b"tRNS", bytes(PALETTE_ALPHA)),
)

# 16-bit RGBA, 4x3: every sample is an 8-bit value times 257, so it scales back to
# exactly that value; the last pixel's samples are not multiples of 257 and round.
RGBA16 = [
    [(65535, 0, 0, 65535), (0, 65535, 0, 32896), (0, 0, 65535, 257), (65535, 65535, 65535, 0)],
    [(2570, 5140, 7710, 0), (51400, 25700, 12850, 51400), (65535, 65535, 65535, 32639), (32896, 16448, 8224, 16448)],
    [(257, 514, 771, 65278), (23130, 46260, 65535, 23130), (0, 0, 0, 32896), (0x1234, 0x8000, 0xFF7F, 0xC0C1)],
]
write_png("rgba16.png", 4, 3, RGBA, 16, RGBA16)

# 16-bit gray, 4x3: multiples of 257 and two that round (0x0080 -> 0, 0x0081 -> 1).
GRAY16 = [
    [(0,), (257,), (32896,), (65535,)],
    [(12850,), (25700,), (51400,), (65278,)],
    [(0x0080,), (0x0081,), (0x7F7F,), (0xFFFE,)],
]
write_png("gray16.png", 4, 3, GRAY, 16, GRAY16)


# 8-bit RGBA, 8x8, Adam7-interlaced: every pixel differs, so a pixel put in the
# wrong place by the de-interlacer shows. PNGTests.swift repeats this formula.
def interlaced_pixel(x, y):
    return (x * 32, y * 32, (x * 8 + y) * 4 % 256, 255 - (x + 8 * y) * 3)


write_png("interlaced.png", 8, 8, RGBA, 8, grid(8, 8, interlaced_pixel), interlaced=True)
