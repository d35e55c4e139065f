import Foundation
import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting
import TestFonts

struct OpenDialog: Action {}
struct CloseDialog: Action {}
struct DeleteItem: Action {}
struct Digit: Action { var value: Int }

/// A color swatch that is a control of its own: Tab reaches it, Space or Enter picks it,
/// and it draws its own focused look (rounder while focused).
struct ColorSwatch: Component, Equatable {
    struct State: Equatable, Sendable {
        var isFocused = false
        var isPicked = false
    }

    var color: Color
    var scope: ComponentScope? { .byType }
    func initialState() -> State { State() }

    func body(_ context: BuildContext<Self>) -> some Component {
        Box(color: color, cornerRadius: context.state.isFocused ? 12 : 4, style: .fixed(width: 48, height: 48))
            .focusable()
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case let change as FocusChanged:
            context.updateState(.synchronous) { $0.isFocused = change.isFocused }
            return true
        case is Activate:
            context.updateState(.synchronous) { $0.isPicked.toggle() }
            return true
        default:
            return false
        }
    }
}

/// A button that opens a confirmation; while it is open, Tab stays in it, and when it
/// closes focus is back on "Delete…". The digits are a group the arrow keys go round.
struct ConfirmPage: Component, Equatable {
    var isOpen: Bool

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(gap: 8, align: .flexStart)) {
            Button("Delete…", action: OpenDialog())
            Flexbox(style: .row(gap: 8)) {
                for digit in 1...3 { Button("\(digit)", action: Digit(value: digit)) }
            }
            .focusGroup(wraps: true)
            if isOpen {
                Flexbox(style: .row(gap: 8)) {
                    Button("Cancel", action: CloseDialog())
                    Button("Delete", action: DeleteItem())
                }
                .focusSection(trapsFocus: true)
            }
        }
    }
}

/// The FocusAndKeyboard article's snippets, as written there, at work.
@MainActor
@Suite(.testFonts) struct FocusArticleTests {
    func host(_ component: some Component) throws -> ComponentHost {
        try ComponentHost(component, size: Size(width: 300, height: 200), diagnostics: DiagnosticHandler { _ in })
    }

    var focusedTitle: (ComponentHost) -> String? {
        { host in host.events.focusedMountedNode?.button?.title.string }
    }

    @Test func theColorSwatchDrawsItsFocusAndIsPickedByEnter() throws {
        let host = try host(Flexbox(style: .row()) { ColorSwatch(color: .black) })
        host.press(.tab)
        #expect(try host.state(of: ColorSwatch.self) == ColorSwatch.State(isFocused: true, isPicked: false))
        host.press(.enter)
        #expect(try host.state(of: ColorSwatch.self).isPicked)
        host.press(.tab)
        #expect(try host.state(of: ColorSwatch.self).isFocused, "the only control: Tab comes back to it")
    }

    @Test func theDialogTrapsFocusAndTheDigitsGoRound() throws {
        let host = try host(ConfirmPage(isOpen: false))
        host.press(.tab)
        host.press(.tab)
        #expect(focusedTitle(host) == "1")
        host.press(.left)
        #expect(focusedTitle(host) == "3")
        host.press(.tab, .shift)
        host.press(.tab, .shift)
        host.press(.tab, .shift)
        #expect(focusedTitle(host) == "Delete…")
        host.root.update(ConfirmPage(isOpen: true))
        #expect(focusedTitle(host) == "Cancel")
        host.press(.tab)
        host.press(.tab)
        #expect(focusedTitle(host) == "Cancel")
        host.root.update(ConfirmPage(isOpen: false))
        #expect(focusedTitle(host) == "Delete…")
    }

    @Test func theArticlesSnippetsAreCodeHere() throws {
        let tests = URL(fileURLWithPath: #filePath)
        let root = (0..<4).reduce(tests) { url, _ in url.deletingLastPathComponent() }
        let article = root.appendingPathComponent("Sources/Tessera/Tessera.docc/FocusAndKeyboard.md")
        let text = try String(contentsOf: article, encoding: .utf8), code = try String(contentsOf: tests, encoding: .utf8)
        let snippets = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(snippets.count == 2)
        for snippet in snippets {
            let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for paragraph in lines.joined(separator: "\n").components(separatedBy: "\n\n") {
                let trimmed = paragraph.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(trimmed.isEmpty || code.contains(trimmed), "not in this file: \(trimmed)")
            }
        }
    }
}
