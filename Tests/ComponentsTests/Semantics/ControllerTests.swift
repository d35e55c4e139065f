import Testing
import ComponentTestSupport
import Geometry
@testable import Components

struct Song: Hashable, Sendable {
    let id: Int
    let title: String
}

/// The controllers doc's song: `isPlaying` is state, the controller owns the player
/// and reports its changes with an asynchronous state update.
struct SongComponent: Component, Equatable {
    typealias State = Bool
    let song: Song
    var scope: ComponentScope? { .identifier(song.id) }
    func initialState() -> Bool { false }
    static var controllerType: ComponentController<SongComponent>.Type? { SongController.self }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: context.state ? 100 : 50, height: 20)) {}
    }
}

final class SongController: ComponentController<SongComponent> {
    /// (old, new) isPlaying for every didUpdateComponent.
    var updates: [(Bool, Bool)] = []
    var titles: [String] = []
    var invalidations = 0

    func songStateDidChange(_ isPlaying: Bool) {
        updateState(.asynchronous) { $0 = isPlaying }
    }

    override func didUpdateComponent(from oldComponent: SongComponent, oldState: Bool) {
        updates.append((oldState, state))
        titles.append(component.song.title)
    }

    override func invalidate() { invalidations += 1 }
}

struct Playlist: Component, Equatable {
    let songs: [Song]
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(align: .flexStart)) {
            for song in songs { SongComponent(song: song) }
        }
    }
}

@MainActor
@Suite struct ControllerTests {
    let log = DiagnosticLog()
    let a = Song(id: 1, title: "A"), b = Song(id: 2, title: "B")

    func makeRoot(_ component: some Component) -> ComponentRoot {
        ComponentRoot(component, sizeRange: SizeRange(max: Size(width: 500, height: 500)), diagnostics: log.handler)
    }

    func controller(of song: Song, in root: ComponentRoot) -> SongController? {
        root.instances(of: SongComponent.self).first { ($0.component as! SongComponent).song == song }
            .flatMap { root.controller(of: $0) as? SongController }
    }

    @Test func didUpdateComponentFiresOnAStateChangeButNotOnCreation() async throws {
        let root = makeRoot(SongComponent(song: a))
        let controller = try #require(self.controller(of: a, in: root))
        #expect(controller.updates.isEmpty)
        #expect(controller.component.song == a && controller.state == false)

        controller.songStateDidChange(true)
        #expect(controller.updates.isEmpty, "asynchronous: nothing before the next turn")
        await root.waitForAsynchronousUpdates()
        #expect(controller.updates.map { [$0.0, $0.1] } == [[false, true]])
        #expect(controller.state == true)
        #expect(root.layout.size == Size(width: 100, height: 20))
        #expect(self.controller(of: a, in: root) === controller)
    }

    @Test func rebuildWithEqualPropsAndNoStateChangeDoesNotUpdateTheController() {
        let root = makeRoot(Playlist(songs: [a]))
        let controller = self.controller(of: a, in: root)!
        root.update(Playlist(songs: [a]))
        #expect(controller.updates.isEmpty)
        root.update(Playlist(songs: [Song(id: 1, title: "A (live)")]))
        #expect(controller.titles == ["A (live)"])
    }

    @Test func oneControllerPerScopeLifetimeInvalidatedOnRemoval() {
        let root = makeRoot(Playlist(songs: [a, b]))
        let first = controller(of: a, in: root)!, second = controller(of: b, in: root)!
        #expect(root.liveControllers.count == 2)

        root.update(Playlist(songs: [b, a]))
        #expect(controller(of: a, in: root) === first && controller(of: b, in: root) === second)

        root.update(Playlist(songs: [a]))
        #expect(second.isInvalidated && second.invalidations == 1)
        #expect(!first.isInvalidated)
        #expect(root.liveControllers.count == 1)

        // Back again: a new scope lifetime, a new controller.
        root.update(Playlist(songs: [a, b]))
        let again = controller(of: b, in: root)!
        #expect(again !== second && !again.isInvalidated)
        #expect(second.invalidations == 1)

        root.invalidate()
        #expect(first.invalidations == 1 && again.invalidations == 1)
    }

    @Test func invalidatedControllerCannotChangeState() async {
        let root = makeRoot(Playlist(songs: [a]))
        let controller = self.controller(of: a, in: root)!
        root.update(Playlist(songs: []))
        controller.songStateDidChange(true)
        await root.waitForAsynchronousUpdates()
        #expect(root.commitCount == 2)
    }
}
