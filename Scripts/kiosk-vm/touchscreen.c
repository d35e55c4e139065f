/*
 * touchscreen: a multitouch touchscreen for the kiosk VM, made with uinput in the guest.
 *
 * QEMU 7.2 (Debian 12) has no touch device (virtio-multitouch came in QEMU 8), and a
 * tablet is an absolute pointer, not a touchscreen: libinput reports it as pointer
 * events. This program gives the guest kernel a real direct-touch device (type B
 * multitouch slots, INPUT_PROP_DIRECT), which udev tags ID_INPUT_TOUCHSCREEN and
 * libinput reports as touch events, so the gallery's touch path runs as on a board's
 * panel, through the kernel's evdev and udev's hotplug.
 *
 *   touchscreen WIDTH HEIGHT FIFO
 *
 * Creates the device (positions 0..WIDTH-1 by 0..HEIGHT-1: one unit per panel pixel, so
 * libinput's transformed coordinates are pixels), makes FIFO, prints "ready", and reads
 * lines from FIFO, one event frame each:
 *   down SLOT X Y    a finger touches in SLOT (0-9) at X,Y
 *   move SLOT X Y    it moves
 *   up SLOT          it lifts
 * Runs until killed; the kernel removes the device when it ends. Written by hand: busybox
 * has no uinput applet, and the guest has nothing else that makes input devices.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#define SLOTS 10

static int fd;

static void die(const char *what) {
    fprintf(stderr, "touchscreen: %s: %s\n", what, strerror(errno));
    exit(1);
}

static void emit(int type, int code, int value) {
    struct input_event event;
    memset(&event, 0, sizeof event);
    event.type = type;
    event.code = code;
    event.value = value;
    if (write(fd, &event, sizeof event) != sizeof event) die("write");
}

static void axis(int code, int maximum) {
    struct uinput_abs_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.code = code;
    setup.absinfo.maximum = maximum;
    /* 4 units a millimetre: an 800-pixel panel is 200 mm wide, as a 10" screen. */
    setup.absinfo.resolution = code == ABS_MT_SLOT || code == ABS_MT_TRACKING_ID ? 0 : 4;
    if (ioctl(fd, UI_ABS_SETUP, &setup) < 0) die("UI_ABS_SETUP");
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: touchscreen WIDTH HEIGHT FIFO\n");
        return 2;
    }
    int width = atoi(argv[1]), height = atoi(argv[2]);
    if (width < 2 || height < 2) {
        fprintf(stderr, "touchscreen: WIDTH and HEIGHT must be at least 2\n");
        return 2;
    }
    fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
    if (fd < 0) die("/dev/uinput");
    if (ioctl(fd, UI_SET_EVBIT, EV_KEY) < 0 || ioctl(fd, UI_SET_KEYBIT, BTN_TOUCH) < 0 ||
        ioctl(fd, UI_SET_EVBIT, EV_ABS) < 0 || ioctl(fd, UI_SET_PROPBIT, INPUT_PROP_DIRECT) < 0)
        die("UI_SET_*BIT");
    int codes[] = {ABS_X, ABS_Y, ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_MT_POSITION_X, ABS_MT_POSITION_Y};
    int maxima[] = {width - 1, height - 1, SLOTS - 1, 65535, width - 1, height - 1};
    for (int i = 0; i < 6; i++) {
        if (ioctl(fd, UI_SET_ABSBIT, codes[i]) < 0) die("UI_SET_ABSBIT");
        axis(codes[i], maxima[i]);
    }
    struct uinput_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.id.bustype = BUS_VIRTUAL;
    setup.id.vendor = 0x7e55;
    setup.id.product = 0x0001;
    snprintf(setup.name, sizeof setup.name, "Tessera VM touchscreen");
    if (ioctl(fd, UI_DEV_SETUP, &setup) < 0) die("UI_DEV_SETUP");
    if (ioctl(fd, UI_DEV_CREATE) < 0) die("UI_DEV_CREATE");
    if (mkfifo(argv[3], 0600) < 0 && errno != EEXIST) die(argv[3]);
    printf("ready\n");
    fflush(stdout);

    int down[SLOTS] = {0}, fingers = 0, tracking = 0;
    char line[128];
    for (;;) {
        /* Each writer (`echo ... >FIFO`) opens and closes it: read until it closes, reopen. */
        FILE *commands = fopen(argv[3], "r");
        if (!commands) die(argv[3]);
        while (fgets(line, sizeof line, commands)) {
            char verb[8];
            int slot = -1, x = 0, y = 0;
            int fields = sscanf(line, "%7s %d %d %d", verb, &slot, &x, &y);
            if (fields < 2 || slot < 0 || slot >= SLOTS) {
                fprintf(stderr, "touchscreen: cannot read %s", line);
                continue;
            }
            x = x < 0 ? 0 : x >= width ? width - 1 : x;
            y = y < 0 ? 0 : y >= height ? height - 1 : y;
            emit(EV_ABS, ABS_MT_SLOT, slot);
            if (strcmp(verb, "down") == 0 && fields == 4 && !down[slot]) {
                down[slot] = 1;
                emit(EV_ABS, ABS_MT_TRACKING_ID, tracking++ & 0xffff);
                emit(EV_ABS, ABS_MT_POSITION_X, x);
                emit(EV_ABS, ABS_MT_POSITION_Y, y);
                if (fingers++ == 0) emit(EV_KEY, BTN_TOUCH, 1);
                if (slot == 0) {  /* the single-touch axes follow the first slot */
                    emit(EV_ABS, ABS_X, x);
                    emit(EV_ABS, ABS_Y, y);
                }
            } else if (strcmp(verb, "move") == 0 && fields == 4 && down[slot]) {
                emit(EV_ABS, ABS_MT_POSITION_X, x);
                emit(EV_ABS, ABS_MT_POSITION_Y, y);
                if (slot == 0) {
                    emit(EV_ABS, ABS_X, x);
                    emit(EV_ABS, ABS_Y, y);
                }
            } else if (strcmp(verb, "up") == 0 && down[slot]) {
                down[slot] = 0;
                emit(EV_ABS, ABS_MT_TRACKING_ID, -1);
                if (--fingers == 0) emit(EV_KEY, BTN_TOUCH, 0);
            } else {
                fprintf(stderr, "touchscreen: ignored %s", line);
                continue;
            }
            emit(EV_SYN, SYN_REPORT, 0);
        }
        fclose(commands);
    }
}
