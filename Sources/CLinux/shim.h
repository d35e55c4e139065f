// CLinux: the kernel's device interfaces that kiosk presentation talks to directly
// (fbdev, the virtual console's display and keyboard modes, VT switching), for Swift.
// Header-only, and no library to link: the headers come with the C library's kernel
// headers (linux-libc-dev). Swift cannot call the variadic ioctl(2), and does not import
// the function-like _IOW macros, so both are spelled out here.
#pragma once
#include <signal.h>
#include <sys/ioctl.h>
#include <linux/fb.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include <linux/input.h>

/// ioctl(2) with a pointer argument (most requests).
static inline int tessera_ioctl_pointer(int descriptor, unsigned long request, void *argument) {
    return ioctl(descriptor, request, argument);
}

/// ioctl(2) with an integer argument (KDSETMODE, KDSKBMODE, VT_ACTIVATE, FBIOBLANK…).
static inline int tessera_ioctl_value(int descriptor, unsigned long request, unsigned long argument) {
    return ioctl(descriptor, request, argument);
}

/// FBIO_WAITFORVSYNC: waits for the next vertical blank of CRTC `*argument` (0).
static const unsigned long tessera_FBIO_WAITFORVSYNC = FBIO_WAITFORVSYNC;
/// VT_RELDISP's answer that the display is handed over (VT_ACKACQ acknowledges taking it).
static const unsigned long tessera_VT_ACKACQ = VT_ACKACQ;

/// SIGRTMIN: the C library's first real-time signal (a function call in glibc, which
/// keeps some for its threads), so Swift cannot import the macro.
static inline int tessera_sigrtmin(void) {
    return SIGRTMIN;
}
