import Foundation
import Tessera

/// The gallery's speech: a voice, and each utterance printed as a line (`said: TEXT`)
/// when asked, which the kiosk VM checks read.
@MainActor
final class PrintedSpeech: SpeechOutput {
    private let voice: any SpeechOutput
    private let prints: Bool

    init(_ voice: any SpeechOutput, prints: Bool) {
        self.voice = voice
        self.prints = prints
    }

    func speak(_ text: String, interrupting: Bool) {
        voice.speak(text, interrupting: interrupting)
        // Unbuffered, as the frame lines are.
        if prints { FileHandle.standardOutput.write(Data("said: \(text)\n".utf8)) }
    }

    func stop() {
        voice.stop()
    }
}
