import Foundation

/// Speech samples written to a WAV file (16-bit mono PCM) as they come, the header kept
/// true after every utterance, so the file is whole whenever it is read.
final class SpeechRecording {
    let path: String
    let sampleRate: Int
    private let handle: FileHandle
    private(set) var sampleCount = 0

    init(path: String, sampleRate: Int) throws {
        self.path = path
        self.sampleRate = sampleRate
        guard FileManager.default.createFile(atPath: path, contents: Self.header(samples: 0, sampleRate: sampleRate)),
              let handle = FileHandle(forUpdatingAtPath: path) else {
            throw SpeechError.cannotRecord(path: path)
        }
        self.handle = handle
    }

    deinit { try? handle.close() }

    func append(_ samples: UnsafeBufferPointer<Int16>) {
        guard !samples.isEmpty else { return }
        handle.seekToEndOfFile()
        // WAV is little-endian, as every machine Tessera runs on.
        handle.write(Data(buffer: samples))
        sampleCount += samples.count
    }

    /// Rewrites the header for the samples written so far.
    func finishUtterance() {
        handle.seek(toFileOffset: 0)
        handle.write(Self.header(samples: sampleCount, sampleRate: sampleRate))
    }

    /// RIFF/WAVE's 44-byte header for `samples` 16-bit mono samples.
    static func header(samples: Int, sampleRate: Int) -> Data {
        var data = Data()
        func le32(_ value: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { data.append(contentsOf: $0) } }
        func le16(_ value: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian) { data.append(contentsOf: $0) } }
        let bytes = samples * 2
        data.append(contentsOf: Array("RIFF".utf8)); le32(36 + bytes)
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); le32(16); le16(1); le16(1); le32(sampleRate); le32(sampleRate * 2); le16(2); le16(16)
        data.append(contentsOf: Array("data".utf8)); le32(bytes)
        return data
    }
}

/// Why speech could not start.
public enum SpeechError: Error, Equatable, CustomStringConvertible {
    /// eSpeak NG did not start (its data missing: `espeak-ng-data`).
    case engineUnavailable(status: Int32)
    /// The voice is not one eSpeak NG has.
    case unknownVoice(String)
    /// The rate is outside eSpeak NG's 80...450 words a minute.
    case rateOutOfRange(Int)
    case cannotRecord(path: String)

    public var description: String {
        switch self {
        case .engineUnavailable(let status):
            "eSpeak NG could not start (status \(status)): install espeak-ng-data (apt install libespeak-ng1)"
        case .unknownVoice(let voice):
            "eSpeak NG has no voice \"\(voice)\": use a language code it lists (espeak-ng --voices), such as en, de or fr"
        case .rateOutOfRange(let rate):
            "a speech rate of \(rate) words a minute is outside eSpeak NG's 80...450: pick one inside (175 is its normal)"
        case .cannotRecord(let path):
            "cannot write the speech recording \(path): check that its folder exists and is writable"
        }
    }
}
