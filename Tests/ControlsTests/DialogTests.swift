import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A dialog: presented by `alertDialog`, focus starts on its default button so Enter
/// presses it; Escape and a tap on the scrim press cancel (the scrim only when
/// dismissible); Tab stays inside and focus comes back when it closes; its buttons look
/// like their roles in the theme around it; impossible buttons are errors.
@MainActor
@Suite(.testFonts) struct DialogTests {
    enum Answer: Action, Equatable { case cancel, delete, archive }
    struct Ask: Action, Equatable {}

    struct Page: Component, Equatable {
        var theme = Theme.light
        var dismissible = true
        struct State: Sendable, Equatable {
            var isAsking = false
            var answers: [Answer] = []
        }
        var scope: ComponentScope? { .byType }
        func initialState() -> State { State() }
        func body(_ context: BuildContext<Self>) -> some Component {
            // Written in the code: the buttons are right, `try!` says so.
            let dialog = try! Dialog("Delete “Notes”?", message: "It goes from every device. You can’t undo this.",
                                     buttons: [DialogButton("Cancel", role: .cancel, action: Answer.cancel),
                                               DialogButton("Delete", role: .destructive, action: Answer.delete),
                                               DialogButton("Archive", action: Answer.archive)])
            return Flexbox(style: .column(gap: 8, align: .flexStart, padding: 10)) {
                Button("Delete…", action: Ask()).testID("ask")
                Button("Other", action: nil).testID("other")
            }
            .size(width: 480, height: 320)
            .alertDialog(isPresented: context.state.isAsking, dismissible: dismissible, dialog)
            .environment(\.theme, theme)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            switch action {
            case is Ask: context.updateState(.synchronous) { $0.isAsking = true }
            case let answer as Answer:
                context.updateState(.synchronous) {
                    $0.isAsking = false
                    $0.answers.append(answer)
                }
            default: return false
            }
            return true
        }
    }

    func makeHost(_ page: Page = Page()) throws -> ComponentHost {
        let host = try ComponentHost(page, size: Size(width: 480, height: 320), background: page.theme.colors.background)
        host.paint()
        try host.tap(testID: "ask")
        return host
    }

    func answers(_ host: ComponentHost) throws -> [Answer] { try host.state(of: Page.self).answers }

    @Test func focusStartsOnTheDefaultButtonSoEnterPressesIt() throws {
        let host = try makeHost()
        #expect(host.modalOverlay?.id == "alert")
        #expect(host.focusedTestID == "dialog.button.2", "Archive, the default")
        host.handle(KeyEvent(key: .enter))
        #expect(try answers(host) == [.archive] && host.overlayLayers.isEmpty)
        #expect(host.focusedTestID == "ask", "focus is back where it was")
    }

    @Test func escapeAndATapOnTheScrimPressCancel() throws {
        let host = try makeHost()
        host.handle(KeyEvent(key: .escape))
        #expect(try answers(host) == [.cancel] && host.overlayLayers.isEmpty)
        try host.tap(testID: "ask")
        host.click(Point(x: 4, y: 316))
        #expect(try answers(host) == [.cancel, .cancel] && host.overlayLayers.isEmpty)
    }

    @Test func notDismissibleTheScrimDoesNothingAndEscapeStillCancels() throws {
        let host = try makeHost(Page(dismissible: false))
        host.click(Point(x: 4, y: 316))
        #expect(try answers(host).isEmpty && host.modalOverlay != nil)
        host.handle(KeyEvent(key: .escape))
        #expect(try answers(host) == [.cancel] && host.overlayLayers.isEmpty)
    }

    @Test func tabStaysInsideTheDialog() throws {
        let host = try makeHost()
        var visited: [String?] = []
        for _ in 0..<4 {
            host.handle(KeyEvent(key: .tab))
            visited.append(host.focusedTestID)
        }
        #expect(visited == ["dialog.button.0", "dialog.button.1", "dialog.button.2", "dialog.button.0"],
                "round the dialog's buttons, the default first")
        host.handle(KeyEvent(key: .tab, modifiers: .shift))
        #expect(host.focusedTestID == "dialog.button.2")
        #expect(throws: TestQueryError.self, "the scrim covers the page") { try host.tap(testID: "other") }
        host.handle(KeyEvent(key: .space))
        #expect(try answers(host) == [.archive])
    }

    @Test func itsButtonsLookLikeTheirRolesInTheThemeAroundIt() throws {
        for theme in [Theme.light, Theme.dark] {
            let host = try makeHost(Page(theme: theme))
            func fill(_ index: Int) throws -> UInt32 {
                let frame = try host.frame(testID: "dialog.button.\(index)")
                return host.pixel(at: Point(x: frame.minX + 3, y: frame.midY))
            }
            #expect(try fill(2) == theme.colors.accent.premultipliedPixel, "the default: the accent filled")
            #expect(try fill(1) == theme.colors.critical.premultipliedPixel, "destructive: the critical color")
            #expect(try fill(0) == theme.colors.surface.premultipliedPixel, "cancel: nothing behind its title")
            #expect(try host.shows(theme.colors.accent, in: host.frame(testID: "dialog.button.0"), tolerance: 24))
            #expect(theme.colors.onCritical.contrastRatio(with: theme.colors.critical) >= 4.5)
            for index in 0..<3 { #expect(try host.frame(testID: "dialog.button.\(index)").height >= 44) }
            let dialog = try host.frame(testID: "dialog")
            #expect(abs(dialog.midX - 240) <= 1 && abs(dialog.midY - 160) <= 1, "centered")
            host.writePNGIfAsked(theme == .dark ? "dialog-dark" : "dialog-light")
        }
    }

    @Test func impossibleButtonsAreErrorsNamingThem() throws {
        let button = DialogButton("OK", action: Answer.archive)
        let four = [button, DialogButton("A", role: .cancel, action: Answer.cancel),
                    DialogButton("B", role: .destructive, action: Answer.delete), DialogButton("C", role: .destructive, action: Answer.delete)]
        #expect(throws: ControlParameterError(control: "Dialog", parameter: "buttons.count", value: 4, requirement: "at most 3")) {
            try Dialog("Too many", buttons: four)
        }
        #expect(throws: ControlParameterError(control: "Dialog", parameter: "buttons.count", value: 0, requirement: "at least 1")) {
            try Dialog("None", buttons: [])
        }
        #expect(throws: ControlParameterError.self, "two defaults") { try Dialog("Two", buttons: [button, button]) }
        let cancel = DialogButton("No", role: .cancel, action: Answer.cancel)
        #expect(throws: ControlParameterError.self, "two cancels") { try Dialog("Two", buttons: [cancel, cancel]) }
        let error = ControlParameterError(control: "Dialog", parameter: "buttons.count", value: 4, requirement: "at most 3")
        #expect(error.description.contains("buttons.count") && error.description.contains("Fix:"))
        #expect(try Dialog("Fine", buttons: [cancel, button]).defaultButton == button)
    }
}
