import CThai
import Locking

/// Where a Thai word too wide for its line may be cut before cutting inside a word:
/// between the words it is made of, as libthai (and so Pango) breaks it.
///
/// ICU's Thai dictionary holds compounds whole (กรุงเทพมหานคร, ประเทศไทย), so its break
/// iterator gives no opportunity inside them, and ICU has no call that looks a word up
/// or names a compound's parts. libthai's dictionary is segmented finer (กรุงเทพ|มหา|นคร,
/// ประเทศ|ไทย): asked about the compound alone, it answers its parts. Only a word that no
/// break opportunity lets fit on its line is asked, so lines otherwise break as ICU says.
enum ThaiWordParts {
    /// libthai's breaker with its default dictionary, made on first use. `th_brk_wc_find_breaks`
    /// keeps scratch state in the object, so calls take the lock.
    private static let breaker = Lock<OpaquePointer?>(th_brk_new(nil))

    /// The UTF-16 offsets, strictly inside `range` of `units`, between the Thai words its
    /// text is made of; none when the text is not Thai or libthai cannot be used.
    static func boundaries(in units: UnsafeBufferPointer<UInt16>, range: Range<Int>) -> [Int] {
        // Thai block letters only: libthai knows no other script (and the range is one word).
        guard range.count > 1, units[range].contains(where: { (0x0E01...0x0E5B).contains($0) }) else { return [] }
        // UTF-16 to UCS-4, with each scalar's UTF-16 offset.
        var scalars: [thwchar_t] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(range.count + 1)
        offsets.reserveCapacity(range.count + 1)
        var offset = range.lowerBound
        for scalar in String(decoding: units[range], as: UTF16.self).unicodeScalars {
            scalars.append(thwchar_t(scalar.value))
            offsets.append(offset)
            offset += scalar.utf16.count
        }
        scalars.append(0)
        var positions = [Int32](repeating: 0, count: scalars.count)
        let found = breaker.withLock { breaker -> Int in
            guard let breaker else { return 0 }
            return Int(th_brk_wc_find_breaks(breaker, scalars, &positions, positions.count))
        }
        return positions.prefix(max(0, found)).compactMap { position in
            let index = Int(position)
            return index > 0 && index < offsets.count ? offsets[index] : nil
        }
    }
}
