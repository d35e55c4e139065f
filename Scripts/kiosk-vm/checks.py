"""The kiosk VM checks (issue 17): the gallery on a real DRM device, fbdev and evdev input.

Run by Scripts/kiosk-vm.sh, which builds the gallery, the kernel cache and the initramfs:
    /usr/bin/python3 checks.py --kernel VMLINUZ --initrd CPIO --gallery PATH --fontset FILE
                               --out DIR --work DIR [--only NAME,...]
Prints `PASS name (Ns)` or `FAIL name: reason` per check, `INFO ...` lines for measurements,
and exits 1 if any check failed. Every compared screendump goes into --out as
NAME.screen.png beside the reference NAME.expected.png (and NAME.diff.png on a mismatch).

Two VMs, each booted once (boot costs 3-8 s under TCG), so the checks share them:
  drm VM   -- vm-boot, udev-tablet, tablet-events (the rig itself, no gallery needed), then
              drm-0, drm-0-tap, drm-soak, drm-0-keys (Tab, Tab, Enter from the virtio
              keyboard), drm-inspector (F12 and SIGUSR1), sigterm (and the idle-CPU and
              first-frame measurements),
              drm-dialog-touch (the Interaction page's dialog answered by a finger on the
              guest's uinput touchscreen), drm-controls-touch (the Controls page's switches
              flipped by a finger), drm-keyboard-touch (the Input page typed into on the
              on-screen keyboard by a finger alone), then after drm-90 and drm-270,
              drm-keyboard-auto (the keyboard shows by itself once the virtio keyboard
              is unplugged: the last check, as no key can be sent after it),
              drm-90, drm-270: one gallery process per rotation, each ended by SIGTERM;
              drm-images: the Shapes and images page's pictures (JPEG, GIF, WebP, SVG,
              icons) decoded in the VM, against the headless render; drm-screen-reader:
              the State page read aloud and pressed by swipes and taps alone;
  fbdev VM -- fbdev-raw (busybox writes known bytes to /dev/fb0: proves the screendump
              comparison is exact without the gallery), fbdev-0, fbdev-90.
A gallery run in the VM:
    ( (sh -c 'echo $$ >/tmp/g.pid; exec env TESSERA_FONT_SET=... gallery show --backend B
       --page state --log-frames [--rotate R]' </dev/null >/tmp/g.out 2>/tmp/g.err;
       echo $? >/tmp/g.rc) & )
so /tmp/g.pid is the gallery's own PID, /tmp/g.rc its exit status once it ends, and the
serial shell is not its parent (see Gallery.__init__ for why that matters).
"""

import argparse
import os
import re
import signal
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import images  # noqa: E402
import reference  # noqa: E402
from vm import VM, VMError, abs_value  # noqa: E402

MEDIA_PANEL = "gallery.shapes.last"  # the test ID of the Shapes and images page's "Pictures and icons"
PANEL = (800, 600)          # the VM's mode: VGA.xres/yres, the connector's preferred mode
# M may have a fraction ("frame 0 presented after 628.39668 ms"): both are accepted.
FRAME_RE = re.compile(r"frame (\d+) presented after (\d+(?:\.\d+)?) ms")
# The gallery's own measure, on the first frame after input: from the device event's
# kernel timestamp until the frame was copied and its flip queued (guest clock).
INPUT_RE = re.compile(r"; (\d+(?:\.\d+)?) ms after input")
FIRST_FRAME_TIMEOUT = 90    # s, from the gallery's start (software emulation)
SCREEN_TIMEOUT = 10         # s, polling screendumps for the expected picture
EXIT_TIMEOUT = 5            # s, SIGTERM to exit
# Memory under repeated taps, over three windows of 100 taps after the warm-up: growth
# that repeats (the two smallest windows together, 200 taps) must stay within 64 kB, so
# a leak of 300 bytes a tap fails; a one-time step (one window alone, as when libdispatch
# first runs a third worker thread: its cached stack and the heap pages of that busier
# moment, ~80 kB) must stay within 320 kB and is reported.
SOAK_RSS_LIMIT_KB = 64
SOAK_STEP_LIMIT_KB = 320
# The gallery's threads when idle: its main thread and libdispatch's event thread.
SOAK_THREADS_AT_REST = 2


class CheckFailed(Exception):
    pass


class Report:
    def __init__(self):
        self.results = []
        self.infos = []

    def passed(self, name, seconds, detail=""):
        self.results.append((name, True))
        print(f"PASS {name} ({seconds:.1f}s){' ' + detail if detail else ''}", flush=True)

    def failed(self, name, reason):
        self.results.append((name, False))
        print(f"FAIL {name}: {reason}", flush=True)

    def info(self, text):
        self.infos.append(text)
        print(f"INFO {text}", flush=True)


class References:
    """The host's renders of the state page, made on threads while the first VM boots:
    for each logical size (the panel's, and turned for --rotate 90/270) the untapped
    picture, where "+1" is (reference.plus_one_button), and the picture tapped there."""

    def __init__(self, gallery, fontset, out_dir):
        self.gallery, self.fontset, self.out_dir = gallery, fontset, out_dir
        self.results = {}
        self.errors = []
        self.threads = [threading.Thread(target=self._guarded, args=(size,), daemon=True)
                        for size in (PANEL, (PANEL[1], PANEL[0]))]
        for thread in self.threads:
            thread.start()

    def _guarded(self, size):
        try:
            self._one(size)
        except Exception as error:  # noqa: BLE001 - reported by get()
            self.errors.append(error)

    def _one(self, size):
        key = f"{size[0]}x{size[1]}"
        folder = os.path.join(self.out_dir, "references", key)
        plain = images.load_rgb(reference.render(self.gallery, self.fontset, size, folder))
        box, centre = reference.plus_one_button(plain)
        tapped_dir = os.path.join(self.out_dir, "references", key + "-tap")
        tapped = images.load_rgb(reference.render(self.gallery, self.fontset, size, tapped_dir, [reference.tap(centre)]))
        if images.compare(plain, tapped).equal:
            raise RuntimeError(f"the {key} render tapped at {centre} equals the untapped one: the tap missed \"+1\"")
        self.results[size] = (plain, tapped, centre, box)

    def get(self, rotation):
        """(plain, tapped, tap centre, button box) at the logical size for `rotation`."""
        for thread in self.threads:
            thread.join()
        if self.errors:
            raise CheckFailed(f"no headless reference: {self.errors[0]}")
        size = PANEL if rotation % 180 == 0 else (PANEL[1], PANEL[0])
        return self.results[size]


