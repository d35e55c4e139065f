#!/usr/bin/env bash
# The kiosk test rig (issue 17): the gallery on a real DRM device, fbdev and evdev input,
# in a QEMU VM (software emulation, 2 cores), checked pixel for pixel against the headless
# render from outside: QMP screendumps, tablet taps and keys, a root shell on the serial port.
#
#   Scripts/kiosk-vm.sh [--out DIR] [--gallery PATH] [--keep] [--only NAME,...]
#
#   --out DIR       where each compared screendump goes as NAME.screen.png beside the
#                   reference NAME.expected.png (NAME.diff.png on a mismatch) and the
#                   serial logs (default out/kiosk-vm)
#   --gallery PATH  use this gallery binary instead of building it (release) into .build-kiosk
#   --keep          keep the work folder (.build-kiosk/vm/run: initramfs, QEMU and serial logs)
#   --only NAMES    run only these checks (vm-boot udev-tablet tablet-events drm-0 drm-0-tap drm-soak
#                   drm-0-keys drm-inspector sigterm drm-dialog-touch drm-controls-touch drm-keyboard-touch drm-90 drm-270 drm-images drm-screen-reader drm-keyboard-auto fbdev-raw
#                   fbdev-0 fbdev-90)
#
# Prints `PASS name (Ns)` / `FAIL name: reason` per check, INFO lines for measurements, the
# total wall time; exits non-zero if any check failed. Needs root or sudo for apt-get (once).
# Pieces: Scripts/kiosk-vm/fetch-kernel.sh (Debian's kernel and udev, cached under
# .build-kiosk/vm/cache), make-initramfs.sh + init (the VM's userland), vm.py (QEMU, QMP,
# serial shell), checks.py (the checks), reference.py and images.py (references, comparison).
set -euo pipefail
started=$(date +%s%N)
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

out=out/kiosk-vm gallery= keep=0 only=
while [ $# -gt 0 ]; do
    case $1 in
        --out) out=$2; shift 2 ;;
        --gallery) gallery=$2; shift 2 ;;
        --keep) keep=1; shift ;;
        --only) only=$2; shift 2 ;;
        -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) echo "kiosk-vm: unknown argument $1 (try --help)" >&2; exit 2 ;;
    esac
done

elapsed() { echo "$(( ($(date +%s%N) - started) / 1000000 ))" | sed 's/...$/.&/;s/^\./0./'; }
step() { echo "== $* ($(elapsed)s)"; }

# Packages: the VM (QEMU, busybox, depmod, cpio, a C compiler and static libc for the
# checks' touchscreen), the driver (Debian's python3 with PIL; not pyenv's), and the
# libraries udevadm links (copied from the host into the initramfs).
packages=(qemu-system-x86 busybox-static kmod cpio gcc libc6-dev python3 python3-pil
          libacl1 libblkid1 libcap2 libkmod2 libselinux1)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=(); [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    step "installing ${missing[*]}"
    "${sudo[@]}" apt-get update -q >&2
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
fi
# The gallery's own build and run dependencies (libdrm, libinput, the test fonts...).
Scripts/install-dependencies.sh

if [ -z "$gallery" ]; then
    step "building the gallery (release, .build-kiosk)"
    swift build -c release --product gallery --scratch-path .build-kiosk
    gallery="$(swift build -c release --scratch-path .build-kiosk --show-bin-path)/gallery"
fi
gallery=$(realpath "$gallery")
[ -x "$gallery" ] || { echo "kiosk-vm: $gallery is not an executable" >&2; exit 2; }

step "kernel and udev (cache: .build-kiosk/vm/cache)"
eval "$(Scripts/kiosk-vm/fetch-kernel.sh .build-kiosk/vm/cache)"

work=$root/.build-kiosk/vm/run
cleanup() {
    # QEMU normally stops with checks.py; this catches a crash or an interrupt.
    # Only a PID whose command line is still that QEMU (a stale file's PID may be reused).
    local pidfile pid
    for pidfile in "$work"/*/qemu.pid; do
        [ -s "$pidfile" ] || continue
        pid=$(cat "$pidfile")
        if tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q "qemu-system-x86_64 .*$work"; then
            kill -9 "$pid" 2>/dev/null || true
        fi
    done
    if [ "$keep" = 0 ]; then rm -rf "$work"; fi
}
checks=
trap cleanup EXIT
trap '[ -n "$checks" ] && kill -TERM "$checks" 2>/dev/null && wait "$checks"; exit 130' INT TERM HUP
rm -rf "$work"
mkdir -p "$work" "$out"

step "initramfs"
Scripts/kiosk-vm/make-initramfs.sh "$work/initrd.cpio" "$KERNEL_DIR" "$KERNEL_VERSION" "$UDEV_DIR" \
    "$gallery" Tests/Fonts/tests.fontset
echo "   $(du -m "$work/initrd.cpio" | cut -f1) MB, gallery $gallery"

step "checks"
# In the background and waited for, so that a SIGTERM to this script runs its trap at once
# (bash defers traps while a foreground child runs); the trap passes it on to checks.py.
status=0
PYTHONDONTWRITEBYTECODE=1 /usr/bin/python3 Scripts/kiosk-vm/checks.py --kernel "$KERNEL_DIR/boot/vmlinuz-$KERNEL_VERSION" \
    --initrd "$work/initrd.cpio" --gallery "$gallery" --fontset "$root/Tests/Fonts/tests.fontset" \
    --out "$out" --work "$work" ${only:+--only "$only"} &
checks=$!
wait "$checks" || status=$?
checks=
echo "total wall time: $(elapsed)s"
[ "$keep" = 1 ] && echo "kept: $work"
exit $status
