#!/usr/bin/env bash
# Fetches, once, the pieces of Debian 12 the kiosk VM boots from, into a cache folder
# (default .build-kiosk/vm/cache, gitignored through `.build*/`):
#   kernel/   the contents of linux-image-6.1.0-NN-amd64 (the version linux-image-amd64
#             depends on), with modules.dep made by `depmod -b` (the package ships none);
#   udev/     the contents of Debian's `udev` package (systemd-udevd, udevadm, rules):
#             libinput only opens input devices that udev tagged ID_INPUT=1 in its database,
#             so the VM runs the real udevd instead of faking /run/udev/data by hand.
# Nothing is installed on the host: `apt-get download` + `dpkg-deb -x`, so a host with its
# own kernel (or a container with none) is left as it is.
# Prints KEY=VALUE lines for the caller: KERNEL_VERSION, KERNEL_DIR, UDEV_DIR.
set -euo pipefail

cache=${1:-.build-kiosk/vm/cache}
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)

# linux-image-amd64 -> linux-image-6.1.0-NN-amd64. Ask apt once; remember the answer for a day
# so that repeated runs do not depend on the package lists being fresh.
meta="$cache/kernel-package"
if [ ! -s "$meta" ] || [ -n "$(find "$meta" -mmin +1440 2>/dev/null)" ]; then
    pkg=$(apt-cache depends linux-image-amd64 2>/dev/null | sed -n 's/^ *Depends: \(linux-image-[0-9].*-amd64\)$/\1/p' | head -n1)
    if [ -z "$pkg" ]; then
        apt-get update -q >&2
        pkg=$(apt-cache depends linux-image-amd64 | sed -n 's/^ *Depends: \(linux-image-[0-9].*-amd64\)$/\1/p' | head -n1)
    fi
    [ -n "$pkg" ] || { echo "fetch-kernel: apt knows no linux-image-amd64 dependency" >&2; exit 1; }
    echo "$pkg" >"$meta"
fi
pkg=$(cat "$meta")
version=${pkg#linux-image-}

# Downloads package $1 into $cache/debs and extracts it into $2 (once).
extract() {
    local name=$1 dest=$2
    [ -e "$dest/.complete" ] && return 0
    mkdir -p "$cache/debs"
    local deb
    deb=$(ls "$cache/debs/${name}_"*.deb 2>/dev/null | head -n1 || true)
    if [ -z "$deb" ]; then
        # apt's _apt user cannot write into root's folders: download as root, quietly.
        (cd "$cache/debs" && apt-get download -q -o APT::Sandbox::User=root "$name" >&2) || {
            apt-get update -q >&2
            (cd "$cache/debs" && apt-get download -q -o APT::Sandbox::User=root "$name" >&2)
        }
        deb=$(ls "$cache/debs/${name}_"*.deb | head -n1)
    fi
    rm -rf "$dest"
    mkdir -p "$dest"
    dpkg-deb -x "$deb" "$dest"
    rm -f "$deb"  # extracted for good (.complete): 70 MB less in the cache
    touch "$dest/.complete"
}

extract "$pkg" "$cache/kernel-$version"
if [ ! -s "$cache/kernel-$version/lib/modules/$version/modules.dep" ]; then
    depmod -b "$cache/kernel-$version" "$version"
fi
extract udev "$cache/udev"

echo "KERNEL_VERSION=$version"
echo "KERNEL_DIR=$cache/kernel-$version"
echo "UDEV_DIR=$cache/udev"