class Gallery:
    """One gallery process in the VM, started from the serial shell."""

    def __init__(self, vm, backend, rotation, page="state", options=(), environment=()):
        self.vm, self.backend, self.rotation = vm, backend, rotation
        args = " ".join([f"show --backend {backend} --page {page} --log-frames", *options])
        if rotation:
            args += f" --rotate {rotation}"
        self.command = f"/tessera/gallery {args}"
        leftover = vm.run("pidof gallery")[1].strip()
        if leftover:
            vm.run(f"kill -KILL {leftover}; sleep 0.5")
            raise CheckFailed(f"a gallery from an earlier check was still running (PID {leftover}; killed)")
        vm.out("rm -f /tmp/g.pid /tmp/g.out /tmp/g.err /tmp/g.rc")
        # `( ... & )`: the wrapper is init's child, not the serial shell's. Busybox ash (1.35)
        # exits, as on end of input, when a child of its own ends while it reads a line
        # (SIGCHLD interrupts the read): the serial shell would die as the gallery exits.
        variables = "".join(f" {name}={value}" for name, value in environment)
        vm.out(f"( (sh -c 'echo $$ >/tmp/g.pid; exec env TESSERA_FONT_SET=/tessera/tests.fontset{variables} "
               f"{self.command}' </dev/null >/tmp/g.out 2>/tmp/g.err; echo $? >/tmp/g.rc) & )")
        self.started = time.monotonic()
        self.pid = None
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            status, text = vm.run("cat /tmp/g.pid 2>/dev/null")
            if text.strip().isdigit():
                self.pid = int(text.strip())
                break
            time.sleep(0.1)
        if self.pid is None:
            raise CheckFailed("the gallery's PID never appeared in /tmp/g.pid")

    def exit_status(self):
        status, text = self.vm.run("cat /tmp/g.rc 2>/dev/null")
        return int(text.strip()) if text.strip().isdigit() else None

    def stderr_tail(self):
        return self.vm.run("tail -n 15 /tmp/g.err")[1].strip()

    def frames(self):
        text = self.vm.run("cat /tmp/g.out")[1]
        return [(int(n), round(float(ms))) for n, ms in FRAME_RE.findall(text)]

    def wait_frames(self, count, timeout, interval=0.05):
        """Polls /tmp/g.out until `count` frame lines are there; returns (frames, seconds
        from the call until they were seen). Fails early if the gallery exited."""
        start = time.monotonic()
        deadline = start + timeout
        while True:
            frames = self.frames()
            if len(frames) >= count:
                return frames, time.monotonic() - start
            status = self.exit_status()
            if status is not None:
                raise CheckFailed(f"the gallery exited with status {status} after {len(frames)} frame(s); "
                                  f"stderr: {self.stderr_tail()!r}")
            if time.monotonic() > deadline:
                raise CheckFailed(f"{len(frames)} frame line(s) after {timeout} s, waiting for {count}; "
                                  f"stdout: {self.vm.run('tail -n 5 /tmp/g.out')[1].strip()!r}; "
                                  f"stderr: {self.stderr_tail()!r}")
            time.sleep(interval)

    def cpu_ticks(self):
        fields = self.vm.out(f"cat /proc/{self.pid}/stat").rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime, stime (fields 14, 15 of stat)

    def terminate(self, timeout=EXIT_TIMEOUT):
        """SIGTERM; returns (exit status or None if still running after `timeout`, seconds)."""
        sent = time.monotonic()
        self.vm.run(f"kill -TERM {self.pid}")
        while time.monotonic() - sent < timeout:
            status = self.exit_status()
            if status is not None:
                return status, time.monotonic() - sent
            time.sleep(0.05)
        return None, time.monotonic() - sent

    def kill(self):
        """SIGKILL, then waits (5 s at most) until it has gone and its devices are closed."""
        self.vm.run(f"kill -KILL {self.pid} 2>/dev/null")
        deadline = time.monotonic() + 5
        while self.exit_status() is None and time.monotonic() < deadline:
            time.sleep(0.1)


