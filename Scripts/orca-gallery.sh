#!/usr/bin/env bash
# The gallery read by the real Orca screen reader, headless: a private session bus, Xvfb,
# the AT-SPI bus launcher, speech-dispatcher's dummy voice, the gallery on the State
# page, and Orca with its debug log; xdotool then presses Tab until Orca says "+1",
# KP_Enter (Orca's "where am I": Orca takes it, the app must not press "+1") and Space
# (the app's: "+1" pressed). Prints what Orca said and fails when it did not read the
# page or the app heard Orca's key.
#
# Not part of CI: it needs the `orca` package (Debian 12: Orca 43, 58 packages with
# speech-dispatcher), which this script does not install:
#   apt-get install -y orca
# Usage: Scripts/orca-gallery.sh [GALLERY_BINARY] (default: a debug build of gallery)
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
gallery=${1:-$root/.build/debug/gallery}

if [ -z "${ORCA_GALLERY_INNER:-}" ]; then
    for tool in /usr/bin/orca speech-dispatcher Xvfb xdotool /usr/libexec/at-spi-bus-launcher dbus-run-session; do
        command -v "$tool" >/dev/null || { echo "Error: $tool is missing (apt-get install -y orca xvfb xdotool at-spi2-core)" >&2; exit 2; }
    done
    [ -x "$gallery" ] || { echo "Error: no gallery at $gallery: build it (swift build --product gallery)" >&2; exit 2; }
    work=$(mktemp -d /tmp/orca-gallery.XXXXXX)
    mkdir -p "$work/xdg" "$work/home/.config" "$work/prefs"
    chmod 700 "$work/xdg"
    # A display nobody uses.
    display=90
    while [ -e "/tmp/.X${display}-lock" ] || [ -e "/tmp/.X11-unix/X${display}" ]; do display=$((display + 1)); done
    # Everything in a clean environment and a bus of its own; /usr/bin/python3 is Orca's.
    env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 ORCA_GALLERY_INNER=1 WORK="$work" GALLERY="$gallery" \
        HOME="$work/home" XDG_RUNTIME_DIR="$work/xdg" XDG_CONFIG_HOME="$work/home/.config" GSETTINGS_BACKEND=memory \
        DISPLAY=":$display" NO_AT_BRIDGE=0 dbus-run-session -- "$0"
    status=$?
    echo "logs: $work" >&2
    exit $status
fi

pids=()
cleanup() {
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill "${pids[$i]}" 2>/dev/null; done
    sleep 1
    for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null; done
}
trap cleanup EXIT

Xvfb "$DISPLAY" -screen 0 1280x1024x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${DISPLAY#:}" ] && break; sleep 0.2; done
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$WORK/launcher.log" 2>&1 &
pids+=($!)

# speech-dispatcher: the dummy voice, sound to libao's null driver (no sound server
# here), and no second daemon started behind its back (Orca's client would, and wait on it).
mkdir -p "$XDG_CONFIG_HOME" && cp -r /etc/speech-dispatcher "$XDG_CONFIG_HOME/speech-dispatcher"
sed -i -e 's/^#AddModule "dummy"/AddModule "dummy"/' -e 's/^#DefaultModule espeak-ng/DefaultModule dummy/' \
    -e 's/^# AudioOutputMethod "pulse"/AudioOutputMethod "libao"/' "$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
echo DisableAutoSpawn >>"$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
echo default_driver=null >"$HOME/.libao"
speech-dispatcher -s -t 0 >"$WORK/speechd.log" 2>&1 &
pids+=($!)
sleep 2

TESSERA_REDUCED_MOTION=1 "$GALLERY" --page state --size 900x700 >"$WORK/gallery.log" 2>&1 &
gallery_pid=$!
pids+=($gallery_pid)
window=$(xdotool search --sync --onlyvisible --pid "$gallery_pid" 2>/dev/null | head -1)
xdotool windowfocus --sync "$window"

# Orca's debug log is written line by line (Orca 43 never flushes it).
log="$WORK/orca-debug.out"
/usr/bin/python3 - --debug-file "$log" -u "$WORK/prefs" -d braille >"$WORK/orca.log" 2>&1 <<'EOF' &
import builtins, runpy, sys
plain_open = builtins.open
def line_buffered(file, mode="r", *args, **kwargs):
    if isinstance(file, str) and file.endswith("orca-debug.out") and "w" in mode and not args:
        kwargs.setdefault("buffering", 1)
    return plain_open(file, mode, *args, **kwargs)
builtins.open = line_buffered
sys.argv[0] = "/usr/bin/orca"
runpy.run_path("/usr/bin/orca", run_name="__main__")
EOF
orca_pid=$!
pids+=($orca_pid)
for _ in $(seq 120); do grep -q "ORCA: Starting registry" "$log" 2>/dev/null && break; sleep 0.5; done
sleep 5

said() { grep -c "SPEECH OUTPUT: '$1" "$log"; }
key() { xdotool windowfocus --sync "$window" key "$1"; sleep 3; }
for _ in $(seq 14); do
    key Tab
    [ "$(said '+1 push button')" -gt 0 ] && break
done
key KP_Enter
key space
key Tab

# Orca leaves on SIGTERM once an event wakes its loop.
kill "$orca_pid"; sleep 1; xdotool windowfocus "$window" key shift+Tab
for _ in $(seq 20); do kill -0 "$orca_pid" 2>/dev/null || break; sleep 0.5; done

echo "What Orca said:"
grep -o "SPEECH OUTPUT: '[^']*'" "$log" | sed "s/SPEECH OUTPUT: /  /"
taps=$(grep -o "accessible-name for \[label | Taps: [0-9]*" "$log" | tail -1 | grep -o "Taps: [0-9]*")
failures=0
[ "$(said 'Tessera gallery frame')" -gt 0 ] || { echo "FAIL: Orca did not read the window" >&2; failures=1; }
[ "$(said '+1 push button')" -gt 0 ] || { echo "FAIL: Orca did not read +1" >&2; failures=1; }
[ "$(grep -c KEYBOARD_EVENT "$log")" -gt 0 ] || { echo "FAIL: Orca heard no keys" >&2; failures=1; }
[ "$taps" = "Taps: 1" ] || { echo "FAIL: the count is '$taps' after KP_Enter (Orca's) and Space (the app's)" >&2; failures=1; }
[ $failures = 0 ] && echo "PASS: Orca read the page, heard the keys, and kept its own key from the app ($taps)"
exit $failures
