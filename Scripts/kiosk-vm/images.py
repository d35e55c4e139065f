"""Exact image comparison for the kiosk VM checks (PIL: python3-pil).

A check passes only when every pixel of QEMU's screendump equals the headless reference in
R, G and B (alpha is dropped: the screen has none). On a mismatch `compare` says how many
pixels differ and their bounding box, and `save_result` writes a diff image beside the two
pictures: the reference at a third of its brightness, differing pixels in full red.

Rotation follows the gallery's `--rotate`: the panel shows the logical picture turned
clockwise by 90/180/270 degrees (PIL's ROTATE_n turns counter-clockwise).
"""

import os

from PIL import Image, ImageChops

CLOCKWISE = {
    0: None,
    90: Image.Transpose.ROTATE_270,
    180: Image.Transpose.ROTATE_180,
    270: Image.Transpose.ROTATE_90,
}


def load_rgb(path):
    with Image.open(path) as image:
        return image.convert("RGB")


def rotate_clockwise(image, degrees):
    op = CLOCKWISE[degrees % 360]
    return image if op is None else image.transpose(op)


def logical_to_panel(x, y, logical_w, logical_h, degrees):
    """The panel pixel that shows logical pixel (x, y) when the picture is turned clockwise."""
    degrees %= 360
    if degrees == 0:
        return x, y
    if degrees == 90:
        return logical_h - 1 - y, x
    if degrees == 180:
        return logical_w - 1 - x, logical_h - 1 - y
    if degrees == 270:
        return y, logical_w - 1 - x
    raise ValueError(degrees)


class Difference:
    def __init__(self, count, bbox, size_mismatch=None, mask=None):
        self.count, self.bbox, self.size_mismatch, self.mask = count, bbox, size_mismatch, mask

    @property
    def equal(self):
        return self.size_mismatch is None and self.count == 0

    def __str__(self):
        if self.size_mismatch:
            return self.size_mismatch
        if self.count == 0:
            return "identical"
        x0, y0, x1, y1 = self.bbox
        return f"{self.count} pixels differ, within x {x0}..{x1 - 1}, y {y0}..{y1 - 1}"


def compare(actual, expected):
    """Difference between two RGB images (every channel, every pixel)."""
    if actual.size != expected.size:
        return Difference(None, None, f"size {actual.size[0]}x{actual.size[1]} on screen, "
                                      f"{expected.size[0]}x{expected.size[1]} expected")
    r, g, b = ImageChops.difference(actual, expected).split()
    mask = ImageChops.lighter(ImageChops.lighter(r, g), b).point(lambda v: 255 if v else 0)
    bbox = mask.getbbox()
    count = mask.histogram()[255] if bbox else 0
    return Difference(count, bbox, mask=mask)


def save_result(out_dir, name, actual, expected, difference):
    """Writes NAME.screen.png and NAME.expected.png, and NAME.diff.png on a mismatch."""
    os.makedirs(out_dir, exist_ok=True)
    actual.save(os.path.join(out_dir, f"{name}.screen.png"))
    expected.save(os.path.join(out_dir, f"{name}.expected.png"))
    diff_path = os.path.join(out_dir, f"{name}.diff.png")
    if difference.equal:
        if os.path.exists(diff_path):
            os.unlink(diff_path)
        return
    if difference.mask is None:
        return
    dim = expected.point(lambda v: v // 3)
    red = Image.new("RGB", expected.size, (255, 0, 0))
    Image.composite(red, dim, difference.mask).save(diff_path)


def raw_xrgb8888(data, width, height, stride):
    """An RGB image from little-endian XRGB8888 bytes (a framebuffer's memory)."""
    return Image.frombuffer("RGB", (width, height), bytes(data), "raw", "BGRX", stride, 1)
