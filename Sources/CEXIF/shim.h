// CEXIF: libexif for Swift (see Package.swift for pkg-config and apt), and the one
// question Tessera asks it, written here because libexif's entry lookup is a macro
// (`exif_data_get_entry`) that Swift cannot call.
#pragma once
#include <stddef.h>  // NULL, which libexif's entry macro uses
#include <libexif/exif-data.h>
#include <libexif/exif-utils.h>

/// The EXIF orientation (1 to 8) of a JPEG file or of raw EXIF data, or 0 when there is
/// none or it is out of range. libexif finds the APP1 segment itself.
static inline int tessera_exif_orientation(const unsigned char *data, unsigned int size) {
    ExifData *exif = exif_data_new_from_data(data, size);
    if (!exif) return 0;
    int orientation = 0;
    ExifEntry *entry = exif_data_get_entry(exif, EXIF_TAG_ORIENTATION);
    if (entry && entry->format == EXIF_FORMAT_SHORT && entry->components >= 1 && entry->size >= 2 && entry->data) {
        int value = exif_get_short(entry->data, exif_data_get_byte_order(exif));
        if (value >= 1 && value <= 8) orientation = value;
    }
    exif_data_unref(exif);
    return orientation;
}
