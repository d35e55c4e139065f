import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A disclosure: a tap or Space on its header flips its owner's state; expanded, its
/// content shows (fading in) and the rows below slide down over the animation, the
/// chevron turning; collapsed again, the content goes; a disabled one sends nothing.
@MainActor
@Suite(.testFonts) struct DisclosureTests {
    struct Settings: Component, Equatable {
        struct Flip: Action, Equatable {}
        var isEnabled = true
        var scope: ComponentScope? { .byType }
        func initialState() -> Bool { false }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(padding: 10)) {
                Disclosure("Advanced", isExpanded: context.state, isEnabled: isEnabled, action: Flip()) {
                    Box(color: .black, style: .fixed(width: 100, height: 60)).testID("content")
                }
                .testID("advanced")
                Text("Below").testID("below")
            }
            .size(width: 320)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard action is Flip else { return false }
            // Linear over a second, so the middle is half way.
            let animation = try? Animation(.linear, duration: 1)
            context.updateState(.synchronous, animation: animation) { $0.toggle() }
            return true
        }
    }

    func host(_ settings: Settings = Settings()) throws -> ComponentHost {
        let host = try ComponentHost(settings, size: Size(width: 340, height: 240), background: .white)
        host.paint()
        return host
    }

    /// Taps the header: the top of the disclosure.
    func tapHeader(_ host: ComponentHost) throws {
        let frame = try host.frame(testID: "advanced")
        let header = Point(x: frame.midX, y: frame.minY + 20)
        host.handle(.pointerDown, at: header)
        host.handle(.pointerUp, at: header)
    }

    @Test func expandingShowsTheContentAndTheRowsBelowSlideDown() throws {
        let host = try host()
        #expect(try host.frame(testID: "advanced").height >= 44)
        #expect(throws: TestQueryError.self, "collapsed: no content") { try host.frame(testID: "content") }
        let collapsed = try host.frame(testID: "below").minY
        host.advanceAnimations(to: 0)
        try tapHeader(host)
        #expect(try host.state(of: Settings.self))
        // The content's column, which fades in.
        let content = try #require(host.mounter.root?.descendant(testID: "content")?.parent)
        let below = try #require(host.mounter.root?.descendant(testID: "below"))
        #expect(content.opacity == 0, "fading in")
        // The animations start at the first frame after the tap: the content fades in
        // with the theme's motion (a quarter second), the rows below slide with the
        // owner's update (a second).
        host.advanceAnimations(to: 0.5)
        host.advanceAnimations(to: 0.6)
        #expect(content.opacity > 0 && content.opacity < 1, "fading in: \(content.opacity)")
        host.advanceAnimations(to: 1)
        host.paint()
        let middle = below.absoluteFrame.minY
        host.advanceAnimations(to: 1.5)
        host.paint()
        let expanded = try host.frame(testID: "below").minY
        #expect(collapsed < middle && middle < expanded, "sliding: \(collapsed) < \(middle) < \(expanded)")
        #expect(expanded - collapsed >= 60 && content.opacity == 1 && !host.isAnimating)
        let image = host.image(), frame = try host.frame(testID: "content")
        #expect(image.pixels[Int(frame.midY) * image.width + Int(frame.midX)] == Color.black.premultipliedPixel)

        try tapHeader(host)
        host.advanceAnimations(to: 3)
        host.advanceAnimations(to: 4)
        #expect(throws: TestQueryError.self, "collapsed again: the content went") { try host.frame(testID: "content") }
        #expect(try host.frame(testID: "below").minY == collapsed)
    }

    @Test func theChevronTurnsDownWhenExpanded() throws {
        let host = try host()
        func chevron() throws -> Node {
            var pending = host.mounter.root.map { [$0] } ?? []
            while let node = pending.popLast() {
                if case .custom(let content)? = node.element?.kind, content.nodeKind == "Icon" { return node }
                pending.append(contentsOf: node.children)
            }
            throw TestQueryError.testIDNotFound("chevron", known: [])
        }
        #expect(try chevron().transform.rotation == 0)
        try tapHeader(host)
        host.advanceAnimations(to: 10)
        host.advanceAnimations(to: 11)
        #expect(try abs(chevron().transform.rotation - .pi / 2) < 1e-9)
    }

    @Test func spaceFlipsTheFocusedHeaderAndADisabledOneSendsNothing() throws {
        let host = try host()
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .space))
        #expect(try host.state(of: Settings.self))
        let disabled = try self.host(Settings(isEnabled: false))
        #expect(throws: TestQueryError.self) { try disabled.tap(testID: "advanced") }
        disabled.handle(KeyEvent(key: .tab))
        disabled.handle(KeyEvent(key: .space))
        #expect(try disabled.state(of: Settings.self) == false)
    }
}
