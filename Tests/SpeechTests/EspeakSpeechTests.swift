import Foundation
import Locking
import Mounting
@testable import Speech
import Testing

/// eSpeak NG speech recorded into a WAV file: a whole file after each utterance, as long
/// as the words take to say, an interruption cutting the older words short, and bad
/// settings refused by name. (One engine per process: the tests take turns.)
@MainActor
@Suite(.serialized) struct EspeakSpeechTests {
    func recordingPath() -> String {
        NSTemporaryDirectory() + "tessera-speech-\(UUID().uuidString).wav"
    }

    /// The WAV's sample rate and duration in seconds, from its header, checking the
    /// header against the file's size.
    func readWAV(_ path: String) throws -> (rate: Int, seconds: Double) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try #require(data.count >= 44)
        func le32(_ offset: Int) -> Int { Int(data[offset]) | Int(data[offset + 1]) << 8 | Int(data[offset + 2]) << 16 | Int(data[offset + 3]) << 24 }
        #expect(String(decoding: data[0..<4], as: UTF8.self) == "RIFF" && String(decoding: data[8..<12], as: UTF8.self) == "WAVE")
        #expect(le32(4) == data.count - 8, "the RIFF size is the file's")
        let bytes = le32(40)
        #expect(bytes == data.count - 44, "the data chunk holds every sample written")
        let rate = le32(24)
        return (rate, Double(bytes / 2) / Double(rate))
    }

    @Test func wordsAreRecordedAsLongAsTheyTakeToSay() throws {
        let path = recordingPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let speech = try EspeakSpeech(destination: .recording(path: path))
        speech.speak("Taps: 1, text", interrupting: false)
        speech.finish()
        let short = try readWAV(path)
        #expect(short.rate == 22_050)
        #expect(short.seconds > 0.4 && short.seconds < 4, "\(short.seconds) s")
        #expect(abs(speech.recordedSeconds - short.seconds) < 0.001)
        speech.speak("State lives in scopes; actions climb to components and controllers; controllers update state.",
                     interrupting: false)
        speech.finish()
        let both = try readWAV(path)
        #expect(both.seconds - short.seconds > 2 * short.seconds, "a sentence takes longer than three words: \(both.seconds) s")
        #expect(speech.log.utterances.count == 2)
    }

    @Test func anInterruptionCutsTheOlderWordsShort() throws {
        let sentence = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
        let whole = recordingPath(), cut = recordingPath()
        defer { for path in [whole, cut] { try? FileManager.default.removeItem(atPath: path) } }
        let uninterrupted = try EspeakSpeech(destination: .recording(path: whole))
        uninterrupted.speak(sentence, interrupting: false)
        uninterrupted.speak("Next", interrupting: false)
        uninterrupted.finish()
        let full = try readWAV(whole).seconds
        // The synthesis is held once a second is recorded, until the interruption is in:
        // what a busy machine's timing would otherwise decide (synthesis runs at many times
        // the speed of speech, so a late interruption found it nearly done).
        let reached = DispatchSemaphore(value: 0), interrupted = DispatchSemaphore(value: 0)
        let held = Lock(false)
        EspeakEngine.sampleObserver.withLock { observer in
            observer = { seconds in
                guard seconds >= 1, held.withLock({ wasHeld in defer { wasHeld = true }; return !wasHeld }) else { return }
                reached.signal()
                interrupted.wait()
            }
        }
        defer { EspeakEngine.sampleObserver.withLock { $0 = nil } }
        let speech = try EspeakSpeech(destination: .recording(path: cut))
        speech.speak(sentence, interrupting: false)
        try #require(reached.wait(timeout: .now() + 60) == .success, "the synthesis reached a second")
        speech.speak("Next", interrupting: true)
        interrupted.signal()
        speech.finish()
        let short = try readWAV(cut).seconds
        #expect(short < full / 2, "the sentence was cut: \(short) s against \(full) s")
        #expect(short > 1.2, "the interrupting word was said after the second held")
    }

    @Test func badSettingsAreRefusedByName() {
        #expect(throws: SpeechError.unknownVoice("xx-nowhere")) { try EspeakSpeech(voice: "xx-nowhere", destination: .recording(path: recordingPath())) }
        #expect(throws: SpeechError.rateOutOfRange(1_000)) { try EspeakSpeech(rate: 1_000) }
        #expect(throws: SpeechError.cannotRecord(path: "/nonexistent/folder/x.wav")) {
            try EspeakSpeech(destination: .recording(path: "/nonexistent/folder/x.wav"))
        }
        #expect(SpeechError.unknownVoice("xx").description.contains("espeak-ng --voices"))
    }
}
