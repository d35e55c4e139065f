import Dispatch
import Foundation
import Locking
import Synchronization
import Testing
import TestFonts
@testable import TextRasterizer

/// A database is asked from the layout thread and the main thread together: concurrent
/// lookups on a cold database must agree with each other and with a serial database.
@Suite(.testFonts) struct FontDatabaseConcurrencyTests {
    static let descriptors = [
        FontDescriptor(family: "DejaVu Sans"), FontDescriptor(family: "DejaVu Sans", weight: .bold),
        FontDescriptor(family: "sans-serif", slant: .italic), FontDescriptor(family: "serif"),
        FontDescriptor(family: "monospace"), FontDescriptor(family: "No Such Family 123"),
        FontDescriptor(family: "emoji"), FontDescriptor(family: "Droid Sans Fallback", weight: .bold),
    ]
    static let scalars: [Unicode.Scalar] = ["漢", "か", "😀", "Ж", "ש", "A", "ሀ", "€", "ب", "👍"]
    static let text = "Mixed Ελληνικά 漢字 かな 😀 👍🏽 العربية ሀ"

    /// One lookup, named by what was asked, answered by which file (and, within one
    /// database, which face object).
    static func lookup(_ database: FontDatabase, _ step: Int) -> (question: String, answer: String) {
        let rest = step / 3
        let descriptorIndex = rest % descriptors.count
        let descriptor = descriptors[descriptorIndex]
        func name(_ face: FontFace?) -> String { face.map { "\($0.path)#\($0.identifier)" } ?? "none" }
        switch step % 3 {
        case 0:
            return ("face \(descriptorIndex)", name(database.face(for: descriptor)?.face))
        case 1:
            let scalarIndex = (rest / descriptors.count) % scalars.count
            return ("fallback \(descriptorIndex) \(scalarIndex)",
                    name(database.fallbackFace(for: scalars[scalarIndex], near: descriptor)))
        default:
            let runs = database.itemize(text, descriptor: descriptor)
            return ("itemize \(descriptorIndex)", runs.map { "\($0.utf16Range) \(name($0.face))" }.joined(separator: "|"))
        }
    }

    @Test func eightThreadsOfAThousandLookupsAgree() throws {
        let database = try TestFonts.database()
        let answers = Lock<[String: Set<String>]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var seen: [String: Set<String>] = [:]
            for step in 0..<1000 {
                // Threads start at different places, so first questions race each other.
                let (question, answer) = Self.lookup(database, step &+ thread &* 7919)
                seen[question, default: []].insert(answer)
            }
            answers.withLock { all in all.merge(seen) { $0.union($1) } }
        }
        let all = answers.withLock { $0 }
        #expect(all.count == Self.descriptors.count * 2 + Self.descriptors.count * Self.scalars.count)
        for (question, answers) in all {
            #expect(answers.count == 1, "\(question): \(answers)")
        }

        // The same questions asked one at a time of a fresh database reach the same files.
        let serial = try TestFonts.database()
        let withoutIdentifiers = /#\d+/
        for step in 0..<(Self.descriptors.count * Self.scalars.count * 3) {
            let (question, answer) = Self.lookup(serial, step)
            let concurrent = all[question]?.first?.replacing(withoutIdentifiers, with: "")
            #expect(concurrent == answer.replacing(withoutIdentifiers, with: ""), "\(question)")
        }
    }

    @Test func registeringWhileOtherThreadsLookUpIsSafe() throws {
        let database = try TestFonts.database()
        let copies = try (0..<4).map { copy in
            let path = NSTemporaryDirectory() + "tessera-concurrent-\(copy)-\(UUID().uuidString).ttf"
            try FileManager.default.copyItem(atPath: TestFonts.dejaVuSansMono, toPath: path)
            return path
        }
        defer { copies.forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let misses = Atomic<Int>(0)
        let registered = Lock<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            if thread == 0 {
                for path in copies {
                    let family = (try? database.register(fontFileAt: path))?.familyName ?? "failed"
                    registered.withLock { $0.append(family) }
                }
                return
            }
            for step in 0..<500 where Self.lookup(database, step &+ thread).answer.hasPrefix("none") {
                misses.add(1, ordering: .relaxed)
            }
        }
        #expect(registered.withLock { $0 } == Array(repeating: "DejaVu Sans Mono", count: copies.count))
        // Only Ethiopic has no face in the test set (one fallback question in 30); every other answer names one.
        #expect(misses.load(ordering: .relaxed) <= 5 * 500 / 30 + 5)
        #expect(database.face(for: FontDescriptor(family: "DejaVu Sans Mono"))?.face.familyName == "DejaVu Sans Mono")
    }
}
