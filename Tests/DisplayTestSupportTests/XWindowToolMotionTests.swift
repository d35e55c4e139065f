import Testing
@testable import DisplayTestSupport

/// The wheel and timed drags, read back from what xev's window received (see
/// `XWindowToolTests`): the buttons, the points, the held button's state and the X
/// server's times, which are the times the events were made.
@Suite struct XWindowToolMotionTests {
    typealias Fixture = XWindowToolTests.Fixture

    /// The X server's time of an xev event, in milliseconds (`"time 123456"`).
    func time(of event: String) -> Int? {
        guard let range = event.range(of: "time ") else { return nil }
        return Int(event[range.upperBound...].prefix { $0.isNumber })
    }

    /// Each notch is a press and a release of button 5 (down) or 4 (up) at the point.
    @Test func turningTheWheelClicksButtonFiveDownAndFourUp() throws {
        let fixture = try Fixture()
        try fixture.tool.turnWheel(window: fixture.window, x: 50, y: 60, notches: 3)
        try fixture.tool.turnWheel(window: fixture.window, x: 70, y: 80, notches: -2, interval: .milliseconds(5))
        try fixture.tool.turnWheel(window: fixture.window, x: 70, y: 80, notches: 0)
        let log = fixture.events { $0.events("ButtonRelease").count >= 5 }
        let presses = log.events("ButtonPress")
        #expect(presses.count == 5, "\(log.events)")
        #expect(presses.prefix(3).allSatisfy { $0.contains("(50,60)") && $0.contains("button 5") }, "\(presses)")
        #expect(presses.suffix(2).allSatisfy { $0.contains("(70,80)") && $0.contains("button 4") }, "\(presses)")
        #expect(log.events("ButtonRelease").count == 5)
    }

    /// A press, the moves along the line with the left button held, a release at the end;
    /// the moves `interval` apart by the server's clock.
    @Test func aDragMovesInStepsTheIntervalApart() throws {
        let fixture = try Fixture()
        try fixture.tool.drag(window: fixture.window, from: (20, 130), to: (60, 30), steps: 4,
                              interval: .milliseconds(30))
        let log = fixture.events { $0.has("ButtonRelease", with: "button 1") }
        let press = try #require(log.events("ButtonPress").first, "\(log.events)")
        #expect(press.contains("(20,130)") && press.contains("state 0x0, button 1"), "\(press)")
        // state 0x100: Button1Mask, the left button held during each move.
        let moves = log.events("MotionNotify").filter { $0.contains("state 0x100") }
        let points = ["(30,105)", "(40,80)", "(50,55)", "(60,30)"]
        #expect(moves.count == points.count, "\(moves)")
        for (move, point) in zip(moves, points) { #expect(move.contains(point), "\(move)") }
        let release = try #require(log.events("ButtonRelease").first)
        #expect(release.contains("(60,30)") && release.contains("button 1"), "\(release)")

        // The server stamps an event when it handles it, in whole milliseconds: a move it
        // handled late shortens the next gap, so the whole drag is what is checked.
        let times = try ([press] + moves).map { try #require(time(of: $0), "\($0)") }
        #expect(times.last! - times.first! >= 4 * 30 - 5, "press and moves at \(times) ms")
    }

    @Test func theToolsAreFoundOnThePath() {
        #expect(DisplayTools.isOnPath("sh"))
        #expect(!DisplayTools.isOnPath("surely-not-a-program-anywhere"))
        // Installed here and in CI (Scripts/install-dependencies.sh), as the window tests need.
        #expect(DisplayTools.missing == [], "\(DisplayTools.missingReason)")
    }
}
