import CEspeakNG
import Dispatch
import Foundation
import Locking
import Mounting

/// Speech through eSpeak NG: to the sound device, or recorded into a WAV file (tests,
/// and kiosks without sound that log what was said). See the module's notes.
@MainActor
public final class EspeakSpeech: SpeechOutput {
    /// Where the audio goes.
    public enum Destination: Sendable, Equatable {
        /// The sound device (through eSpeak NG's own audio output).
        case soundDevice
        /// A WAV file, rewritten from the start.
        case recording(path: String)
    }

    /// What was said, oldest first (the last 1,000 utterances).
    public let log = SpeechLog()
    private let engine: EspeakEngine

    /// A voice (`voice`: a language code eSpeak NG knows) at `rate` words a minute.
    public init(voice: String = "en", rate: Int = 175, destination: Destination = .soundDevice) throws(SpeechError) {
        guard (80...450).contains(rate) else { throw .rateOutOfRange(rate) }
        engine = try EspeakEngine.start(voice: voice, rate: rate, destination: destination)
    }

    public func speak(_ text: String, interrupting: Bool) {
        log.speak(text, interrupting: interrupting)
        engine.speak(text, interrupting: interrupting)
    }

    public func stop() {
        engine.cancel()
    }

    /// Waits until everything asked for has been said (or recorded).
    public func finish() {
        engine.waitUntilDone()
    }

    /// Seconds of speech recorded so far (0 when speaking to the sound device).
    public var recordedSeconds: Double { engine.recordedSeconds }
}

/// The process's one eSpeak NG engine, on its serial queue.
final class EspeakEngine: @unchecked Sendable {
    private static let queue = DispatchQueue(label: "tessera.speech")
    private static let shared = Lock<EspeakEngine?>(nil)

    /// The utterance being made; a newer number stops an older synthesis.
    private let generation = Lock<UInt64>(0)
    private let recording: SpeechRecording?
    private let recorded = Lock<Int>(0)
    private let sampleRate: Int

    private init(sampleRate: Int, recording: SpeechRecording?) {
        self.sampleRate = sampleRate
        self.recording = recording
    }

    /// Starts the engine (once a process; a second start changes its voice, rate and
    /// destination).
    static func start(voice: String, rate: Int, destination: EspeakSpeech.Destination) throws(SpeechError) -> EspeakEngine {
        let result: Result<EspeakEngine, SpeechError> = queue.sync {
            Result { () throws(SpeechError) -> EspeakEngine in
                let mode: espeak_ng_OUTPUT_MODE = destination == .soundDevice ? ENOUTPUT_MODE_SPEAK_AUDIO : ENOUTPUT_MODE_SYNCHRONOUS
                espeak_ng_InitializePath(nil)
                var status = espeak_ng_Initialize(nil)
                guard status == ENS_OK else { throw .engineUnavailable(status: Int32(bitPattern: status.rawValue)) }
                status = espeak_ng_InitializeOutput(mode, 0, nil)
                if status != ENS_OK, destination == .soundDevice {
                    // No sound device: the words are still logged.
                    status = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
                }
                guard status == ENS_OK else { throw .engineUnavailable(status: Int32(bitPattern: status.rawValue)) }
                guard espeak_ng_SetVoiceByName(voice) == ENS_OK else { throw .unknownVoice(voice) }
                _ = espeak_ng_SetParameter(espeakRATE, Int32(rate), 0)
                let sampleRate = Int(espeak_ng_GetSampleRate())
                var recording: SpeechRecording?
                if case .recording(let path) = destination {
                    do { recording = try SpeechRecording(path: path, sampleRate: sampleRate) } catch {
                        throw .cannotRecord(path: path)
                    }
                }
                let engine = EspeakEngine(sampleRate: sampleRate, recording: recording)
                shared.withLock { $0 = engine }
                espeak_SetSynthCallback { samples, count, _ in
                    EspeakEngine.received(samples, count: Int(count))
                }
                return engine
            }
        }
        return try result.get()
    }

    /// Called with the seconds recorded so far before each block of samples is taken
    /// (tests hold a synthesis here to interrupt it at a known point).
    static let sampleObserver = Lock<(@Sendable (Double) -> Void)?>(nil)

    /// The sample callback: on the speech queue, during a synthesis. Returns 1 to stop it.
    private static func received(_ samples: UnsafeMutablePointer<Int16>?, count: Int) -> Int32 {
        guard let engine = shared.withLock({ $0 }) else { return 1 }
        if let observe = sampleObserver.withLock({ $0 }) { observe(engine.recordedSeconds) }
        if engine.isStopped { return 1 }
        if let samples, count > 0, let recording = engine.recording {
            recording.append(UnsafeBufferPointer(start: samples, count: count))
            engine.recorded.withLock { $0 += count }
        }
        return 0
    }

    /// The utterance being synthesized. Read in the sample callback, which eSpeak NG calls
    /// on its own thread when it plays audio, so behind a lock too.
    private let current = Lock<UInt64>(0)
    /// Set while the current synthesis is older than the newest request.
    private var isStopped: Bool { generation.withLock { $0 } != current.withLock { $0 } }

    func speak(_ text: String, interrupting: Bool) {
        let mine = generation.withLock { value -> UInt64 in
            if interrupting { value += 1 }
            return value
        }
        if interrupting { cancelPlayback() }
        Self.queue.async { [self] in
            guard generation.withLock({ $0 }) == mine else { return }
            current.withLock { $0 = mine }
            let bytes = Array(text.utf8) + [0]
            bytes.withUnsafeBufferPointer { buffer in
                _ = espeak_ng_Synthesize(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0,
                                         UInt32(espeakCHARS_UTF8), nil, nil)
            }
            // Recording, the synthesis above ran here and is done; playing, it was queued
            // in eSpeak NG's own thread, and the queue stays free for a cancel.
            recording?.finishUtterance()
        }
    }

    func cancel() {
        generation.withLock { $0 += 1 }
        cancelPlayback()
    }

    /// Stops what the sound device is playing (a no-op when recording). Every call into
    /// eSpeak NG is made on the one queue.
    private func cancelPlayback() {
        if recording == nil { Self.queue.async { _ = espeak_ng_Cancel() } }
    }

    func waitUntilDone() {
        Self.queue.sync { _ = espeak_ng_Synchronize() }
    }

    var recordedSeconds: Double { Double(recorded.withLock { $0 }) / Double(max(1, sampleRate)) }
}
