import Components
import Foundation
import Geometry
import Graphics
@testable import Presentation
import Testing

/// The desktop's light or dark preference: read from a fake XDG Desktop Portal on a
/// private session bus (`PrivateSessionBus`, `FakePortal`), followed through the main
/// queue as it changes, quick without a bus or a portal, and overridden by
/// `TESSERA_COLOR_SCHEME`.
@MainActor
@Suite(.enabled(if: PrivateSessionBus.isInstalled, "dbus-daemon is not installed: run Scripts/install-dependencies.sh"))
struct SystemAppearanceTests {
    /// Waits on the main actor, letting the main queue run, until `condition` holds or
    /// `timeout` passes; true when it held.
    func wait(timeout: Duration = .seconds(60), until condition: () -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < deadline else { return condition() }
            try await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    @Test func theFirstReadGivesDarkWhenThePortalPrefersDark() throws {
        let bus = try PrivateSessionBus()
        let portal = try FakePortal(address: bus.address, colorScheme: 1)
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(appearance.preferredColorScheme == .dark)
        #expect(appearance.colorScheme == .dark)
        #expect(appearance.origin == .portal)
        #expect(appearance.isFollowing)
        #expect(portal.answered.withLock { $0 } == ["ReadOne"])
    }

    @Test func aPortalWithoutReadOneIsReadWithRead() throws {
        let bus = try PrivateSessionBus()
        let portal = try FakePortal(address: bus.address, colorScheme: 1, behaviour: .withoutReadOne)
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(appearance.preferredColorScheme == .dark, "Read's value inside two variants")
        #expect(portal.answered.withLock { $0 } == ["Read"])
    }

    @Test func aChangeReachesTheClosureThroughTheMainQueue() async throws {
        let bus = try PrivateSessionBus()
        let portal = try FakePortal(address: bus.address, colorScheme: 1)
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        var reported: [ColorScheme] = []
        appearance.onChange = { reported.append($0) }
        portal.change(to: 2)
        #expect(try await wait { reported == [.light] }, "got \(reported)")
        #expect(appearance.preferredColorScheme == .light)
        portal.change(to: 1)
        #expect(try await wait { reported == [.light, .dark] }, "got \(reported)")
        // No preference looks light: reported as light, and the preference is none.
        portal.change(to: 0)
        #expect(try await wait { reported == [.light, .dark, .light] }, "got \(reported)")
        #expect(appearance.preferredColorScheme == nil)
    }

    @Test func aBurstOfChangesEndsOnTheLastAndLeavesNothingQueued() async throws {
        let bus = try PrivateSessionBus()
        let portal = try FakePortal(address: bus.address, colorScheme: 2)
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        var reported: [ColorScheme] = []
        appearance.onChange = { reported.append($0) }
        // 501 switches, the last to dark. A drain reports where its messages leave the
        // scheme, so a burst may be reported as fewer changes, never as a wrong one.
        for index in 0...500 { portal.change(to: index.isMultiple(of: 2) ? 1 : 2) }
        #expect(try await wait { reported.last == .dark && appearance.colorScheme == .dark }, "got \(reported.suffix(3))")
        #expect(!reported.isEmpty && reported.count <= 501)
        #expect(zip(reported, reported.dropFirst()).allSatisfy { $0 != $1 }, "each report is a change")
        // Every message was taken: the next one arrives alone.
        portal.change(to: 2)
        #expect(try await wait { reported.last == .light }, "got \(reported.suffix(3))")
        #expect(appearance.isFollowing)
    }

    @Test func aLostBusEndsTheWatchAndKeepsThePreference() async throws {
        var bus: PrivateSessionBus? = try PrivateSessionBus()
        let address = try #require(bus?.address)
        let portal = try FakePortal(address: address, colorScheme: 1)
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": address])
        var reported: [ColorScheme] = []
        appearance.onChange = { reported.append($0) }
        bus = nil
        #expect(try await wait { !appearance.isFollowing }, "the watch ends when the bus goes")
        #expect(appearance.colorScheme == .dark && reported.isEmpty)
        #expect(appearance.origin == .unavailable("the session bus closed the connection"))
        withExtendedLifetime(portal) {}
    }

    @Test func aBusWithoutAPortalGivesNoPreferenceAtOnce() throws {
        let bus = try PrivateSessionBus()
        let started = ContinuousClock.now
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        // Bounded by the timeout, not libdbus's 25 s default: a loose bound, so that a busy
        // machine does not fail it (the time itself is not what is tested).
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(5), "took \(elapsed)")
        #expect(appearance.preferredColorScheme == nil)
        #expect(appearance.colorScheme == .light)
        guard case .unavailable(let reason) = appearance.origin else {
            Issue.record("origin \(appearance.origin)")
            return
        }
        #expect(reason.contains("no desktop portal"), "\(reason)")
    }

