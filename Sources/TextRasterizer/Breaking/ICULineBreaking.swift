import CICU
import Locking

/// UAX #14 line breaking by ICU's break iterator: the current Unicode version's rules,
/// dictionaries for the scripts written without spaces (Thai, Lao, Khmer, Myanmar; and
/// Chinese and Japanese words are kept whole under `loose`), and CSS strictness through
/// the locale's `@lb=` keyword. What `LineBreaker` runs on text the ASCII fast path does
/// not handle.
///
/// ICU tailors two rules beyond UAX #14, and `LB25` below undoes them so the breaks are
/// the standard's (LineBreakTest.txt passes in full): it keeps an infix separator before
/// a digit even when no number came before (`a.2`, `,0`: UAX #14's LB25 joins them only
/// inside a number), and it keeps a hyphen at the start of a text or after a space with
/// what follows (`-#`).
///
/// Iterators are expensive to open (ICU reads its rule data), so one per locale is opened
/// once and each call takes a clone from a small pool.
struct ICULineBreaking: Sendable {
    let locale: String

    init(language: String, strictness: LineBreakStrictness) {
        let keyword = strictness == .anywhere ? "normal" : strictness.rawValue
        locale = "\(String(language.map { $0 == "-" ? "_" : $0 }))@lb=\(keyword)"
    }

    /// Writes the codes for `utf8` (non-empty) into `codes`.
    func findBreaks(_ utf8: UnsafeBufferPointer<UInt8>, codes: UnsafeMutableBufferPointer<CChar>) {
        for index in codes.indices { codes[index] = BreakCode.prohibited }
        let iterator = ICUIteratorPool.shared.take(locale: locale)
        defer { ICUIteratorPool.shared.give(iterator, locale: locale) }
        let status = utf8.withMemoryRebound(to: CChar.self) { bytes in
            tessera_line_breaker_set_text(iterator.breaker, bytes.baseAddress, Int64(bytes.count))
        }
        guard status == 0 else { return }
        var hard: Int32 = 0
        while true {
            let boundary = Int(tessera_line_breaker_next(iterator.breaker, &hard))
            guard boundary > 0, boundary <= codes.count else { break }
            codes[boundary - 1] = hard != 0 ? BreakCode.mandatory : BreakCode.allowed
        }
        codes[codes.count - 1] = BreakCode.mandatory // LB3: the end of the text
        LB25.undoICUTailorings(utf8, codes: codes)
    }
}

/// An ICU line break iterator (`TesseraLineBreaker`: the iterator and the text it was
/// last given, reused, so a call opens nothing).
final class ICUIterator: @unchecked Sendable {
    let breaker: OpaquePointer

    init(breaker: OpaquePointer) {
        self.breaker = breaker
    }

    deinit {
        tessera_line_breaker_close(breaker)
    }
}

/// Open iterators by locale: the first of a locale is opened from ICU's data, the others
/// cloned from it; a call takes one and gives it back. At most `perLocale` wait per locale.
final class ICUIteratorPool: Sendable {
    static let shared = ICUIteratorPool()
    private static let perLocale = 8
    private let state = Lock<[String: (prototype: ICUIterator, idle: [ICUIterator])]>([:])

    func take(locale: String) -> ICUIterator {
        let found: ICUIterator? = state.withLock { pools -> ICUIterator? in
            guard var pool = pools[locale] else { return nil }
            if let idle = pool.idle.popLast() {
                pools[locale] = pool
                return idle
            }
            return Self.clone(pool.prototype)
        }
        if let found { return found }
        guard let opened = tessera_line_breaker_open(locale) else {
            preconditionFailure("ICU cannot open a line break iterator for \(locale) (is libicu's data installed?)")
        }
        // The prototype is only ever cloned (under the lock), never used for text.
        let prototype = ICUIterator(breaker: opened)
        let clone = state.withLock { pools -> ICUIterator in
            if pools[locale] == nil { pools[locale] = (prototype, []) }
            return Self.clone(pools[locale]!.prototype)
        }
        return clone
    }

    private static func clone(_ prototype: ICUIterator) -> ICUIterator {
        guard let clone = tessera_line_breaker_clone(prototype.breaker) else {
            preconditionFailure("ICU cannot clone a line break iterator")
        }
        return ICUIterator(breaker: clone)
    }

    func give(_ iterator: ICUIterator, locale: String) {
        state.withLock { pools in
            guard var pool = pools[locale], iterator !== pool.prototype, pool.idle.count < Self.perLocale else { return }
            pool.idle.append(iterator)
            pools[locale] = pool
        }
    }
}
