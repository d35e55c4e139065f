import Components
import TextRasterizer

/// What a field shows of its text: the text, or a bullet per character in a secure field,
/// with an input method's composition at the caret (underlined); and the map between
/// the editing model's offsets (UTF-8, `EditableText`) and the shown text's (UTF-16, as
/// `TextLayout` and `TextMarks` count).
struct FieldDisplay: Equatable {
    let text: String
    let isSecure: Bool
    /// The composition and where it is inserted (a UTF-8 offset of `text`).
    let composition: TextComposition?
    let compositionAt: Int
    /// What is shown.
    let shown: String

    static let bullet: Character = "\u{2022}"

    init(text: String, isSecure: Bool, composition: TextComposition?, at offset: Int) {
        self.text = text
        self.isSecure = isSecure
        self.composition = composition?.text.isEmpty == false ? composition : nil
        compositionAt = offset
        let base = isSecure ? String(repeating: Self.bullet, count: text.count) : text
        if let composition = self.composition {
            let split = Self.shownIndex(of: offset, in: text, shown: base, isSecure: isSecure)
            shown = String(base[..<split]) + composition.text + String(base[split...])
        } else {
            shown = base
        }
    }

    /// What the paragraph `range` (UTF-8 offsets) of `text` shows: the composition is
    /// shown in it when the caret (`caret`, an offset of `text`) is in it or at its end.
    init(paragraph range: Range<Int>, of text: String, isSecure: Bool, caret: Int, composition: TextComposition?) {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        let composes = range.contains(caret) || range.upperBound == caret
        self.init(text: String(text[lower..<upper]), isSecure: isSecure, composition: composes ? composition : nil,
                  at: caret - range.lowerBound)
    }

    /// `shown` in `attributes`, the composition underlined.
    func attributed(_ attributes: TextAttributes) -> AttributedText {
        guard let composition else { return AttributedText(shown, attributes: attributes) }
        var underlined = attributes
        underlined.underline = true
        let start = shownOffset(of: compositionAt)
        let utf16 = shown.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: start)
        let upper = utf16.index(lower, offsetBy: composition.text.utf16.count)
        var result = AttributedText(String(shown[..<lower]), attributes: attributes)
        result.append(String(shown[lower..<upper]), attributes: underlined)
        result.append(String(shown[upper...]), attributes: attributes)
        return result
    }

    /// The UTF-16 offset in `shown` of the text's UTF-8 `offset` (before the composition
    /// when it is where the composition is).
    func shownOffset(of offset: Int) -> Int {
        let base = Self.baseOffset(of: offset, in: text, isSecure: isSecure)
        guard let composition, offset > compositionAt else { return base }
        return base + composition.text.utf16.count
    }

    /// Where the input method's own caret is in `shown` (nil without a composition).
    var compositionCaret: Int? {
        guard let composition else { return nil }
        let prefix = composition.text.prefix(composition.caret)
        return shownOffset(of: compositionAt) + prefix.utf16.count
    }

    /// The text's UTF-8 offset for a UTF-16 offset of `shown` (a place inside the
    /// composition is where the composition is).
    func textOffset(of shownOffset: Int) -> Int {
        var offset = shownOffset
        if let composition {
            let start = self.shownOffset(of: compositionAt)
            let length = composition.text.utf16.count
            if offset > start { offset = max(start, offset - length) }
        }
        let utf16 = text.utf16
        if isSecure {
            // One bullet per character.
            let index = text.index(text.startIndex, offsetBy: min(max(0, offset), text.count))
            return text.utf8.distance(from: text.startIndex, to: index)
        }
        let index = utf16.index(utf16.startIndex, offsetBy: min(max(0, offset), utf16.count))
        return text.utf8.distance(from: text.startIndex, to: index)
    }

    private static func baseOffset(of offset: Int, in text: String, isSecure: Bool) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
        if isSecure { return text[..<index].count }
        return text.utf16.distance(from: text.startIndex, to: index)
    }

    private static func shownIndex(of offset: Int, in text: String, shown: String, isSecure: Bool) -> String.Index {
        let units = baseOffset(of: offset, in: text, isSecure: isSecure)
        return shown.utf16.index(shown.utf16.startIndex, offsetBy: units)
    }
}
