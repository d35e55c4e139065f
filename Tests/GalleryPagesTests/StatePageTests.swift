import Components
import Geometry
import Testing
import ComponentTestSupport
@testable import GalleryPages
import TestFonts

/// The state page: the counter handles its button's action with a state update; each
/// song's controller owns its player and turns its callbacks into asynchronous updates.
@MainActor
@Suite(.testFonts) struct StatePageTests {
    let log = DiagnosticLog()

    func makeStatePage(_ page: StatePage = StatePage()) -> ComponentRoot {
        makeRoot(page, size: GalleryPage.defaultSize, log: log)
    }

    func counterButton(_ title: String, of counter: String = "Taps", in root: ComponentRoot) throws
        -> (element: Element, content: ButtonContent) {
        try #require(root.buttons(ownedBy: CounterComponent.self) { $0.title == counter }
            .first { $0.content.title.string == title })
    }

    func count(of counter: String = "Taps", in root: ComponentRoot) throws -> Int {
        let instance = try #require(root.instances(of: CounterComponent.self).first {
            ($0.component as? CounterComponent)?.title == counter
        })
        return try #require(instance.state as? Int)
    }

    @Test func counterIncrementsWhenItsButtonsActionIsSent() throws {
        let root = makeStatePage()
        #expect(try count(in: root) == 0)
        #expect(root.texts(ownedBy: CounterComponent.self).contains("Taps: 0"))
        #expect(try counterButton("Reset", in: root).content.tapAction == nil, "reset is disabled at zero")

        let plus = try counterButton("+1", in: root)
        let action = try #require(plus.content.tapAction)
        #expect(root.send(action, from: plus.element))
        #expect(try count(in: root) == 1, "a synchronous update: rebuilt before send returns")
        #expect(root.texts(ownedBy: CounterComponent.self).contains("Taps: 1"))

        // The element of an older generation still reaches the counter's scope.
        #expect(root.send(action, from: plus.element))
        #expect(try count(in: root) == 2)

        let reset = try counterButton("Reset", in: root)
        #expect(root.send(try #require(reset.content.tapAction), from: reset.element))
        #expect(try count(in: root) == 0)
        #expect(log.all.isEmpty)
    }

    @Test func keyedCountersKeepTheirOwnCounts() throws {
        let root = makeStatePage()
        #expect(root.instances(of: CounterComponent.self).count == 1 + StatePage.keyedCounters.count)
        let pears = try counterButton("+1", of: "Pears", in: root)
        root.send(try #require(pears.content.tapAction), from: pears.element)
        root.send(try #require(pears.content.tapAction), from: pears.element)
        #expect(try count(of: "Pears", in: root) == 2)
        #expect(try count(of: "Apples", in: root) == 0 && count(of: "Plums", in: root) == 0 && count(in: root) == 0)
        #expect(log.all.isEmpty)
    }

    @Test func counterStateSurvivesARebuildOfThePage() throws {
        let root = makeStatePage()
        let plus = try counterButton("+1", in: root)
        root.send(CounterComponent.Increment(), from: plus.element)
        root.update(StatePage(songs: Array(Song.samples.prefix(2))))
        #expect(try count(in: root) == 1)
    }

    func song(_ song: Song, in root: ComponentRoot) throws -> (instance: ComponentInstance, controller: SongController) {
        let instance = try #require(root.instances(of: SongComponent.self).first {
            ($0.component as? SongComponent)?.song == song
        })
        let controller = try #require(root.controller(of: instance) as? SongController)
        return (instance, controller)
    }

    func playButton(of song: Song, in root: ComponentRoot) throws -> (element: Element, content: ButtonContent) {
        try #require(root.buttons(ownedBy: SongComponent.self) { $0.song == song }.first)
    }

    @Test func songControllerFlipsIsPlayingThroughAnAsynchronousUpdate() async throws {
        let root = makeStatePage()
        let first = Song.samples[0], second = Song.samples[1]
        let (_, controller) = try song(first, in: root)
        let other = try song(second, in: root).controller
        #expect(root.liveControllers.count == Song.samples.count)

        // Created with the first component: no didUpdateComponent.
        #expect(controller.updateCount == 0 && controller.lastUpdate == nil)
        #expect(controller.state == false && controller.component.song == first)
        #expect(try playButton(of: first, in: root).content.title.string == "Play")

        // The button's action goes to the controller (the component does not handle it).
        let button = try playButton(of: first, in: root)
        #expect(root.send(try #require(button.content.tapAction), from: button.element))
        #expect(controller.player.isPlaying)
        #expect(controller.state == false && controller.updateCount == 0, "asynchronous: nothing before the next turn")

        await root.waitForAsynchronousUpdates()
        #expect(controller.state == true)
        #expect(controller.updateCount == 1)
        #expect(controller.lastUpdate == SongController.Update(wasPlaying: false, isPlaying: true))
        #expect(try song(first, in: root).controller === controller, "one controller for the scope's lifetime")
        #expect(try playButton(of: first, in: root).content.title.string == "Pause")
        #expect(other.updateCount == 0, "the other songs did not change")

        // A change the component did not ask for: the song ends.
        controller.player.finish()
        await root.waitForAsynchronousUpdates()
        #expect(controller.state == false && controller.updateCount == 2)
        #expect(controller.lastUpdate == SongController.Update(wasPlaying: true, isPlaying: false))
        #expect(try playButton(of: first, in: root).content.title.string == "Play")
        #expect(log.all.isEmpty)
    }

    @Test func songStateFollowsItsIdAcrossReorderingAndItsControllerEndsWithIt() async throws {
        let root = makeStatePage()
        let songs = Song.samples
        let (_, controller) = try song(songs[2], in: root)
        controller.player.play()
        await root.waitForAsynchronousUpdates()

        root.update(StatePage(songs: songs.reversed()))
        #expect(try song(songs[2], in: root).controller === controller)
        #expect(try song(songs[2], in: root).instance.state as? Bool == true)
        #expect(try song(songs[0], in: root).instance.state as? Bool == false)

        root.update(StatePage(songs: Array(songs.prefix(2))))
        #expect(controller.isInvalidated)
        #expect(!controller.player.isPlaying, "invalidate stops the player")
        #expect(root.liveControllers.count == 2)
        #expect(log.all.isEmpty)
    }
}
