import Foundation
import Testing
import ComponentTestSupport
import Geometry
@testable import Components

/// A panel whose button sends an action nobody handles.
private struct Panel: Component, Equatable {
    struct Unhandled: Action {}
    func body(_ context: BuildContext<Self>) -> some Component {
        Button("Press", action: Unhandled())
    }
}

/// Two counters that cannot be told apart: a scope collision.
private struct Twins: Component, Equatable {
    struct Twin: Component, Equatable {
        typealias State = Int
        var scope: ComponentScope? { .byType }
        func initialState() -> Int { 0 }
        func body(_ context: BuildContext<Self>) -> some Component { Spacer() }
    }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox {
            Twin()
            Twin()
        }
    }
}

/// `DiagnosticHandler.standard` in a child process (the test build is a debug build): a
/// warning is printed once and the program runs on; only an error (a scope collision)
/// stops it.
@Suite struct StandardHandlerTests {
    @Test func anUnhandledActionIsAWarningPrintedOnceWithTheSendersPath() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = ComponentRoot(Panel(), sizeRange: .exactly(Size(width: 100, height: 40)))
                let button = root.layout.elements.first { if case .button = $0.kind { true } else { false } }!
                for _ in 0..<3 { _ = root.send(Panel.Unhandled(), from: button) }
            }
            exit(0)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.components(separatedBy: "tessera: warning: Unhandled action Unhandled sent from Panel:").count == 2,
                "\(output)")
        #expect(!output.contains("error"))
    }

    @Test func aSnapshotOfATreeWithWarningsRendersInADebugBuild() async {
        // A missing scope: a warning, so the standard handler lets the build go on.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                struct Unscoped: Component, Equatable {
                    typealias State = Int
                    func initialState() -> Int { 0 }
                    func body(_ context: BuildContext<Self>) -> some Component { Spacer() }
                }
                _ = ComponentRoot(Unscoped(), sizeRange: .exactly(Size(width: 10, height: 10)))
            }
            exit(0)
        }
    }

    @Test func aScopeCollisionStopsADebugBuild() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = ComponentRoot(Twins(), sizeRange: .exactly(Size(width: 10, height: 10)))
            }
            exit(0)
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Scope collision: two Twin scopes"), "\(output)")
    }

    @Test func severities() {
        let kinds: [ComponentDiagnostic.Kind] = [.scopeCollision, .missingScope, .unhandledAction, .droppedStateUpdate,
                                                 .invalidSizeRange]
        let severities = kinds.map { ComponentDiagnostic(kind: $0, path: "P", message: "m").severity }
        #expect(severities == [.error, .warning, .warning, .warning, .warning])
    }
}
