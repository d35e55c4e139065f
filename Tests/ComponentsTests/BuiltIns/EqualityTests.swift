import Geometry
import Graphics
import Layout
import Testing
import TextRasterizer
@testable import Components

/// Built-ins are `Equatable` where their props allow, so equal subtrees are not rebuilt.
@MainActor
struct EqualityTests {
    struct Tap: Action, Equatable { let id: Int }
    struct Opaque: Action {}

    @Test func leaves() throws {
        #expect(Text("a", attributes: dejaVu()) == Text("a", attributes: dejaVu()))
        #expect(Text("a", attributes: dejaVu()) != Text("a", attributes: dejaVu(), maxLines: 1))
        #expect(Spacer() == Spacer())
        #expect(Spacer() != Spacer(length: 0))
        let bitmap = try Graphics.Image(width: 2, height: 2, filledWith: .black)
        #expect(Image(bitmap) == Image(bitmap))
        #expect(Image(bitmap) != Image(bitmap, contentMode: .fill))
    }

    @Test func buttonsCompareTheirActions() {
        #expect(Button("Go", action: Tap(id: 1)) == Button("Go", action: Tap(id: 1)))
        #expect(Button("Go", action: Tap(id: 1)) != Button("Go", action: Tap(id: 2)))
        #expect(Button("Go", action: nil) == Button("Go", action: nil))
        #expect(Button("Go", action: nil) != Button("Go", action: Tap(id: 1)))
        // An action that cannot be compared never compares equal.
        #expect(Button("Go", action: Opaque()) != Button("Go", action: Opaque()))
        #expect(Button("Go", isEnabled: false, action: nil) != Button("Go", action: nil))
    }

    @Test func containersCompareTheirChildren() {
        #expect(Flexbox { Text("a"); Spacer() } == Flexbox { Text("a"); Spacer() })
        #expect(Flexbox { Text("a"); Spacer() } != Flexbox { Text("b"); Spacer() })
        #expect(Flexbox { Text("a") } != Flexbox { Text("a"); Spacer() })
        #expect(Flexbox { Button("x", action: Opaque()) } != Flexbox { Button("x", action: Opaque()) })
        #expect(Box(color: .white) { Text("a") } == Box(color: .white) { Text("a") })
        #expect(Box(color: .white) { Text("a") } != Box(color: .black) { Text("a") })
        #expect(Inset(4) { Text("a") } == Inset(4) { Text("a") })
        #expect(Center { Text("a") } != Center { Text("b") })
        #expect(Ratio(2) { Spacer() } == Ratio(2) { Spacer() })
        #expect(Text("a").background(Box(color: .white)) == Text("a").background(Box(color: .white)))
        #expect(Text("a").overlay(Box(color: .white)) != Text("a").overlay(Box(color: .black)))
    }

    @Test func modifiedComponentsBehindAnExistentialCompareByValue() {
        // A generic wrapper is Equatable only where its content is: its Component witness
        // still finds that at run time (a bug made every `.testID` or `.flex` child of a
        // `[any Component]` prop unequal, so its parent was built again every time).
        let one: [any Component] = [Text("a").flex(grow: 1).testID("a"), Spacer().margin(4)]
        let same: [any Component] = [Text("a").flex(grow: 1).testID("a"), Spacer().margin(4)]
        let other: [any Component] = [Text("a").flex(grow: 2).testID("a"), Spacer().margin(4)]
        #expect(componentsEqual(one, same))
        #expect(!componentsEqual(one, other))
        // Content that is not Equatable still never compares equal.
        let opaque: [any Component] = [Button("x", action: Opaque()).testID("x")]
        #expect(!componentsEqual(opaque, opaque))
    }

    @Test func aCompositeWithModifiedChildrenIsReusedByTheBuild() {
        struct Panel: Component {
            let content: [any Component]
            func _hasEqualProps(to other: any Component) -> Bool {
                (other as? Panel).map { componentsEqual($0.content, content) } ?? false
            }
            func body(_ context: BuildContext<Panel>) -> some Component { Flexbox(children: content) }
        }
        let root = layOut(Panel(content: [Text("a", attributes: dejaVu()).testID("a")]), in: .width(100))
        root.update(Panel(content: [Text("a", attributes: dejaVu()).testID("a")]))
        #expect(root.result.statistics.builtComponents == 0)
        #expect(root.result.statistics.reusedSubtrees == 1)
    }

    @Test func anEqualChildIsReusedByTheBuild() {
        // A composite holding equal built-ins as props is not rebuilt.
        struct Row: Component, Equatable {
            let content: Flexbox
            func body(_ context: BuildContext<Row>) -> some Component { content }
        }
        let root = layOut(Row(content: Flexbox { Text("a", attributes: dejaVu()) }), in: .width(100))
        let element = root.layout.elements[0]
        root.update(Row(content: Flexbox { Text("a", attributes: dejaVu()) }))
        #expect(root.result.statistics.reusedSubtrees == 1)
        #expect(root.layout.elements[0] === element)
        root.update(Row(content: Flexbox { Text("b", attributes: dejaVu()) }))
        #expect(root.result.statistics.reusedSubtrees == 0)
        #expect(root.layout.elements[0] !== element)
    }
}
