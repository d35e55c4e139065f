import CICU
import Locking

/// The words of a paragraph: UAX #29 word boundaries from ICU (its dictionaries segment
/// Thai, Lao, Khmer, Myanmar, Chinese and Japanese, which write no spaces), each segment
/// marked as a word (letters, numbers, kana, ideographs) or not (spaces, punctuation).
/// Text editing moves by these words, and the AT-SPI bridge reads by them.
package struct WordBoundaries {
    /// The segments in order, as UTF-8 offsets into the paragraph.
    package private(set) var segments: [(range: Range<Int>, isWord: Bool)] = []

    package init(_ paragraph: Substring) {
        guard !paragraph.isEmpty else { return }
        var utf8 = Array(paragraph.utf8)
        let iterator = WordIteratorPool.shared.take()
        defer { WordIteratorPool.shared.give(iterator) }
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                guard tessera_word_breaker_set_text(iterator.breaker, text.baseAddress, Int64(text.count)) == 0 else {
                    // ICU refused the text (it cannot run out of memory here in practice):
                    // the paragraph is one word, so word commands still move.
                    segments = [(0..<text.count, true)]
                    return
                }
                var start = 0, isWord: Int32 = 0
                while case let end = Int(tessera_word_breaker_next(iterator.breaker, &isWord)), end >= 0 {
                    if end > start { segments.append((start..<end, isWord != 0)) }
                    start = end
                }
            }
        }
    }

    /// The end of the first word that ends after `offset` (the paragraph's end if none).
    package func wordEnd(after offset: Int) -> Int? {
        segments.first { $0.isWord && $0.range.upperBound > offset }?.range.upperBound
    }

    /// The start of the last word that starts before `offset`.
    package func wordStart(before offset: Int) -> Int? {
        segments.last { $0.isWord && $0.range.lowerBound < offset }?.range.lowerBound
    }

    /// The segment holding `offset` (a word, or the spaces or punctuation there), the one
    /// before it at the paragraph's end.
    package func segment(at offset: Int) -> Range<Int>? {
        segments.first { $0.range.contains(offset) }?.range ?? segments.last?.range
    }
}

/// An ICU word break iterator (`TesseraWordBreaker`), closed with its object.
final class WordIterator: @unchecked Sendable {
    let breaker: OpaquePointer

    init(breaker: OpaquePointer) {
        self.breaker = breaker
    }

    deinit {
        tessera_word_breaker_close(breaker)
    }
}

/// Idle word iterators (at most `limit`): a call takes one, or opens one, and gives it back.
final class WordIteratorPool: Sendable {
    static let shared = WordIteratorPool()
    private static let limit = 4
    private let idle = Lock<[WordIterator]>([])

    func take() -> WordIterator {
        if let iterator = idle.withLock({ $0.popLast() }) { return iterator }
        guard let opened = tessera_word_breaker_open("") else {
            preconditionFailure("ICU cannot open a word break iterator (is libicu's data installed?)")
        }
        return WordIterator(breaker: opened)
    }

    func give(_ iterator: WordIterator) {
        idle.withLock { idle in
            if idle.count < Self.limit { idle.append(iterator) }
        }
    }
}