class Rig:
    def __init__(self, args):
        self.args = args
        self.report = Report()
        self.only = set(args.only.split(",")) if args.only else None
        if self.only and self.only & {"drm-0", "drm-0-tap", "sigterm"}:
            self.only |= {"drm-0", "drm-0-tap", "sigterm"}  # one gallery process for the three
        self.refs = References(args.gallery, args.fontset, args.work)

    def wanted(self, *names):
        return self.only is None or any(n in self.only for n in names)

    def check(self, name, body):
        if not self.wanted(name):
            return None
        started = time.monotonic()
        try:
            detail = body()
        except CheckFailed as error:
            self.report.failed(name, str(error))
            self.print_serial_tail()
            return False
        except VMError as error:
            self.report.failed(name, f"VM: {error}")
            self.print_serial_tail()
            return False
        self.report.passed(name, time.monotonic() - started, detail or "")
        return True

    def print_serial_tail(self):
        if self.vm:
            print(f"---- last 40 lines of the serial log ({self.vm.serial_log_path}) ----")
            print(self.vm.serial_tail(40))
            print("----", flush=True)

    def boot(self, label):
        self.vm = VM(self.args.kernel, self.args.initrd, os.path.join(self.args.work, label),
                     xres=PANEL[0], yres=PANEL[1])
        return self.vm.start()

    def shutdown(self, label):
        if self.vm:
            self.vm.close()
            # Beside the pictures: what the VM printed, and what the driver sent when.
            for source, target in ((self.vm.serial_log_path, f"serial-{label}.log"),
                                   (os.path.join(self.vm.workdir, "driver.log"), f"driver-{label}.log")):
                try:
                    os.replace(source, os.path.join(self.args.out, target))
                except OSError:
                    pass
        self.vm = None

    # -- comparing the screen --------------------------------------------------------------

    def expect_screen(self, name, expected, timeout=SCREEN_TIMEOUT):
        """Polls screendumps until one equals `expected` exactly or `timeout` passes; saves
        the last one (and the reference, and a diff on failure) under `name`. Returns the
        seconds it took."""
        path = os.path.join(self.args.work, "screen.png")
        start = time.monotonic()
        while True:
            actual = images.load_rgb(self.vm.screendump(path))
            difference = images.compare(actual, expected)
            if difference.equal or time.monotonic() - start > timeout:
                break
            time.sleep(0.1)
        images.save_result(self.args.out, name, actual, expected, difference)
        if not difference.equal:
            raise CheckFailed(f"screen differs from the reference after {timeout} s: {difference} "
                              f"(see {os.path.join(self.args.out, name)}.diff.png)")
        return time.monotonic() - start

    # -- the rig itself ---------------------------------------------------------------------

    def check_boot(self, seconds):
        uptime = self.vm.out("cut -d' ' -f1 /proc/uptime").strip()
        modes = self.vm.out("cat /sys/class/drm/card0-Virtual-1/modes").split()
        fb = self.vm.out("cat /sys/class/graphics/fb0/virtual_size /sys/class/graphics/fb0/stride "
                         "/sys/class/graphics/fb0/bits_per_pixel").split()
        self.report.info(f"display: bochs-drm /dev/dri/card0, connector Virtual-1, preferred mode {modes[0]} "
                         f"({len(modes)} modes, largest {modes[1]}); /dev/fb0 {fb[0]} stride {fb[1]} "
                         f"bpp {fb[2]}; VRAM 64 MiB")
        if modes[0] != f"{PANEL[0]}x{PANEL[1]}":
            raise CheckFailed(f"preferred mode {modes[0]}, expected {PANEL[0]}x{PANEL[1]}")
        for device in ("/dev/dri/card0", "/dev/fb0"):
            if self.vm.run(f"test -c {device}")[0] != 0:
                raise CheckFailed(f"{device} missing")
        return f"booted in {seconds:.1f}s (guest uptime {uptime}s)"

    def tablet_event_node(self):
        text = self.vm.out("cat /proc/bus/input/devices")
        for block in text.split("\n\n"):
            if "QEMU Virtio Tablet" in block:
                m = re.search(r"\b(event\d+)\b", block)
                if m:
                    return m.group(1), block
        raise CheckFailed("no QEMU Virtio Tablet in /proc/bus/input/devices")

    def check_udev(self):
        node, block = self.tablet_event_node()
        info = self.vm.out(f"udevadm info /dev/input/{node}")
        props = dict(line[3:].split("=", 1) for line in info.splitlines() if line.startswith("E: ") and "=" in line)
        caps = " ".join(line[3:] for line in block.splitlines() if line.startswith("B: "))
        ids = " ".join(f"{k}={v}" for k, v in props.items() if k.startswith("ID_INPUT"))
        self.report.info(f"tablet: /dev/input/{node} \"QEMU Virtio Tablet\" udev {ids}; evdev caps {caps}; "
                         f"ABS_X/ABS_Y 0..32767")
        major_minor = self.vm.out(f"cat /sys/class/input/{node}/dev").strip()
        if self.vm.run(f"test -f /run/udev/data/c{major_minor}")[0] != 0:
            raise CheckFailed(f"/run/udev/data/c{major_minor} missing: udevd did not record the tablet")
        if props.get("ID_INPUT") != "1" or props.get("ID_INPUT_MOUSE") != "1":
            raise CheckFailed(f"udev properties of {node}: {ids or 'none'}")
        return ids

    def check_tablet_events(self):
        node, _ = self.tablet_event_node()
        # In a subshell, so that xxd is not the serial shell's child (see Gallery.__init__).
        self.vm.out(f"(xxd -c 24 /dev/input/{node} >/tmp/ev.txt 2>&1 </dev/null & echo $! >/tmp/ev.pid)")
        time.sleep(0.3)
        self.vm.tap(400, 300, *PANEL)
        self.vm.tap(PANEL[0] - 1, PANEL[1] - 1, *PANEL)
        time.sleep(0.3)
        dump = self.vm.out("kill $(cat /tmp/ev.pid); cat /tmp/ev.txt")
        events = []
        for line in dump.splitlines():
            m = re.match(r"[0-9a-f]+: ((?:[0-9a-f]{4} ?){12})", line)
            if m:
                raw = bytes.fromhex(m.group(1).replace(" ", ""))
                events.append((int.from_bytes(raw[16:18], "little"), int.from_bytes(raw[18:20], "little"),
                               int.from_bytes(raw[20:24], "little", signed=True)))
        want_x = [abs_value(400, PANEL[0]), abs_value(PANEL[0] - 1, PANEL[0])]
        xs = [v for t, c, v in events if (t, c) == (3, 0)]
        buttons = [v for t, c, v in events if (t, c) == (1, 0x110)]
        if xs != want_x or buttons != [1, 0, 1, 0]:
            raise CheckFailed(f"events read from /dev/input/{node}: ABS_X {xs} (sent {want_x}), BTN_LEFT {buttons}")
        return f"{len(events)} events on /dev/input/{node}: ABS_X {xs}, BTN_LEFT {buttons}"

    def check_fbdev_raw(self):
        """Known bytes into /dev/fb0 (busybox's own binary, present on both sides), then the
        screendump must equal those bytes read as XRGB8888: proves screendump + compare."""
        width, height = PANEL
        stride = int(self.vm.out("cat /sys/class/graphics/fb0/stride"))
        size = stride * height
        # fbcon's cursor blink would write into fb0 meanwhile; the gallery's KD_GRAPHICS stops it.
        self.vm.out("echo 0 >/sys/class/graphics/fbcon/cursor_blink")
        try:
            # One write() of the whole frame: bochs's fbdev emulation draws into a shadow buffer
            # and copies damaged lines to VRAM (deferred I/O); with `head -c` (4 KiB writes
            # starting mid-line) Linux 6.1 left the ends of some lines stale.
            with open("/bin/busybox", "rb") as f:
                data = f.read()
            if len(data) < size:
                raise CheckFailed(f"busybox ({len(data)} bytes) is smaller than a frame ({size} bytes)")
            self.vm.out(f"dd if=/usr/bin/busybox of=/dev/fb0 bs={size} count=1 2>/dev/null")
            data = data[:size]
            expected = images.raw_xrgb8888(data, width, height, stride)
            self.expect_screen("fbdev-raw", expected, timeout=3)
        finally:
            self.vm.out("echo 1 >/sys/class/graphics/fbcon/cursor_blink")
        return f"{width}x{height} stride {stride}, every pixel equal"

    # -- the gallery -------------------------------------------------------------------------

    def start_gallery(self, backend, rotation, page="state", options=(), environment=()):
        if self.vm.run("test -x /tessera/gallery")[0] != 0:
            raise CheckFailed("no gallery in the initramfs")
        gallery = Gallery(self.vm, backend, rotation, page, options, environment)
        frames, seconds = gallery.wait_frames(1, FIRST_FRAME_TIMEOUT)
        return gallery, frames

    def end_gallery(self, gallery, name):
        """SIGTERM; failures here are the check's (a rotated run must also end cleanly)."""
        status, seconds = gallery.terminate()
        if status is None:
            gallery.kill()
            raise CheckFailed(f"{name}: still running {EXIT_TIMEOUT} s after SIGTERM (killed)")
        if status != 0:
            raise CheckFailed(f"{name}: exited with status {status} after SIGTERM; stderr: {gallery.stderr_tail()!r}")
        return seconds

    def tap_and_expect(self, gallery, name, rotation, tapped, centre, plain_size):
        """Taps the panel pixel that shows logical pixel `centre`, timing each half: press
        to the next `frame N` line (1 s at most: a press may change nothing on screen) and
        release to the next one. Host clock, from the QMP command until the line was read
        over the serial shell, polled without pause (each poll is a serial round trip,
        ~5-15 ms): upper bounds. Then the screen must equal the tapped reference.
        Returns ((press ms or None, release ms or None), panel point)."""
        px, py = images.logical_to_panel(centre[0], centre[1], plain_size[0], plain_size[1], rotation)
        self.vm.pointer_at(px, py, *PANEL)
        latencies = []
        for down in (True, False):
            count = len(gallery.frames())
            sent = time.monotonic()
            self.vm.button(down)
            try:
                gallery.wait_frames(count + 1, 1.0 if down else SCREEN_TIMEOUT, interval=0)
                latencies.append(round((time.monotonic() - sent) * 1000))
            except CheckFailed:
                if gallery.exit_status() is not None:
                    raise
                latencies.append(None)
        self.expect_screen(name, images.rotate_clockwise(tapped, rotation))
        # The gallery's own figures for the frames after the press and the release.
        measured = [round(float(ms)) for ms in INPUT_RE.findall(self.vm.run("cat /tmp/g.out")[1])][-2:]
        return tuple(latencies) + (measured,), (px, py)

    @staticmethod
    def describe_latencies(latencies):
        press, release, measured = latencies
        def ms(value):
            return "no frame" if value is None else f"{value} ms"
        inside = (f"; in the gallery, device event to flip queued: {', '.join(f'{m} ms' for m in measured)}"
                  if measured else "")
        return f"press -> next frame line {ms(press)}, release -> next frame line {ms(release)}{inside}"

    def gallery_drm0(self):
        """drm-0 (first picture), drm-0-tap, the idle-CPU measurement and sigterm, on one
        gallery process: `--backend drm`, no rotation."""
        gallery = None

        def first():
            nonlocal gallery
            plain = self.refs.get(0)[0]
            gallery, frames = self.start_gallery("drm", 0)
            self.report.info(f"drm start to first frame: {frames[0][1]} ms (gallery's main to 'frame 0 presented')")
            self.expect_screen("drm-0-first", plain)
            self.report_drm_state()
            return f"frame 0 {frames[0][1]} ms after main"

        def tap():
            if gallery is None or gallery.exit_status() is not None:
                raise CheckFailed("no gallery running (see drm-0)")
            plain, tapped, centre, _ = self.refs.get(0)
            latencies, point = self.tap_and_expect(gallery, "drm-0-tap", 0, tapped, centre, plain.size)
            self.report.info(f"drm tap to flip: {self.describe_latencies(latencies)} (host clock, QMP input "
                             "until the line was read over the serial shell: upper bounds, a poll costs ~5-15 ms)")
            return f"tap at panel {point}"

        def soak():
            """Memory stays flat under repeated taps: resident memory after a warm-up of 25
            rounds of "Reset" and "+1" and after each of three windows of 50 more (each tap a
            state update, a frame and a page flip; the counter goes 0, 1, 0, 1, so caches
            have nothing new to hold after the warm-up). Growth that repeats shows in every
            window, so the two smallest together (200 taps) must stay within
            SOAK_RSS_LIMIT_KB; a step that happens once (one window alone: the first time
            libdispatch runs a third worker thread, whose cached stack and the heap pages of
            that busier moment stay) must stay within SOAK_STEP_LIMIT_KB and is reported. Taps are paced as a quick finger is (30 ms down, 60 ms apart):
            libinput debounces mouse buttons and drops a release and press less than 25 ms
            apart.

            Each reading is exact and taken at rest, so that what it compares is what the
            gallery holds:
            - it is the page tables' count (`smaps`, summed), not `VmRSS`: Linux 6.1 updates
              `VmRSS` from per-thread counters every 64 page faults, so it lags by up to
              256 kB a thread;
            - it waits until the pool's worker threads have ended (libdispatch ends a thread
              idle for a few seconds, and glibc then returns the stack it used): a reading
              taken while one more worker happened to be alive counts its stack, 60 to
              250 kB that come and go with the thread (malloc arenas stay: the gallery
              keeps to one, see MallocArenas.swift);
            - the VM's init sets transparent huge pages to `madvise` (see init)."""
            if gallery is None or gallery.exit_status() is not None:
                raise CheckFailed("no gallery running (see drm-0)")
            _, tapped, centre, _ = self.refs.get(0)
            reset = reference.button_centre(self.args.gallery, self.args.fontset, PANEL,
                                            os.path.join(self.args.work, "references", "reset"), "Reset")

            def rounds(count):
                for _ in range(count):
                    for x, y in (reset, centre):
                        self.vm.tap(x, y, *PANEL, hold=0.03)
                        time.sleep(0.06)
                time.sleep(1.0)  # the last frames

            def threads():
                status = self.vm.run(f"cat /proc/{gallery.pid}/status")[1]
                match = re.search(r"Threads:\s+(\d+)", status)
                if not match:
                    raise CheckFailed(f"no thread count for the gallery: {status[-200:]!r}")
                return int(match.group(1))

            def at_rest():
                """Waits (at most 20 s) until only the main thread and libdispatch's event
                thread are left; returns the thread counts seen."""
                seen = [threads()]
                while seen[-1] > SOAK_THREADS_AT_REST and len(seen) < 20:
                    time.sleep(1.0)
                    seen.append(threads())
                return seen

            def resident():
                """(kB resident, kB resident per mapped file with [anon] for the rest)."""
                script = ("awk '/^[0-9a-f]+-[0-9a-f]+ /{n=$6; if(n==\"\") n=\"[anon]\"} "
                          "/^Rss:/{r[n]+=$2; t+=$2} END{print t, \"[total]\"; for(n in r) print r[n], n}' "
                          f"/proc/{gallery.pid}/smaps")
                sizes = {}
                for line in self.vm.run(script)[1].splitlines():
                    parts = line.split(None, 1)
                    if len(parts) == 2 and parts[0].isdigit():
                        sizes[parts[1]] = int(parts[0])
                if "[total]" not in sizes:
                    raise CheckFailed("could not read the gallery's /proc/PID/smaps")
                return sizes.pop("[total]"), sizes

            rounds(25)
            readings = [(at_rest(), *resident())]
            for _ in range(3):
                rounds(50)
                readings.append((at_rest(), *resident()))
            # Every tap counted: back at one tap, as after drm-0-tap.
            self.expect_screen("drm-soak", tapped)
            windows = [after[1] - before[1] for before, after in zip(readings, readings[1:])]
            repeated = sum(sorted(windows)[:2])
            step = max(windows)
            warm_maps, after_maps = readings[0][2], readings[-1][2]
            grown = sorted(((after_maps.get(name, 0) - warm_maps.get(name, 0), name)
                            for name in set(warm_maps) | set(after_maps)), reverse=True)
            by_mapping = ", ".join(f"{os.path.basename(name) or name} {kb:+d} kB" for kb, name in grown if kb) or "none"
            rest = "threads at rest " + ", ".join(str(reading[0][-1]) for reading in readings)
            figures = (f"resident {readings[0][1]} kB after 50 taps; windows of 100 taps {', '.join(f'{kb:+d}' for kb in windows)} kB "
                       f"(repeated {repeated:+d} kB over 200 taps, limit {SOAK_RSS_LIMIT_KB}; largest {step:+d} kB, "
                       f"limit {SOAK_STEP_LIMIT_KB}); by mapping: {by_mapping}; {rest}")
            if repeated > SOAK_RSS_LIMIT_KB or step > SOAK_STEP_LIMIT_KB:
                raise CheckFailed("resident memory grew under repeated taps: " + figures)
            return figures

        def keys():
            """Keyboard navigation through evdev keys (the VM's virtio keyboard, through
            libinput and xkbcommon): after the taps on "+1" (which focused it, without a
            ring), Tab twice moves the ring to the Apples counter's "+1" and Enter presses
            it; the screen must equal a headless render after the same tap and keys."""
            if gallery is None or gallery.exit_status() is not None:
                raise CheckFailed("no gallery running (see drm-0)")
            _, _, centre, _ = self.refs.get(0)
            expected = images.load_rgb(reference.render(
                self.args.gallery, self.args.fontset, PANEL, os.path.join(self.args.work, "references", "keys"),
                [reference.tap(centre), "key:tab", "key:tab", "key:enter"]))
            # The tablet's pointer off every control first: a hovered "+1" would show its
            # hovered look, which the headless reference has not.
            self.vm.pointer_at(PANEL[0] - 1, PANEL[1] - 1, *PANEL)
            for qcode in ("tab", "tab", "ret"):
                self.vm.press(qcode)
                time.sleep(0.1)
            seconds = self.expect_screen("drm-0-keys", expected)
            return f"Tab, Tab, Enter: the screen matched {seconds:.1f} s after the last key"

        def inspector():
            """The inspector on a kiosk: F12 from the virtio keyboard shows the overlay (the
            screen leaves the keys' picture; its figures change, so no reference), F12 again
            gives back exactly the keys' picture, and SIGUSR1 writes the hierarchy dump to
            /tmp/tessera-PID-tree.txt (no XDG_RUNTIME_DIR in the VM) naming the app's root."""
            if gallery is None or gallery.exit_status() is not None:
                raise CheckFailed("no gallery running (see drm-0)")
            _, _, centre, _ = self.refs.get(0)
            page = images.load_rgb(reference.render(
                self.args.gallery, self.args.fontset, PANEL, os.path.join(self.args.work, "references", "keys"),
                [reference.tap(centre), "key:tab", "key:tab", "key:enter"]))
            self.vm.press("f12")
            path = os.path.join(self.args.work, "screen.png")
            deadline = time.monotonic() + SCREEN_TIMEOUT
            while images.compare(images.load_rgb(self.vm.screendump(path)), page).equal:
                if time.monotonic() > deadline:
                    raise CheckFailed(f"F12 showed no overlay within {SCREEN_TIMEOUT} s")
                time.sleep(0.1)
            self.vm.press("f12")
            seconds = self.expect_screen("drm-inspector-off", page)
            self.vm.run(f"rm -f /tmp/tessera-{gallery.pid}-tree.txt; kill -USR1 {gallery.pid}")
            dump = ""
            deadline = time.monotonic() + SCREEN_TIMEOUT
            while "GalleryApp" not in dump and time.monotonic() < deadline:
                time.sleep(0.2)
                dump = self.vm.run(f"cat /tmp/tessera-{gallery.pid}-tree.txt 2>/dev/null")[1]
            if "GalleryApp" not in dump:
                raise CheckFailed(f"no hierarchy dump after SIGUSR1: {dump[-300:]!r}")
            lines = len(dump.splitlines())
            return (f"F12 showed the overlay and F12 again gave back the page {seconds:.1f} s later; "
                    f"SIGUSR1 wrote a dump of {lines} lines")

        def sigterm():
            if gallery is None or gallery.exit_status() is not None:
                raise CheckFailed("no gallery running (see drm-0)")
            mode_running = self.vm.run("/tessera/gallery console-mode")[1].strip()
            status, seconds = gallery.terminate()
            if status is None:
                gallery.kill()
                raise CheckFailed(f"still running {EXIT_TIMEOUT} s after SIGTERM (killed with SIGKILL)")
            mode_after = self.vm.run("/tessera/gallery console-mode")[1].strip()
            if status != 0:
                raise CheckFailed(f"exit status {status} after SIGTERM; stderr: {gallery.stderr_tail()!r}")
            if mode_after != "text":
                raise CheckFailed(f"console-mode printed {mode_after!r} after exit ({mode_running!r} while running)")
            return f"exit 0 {seconds * 1000:.0f} ms after SIGTERM; console {mode_running} while running, text after"

        try:
            self.check("drm-0", first)
            self.check("drm-0-tap", tap)
            self.check("drm-soak", soak)
            self.check("drm-0-keys", keys)
            self.check("drm-inspector", inspector)
            if gallery is not None and gallery.exit_status() is None:
                try:
                    self.measure_idle(gallery)
                except (CheckFailed, VMError) as error:
                    self.report.info(f"idle CPU: not measured ({error})")
            self.check("sigterm", sigterm)
        finally:
            self.stop(gallery)

    def gallery_dialog_touch(self):
        """drm-dialog-touch: a finger on a real touchscreen answers a modal dialog. The
        guest's uinput touchscreen (touchscreen.c: multitouch slots, INPUT_PROP_DIRECT,
        tagged ID_INPUT_TOUCHSCREEN by udev, added while udevd runs) feeds libinput's touch
        events. On the Interaction page, Shift+Tab twice from the virtio keyboard focuses
        "Sign out..." (the page scrolls to it) and Enter opens the dialog; a touch on its
        "Sign out" button closes it, counts the sign-out and shows a toast that leaves after
        3 s. The screen must equal the headless render after the same keys (the dialog
        over its scrim), then after the same tap with the toast gone ("Signed out 1x": a
        touch on the scrim would have cancelled instead). Keys and waits are spaced so the
        animated scroll ends between them, as the reference's `wait:` steps do."""
        keys = ["key:shift+tab", "wait:2", "key:shift+tab", "wait:2", "key:enter", "wait:5"]

        def body():
            work = os.path.join(self.args.work, "references", "dialog")
            opened = images.load_rgb(reference.render(self.args.gallery, self.args.fontset, PANEL,
                                                      os.path.join(work, "opened"), keys, page="interaction"))
            target = reference.button_centre(self.args.gallery, self.args.fontset, PANEL, os.path.join(work, "where"),
                                             "Sign out", page="interaction", before=keys)
            answered = images.load_rgb(reference.render(
                self.args.gallery, self.args.fontset, PANEL, os.path.join(work, "answered"),
                keys + [reference.tap(target), "wait:5"], page="interaction"))
            if images.compare(opened, answered).equal:
                raise CheckFailed("the references before and after the tap on \"Sign out\" are equal")

            event, gallery = self.start_touch_gallery("interaction")
            for step in keys:
                if step.startswith("wait:"):
                    time.sleep(float(step[5:]) if step != keys[-1] else 0)
                elif step == "key:shift+tab":
                    self.vm.key("shift", True)
                    self.vm.press("tab")
                    self.vm.key("shift", False)
                else:
                    self.vm.press("ret")
            opened_after = self.expect_screen("drm-dialog-opened", opened)
            self.touch(target)
            answered_after = self.expect_screen("drm-dialog-touch", answered)
            seconds = self.end_gallery(gallery, "SIGTERM")
            return (f"/dev/input/{event} tagged ID_INPUT_TOUCHSCREEN; dialog shown {opened_after:.1f} s after the keys; "
                    f"touch at {target}: answered, toast gone, {answered_after:.1f} s after the lift; "
                    f"exit 0 {seconds * 1000:.0f} ms after SIGTERM")

        self.touch_check("drm-dialog-touch", body)

    def touch_check(self, name, body):
        """Check `name`, whose body touches a gallery it starts with `start_touch_gallery`:
        the gallery and the touchscreen are stopped whatever the body did."""
        self.touch_gallery = None
        try:
            self.check(name, body)
        finally:
            self.stop(self.touch_gallery)
            self.stop_touchscreen()

    def start_touch_gallery(self, page, options=()):
        """The guest's touchscreen, then a gallery on `page` on the DRM screen (the tablet's
        pointer parked in the corner, out of the way): (the touchscreen's event node, the
        gallery)."""
        event = self.start_touchscreen()
        self.touch_gallery, _ = self.start_gallery("drm", 0, page=page, options=options)
        self.vm.pointer_at(PANEL[0] - 1, PANEL[1] - 1, *PANEL)
        return event, self.touch_gallery

    def start_touchscreen(self):
        """Starts the guest's uinput touchscreen (touchscreen.c, 800 x 600) and waits until
        udev tags it ID_INPUT_TOUCHSCREEN; returns its event node's name."""
        self.vm.out("rm -f /tmp/touch /tmp/ts.out; ( /tessera/touchscreen 800 600 /tmp/touch >/tmp/ts.out 2>&1 & )")
        deadline = time.monotonic() + 10
        while "ready" not in self.vm.run("cat /tmp/ts.out")[1]:
            if time.monotonic() > deadline:
                raise CheckFailed(f"the touchscreen did not start: {self.vm.run('cat /tmp/ts.out')[1]!r}")
            time.sleep(0.2)
        self.vm.run("udevadm settle --timeout=10")
        node = self.vm.run("grep -l 'Tessera VM touchscreen' /sys/class/input/event*/device/name")[1].strip()
        event = node.split("/")[4] if node.startswith("/sys/class/input/") else "?"
        tags = self.vm.run(f"udevadm info /dev/input/{event} | grep -o 'ID_INPUT_TOUCHSCREEN=1'")[1].strip()
        if tags != "ID_INPUT_TOUCHSCREEN=1":
            raise CheckFailed(f"udev did not tag /dev/input/{event} as a touchscreen")
        return event

    def touch(self, point):
        """A finger down at `point` (panel pixels) and up 50 ms later."""
        self.vm.out(f"echo 'down 0 {point[0]} {point[1]}' >/tmp/touch")
        time.sleep(0.05)
        self.vm.out("echo 'up 0' >/tmp/touch")

    def stop_touchscreen(self):
        try:
            self.vm.run("kill $(pidof touchscreen) 2>/dev/null")
        except VMError:
            pass

    def gallery_controls_touch(self):
        """drm-controls-touch: the Controls page by finger alone. A touch on the "Dark"
        switch turns the whole page dark (its thumb slides), a touch on "Bluetooth" turns it
        on; the screen must equal the headless render after the same taps, each given two
        seconds to come to rest as the reference's `wait:` steps give it."""

        def body():
            work = os.path.join(self.args.work, "references", "controls")
            dark = reference.button_centre(self.args.gallery, self.args.fontset, PANEL, os.path.join(work, "dark"),
                                           "Dark", page="controls")
            bluetooth = reference.button_centre(self.args.gallery, self.args.fontset, PANEL,
                                                os.path.join(work, "bluetooth"), "Bluetooth", page="controls")
            untouched = images.load_rgb(reference.render(self.args.gallery, self.args.fontset, PANEL,
                                                         os.path.join(work, "untouched"), [], page="controls"))
            touched = images.load_rgb(reference.render(
                self.args.gallery, self.args.fontset, PANEL, os.path.join(work, "touched"),
                [reference.tap(dark), "wait:2", reference.tap(bluetooth), "wait:2"], page="controls"))
            if images.compare(untouched, touched).equal:
                raise CheckFailed("the references before and after the touches are equal")
            event, gallery = self.start_touch_gallery("controls")
            self.expect_screen("drm-controls-untouched", untouched)
            self.touch(dark)
            time.sleep(2)
            self.touch(bluetooth)
            after = self.expect_screen("drm-controls-touch", touched)
            seconds = self.end_gallery(gallery, "SIGTERM")
            return (f"/dev/input/{event}: touches on Dark at {dark} and Bluetooth at {bluetooth}; the screen matched "
                    f"{after:.1f} s after the second; exit 0 {seconds * 1000:.0f} ms after SIGTERM")

        self.touch_check("drm-controls-touch", body)

    def gallery_keyboard_touch(self):
        """drm-keyboard-touch: the Input page typed into by a finger alone. With
        `--on-screen-keyboard always` (the VM's virtio keyboard would count as a physical
        one), a touch on the Name field raises the on-screen keyboard, and touches on its
        "h" and "i" keys type "hi"; the screen must equal the headless render after the
        same touches, found there by the keys' test IDs (`--script touch-element:`). The caret
        blinks, so the screendumps are polled until one shows it as the reference does."""
        options = ["--on-screen-keyboard", "always"]
        targets = ["input.name", "keyboard.letters.1.5", "keyboard.letters.0.7"]
        steps = [f"touch-element:{t}" for t in targets]
        steps = [steps[0], "wait:2", steps[1], "wait:1", steps[2], "wait:2"]

        def body():
            work = os.path.join(self.args.work, "references", "keyboard")
            path, output = reference.render_reporting(self.args.gallery, self.args.fontset, PANEL,
                                                      os.path.join(work, "typed"), steps, page="input", options=options)
            typed = images.load_rgb(path)
            where = reference.tapped(output, targets)
            untouched = images.load_rgb(reference.render(self.args.gallery, self.args.fontset, PANEL,
                                                         os.path.join(work, "untouched"), [], page="input",
                                                         options=options))
            if images.compare(untouched, typed).equal:
                raise CheckFailed("the references before and after typing are equal")
            event, gallery = self.start_touch_gallery("input", options)
            self.expect_screen("drm-keyboard-untouched", untouched)
            self.touch(where[0])
            time.sleep(2)
            self.touch(where[1])
            time.sleep(1)
            self.touch(where[2])
            after = self.expect_screen("drm-keyboard-touch", typed)
            seconds = self.end_gallery(gallery, "SIGTERM")
            return (f"/dev/input/{event}: touches on the Name field at {where[0]}, then on h at {where[1]} and i at "
                    f"{where[2]}: \"hi\" typed, the screen matched {after:.1f} s after the last; exit 0 "
                    f"{seconds * 1000:.0f} ms after SIGTERM")

        self.touch_check("drm-keyboard-touch", body)

    def gallery_keyboard_auto(self):
        """drm-keyboard-auto: the on-screen keyboard's automatic policy follows libinput.
        With the virtio keyboard attached, a touch on the Name field focuses it and no
        on-screen keyboard shows (the screen equals the render with `--on-screen-keyboard
        never`). The keyboard is then unplugged (QMP device_del): libinput reports the
        device gone, the kiosk's environment says there is no keyboard, and a touch on the
        E-mail field raises the on-screen keyboard in its e-mail layout (the screen equals
        the render with `--on-screen-keyboard always` after the same touches)."""
        fields = ["input.name", "input.email"]
        steps = [f"touch-element:{fields[0]}", "wait:2", f"touch-element:{fields[1]}", "wait:2"]

        def body():
            work = os.path.join(self.args.work, "references", "keyboard-auto")
            path, output = reference.render_reporting(self.args.gallery, self.args.fontset, PANEL,
                                                      os.path.join(work, "never"), steps[:2], page="input",
                                                      options=["--on-screen-keyboard", "never"])
            focused = images.load_rgb(path)
            where = reference.tapped(output, fields[:1])
            path, output = reference.render_reporting(self.args.gallery, self.args.fontset, PANEL,
                                                      os.path.join(work, "always"), steps, page="input",
                                                      options=["--on-screen-keyboard", "always"])
            raised = images.load_rgb(path)
            where += reference.tapped(output, fields[1:])
            event, gallery = self.start_touch_gallery("input")
            self.touch(where[0])
            self.expect_screen("drm-keyboard-auto-attached", focused)
            self.vm.unplug_keyboard()
            deadline = time.monotonic() + 20
            while "Virtio Keyboard" in self.vm.run("cat /sys/class/input/*/device/name 2>/dev/null")[1]:
                if time.monotonic() > deadline:
                    raise CheckFailed("the virtio keyboard was still in /sys/class/input 20 s after device_del")
                time.sleep(0.2)
            time.sleep(1)
            self.touch(where[1])
            try:
                after = self.expect_screen("drm-keyboard-auto", raised)
            except CheckFailed as failure:
                raise CheckFailed(f"{failure}; the gallery's stderr: {gallery.stderr_tail()!r}")
            seconds = self.end_gallery(gallery, "SIGTERM")
            return (f"/dev/input/{event}: Name touched with the virtio keyboard attached, no on-screen keyboard; "
                    f"unplugged, E-mail touched: the e-mail keyboard rose, matched {after:.1f} s after the touch; "
                    f"exit 0 {seconds * 1000:.0f} ms after SIGTERM")

        self.touch_check("drm-keyboard-auto", body)

    def gallery_screen_reader(self):
        """drm-screen-reader: the State page in the spoken mode (`--screen-reader`) by a
        finger alone on the guest's touchscreen: eleven swipes right read the ten tabs and
        the page's title (a heading) in order, a tap on "+1" reads it, a double tap presses it and the
        new count is read ("Taps: 1"). What is said is read from the gallery's `said:`
        lines (eSpeak NG speaks to no sound device in the VM)."""

        def said():
            return [line[len("said: "):] for line in self.vm.run("cat /tmp/g.out")[1].splitlines()
                    if line.startswith("said: ")]

        def wait_for(text, timeout=10):
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                lines = said()
                if lines and lines[-1] == text:
                    return lines
                time.sleep(0.2)
            raise CheckFailed(f"the screen reader did not say {text!r}; it said {said()[-4:]}")

        def body():
            _, _, centre, _ = self.refs.get(0)
            event, gallery = self.start_touch_gallery("state", options=("--screen-reader",))
            wait_for("Screen reader on. Tap to read, swipe to move, double tap to activate.")
            # Each stroke in one shell line, so the guest keeps its timing.
            swipe = ("echo 'down 0 300 400' >/tmp/touch; sleep 0.05; echo 'move 0 380 401' >/tmp/touch; "
                     "sleep 0.05; echo 'move 0 460 402' >/tmp/touch; sleep 0.05; echo 'up 0' >/tmp/touch")
            for _ in range(11):
                self.vm.out(swipe)
                time.sleep(0.3)
            lines = wait_for("State and controllers, heading")
            tabs = lines[-11:-1]
            if tabs[0] != "Layout, tab" or "State and controllers, tab, selected" not in tabs or len(set(tabs)) != 10:
                raise CheckFailed(f"the swipes read {tabs}, not the ten tabs in order")
            tap = f"echo 'down 0 {centre[0]} {centre[1]}' >/tmp/touch; sleep 0.05; echo 'up 0' >/tmp/touch"
            time.sleep(0.6)
            self.vm.out(tap)
            wait_for("+1, button")
            time.sleep(0.6)
            self.vm.out(f"{tap}; sleep 0.1; {tap}")
            wait_for("Reset, button")
            lines = said()
            if "Taps: 1, text" not in lines[-3:]:
                raise CheckFailed(f"after the double tap the reader said {lines[-3:]}, not the new count")
            seconds = self.end_gallery(gallery, "SIGTERM")
            return (f"/dev/input/{event}: 11 swipes read the tabs from {tabs[0]!r} to {tabs[-1]!r}, then the page's "
                    f"title; a tap on +1 at {centre} read it, a double tap pressed it and read 'Taps: 1, text'; "
                    f"exit 0 {seconds * 1000:.0f} ms after SIGTERM")

        self.touch_check("drm-screen-reader", body)

    def gallery_images(self):
        """drm-images: the Shapes and images page's "Pictures and icons" on a real DRM
        screen, scrolled into view before the first frame (`--script reveal:`): a JPEG at
        three sizes, an animated GIF and WebP (their first frames: reduced motion holds
        them), SVG at three sizes and the icons, all decoded in the VM. The screen must
        equal the headless render of the same, two seconds on (the scroll's indicator
        gone)."""
        gallery = None

        def body():
            nonlocal gallery
            reveal = "reveal:" + MEDIA_PANEL
            environment = (("TESSERA_REDUCED_MOTION", "1"),)
            expected = images.load_rgb(reference.render(
                self.args.gallery, self.args.fontset, PANEL, os.path.join(self.args.work, "references", "images"),
                [reveal, "wait:2"], page="shapes", environment=dict(environment)))
            gallery, frames = self.start_gallery("drm", 0, page="shapes", options=("--script", reveal),
                                                 environment=environment)
            after = self.expect_screen("drm-images", expected)
            seconds = self.end_gallery(gallery, "SIGTERM")
            return (f"frame 0 {frames[0][1]} ms after main; the screen matched {after:.1f} s after it; "
                    f"exit 0 {seconds * 1000:.0f} ms after SIGTERM")

        try:
            self.check("drm-images", body)
        finally:
            self.stop(gallery)

    def gallery_run(self, backend, rotation, name):
        """One check `name` on a fresh gallery process: its first picture, a tap on "+1"
        (at the panel pixel showing the button's centre), then a clean exit on SIGTERM.
        Every step runs even if an earlier picture differed; the failures are joined."""
        gallery = None

        def body():
            nonlocal gallery
            plain, tapped, centre, _ = self.refs.get(rotation)
            gallery, frames = self.start_gallery(backend, rotation)
            problems, notes = [], [f"frame 0 {frames[0][1]} ms after main"]
            try:
                self.expect_screen(name + "-first", images.rotate_clockwise(plain, rotation))
            except CheckFailed as error:
                problems.append(f"first picture: {error}")
            try:
                latencies, point = self.tap_and_expect(gallery, name + "-tap", rotation, tapped, centre, plain.size)
                notes.append(f"tap at panel {point} (logical {centre}) shows the tapped reference; "
                             f"{self.describe_latencies(latencies)}")
            except CheckFailed as error:
                problems.append(f"tap: {error}")
            try:
                seconds = self.end_gallery(gallery, "SIGTERM")
                notes.append(f"exit 0 {seconds * 1000:.0f} ms after SIGTERM")
            except CheckFailed as error:
                problems.append(str(error))
            if problems:
                raise CheckFailed("; ".join(problems))
            return "; ".join(notes)

        try:
            self.check(name, body)
        finally:
            self.stop(gallery)

    def stop(self, gallery):
        """SIGKILL for a gallery a failed check left running, so the next one starts clean."""
        try:
            if gallery is not None and gallery.exit_status() is None:
                gallery.kill()
        except VMError:
            pass

    def report_drm_state(self):
        """INFO: the mode the CRTC runs and the framebuffers the gallery allocated (debugfs)."""
        state = self.vm.run("cat /sys/kernel/debug/dri/0/state")[1]
        buffers = self.vm.run("cat /sys/kernel/debug/dri/0/framebuffer")[1]
        mode = re.search(r'mode: "([^"]+)": (\d+) (\d+)', state)
        mine = [block for block in buffers.split("framebuffer[")[1:] if "allocated by = gallery" in block]
        formats = sorted({m.group(1) for b in mine for m in [re.search(r"format=(\S+)", b)] if m})
        pitches = sorted({m.group(1) for b in mine for m in [re.search(r"pitch\[0\]=(\d+)", b)] if m})
        self.report.info(f"drm while the gallery runs: mode {mode.group(1) if mode else '?'}@"
                         f"{mode.group(2) if mode else '?'} Hz (pixel clock {mode.group(3) if mode else '?'} kHz); "
                         f"{len(mine)} framebuffers allocated by the gallery, format {','.join(formats)}, "
                         f"pitch {','.join(pitches)}")

    def measure_idle(self, gallery):
        frames_before = len(gallery.frames())
        before = gallery.cpu_ticks()
        self.vm.run("sleep 10", timeout=30)
        after = gallery.cpu_ticks()
        frames_after = len(gallery.frames())
        hz = 100  # USER_HZ
        self.report.info(f"idle CPU over 10 s, no input: {after - before} ticks = "
                         f"{(after - before) / hz / 10 * 100:.1f}% of one core; frames presented meanwhile: "
                         f"{frames_after - frames_before}")

    # -- the run -------------------------------------------------------------------------------

    def run(self):
        self.vm = None
        drm_names = ("vm-boot", "udev-tablet", "tablet-events", "drm-0", "drm-0-tap", "drm-soak", "drm-0-keys",
                     "drm-inspector", "sigterm", "drm-dialog-touch", "drm-controls-touch", "drm-keyboard-touch", "drm-90",
                     "drm-270", "drm-images", "drm-screen-reader", "drm-keyboard-auto")
        if self.wanted(*drm_names):
            self.group("drm", [
                lambda s: self.check("vm-boot", lambda: self.check_boot(s)),
                lambda s: self.check("udev-tablet", self.check_udev),
                lambda s: self.check("tablet-events", self.check_tablet_events),
                lambda s: self.gallery_drm0(),
                lambda s: self.gallery_dialog_touch(),
                lambda s: self.gallery_controls_touch(),
                lambda s: self.gallery_keyboard_touch(),
                lambda s: self.gallery_run("drm", 90, "drm-90"),
                lambda s: self.gallery_run("drm", 270, "drm-270"),
                lambda s: self.gallery_images(),
                lambda s: self.gallery_screen_reader(),
                lambda s: self.gallery_keyboard_auto(),
            ])
        if self.wanted("fbdev-raw", "fbdev-0", "fbdev-90"):
            self.group("fbdev", [
                lambda s: self.check("fbdev-raw", self.check_fbdev_raw),
                lambda s: self.gallery_run("fbdev", 0, "fbdev-0"),
                lambda s: self.gallery_run("fbdev", 90, "fbdev-90"),
            ])
        failed = [name for name, ok in self.report.results if not ok]
        return 1 if failed or not self.report.results else 0

    def group(self, label, steps):
        try:
            try:
                seconds = self.boot(label)
            except VMError as error:
                self.report.failed(f"vm-boot ({label})", str(error))
                self.print_serial_tail()
                return
            for step in steps:
                step(seconds)
        finally:
            self.shutdown(label)


def main():
    # SIGTERM/SIGHUP (the entry script's trap, CI cancelling) unwind like Ctrl-C, so the
    # `finally` blocks stop QEMU.
    def interrupted(signum, frame):
        raise KeyboardInterrupt(f"signal {signum}")
    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGHUP, interrupted)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", required=True)
    parser.add_argument("--initrd", required=True)
    parser.add_argument("--gallery", required=True, help="the host's gallery binary (for the references)")
    parser.add_argument("--fontset", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--only", help="comma-separated check names")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    os.makedirs(args.work, exist_ok=True)
    rig = Rig(args)
    rig.vm = None
    try:
        return rig.run()
    except KeyboardInterrupt as reason:
        print(f"kiosk-vm: interrupted ({reason}); stopping QEMU", flush=True)
        return 130
    finally:
        if rig.vm:
            rig.vm.close()


if __name__ == "__main__":
    sys.exit(main())
