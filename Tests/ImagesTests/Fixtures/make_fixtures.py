#!/usr/bin/env python3
"""Writes the JPEG fixtures of ImagesTests (committed; run again only to change them).

orientation-N.jpg (N = 1..8): one picture of four colored quadrants, stored turned as
EXIF orientation N says, with that tag: shown upright, all eight are the same picture
(checked here with Pillow's own exif_transpose). progressive.jpg, gray.jpg and cmyk.jpg
(Adobe's inverted CMYK, as Pillow and Photoshop write it) cover the other kinds.
"""
from PIL import Image, ImageOps

W, H = 48, 32
COLORS = [(220, 30, 30), (30, 200, 60), (40, 60, 220), (240, 220, 40)]


def quadrants(mode="RGB"):
    image = Image.new("RGB", (W, H))
    for index, color in enumerate(COLORS):
        x, y = (index % 2) * W // 2, (index // 2) * H // 2
        image.paste(color, (x, y, x + W // 2, y + H // 2))
    return image.convert(mode)


# Stored -> shown, as EXIF defines it; the stored image is the shown one turned back.
TO_SHOWN = {2: Image.FLIP_LEFT_RIGHT, 3: Image.ROTATE_180, 4: Image.FLIP_TOP_BOTTOM, 5: Image.TRANSPOSE,
            6: Image.ROTATE_270, 7: Image.TRANSVERSE, 8: Image.ROTATE_90}
TO_STORED = {**TO_SHOWN, 6: Image.ROTATE_90, 8: Image.ROTATE_270}

shown = quadrants()
for n in range(1, 9):
    stored = shown if n == 1 else shown.transpose(TO_STORED[n])
    exif = Image.Exif()
    exif[0x0112] = n
    stored.save(f"orientation-{n}.jpg", quality=95, exif=exif.tobytes())
    back = ImageOps.exif_transpose(Image.open(f"orientation-{n}.jpg"))
    assert back.size == shown.size, (n, back.size)
    for index, color in enumerate(COLORS):
        center = ((index % 2) * W // 2 + W // 4, (index // 2) * H // 2 + H // 4)
        assert all(abs(a - b) <= 8 for a, b in zip(back.getpixel(center), color)), (n, index)

gradient = Image.new("RGB", (64, 48))
gradient.putdata([(x * 4, y * 5, 128) for y in range(48) for x in range(64)])
gradient.save("progressive.jpg", quality=90, progressive=True)
quadrants("L").save("gray.jpg", quality=95)
quadrants("CMYK").save("cmyk.jpg", quality=95)
