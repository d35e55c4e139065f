# Reads AddressSanitizer/LeakSanitizer log files (ASAN_OPTIONS=log_path=..., one file per
# process) and prints every finding that counts, then a last line "asan: N finding(s)".
#
# What counts: every AddressSanitizer error (heap overflow, use after free, ...), and every
# leak record ("Direct leak of ..." / "Indirect leak of ...") except those whose
# allocation stack is Swift's weak-reference side table (formWeakReference).
#
# Why side tables are dropped here and not suppressed in lsan.supp: an object that ever had
# a weak reference keeps its side table's address in its header as (address >> 3) with the
# two top bits set (stdlib/public/SwiftShims/RefCount.h, RefCountBitsT(HeapObjectSideTableEntry*)),
# which LeakSanitizer cannot read as a pointer. So when such an object is alive at exit and
# no weak reference to it is left, its 32-byte side table looks leaked although the live
# object owns it. A suppression would be wrong: LeakSanitizer treats suppressed blocks as
# roots, and a side table points at its object, so a real leak (say an Element <-> LayoutBox
# cycle whose box once had a weak reference) would be hidden with it (checked: a leaked
# two-object cycle is reported without the suppression and not at all with it). Dropping
# only the side table's own record keeps the object's record: a leaked object is always
# reported through its own allocation (swift_allocObject), and that record counts.
#
# Also dropped: records whose allocating frame (#1, the caller of malloc) lies in
# "<unknown module>", a library unloaded before exit. SDL_Quit unloads the X11, XKB and GL
# libraries SDL opened with dlopen, and what they allocated (Xlib's per-display data) can
# no longer be named or suppressed by module. Tessera's code is linked into the program and
# never unloaded, so such a frame is never ours.
function flush() {
    if (record != "" && !sideTable && !unloaded) { findings++; print record }
    record = ""; sideTable = 0; unloaded = 0; inRecord = 0
}
FNR == 1 { flush(); file = FILENAME }
/ERROR: AddressSanitizer/ {
    flush(); findings++
    print FILENAME ": " $0
    next
}
/^(Direct|Indirect) leak of / {
    flush(); inRecord = 1
    record = FILENAME ": " $0
    next
}
inRecord && /^$/ { flush(); next }
inRecord {
    if ($0 ~ /formWeakReference/) sideTable = 1
    if ($0 ~ /^ *#1 / && $0 ~ /<unknown module>/) unloaded = 1
    # Keep the frames that name code (ours first): enough to find the leak.
    if (record_lines(record) < 12) record = record "\n" $0
    next
}
END { flush(); print "asan: " findings + 0 " finding(s)" }
function record_lines(text,   n, parts) { n = split(text, parts, "\n"); return n }
