import Foundation
import StatusCard
import Tessera
import TesseraSnapshotTesting
import Testing

/// The status card as a consumer's tests check it: a snapshot, and queries by test ID.
@MainActor
@Suite struct StatusCardTests {
    init() {
        // Same pixels on every machine: before any text is measured, FontDatabase.shared is
        // restricted to the fonts listed next to this file.
        let fontSet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("card.fontset")
        setenv("TESSERA_FONT_SET", fontSet.path, 1)
    }

    @Test func theCardLooksAsRecorded() {
        // Records __Snapshots__/StatusCardTests/theCardLooksAsRecorded.1.png the first time
        // (and fails, saying so); compares with it from then on.
        assertSnapshot(of: sampleCard, as: .image(size: Size(width: 240, height: 150)))
    }

    @Test func theWarningCountsTheServicesThatAreDown() throws {
        let host = try ComponentHost(sampleCard, size: Size(width: 240, height: 150))
        #expect(try host.text(testID: "warning") == "1 service is down")
        let api = try host.frame(testID: "service-api"), mail = try host.frame(testID: "service-mail")
        #expect(mail.minY > api.maxY, "one line per service, in order")

        let allUp = StatusCard(title: "Services", services: [Service("api", isUp: true)])
        let quiet = try ComponentHost(allUp, size: Size(width: 240, height: 150))
        #expect(throws: TestQueryError.self) { try quiet.frame(testID: "warning") }
    }
}
