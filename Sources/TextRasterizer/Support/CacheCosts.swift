import Caching
// What text values cost in the byte-bounded caches (`ByteBoundedLRU`): the bytes of
// their arrays' elements plus a fixed overhead per object and array header. Estimates,
// but proportional to what the entries really hold, which is what keeps a cache's
// memory bounded whatever text comes through it.

extension AttributedText {
    /// The string's bytes and the runs' attributes.
    package var byteCost: Int {
        string.utf8.count + runs.count * (MemoryLayout<Run>.stride + 32) + 64
    }
}

extension ShapedRun {
    /// The glyph arrays of the run.
    var byteCost: Int {
        storageBytes(of: glyphs) + storageBytes(of: clusters) + storageBytes(of: advances)
            + storageBytes(of: offsetsX) + storageBytes(of: offsetsY) + storageBytes(of: unsafeToBreak) + 6 * 32
            + MemoryLayout<Self>.stride
    }
}

extension ShapedParagraph {
    /// The text, the per-unit flags, the font runs and every shaped run.
    var byteCost: Int {
        storageBytes(of: units) + storageBytes(of: breaks) + storageBytes(of: isSpace) + storageBytes(of: isHidden)
            + storageBytes(of: isNoBreakSpace) + storageBytes(of: graphemeStarts)
            + storageBytes(of: fontRuns) + runs.reduce(0) { $0 + $1.shaped.byteCost + MemoryLayout<LogicalRun>.stride }
            + 8 * 32
    }
}
