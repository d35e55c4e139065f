import Presentation
import Testing

/// `--mode` read and matched against what a connector offers: the preferred mode by
/// default, the closest refresh rate of the size asked for, and errors that say what
/// was asked and what there is.
@Suite struct DisplayModeTests {
    static let offered = [
        DisplayMode(width: 1280, height: 720, refreshMillihertz: 60_000),
        DisplayMode(width: 1920, height: 1080, refreshMillihertz: 60_000, isPreferred: true),
        DisplayMode(width: 1920, height: 1080, refreshMillihertz: 59_940),
        DisplayMode(width: 1920, height: 1080, refreshMillihertz: 50_000),
        DisplayMode(width: 2560, height: 1440, refreshMillihertz: 30_000),
    ]

    @Test func withoutARequestThePreferredModeElseTheLargest() throws {
        #expect(try DisplayMode.choose(from: Self.offered, request: nil) == Self.offered[1])
        let noPreference = Self.offered.map { DisplayMode(width: $0.width, height: $0.height, refreshMillihertz: $0.refreshMillihertz) }
        #expect(try DisplayMode.choose(from: noPreference, request: nil) == noPreference[4])
    }

    @Test func aRequestTakesItsSizeAndTheClosestRefresh() throws {
        #expect(try DisplayMode.choose(from: Self.offered, request: DisplayModeRequest(parsing: "1920x1080@59.94"))
                    == Self.offered[2])
        #expect(try DisplayMode.choose(from: Self.offered, request: DisplayModeRequest(parsing: "1920x1080@51"))
                    == Self.offered[3])
        #expect(try DisplayMode.choose(from: Self.offered, request: DisplayModeRequest(parsing: "1920x1080"))
                    == Self.offered[1], "no rate asked: the preferred one of that size")
        #expect(try DisplayMode.choose(from: Self.offered, request: DisplayModeRequest(parsing: "1280x720@75"))
                    == Self.offered[0])
    }

    @Test func errorsNameWhatWasAskedAndWhatIsOffered() throws {
        let missing = #expect(throws: DisplayModeError.self) {
            try DisplayMode.choose(from: Self.offered, request: DisplayModeRequest(parsing: "1024x600"))
        }
        #expect(missing?.description == "the display offers no 1024x600 mode; it offers 1280x720@60.00, "
                    + "1920x1080@60.00, 1920x1080@59.94, 1920x1080@50.00, 2560x1440@30.00")
        #expect(throws: DisplayModeError.noModes) { try DisplayMode.choose(from: [], request: nil) }
        for text in ["", "800", "800x", "x480", "800x480@", "800x480@fast", "800x480@60@60", "-800x480", "800x0", "800x480@0"] {
            let error = #expect(throws: DisplayModeError.self, "\"\(text)\"") { try DisplayModeRequest(parsing: text) }
            #expect(error == .unreadable(text))
        }
        #expect(DisplayModeError.unreadable("800").description
                    == "cannot read the display mode \"800\": write WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, as 800x480 or 1920x1080@60")
        #expect(try DisplayModeRequest(parsing: "800x480@60") == DisplayModeRequest(width: 800, height: 480, refreshHertz: 60))
    }
}
