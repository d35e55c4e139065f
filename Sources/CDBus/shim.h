// CDBus: libdbus-1's C API for Swift (see Package.swift for pkg-config and apt): the
// session bus, for the XDG Desktop Portal's settings (the desktop's light or dark
// preference), so no D-Bus wire protocol is written by hand.
#pragma once
#include <dbus/dbus.h>

// libdbus's type codes are macros with casts (`((int) 's')`), which Swift cannot import:
// the same values as constants it can.
static const int CDBusTypeInvalid = DBUS_TYPE_INVALID;
static const int CDBusTypeString = DBUS_TYPE_STRING;
static const int CDBusTypeUInt32 = DBUS_TYPE_UINT32;
static const int CDBusTypeVariant = DBUS_TYPE_VARIANT;
