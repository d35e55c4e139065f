"""The kiosk VM, driven from outside (stdlib only).

`VM` starts Debian's kernel under QEMU's software emulation (2 cores, no KVM unless
KIOSK_VM_ACCEL says so) with the initramfs make-initramfs.sh built, and gives the checks:
  - `run(cmd)`: a command in the VM's root shell on the serial port, with its output and
    exit status (marker protocol: `cmd` and `echo __DONE_<n>__$?` on the next line);
  - `screendump(path)`: the display's pixels as a PNG, through QMP;
  - `tap(px, py, panel_w, panel_h)`: a press and release of the virtio tablet at a panel
    pixel, through QMP's input-send-event.
Both sockets are listened on by this process *before* QEMU starts and QEMU connects to
them as a client, so no early boot output is lost and no connect-retry loop is needed.
Every byte from the serial port goes to `serial.log` in the work folder; on failure the
caller prints `serial_tail()`.

Display: `-vga std` is bochs-drm in the guest. `-global VGA.xres/yres` set the mode the EDID
(and so the DRM connector) reports as preferred: 800x600@75 here, first of 24 modes (without
them QEMU 7.2's EDID prefers 1280x800). A small mode keeps screendumps and comparisons fast.
vgamem_mb=64 (default 16) is VRAM for the fbdev emulation's buffer plus three XRGB8888
buffers even at 1920x1200 (9.2 MB each); bochs-drm keeps scanout buffers in VRAM.
"""

import json
import os
import re
import socket
import subprocess
import threading
import time


class VMError(Exception):
    pass


# QEMU's absolute axes run 0..0x7fff (INPUT_EVENT_ABS_MAX); the virtio tablet reports that
# range to evdev unchanged, and libinput maps a value v to (v - min) * size / (max - min + 1).
ABS_MAX = 0x7FFF


def abs_value(pixel, size):
    """The tablet value that libinput turns into the centre of `pixel` on a `size`-pixel axis."""
    return max(0, min(ABS_MAX, int((pixel + 0.5) * (ABS_MAX + 1) / size)))


