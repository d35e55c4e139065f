// CDBus: libdbus-1's C API for Swift (see Package.swift for pkg-config and apt): the
// session bus, for the XDG Desktop Portal's settings (the desktop's light or dark
// preference), and the accessibility bus, for AT-SPI (screen readers), so no D-Bus wire
// protocol is written by hand.
#pragma once
#include <dbus/dbus.h>

// libdbus's type codes are macros with casts (`((int) 's')`), which Swift cannot import:
// the same values as constants it can.
static const int CDBusTypeInvalid = DBUS_TYPE_INVALID;
static const int CDBusTypeString = DBUS_TYPE_STRING;
static const int CDBusTypeUInt32 = DBUS_TYPE_UINT32;
static const int CDBusTypeVariant = DBUS_TYPE_VARIANT;
static const int CDBusTypeBoolean = DBUS_TYPE_BOOLEAN;
static const int CDBusTypeInt16 = DBUS_TYPE_INT16;
static const int CDBusTypeInt32 = DBUS_TYPE_INT32;
static const int CDBusTypeDouble = DBUS_TYPE_DOUBLE;
static const int CDBusTypeObjectPath = DBUS_TYPE_OBJECT_PATH;
static const int CDBusTypeArray = DBUS_TYPE_ARRAY;
static const int CDBusTypeStruct = DBUS_TYPE_STRUCT;
static const int CDBusTypeDictEntry = DBUS_TYPE_DICT_ENTRY;
static const int CDBusMessageTypeMethodCall = DBUS_MESSAGE_TYPE_METHOD_CALL;
static const int CDBusMessageTypeSignal = DBUS_MESSAGE_TYPE_SIGNAL;
