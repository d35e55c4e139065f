#!/usr/bin/env python3
"""Writes the FontData target's seeds into FontData/: small real fonts cut from the
fonts Scripts/install-dependencies.sh installs, a collection of two of them, and a
truncated and a bit-flipped copy. libFuzzer cuts, flips and splices from there.

Needs fonttools (`pip install fonttools`) for its subsetter, pyftsubset. The output is
committed; run this again only to change the seeds.
"""
import os
import random
import subprocess

from fontTools.ttLib import TTCollection, TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "FontData")
DEJAVU = "/usr/share/fonts/truetype/dejavu/"

# (seed name, source font, characters to keep, OpenType layout features to keep)
SUBSETS = [
    # Ligatures (fi), Arabic joining forms, Hebrew, combining marks placed by GPOS.
    ("sans.ttf", DEJAVU + "DejaVuSans.ttf", "Tessera fiǅשלוםمرحبا é1/2", "*"),
    ("serif-bold.ttf", DEJAVU + "DejaVuSerif-Bold.ttf", "Tessera", "kern"),
    ("mono.ttf", DEJAVU + "DejaVuSansMono.ttf", "Tessera 0123", ""),
    ("fallback.ttf", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", "世界", ""),
    # Color bitmaps (CBDT/CBLC): the path bitmap-only faces take.
    ("emoji.ttf", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "😀", ""),
]


def subset(source, text, features, output):
    subprocess.run(
        ["pyftsubset", source, "--text=" + text, "--no-hinting", "--layout-features=" + features,
         "--name-IDs=1,2", "--output-file=" + output],
        check=True,
    )


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, source, text, features in SUBSETS:
        subset(source, text, features, os.path.join(OUT, name))

    # A collection of two faces (the path that registers every face of a file).
    collection = TTCollection()
    collection.fonts = [TTFont(os.path.join(OUT, "sans.ttf")), TTFont(os.path.join(OUT, "mono.ttf"))]
    collection.save(os.path.join(OUT, "pair.ttc"))

    sans = open(os.path.join(OUT, "sans.ttf"), "rb").read()
    with open(os.path.join(OUT, "sans-truncated.ttf"), "wb") as f:
        f.write(sans[: len(sans) * 3 // 5])
    flipped = bytearray(sans)
    rng = random.Random(13)
    for _ in range(12):
        flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
    with open(os.path.join(OUT, "sans-flipped.ttf"), "wb") as f:
        f.write(flipped)


if __name__ == "__main__":
    main()