    @Test func aPortalThatStartsLaterIsFollowed() async throws {
        let bus = try PrivateSessionBus()
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        #expect(appearance.isFollowing && appearance.preferredColorScheme == nil)
        var reported: [ColorScheme] = []
        appearance.onChange = { reported.append($0) }
        let portal = try FakePortal(address: bus.address, colorScheme: 2)
        portal.change(to: 1)
        #expect(try await wait { reported == [.dark] }, "got \(reported)")
        #expect(appearance.origin == .portal)
    }

    @Test func aPortalThatNeverAnswersCostsOnlyTheTimeout() throws {
        let bus = try PrivateSessionBus()
        let portal = try FakePortal(address: bus.address, colorScheme: 1, behaviour: .silent)
        let started = ContinuousClock.now
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address],
                                              timeout: .milliseconds(100))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .milliseconds(90) && elapsed < .seconds(5), "took \(elapsed): the timeout, not 25 s")
        #expect(appearance.preferredColorScheme == nil)
        withExtendedLifetime(portal) {}
    }

    @Test func noBusOrAnUnreachableOneGivesNoPreferenceAtOnce() throws {
        for environment in [[:], ["DBUS_SESSION_BUS_ADDRESS": ""],
                            ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/tessera-bus"],
                            ["DBUS_SESSION_BUS_ADDRESS": "not an address"]] {
            let started = ContinuousClock.now
            let appearance = try SystemAppearance(environment: environment)
            #expect(ContinuousClock.now - started < .seconds(5), "not libdbus's 25 s default")
            #expect(appearance.preferredColorScheme == nil && appearance.colorScheme == .light)
            #expect(!appearance.isFollowing)
            guard case .unavailable = appearance.origin else {
                Issue.record("\(environment): origin \(appearance.origin)")
                continue
            }
        }
    }

    @Test func theVariableWinsOverThePortal() throws {
        let bus = try PrivateSessionBus()
        let portal = try FakePortal(address: bus.address, colorScheme: 1)
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address,
                                                            "TESSERA_COLOR_SCHEME": "light"])
        #expect(appearance.colorScheme == .light && appearance.preferredColorScheme == .light)
        #expect(appearance.origin == .environmentVariable)
        #expect(!appearance.isFollowing)
        #expect(portal.answered.withLock { $0 }.isEmpty, "the desktop is not asked")
        #expect(try SystemAppearance(environment: ["TESSERA_COLOR_SCHEME": "Dark"]).colorScheme == .dark)
        #expect(try SystemAppearance.colorSchemeOverride(in: ["TESSERA_COLOR_SCHEME": ""]) == nil)
    }

    @Test func anInvalidVariableIsAnErrorNamingItAndTheValuesItTakes() {
        let expected = AppLaunchError.invalidValue("TESSERA_COLOR_SCHEME", "sepia", expected: "light or dark")
        #expect(throws: expected) { try SystemAppearance(environment: ["TESSERA_COLOR_SCHEME": "sepia"]) }
        #expect(expected.description == "TESSERA_COLOR_SCHEME \"sepia\" is invalid: expected light or dark")
    }

    /// What an app launched by `AppLauncher` gets: the root in the desktop's scheme, made
    /// again when the desktop changes it.
    @Test func aPresentersContentFollowsTheDesktop() async throws {
        let bus = try PrivateSessionBus()
        let portal = try FakePortal(address: bus.address, colorScheme: 1)
        let appearance = try SystemAppearance(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let surface = try HeadlessSurface(width: 20, height: 20)
        let presenter = try Presenter(surface: surface, scale: 1) { _ in
            SchemeSwatch().inColorScheme(appearance.colorScheme)
        }
        appearance.onChange = { [weak presenter] _ in presenter?.remakeContent() }
        try presenter.presentFrame()
        #expect(surface.image().pixels[0] == SchemeSwatch.dark.premultipliedPixel)
        portal.change(to: 2)
        #expect(try await wait { presenter.needsFrame })
        try presenter.presentFrame()
        #expect(surface.image().pixels[0] == SchemeSwatch.light.premultipliedPixel)
        presenter.close()
    }
}

/// A square in one color for each scheme.
private struct SchemeSwatch: Component, Equatable {
    static let light = Color(red8: 240, green8: 240, blue8: 240)
    static let dark = Color(red8: 20, green8: 20, blue8: 30)

    func body(_ context: BuildContext<Self>) -> some Component {
        Box(fill: .color(context.environment.colorScheme == .dark ? Self.dark : Self.light))
            .size(width: 20, height: 20)
    }
}
