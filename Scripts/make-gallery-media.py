#!/usr/bin/python3
"""Makes the gallery's pictures (drawn here, so the project owns them) and writes them,
base64-encoded, into Sources/GalleryPages/Shapes/GalleryMedia+Files.swift:

- photo.jpg: a 1600 x 1000 landscape at dusk (sky, sun, three ranges of hills, a lake
  with the sun's reflection, grain), a progressive JPEG with an EXIF orientation of 1;
- spinner.gif: 12 frames of a turning ring of dots, 64 x 64, looping forever;
- orbit.webp: 24 frames of a ball orbiting a planet, 96 x 96, lossy with alpha, looping.

Run with Debian's python3 and python3-pil (PIL 9.4), from the repository's root:
    /usr/bin/python3 Scripts/make-gallery-media.py
The output is deterministic (fixed seeds), so running it again changes nothing.
"""
import base64, io, math, random, sys
from PIL import Image, ImageDraw, ImageFilter

def photo():
    w, h = 1600, 1000
    img = Image.new("RGB", (w, h))
    px = img.load()
    horizon = int(h * 0.58)
    for y in range(horizon):
        t = y / horizon
        r = int(40 + 200 * t ** 1.6); g = int(50 + 120 * t ** 2.2); b = int(110 + 40 * (1 - t))
        for x in range(w):
            px[x, y] = (r, g, b)
    d = ImageDraw.Draw(img)
    sun = (1050, horizon - 300)
    for radius, color in ((150, (255, 170, 90)), (95, (255, 205, 130)), (62, (255, 236, 190))):
        glow = Image.new("L", (w, h), 0)
        ImageDraw.Draw(glow).ellipse([sun[0] - radius, sun[1] - radius, sun[0] + radius, sun[1] + radius], fill=255)
        glow = glow.filter(ImageFilter.GaussianBlur(radius / 3))
        img.paste(Image.new("RGB", (w, h), color), (0, 0), glow)
    rnd = random.Random(31)
    ranges = [((70, 60, 100), 0.30, 90), ((48, 42, 78), 0.18, 60), ((28, 26, 52), 0.08, 40)]
    for color, height, rough in ranges:
        points = [(0, h)]
        base = horizon - h * height
        phase = rnd.random() * 6
        for x in range(0, w + 20, 20):
            y = base + math.sin(x / 230 + phase) * rough + math.sin(x / 71 + phase * 2) * rough / 3 + rnd.uniform(-6, 6)
            points.append((x, min(horizon, y)))
        points += [(w, horizon), (0, horizon)]
        d.polygon(points, fill=color)
    # The lake: the sky above, mirrored and darkened, with ripples.
    sky = img.crop((0, 0, w, horizon)).transpose(Image.FLIP_TOP_BOTTOM).resize((w, h - horizon))
    lake = Image.blend(sky, Image.new("RGB", sky.size, (20, 24, 48)), 0.45)
    ld = ImageDraw.Draw(lake)
    for _ in range(900):
        x = rnd.uniform(0, w); y = rnd.uniform(0, h - horizon); length = rnd.uniform(10, 60) * (0.3 + y / (h - horizon))
        ld.line([(x, y), (x + length, y)], fill=(255, 200, 140) if abs(x - sun[0]) < 90 + y / 3 else (90, 90, 130), width=1)
    img.paste(lake, (0, horizon))
    # Grain, as a sensor has.
    noise = Image.effect_noise((w, h), 18).convert("RGB")
    img = Image.blend(img, noise, 0.06)
    out = io.BytesIO()
    img.save(out, "JPEG", quality=82, progressive=True, optimize=True)
    return out.getvalue()

def spinner():
    frames = []
    for i in range(12):
        f = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
        d = ImageDraw.Draw(f)
        for k in range(12):
            a = (k - i) * math.pi / 6
            shade = int(40 + 200 * ((k - i) % 12) / 11)
            x, y = 32 + 22 * math.cos(a), 32 + 22 * math.sin(a)
            d.ellipse([x - 5, y - 5, x + 5, y + 5], fill=(20, 90, 200, 255) if (k - i) % 12 == 11 else (shade, shade, 230, 255))
        frames.append(f)
    out = io.BytesIO()
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:], duration=80, loop=0, disposal=2,
                   transparency=0, optimize=False)
    return out.getvalue()

def orbit():
    frames = []
    for i in range(24):
        f = Image.new("RGBA", (96, 96), (0, 0, 0, 0))
        d = ImageDraw.Draw(f)
        d.ellipse([28, 28, 68, 68], fill=(230, 120, 60, 255))
        d.ellipse([34, 30, 60, 48], fill=(245, 170, 110, 255))
        a = i * 2 * math.pi / 24
        x, y = 48 + 38 * math.cos(a), 48 + 14 * math.sin(a)
        ball = [x - 7, y - 7, x + 7, y + 7]
        if math.sin(a) < 0:  # behind the planet: drawn first
            g = Image.new("RGBA", (96, 96), (0, 0, 0, 0)); ImageDraw.Draw(g).ellipse(ball, fill=(60, 160, 240, 255))
            f = Image.alpha_composite(g, f)
        else:
            d.ellipse(ball, fill=(60, 160, 240, 255))
        frames.append(f)
    out = io.BytesIO()
    frames[0].save(out, "WEBP", save_all=True, append_images=frames[1:], duration=50, loop=0, quality=80, method=6)
    return out.getvalue()

def swift(files):
    lines = ["// Made by Scripts/make-gallery-media.py: do not edit. Pictures drawn for the project.",
             "", "extension GalleryMedia {"]
    for name, data, what in files:
        lines.append(f"    /// {what} ({len(data)} bytes).")
        lines.append(f"    static let {name}Base64 = \"\"\"")
        encoded = base64.b64encode(data).decode()
        for i in range(0, len(encoded), 116):
            lines.append("        " + encoded[i:i + 116])
        lines.append("        \"\"\"")
    lines.append("}")
    return "\n".join(lines) + "\n"

if __name__ == "__main__":
    files = [("photo", photo(), "A 1600 x 1000 landscape at dusk, a progressive JPEG"),
             ("spinner", spinner(), "A ring of dots turning, 12 frames of 64 x 64, a GIF looping forever"),
             ("orbit", orbit(), "A ball orbiting a planet, 24 frames of 96 x 96, an animated WebP looping forever")]
    target = sys.argv[1] if len(sys.argv) > 1 else "Sources/GalleryPages/Shapes/GalleryMedia+Files.swift"
    with open(target, "w") as f:
        f.write(swift(files))
    for name, data, _ in files:
        print(f"{name}: {len(data)} bytes")
