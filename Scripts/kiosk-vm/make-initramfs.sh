#!/usr/bin/env bash
# Builds the kiosk VM's initramfs: an uncompressed newc cpio (the kernel unpacks it faster
# than it would gunzip under QEMU's software emulation; the file is only read once).
#   make-initramfs.sh OUT.cpio KERNEL_DIR KERNEL_VERSION UDEV_DIR [GALLERY FONTSET]
# Holds, in a merged-/usr layout (/bin, /sbin, /lib, /lib64 -> usr/...):
#   busybox (static) and its applets; /init (Scripts/kiosk-vm/init);
#   the .ko files modules.dep lists for bochs, virtio_pci, virtio_input, evdev, uinput, + modules.*;
#   /tessera/touchscreen (touchscreen.c, linked statically): a uinput touchscreen for the checks;
#   systemd-udevd/udevadm and the rules libinput relies on (input_id: ID_INPUT*, drm);
#   with GALLERY: /tessera/gallery, every shared library `ldd` lists for it and for udevadm
#   at its own absolute path (so RUNPATHs such as /opt/swift/... keep working), the font
#   set as /tessera/tests.fontset and each `font /path` it lists at that same path, and the
#   data files libinput, xkbcommon and fontconfig read (/usr/share/libinput, X11/xkb, /etc/fonts).
set -euo pipefail

out=$1 kdir=$2 kver=$3 udev=$4 gallery=${5:-} fontset=${6:-}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(mktemp -d "${TMPDIR:-/tmp}/kiosk-initramfs.XXXXXX")
trap 'rm -rf "$root"' EXIT

mkdir -p "$root"/usr/{bin,sbin,lib,lib64} "$root"/{proc,sys,dev,run,tmp,root,etc,tessera}
for d in bin sbin lib lib64; do ln -s "usr/$d" "$root/$d"; done

# Copies host file $1 to the same absolute path in the image, following symlinks.
put() {
    local src=$1 dst=${2:-$1}
    mkdir -p "$root$(dirname "$dst")"
    cp -L "$src" "$root$dst"
}
# Copies every shared library the ELF files given need (ldd), loader included.
put_libs() {
    local lib
    for lib in $(ldd "$@" 2>/dev/null | awk '/=> \//{print $3} /^\t\//{print $1}' | sort -u); do
        [ -e "$root$lib" ] || put "$lib"
    done
}

# busybox and its applets
cp /bin/busybox "$root/usr/bin/busybox"
for applet in $(/bin/busybox --list-full); do
    [ -e "$root/$applet" ] || ln -s /usr/bin/busybox "$root/$applet"
done
install -m 0755 "$here/init" "$root/init"
# The checks' touchscreen (QEMU 7.2 has no touch device): static, as busybox is.
cc -static -Os -Wall -Wextra -Werror -o "$root/tessera/touchscreen" "$here/touchscreen.c"

# kernel modules: the closure modules.dep gives for what /init loads
mdir=lib/modules/$kver
mkdir -p "$root/usr/$mdir"
cp "$kdir/$mdir"/modules.* "$root/usr/$mdir/"
for want in kernel/drivers/gpu/drm/tiny/bochs.ko kernel/drivers/virtio/virtio_pci.ko \
            kernel/drivers/virtio/virtio_input.ko kernel/drivers/input/evdev.ko \
            kernel/drivers/input/misc/uinput.ko; do
    line=$(grep "^$want:" "$kdir/$mdir/modules.dep") || { echo "make-initramfs: $want not in modules.dep" >&2; exit 1; }
    for ko in ${line/:/}; do
        mkdir -p "$root/usr/$mdir/$(dirname "$ko")"
        cp "$kdir/$mdir/$ko" "$root/usr/$mdir/$ko"
    done
done

# udev: the daemon is udevadm under another name
cp "$udev/bin/udevadm" "$root/usr/bin/udevadm"
mkdir -p "$root/usr/lib/systemd" "$root/usr/lib/udev/rules.d" "$root/etc/udev"
ln -sf /usr/bin/udevadm "$root/usr/lib/systemd/systemd-udevd"
for rule in 50-udev-default 60-drm 60-input-id 60-persistent-input 60-evdev 70-mouse 70-touchpad; do
    cp "$udev/lib/udev/rules.d/$rule.rules" "$root/usr/lib/udev/rules.d/"
done
put_libs "$udev/bin/udevadm"
# The groups the rules name (video, input, render), so udevd need not warn about them.
cat >"$root/etc/passwd" <<'PW'
root:x:0:0:root:/root:/bin/sh
PW
cat >"$root/etc/group" <<'GR'
root:x:0:
tty:x:5:
video:x:44:
input:x:105:
render:x:106:
GR

if [ -n "$gallery" ]; then
    install -m 0755 "$gallery" "$root/tessera/gallery"
    put_libs "$gallery"
    cp "$fontset" "$root/tessera/tests.fontset"
    for font in $(awk '$1 == "font" {print $2}' "$fontset"); do put "$font"; done
    for data in /usr/share/libinput /usr/share/X11/xkb /usr/share/X11/locale /etc/fonts; do
        if [ -d "$data" ]; then mkdir -p "$root$(dirname "$data")"; cp -rL "$data" "$root$data"; fi
    done
    # eSpeak NG's data for the screen reader's English voice (its other languages' 12 MB
    # of dictionaries stay out).
    speech=/usr/lib/x86_64-linux-gnu/espeak-ng-data
    if [ -d "$speech" ]; then
        mkdir -p "$root$speech"
        for item in en_dict phondata phonindex phontab intonations lang voices; do cp -rL "$speech/$item" "$root$speech/"; done
    fi
fi

(cd "$root" && find . -mindepth 1 | LC_ALL=C sort | cpio --quiet -o -H newc -R 0:0) >"$out.tmp"
mv "$out.tmp" "$out"
