#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Tessera builds and tests with, when missing.
# Uses apt-get directly as root, through sudo otherwise. Installs nothing when all
# are present, so it is cheap to run before every build.
set -euo pipefail

packages=(
    pkg-config
    libsdl2-dev          # CSDL2: windows, input, presenting frames
    libfreetype-dev      # CFreeType: glyph outlines and rasterization
    libharfbuzz-dev      # CHarfBuzz: text shaping
    libpng-dev           # CPNG: PNG decode and encode
    libfontconfig-dev    # CFontconfig: finding fonts
    libfribidi-dev       # CFriBidi: bidirectional text
    libicu-dev           # CICU: line breaking with dictionaries (Thai, Lao, Khmer, Myanmar) and CSS strictness
    libthai-dev          # CThai: the parts of a Thai compound too wide for its line (as Pango breaks it)
    libdrm-dev           # CDRM: KMS presentation on kiosks without a display server
    libinput-dev         # CLibinput: kiosk touch, pointer and keyboard input (with libudev)
    libxkbcommon-dev     # CXKBCommon: kiosk keymaps and text input
    libdbus-1-dev        # CDBus: the desktop's light or dark preference (XDG Desktop Portal settings)
    libturbojpeg0-dev    # CTurboJPEG: JPEG decoding, scaled in the DCT to the size shown
    libexif-dev          # CEXIF: a JPEG's EXIF orientation
    libwebp-dev          # CWebP: still and animated WebP
    libgif-dev           # CGIF: still and animated GIF
    librsvg2-dev         # CRSVG: SVG, drawn through Cairo at the size shown
    libespeak-ng-dev     # CEspeakNG: the kiosk screen reader's speech
    # The fonts the tests draw with, and only those: Tests/Fonts/tests.fontset lists
    # each file and the package it comes from; keep the two in step.
    fonts-dejavu-core    # DejaVu Sans, Sans Mono, Serif: the gallery's and the tests' text
    fonts-dejavu-extra   # DejaVu Sans ExtraLight, Oblique, Bold Oblique (the gallery's text page)
    fonts-droid-fallback # Han and kana, for fallback
    fonts-lexi-gulim     # Hangul, for fallback (the smallest package that has it)
    fonts-noto-color-emoji # color emoji (CBDT bitmaps)
    fonts-tlwg-loma-ttf  # Thai, for fallback (the gallery's text page)
    fonts-lohit-deva     # Devanagari, for fallback (the gallery's text page)
    unicode-data         # LineBreakTest.txt, the UAX #14 conformance file
    xvfb                 # DisplayTestSupport: a private X server for window tests
    xdotool              # DisplayTestSupport: finding, clicking, resizing, typing into windows
    x11-apps             # DisplayTestSupport: xwd, screenshots of X windows (and xlogo for its tests)
    x11-xserver-utils    # xsetroot: the DisplayTestSupport tests paint the screen with it
    x11-utils            # xev and xprop: the DisplayTestSupport tests watch input and set _NET_WM_PID
    dbus                 # dbus-daemon: a private session bus for the system appearance tests' fake portal
    ibus                 # a real input method for the window tests (GalleryInputMethodTests)
    ibus-hangul          # its Korean engine, which composes ㅎ, 하, 한 from G, K, S
    at-spi2-core         # the accessibility bus and the AT-SPI registry, for the AT-SPI tests (GalleryATSPITests)
    python3-pyatspi      # the AT-SPI tests' client: libatspi, as Orca reads applications
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
    echo "Tessera needs these packages, and this system has no apt-get: ${missing[*]}" >&2
    exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Not root and no sudo: install ${missing[*]} as root first." >&2; exit 1; }
    sudo=(sudo)
fi
echo "Installing: ${missing[*]}" >&2
"${sudo[@]}" apt-get update -q >&2
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