class VM:
    def __init__(self, kernel, initrd, workdir, xres=800, yres=600, memory_mb=1024, cpus=2,
                 append="", log=print):
        self.kernel, self.initrd, self.workdir = kernel, initrd, workdir
        self.xres, self.yres, self.memory_mb, self.cpus = xres, yres, memory_mb, cpus
        self.append = append
        self.log = log
        self.proc = None
        self.serial = None
        self.qmp = None
        self.buffer = b""
        self.cond = threading.Condition()
        self.reader = None
        self.closed = False
        self.counter = 0
        self.qmp_lock = threading.Lock()
        self.qmp_buffer = b""
        os.makedirs(workdir, exist_ok=True)
        self.serial_log_path = os.path.join(workdir, "serial.log")
        self.created = time.monotonic()
        self.trace_log = open(os.path.join(workdir, "driver.log"), "w")

    # -- life cycle ---------------------------------------------------------------------

    def start(self, boot_timeout=90):
        """Boots and waits for /init's `__BOOTED__` line and a working shell. Returns the
        seconds from QEMU's start to the shell's first answer."""
        serial_path = os.path.join(self.workdir, "serial.sock")
        qmp_path = os.path.join(self.workdir, "qmp.sock")
        listeners = []
        for path in (serial_path, qmp_path):
            if os.path.exists(path):
                os.unlink(path)
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.bind(path)
            s.listen(1)
            s.settimeout(20)
            listeners.append(s)
        accel = os.environ.get("KIOSK_VM_ACCEL", "tcg")
        append = "console=ttyS0 quiet panic=1 " + self.append
        args = [
            "qemu-system-x86_64", "-nodefaults", "-no-reboot", "-display", "none",
            "-accel", accel, "-smp", str(self.cpus), "-m", str(self.memory_mb),
            "-kernel", self.kernel, "-initrd", self.initrd, "-append", append.strip(),
            "-vga", "std", "-global", "VGA.vgamem_mb=64",
            "-global", f"VGA.xres={self.xres}", "-global", f"VGA.yres={self.yres}",
            "-device", "virtio-tablet-pci",
            # A keyboard, for the keyboard navigation check (drm-0-keys); unplugged by
            # drm-keyboard-auto (`unplug_keyboard`).
            "-device", "virtio-keyboard-pci,id=keyboard",
            # kiosk-vm.sh's exit trap kills whatever QEMU these files name.
            "-pidfile", os.path.join(self.workdir, "qemu.pid"),
            "-chardev", f"socket,id=ser0,path={serial_path}", "-serial", "chardev:ser0",
            "-chardev", f"socket,id=qmp0,path={qmp_path}", "-mon", "chardev=qmp0,mode=control",
        ]
        self.qemu_log = open(os.path.join(self.workdir, "qemu.log"), "wb")
        self.serial_log = open(self.serial_log_path, "wb")
        started = time.monotonic()
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=self.qemu_log,
                                     stderr=subprocess.STDOUT, start_new_session=True)
        try:
            self.serial, _ = listeners[0].accept()
            self.qmp, _ = listeners[1].accept()
        except socket.timeout:
            raise VMError("QEMU did not connect to the serial/QMP sockets within 20 s: "
                          + self._qemu_log_text())
        finally:
            for s in listeners:
                s.close()
        self.reader = threading.Thread(target=self._read_serial, daemon=True)
        self.reader.start()
        self.qmp.settimeout(30)
        greeting = self._qmp_read()
        if "QMP" not in greeting:
            raise VMError(f"unexpected QMP greeting {greeting}")
        self.qmp_command("qmp_capabilities")
        self.wait_serial(re.compile(rb"__BOOTED__"), boot_timeout, "boot (/init's __BOOTED__ line)")
        # No echo of what is typed, no job control (no "[1]+ Done" lines in command output).
        self.run("stty -echo; set +m", timeout=30)
        return time.monotonic() - started

    def close(self):
        """Stops QEMU (quit through QMP, then SIGKILL after 5 s)."""
        if self.closed:
            return
        self.closed = True
        if self.proc and self.proc.poll() is None:
            try:
                self.qmp_command("quit", timeout=5)
            except Exception:
                pass
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        for s in (self.serial, self.qmp):
            try:
                s and s.close()
            except OSError:
                pass
        for f in ("serial_log", "qemu_log", "trace_log"):
            if hasattr(self, f):
                getattr(self, f).close()

    def _qemu_log_text(self):
        self.qemu_log.flush()
        time.sleep(0.2)  # QEMU's last words
        try:
            with open(os.path.join(self.workdir, "qemu.log"), "rb") as f:
                return f.read().decode(errors="replace")[-2000:]
        except OSError:
            return ""

    # -- serial shell ---------------------------------------------------------------------

    def _read_serial(self):
        while True:
            try:
                data = self.serial.recv(65536)
            except OSError:
                data = b""
            with self.cond:
                if not data:
                    self.closed_serial = True
                    self.cond.notify_all()
                    return
                self.buffer += data
                if b"init: the serial shell ended" in data:
                    self._trace("! the serial shell ended")
                self.serial_log.write(data)
                self.serial_log.flush()
                self.cond.notify_all()

    def wait_serial(self, pattern, timeout, what, start=0):
        """Waits until `pattern` (bytes regex) matches the serial output after offset
        `start`; returns the match. Raises VMError naming `what` on timeout or QEMU's exit."""
        deadline = time.monotonic() + timeout
        with self.cond:
            while True:
                m = pattern.search(self.buffer, start)
                if m:
                    return m
                if self.proc.poll() is not None:
                    raise VMError(f"QEMU exited ({self.proc.returncode}) while waiting for {what}")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise VMError(f"timed out after {timeout} s waiting for {what}")
                self.cond.wait(min(left, 0.5))

    def run(self, cmd, timeout=20, check=False):
        """Runs `cmd` in the VM's shell; returns (status, output with \\r removed)."""
        self.counter += 1
        marker = f"__DONE_{self.counter}__"
        with self.cond:
            start = len(self.buffer)
        # The echoed command (before `stty -echo`) holds `$?`, never digits: it cannot match.
        # On a line of its own, so that `cmd` may end in `&`.
        self._trace(f"> {cmd}")
        self.serial.sendall(f"{cmd}\necho {marker}$?\n".encode())
        # /init says so when the shell ends; a command typed meanwhile is lost in part.
        m = self.wait_serial(re.compile(marker.encode() + rb"(\d+)\r?\n|init: the serial shell ended[^\n]*"),
                             timeout, f"`{cmd}` to finish", start)
        if m.group(1) is None:
            raise VMError(f"the serial shell ended during `{cmd}` ({m.group(0).decode(errors='replace').strip()})")
        output = self.buffer[start:m.start()].decode(errors="replace").replace("\r", "")
        status = int(m.group(1))
        self._trace(f"< {marker}{status}")
        if check and status != 0:
            raise VMError(f"`{cmd}` exited with {status}: {output.strip()[-500:]}")
        return status, output

    def _trace(self, text):
        """driver.log: what was sent when, and when each answer came (uptime of the driver)."""
        self.trace_log.write(f"{time.monotonic() - self.created:9.3f} {text}\n")
        self.trace_log.flush()

    def out(self, cmd, timeout=20):
        """The output of a command that must succeed."""
        return self.run(cmd, timeout, check=True)[1]

    def serial_tail(self, lines=40):
        with self.cond:
            text = self.buffer.decode(errors="replace").replace("\r", "")
        return "\n".join(text.splitlines()[-lines:])

    # -- QMP ------------------------------------------------------------------------------

    def _qmp_read(self):
        """One JSON message from QMP (events included)."""
        while b"\n" not in self.qmp_buffer:
            try:
                data = self.qmp.recv(65536)
            except OSError as error:
                data = b""
                if not isinstance(error, ConnectionResetError):
                    raise VMError(f"QMP: {error}") from error
            if not data:
                try:
                    self.proc.wait(2)
                except subprocess.TimeoutExpired:
                    pass
                if self.proc.poll() is not None:
                    raise VMError(f"QEMU exited with status {self.proc.returncode}: {self._qemu_log_text().strip()}")
                raise VMError("QMP connection closed")
            self.qmp_buffer += data
        line, self.qmp_buffer = self.qmp_buffer.split(b"\n", 1)
        return json.loads(line)

    def qmp_command(self, name, arguments=None, timeout=30):
        with self.qmp_lock:
            self.qmp.settimeout(timeout)
            if name != "qmp_capabilities":
                self._trace(f"QMP {name} {json.dumps(arguments) if arguments else ''}")
            message = {"execute": name}
            if arguments is not None:
                message["arguments"] = arguments
            self.qmp.sendall(json.dumps(message).encode() + b"\n")
            while True:
                reply = self._qmp_read()
                if "event" in reply:
                    continue
                if "error" in reply:
                    raise VMError(f"QMP {name}: {reply['error'].get('desc', reply['error'])}")
                return reply.get("return")

    def screendump(self, path):
        """The display's current pixels as a PNG at `path` (absolute)."""
        path = os.path.abspath(path)
        if os.path.exists(path):
            os.unlink(path)
        self.qmp_command("screendump", {"filename": path, "format": "png"})
        return path

    def pointer_at(self, px, py, panel_w, panel_h):
        self.qmp_command("input-send-event", {"events": [
            {"type": "abs", "data": {"axis": "x", "value": abs_value(px, panel_w)}},
            {"type": "abs", "data": {"axis": "y", "value": abs_value(py, panel_h)}},
        ]})

    def button(self, down):
        self.qmp_command("input-send-event", {"events": [
            {"type": "btn", "data": {"down": down, "button": "left"}}]})

    def key(self, qcode, down):
        """A key of the VM's virtio keyboard (QEMU's qcode: "tab", "ret", "shift"...) goes
        down or up: an evdev key event in the guest."""
        self.qmp_command("input-send-event", {"events": [
            {"type": "key", "data": {"down": down, "key": {"type": "qcode", "data": qcode}}}]})

    def unplug_keyboard(self):
        """Takes the virtio keyboard out (PCI hot unplug: the guest's ACPI hotplug driver
        ejects it and its evdev node goes)."""
        self.qmp_command("device_del", {"id": "keyboard"})

    def press(self, qcode, hold=0.03):
        """A key pressed and released `hold` seconds later."""
        self.key(qcode, True)
        time.sleep(hold)
        self.key(qcode, False)

    def tap(self, px, py, panel_w, panel_h, hold=0.03):
        """Moves the tablet to panel pixel (px, py), presses and, `hold` seconds later,
        releases the left button (each its own evdev frame). Returns the monotonic time of
        the release, when a button's action fires."""
        self.pointer_at(px, py, panel_w, panel_h)
        self.button(True)
        time.sleep(hold)
        self.button(False)
        return time.monotonic()
