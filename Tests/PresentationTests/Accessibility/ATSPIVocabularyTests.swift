@testable import Presentation
import Testing

/// The parts of the AT-SPI bridge that need no bus: which events listeners take, and how
/// a text is counted and cut into what a screen reader reads.
struct ATSPIVocabularyTests {
    @Test func listenersTakeTheEventsTheirNamesCoverAndNoOthers() {
        var listeners = ATSPIEventListeners()
        #expect(!listeners.wants("Object", "StateChanged", "focused"))
        listeners.add(bus: ":1.5", event: "object:state-changed:focused")
        #expect(listeners.wants("Object", "StateChanged", "focused"))
        #expect(!listeners.wants("Object", "StateChanged", "checked"))
        #expect(!listeners.wants("Object", "TextChanged", "insert"))
        // The registry's own form, and a whole category.
        listeners.add(bus: ":1.6", event: "Object:TextChanged")
        #expect(listeners.wants("Object", "TextChanged", "delete"))
        listeners.add(bus: ":1.7", event: "focus:")
        #expect(listeners.wants("Focus", "Focus"))
        listeners.removeAll(bus: ":1.6")
        #expect(!listeners.wants("Object", "TextChanged", "delete"))
        listeners.remove(bus: ":1.5", event: "object:state-changed:focused")
        #expect(!listeners.wants("Object", "StateChanged", "focused"))
        #expect(listeners.count == 1)
    }

    @Test func textIsCountedInCharactersAndCutIntoUAX29WordsSentencesAndLines() {
        let text = ATSPIText("Héllo wörld. Next one\nline 😀 two")
        #expect(text.count == 32)
        // Characters are Unicode scalars; UTF-8 offsets map both ways.
        #expect(text.utf8Offset(ofCharacter: 2) == 3)
        #expect(text.characterOffset(ofUTF8: 3) == 2)
        #expect(text.text(from: 6, to: 11) == "wörld")
        #expect(text.text(from: 29, to: -1) == "two")
        // A word runs to the next one's start, its spaces included.
        let word = text.segment(.word, at: 8)
        #expect(text.text(from: word.lowerBound, to: word.upperBound) == "wörld. ")
        let before = text.segment(.word, at: 8, step: -1)
        #expect(text.text(from: before.lowerBound, to: before.upperBound) == "Héllo ")
        // Words are UAX #29's: an apostrophe stays inside one, and Thai, written without
        // spaces, is cut where ICU's dictionary cuts it (hello + polite particle).
        let contraction = ATSPIText("don't stop")
        let first = contraction.segment(.word, at: 2)
        #expect(contraction.text(from: first.lowerBound, to: first.upperBound) == "don't ")
        let thai = ATSPIText("สวัสดีครับ")
        let hello = thai.segment(.word, at: 0), particle = thai.segment(.word, at: 0, step: 1)
        #expect(thai.text(from: hello.lowerBound, to: hello.upperBound) == "สวัสดี")
        #expect(thai.text(from: particle.lowerBound, to: particle.upperBound) == "ครับ")
        let sentence = text.segment(.sentence, at: 14)
        #expect(text.text(from: sentence.lowerBound, to: sentence.upperBound) == "Next one\nline 😀 two")
        let line = text.segment(.line, at: 3)
        #expect(text.text(from: line.lowerBound, to: line.upperBound) == "Héllo wörld. Next one\n")
        let next = text.segment(.line, at: 3, step: 1)
        #expect(text.text(from: next.lowerBound, to: next.upperBound) == "line 😀 two")
        #expect(text.segment(.line, at: 30, step: 1).isEmpty)
        #expect(text.segment(.character, at: 27) == 27..<28)
    }

    @Test func aPathNamesTheObjectItWasMadeFor() {
        for object: ATSPIObject in [.application, .window, .element(.init(rawValue: 42))] {
            #expect(ATSPIObject(path: object.path) == object)
        }
        #expect(ATSPIObject(path: "/org/a11y/atspi/accessible/e") == nil)
        #expect(ATSPIObject(path: "/org/a11y/atspi/accessible/ex1") == nil)
        #expect(ATSPIObject(path: "/elsewhere") == nil)
    }
}
