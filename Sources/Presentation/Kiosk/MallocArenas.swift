import LibC

/// How many malloc arenas (glibc's per-thread heaps) a long-running process may have.
///
/// glibc gives a thread that allocates while every existing arena is attached to another
/// live thread an arena of its own, up to 8 per core, and an arena keeps the pages its
/// busiest moment touched (its top is trimmed only past the trim threshold). Tessera's
/// work moves between libdispatch's worker threads (the main queue under
/// `dispatchMain()`, asynchronous builds), whose number at a given moment depends on
/// timing; so a kiosk that had two workers alive for weeks makes a new arena the first
/// time a third one overlaps them, and keeps that pass's memory in it for good. The
/// kiosk VM's drm-soak saw exactly that: a third worker mid-soak and a new arena mapping
/// of 192 kB with it (+228 kB over 200 taps, limit 64). One arena makes the heap a
/// process keeps independent of which thread did the work.
public enum MallocArenas {
    /// Makes every thread allocate from glibc's main arena (`M_ARENA_MAX` 1, as
    /// `MALLOC_ARENA_MAX=1` in the environment does). Call it first thing in `main`,
    /// before any thread starts: glibc fixes the limit when a second arena is first
    /// wanted. Returns false where it cannot (not glibc, or `mallopt` refused).
    @discardableResult
    public static func useMainArenaOnly() -> Bool {
        // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let arenaMax: Int32 = -8  // M_ARENA_MAX
        return mallopt(arenaMax, 1) == 1
    }
}
