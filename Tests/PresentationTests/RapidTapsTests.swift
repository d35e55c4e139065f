import Components
import GalleryPages
import Geometry
import Presentation
import Testing

/// Taps as fast as a kiosk's tablet sends them: each press and release is a tap, however
/// many arrive between two frames.
@MainActor
@Suite struct RapidTapsTests {
    @Test func everyTimedTapCountsWhenManyArriveBetweenFrames() throws {
        let (_, presenter) = try galleryPresenter(page: .state, size: Size(width: 800, height: 600))
        try presenter.presentFrame(at: 0)
        let plus = try #require(presenter.center(ofButton: "+1"))
        var time = 1.0
        for index in 0..<60 {
            try presenter.handle(.pointer(.pointerDown, at: plus, time: time))
            try presenter.handle(.pointer(.pointerUp, at: plus, time: time + 0.005))
            time += 0.025
            if index % 3 == 2 { try presenter.presentFrame(at: time) }
        }
        try presenter.presentFrame(at: time + 1)
        #expect(presenter.texts.contains("Taps: 60"), "\(presenter.texts.filter { $0.hasPrefix("Taps") })")
    }
}
