import FuzzSupport
import TextInput

LibFuzzer.run(fuzzTextEditing)

/// Random edit sequences on hostile text (`FuzzInput.hostileText`): typing one character
/// or pasting a string, deleting by each unit both ways, moving and extending by each unit,
/// selecting at any offset (negative, inside a cluster, past the end), selecting words
/// and paragraphs, undo and redo, with histories bounded from nothing to unbounded. After
/// every command both ends of the selection are grapheme boundaries of the text; with an
/// unbounded history, undoing everything gives back the text it started with.
func fuzzTextEditing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeRawBufferPointer(start: data, count: size))
    let original = input.hostileText()
    var text = EditableText(original, selection: TextSelection(anchor: input.int(in: -4...400),
                                                               head: input.int(in: -4...400)))
    var history = EditHistory(byteLimit: input.pick([Int.max, 0, 64, 4096]))
    let units: [TextUnit] = [.character, .word, .paragraph, .document]
    let directions: [TextDirection] = [.backward, .forward]
    for _ in 0..<input.int(in: 0...40) {
        var edit: TextEdit?
        switch input.int(in: 0...9) {
        case 0: edit = text.insert(String(input.hostileText().first ?? "a"))
        case 1: edit = text.insert(input.hostileText())
        case 2: edit = text.delete(input.pick(directions), by: input.pick(units))
        case 3:
            text.move(input.pick(directions), by: input.pick(units), extending: input.bool())
            history.endGroup()
        case 4: text.select(TextSelection(anchor: input.int(in: -4...400), head: input.int(in: -4...400)))
        case 5: text.selectWord(at: input.int(in: -4...400))
        case 6: text.selectParagraph(at: input.int(in: -4...400))
        case 7: history.undo(&text)
        case 8: history.redo(&text)
        default: text.selectAll()
        }
        if let edit { history.record(edit) }
        requireBoundaries(text)
    }
    if history.byteLimit == Int.max {
        while history.undo(&text) {}
        FuzzCheck.require(text.text == original, "undoing everything gave \(text.text.debugDescription), not \(original.debugDescription)")
    }
    return 0
}

/// Both ends of the selection are offsets of grapheme boundaries.
private func requireBoundaries(_ text: EditableText) {
    var boundaries: Set<Int> = [text.endOffset]
    for index in text.text.indices { boundaries.insert(text.text.utf8.distance(from: text.text.startIndex, to: index)) }
    FuzzCheck.require(boundaries.contains(text.selection.anchor) && boundaries.contains(text.selection.head),
                      "selection \(text.selection) is not on grapheme boundaries of \(text.text.debugDescription)")
}
