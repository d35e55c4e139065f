import Geometry
import Graphics
import Layout
import TestSupport
import TextRasterizer
@testable import Components
@testable import Mounting

/// A random UI tree for the damage property test: a value that mutations edit in place
/// and that turns into built-in components.
struct PaintModel: CustomStringConvertible {
    enum Kind {
        case flex(FlexDirection)
        case box(BoxProps)
        case text(TextProps)
        case button(ButtonProps)
        case spacer(Double?)
        case image(ContentMode)
        case custom(Color)
        /// A component that builds nothing.
        case empty
    }

    struct BoxProps {
        var fill: BoxFill?
        var border: BoxBorder?
        var radius: Double
        var opacity: Double
        var clips: Bool
        var direction: FlexDirection
        var width: Double?
        var height: Double?
        var padding: Double
    }

    struct TextProps {
        var string: String
        var size: Double
        var color: Color
        var maxLines: Int?
        var alignment: ParagraphStyle.Alignment
    }

    struct ButtonProps {
        var title: String
        var radius: Double
        var borderWidth: Double
        var isEnabled: Bool
        var isSelected: Bool
    }

    /// A wrapper around the node's component.
    enum Decoration {
        case none
        case background(Color)
        case overlay(Color)
        case inset(Double)
    }

    var kind: Kind
    var children: [PaintModel] = []
    /// Absolute position in the parent (may overflow it), or nil for the flow.
    var offset: Point? = nil
    var decoration = Decoration.none

    var isContainer: Bool {
        switch kind {
        case .flex, .box: true
        default: false
        }
    }

    // MARK: random trees

    static let words = ["Tessera", "mounts", "nodes", "and", "paints", "damage", "exactly", "a", "grid", "of", "pixels",
                        "Wörter", "über", "café", "12:45", "OK"]
    static let palette: [Color] = [
        Color(red: 0.9, green: 0.2, blue: 0.2), Color(red: 0.1, green: 0.6, blue: 0.3), Color(red: 0.2, green: 0.3, blue: 0.9),
        Color(red: 1, green: 0.8, blue: 0.1, alpha: 0.6), Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.85), .black,
        .white, Color(red: 0.6, green: 0.1, blue: 0.7, alpha: 0.4),
    ]

    static func random(depth: Int, _ rng: inout SplitMix64) -> PaintModel {
        var node = randomNode(depth: depth, &rng)
        if rng.chance(1, in: 8) { node.offset = randomOffset(&rng) }
        if rng.chance(1, in: 8) { node.decoration = randomDecoration(&rng) }
        return node
    }

    static func randomOffset(_ rng: inout SplitMix64) -> Point {
        Point(x: Double(rng.int(in: -15..<60)), y: Double(rng.int(in: -10..<40)))
    }

    static func randomDecoration(_ rng: inout SplitMix64) -> Decoration {
        switch rng.int(in: 0..<3) {
        case 0: .background(rng.pick(palette))
        case 1: .overlay(rng.pick(palette).withAlphaMultiplied(by: 0.5))
        default: .inset(Double(rng.int(in: 1..<6)))
        }
    }

    static func randomNode(depth: Int, _ rng: inout SplitMix64) -> PaintModel {
        if depth > 0 && rng.chance(3, in: 5) {
            var node = rng.chance(1, in: 2) ? PaintModel(kind: .box(randomBox(&rng)))
                                            : PaintModel(kind: .flex(rng.pick([.row, .column, .rowReverse])))
            for _ in 0..<rng.int(in: 1..<4) { node.children.append(random(depth: depth - 1, &rng)) }
            return node
        }
        return randomLeaf(&rng)
    }

    static func randomLeaf(_ rng: inout SplitMix64) -> PaintModel {
        switch rng.int(in: 0..<10) {
        case 9: PaintModel(kind: .empty)
        case 0, 1: PaintModel(kind: .box(randomBox(&rng)))
        case 2, 3: PaintModel(kind: .text(randomText(&rng)))
        case 4: PaintModel(kind: .button(ButtonProps(title: rng.pick(words), radius: Double(rng.int(in: 0..<10)),
                                                     borderWidth: Double(rng.int(in: 0..<3)), isEnabled: rng.chance(4, in: 5),
                                                     isSelected: rng.chance(1, in: 4))))
        case 5: PaintModel(kind: .spacer(rng.chance(1, in: 2) ? nil : Double(rng.int(in: 2..<12))))
        case 6: PaintModel(kind: .image(rng.pick([.fit, .fill, .center])))
        case 7: PaintModel(kind: .custom(rng.pick(palette)))
        default: PaintModel(kind: .box(randomBox(&rng)))
        }
    }

    static func randomBox(_ rng: inout SplitMix64) -> BoxProps {
        var fill: BoxFill?
        switch rng.int(in: 0..<5) {
        case 0: fill = nil
        case 1: fill = .linearGradient(BoxGradient(from: rng.pick(palette), to: rng.pick(palette),
                                                   start: .topLeft, end: rng.pick([.bottomRight, .right, .bottom])))
        default: fill = .color(rng.pick(palette))
        }
        return BoxProps(fill: fill, border: randomBorder(&rng), radius: rng.pick([0, 0, 3, 6.5, 12, 40]),
                        opacity: rng.pick([1, 1, 1, 0.5, 0.8]), clips: rng.chance(2, in: 3),
                        direction: rng.pick([.row, .column]),
                        width: rng.chance(1, in: 2) ? Double(rng.int(in: 4..<70)) : nil,
                        height: rng.chance(1, in: 2) ? Double(rng.int(in: 4..<50)) : nil,
                        padding: rng.pick([0, 0, 2, 5]))
    }

    static func randomBorder(_ rng: inout SplitMix64) -> BoxBorder? {
        switch rng.int(in: 0..<4) {
        case 0:
            return BoxBorder(width: Double(rng.int(in: 1..<4)), color: rng.pick(palette))
        case 1:
            let (top, left, bottom, right) = (rng.pick(palette), rng.pick(palette), rng.pick(palette), rng.pick(palette))
            return BoxBorder(widths: EdgeInsets(top: 1, right: 1, bottom: 3, left: 2),
                             colors: BorderColors(top: top, right: right, bottom: bottom, left: left))
        default:
            return nil
        }
    }

    static func randomText(_ rng: inout SplitMix64) -> TextProps {
        let count = rng.int(in: 1..<5)
        let string = (0..<count).map { _ in rng.pick(words) }.joined(separator: " ")
        return TextProps(string: string, size: rng.pick([9, 11, 13.5]), color: rng.pick(palette),
                         maxLines: rng.pick([nil, 1, 2]), alignment: rng.pick([.natural, .center, .right]))
    }

    // MARK: mutations

    /// Paths (child indices from the root) of every node.
    func paths(_ prefix: [Int] = []) -> [[Int]] {
        var all = [prefix]
        for (i, child) in children.enumerated() { all += child.paths(prefix + [i]) }
        return all
    }

    subscript(path: ArraySlice<Int>) -> PaintModel {
        get { path.isEmpty ? self : children[path.first!][path.dropFirst()] }
        set {
            if path.isEmpty { self = newValue } else { children[path.first!][path.dropFirst()] = newValue }
        }
    }

    /// Applies one random mutation; returns what it did.
    mutating func mutate(_ rng: inout SplitMix64) -> String {
        let all = paths()
        let path = rng.pick(all)
        var node = self[path[...]]
        var what: String
        switch rng.int(in: 0..<11) {
        case 10:  // position or decoration
            if rng.chance(1, in: 2) {
                node.offset = node.offset == nil ? Self.randomOffset(&rng) : (rng.chance(1, in: 2) ? nil : Self.randomOffset(&rng))
            } else {
                if case .none = node.decoration { node.decoration = Self.randomDecoration(&rng) } else { node.decoration = .none }
            }
            what = "place"
        case 0:  // a color
            switch node.kind {
            case .box(var box): box.fill = .color(rng.pick(Self.palette)); node.kind = .box(box)
            case .text(var text): text.color = rng.pick(Self.palette); node.kind = .text(text)
            case .custom: node.kind = .custom(rng.pick(Self.palette))
            case .button(var button): button.isEnabled.toggle(); node.kind = .button(button)
            default: node = Self.randomLeaf(&rng)
            }
            what = "recolor"
        case 1:  // a size
            if case .box(var box) = node.kind {
                box.width = rng.chance(1, in: 4) ? nil : Double(rng.int(in: 2..<80))
                box.height = rng.chance(1, in: 4) ? nil : Double(rng.int(in: 2..<60))
                node.kind = .box(box)
            } else if case .spacer = node.kind {
                node.kind = .spacer(Double(rng.int(in: 0..<30)))
            } else {
                node = PaintModel(kind: .box(Self.randomBox(&rng)), children: node.isContainer ? node.children : [])
            }
            what = "resize"
        case 2, 3:  // insert
            let containers = all.filter { self[$0[...]].isContainer }
            guard let target = containers.isEmpty ? nil : rng.pick(containers) else { return "nothing" }
            var parent = self[target[...]]
            let child = Self.random(depth: rng.int(in: 0..<3), &rng)
            parent.children.insert(child, at: rng.int(in: 0..<(parent.children.count + 1)))
            self[target[...]] = parent
            return "insert at \(target)"
        case 4:  // remove
            guard !path.isEmpty else { return "nothing" }
            var parent = self[path.dropLast()]
            parent.children.remove(at: path.last!)
            self[path.dropLast()] = parent
            return "remove \(path)"
        case 5:  // text
            if case .text(var text) = node.kind {
                text.string = Self.randomText(&rng).string
                if rng.chance(1, in: 3) { text.size = rng.pick([9, 11, 13.5, 16]) }
                node.kind = .text(text)
            } else if case .button(var button) = node.kind {
                button.title = rng.pick(Self.words)
                node.kind = .button(button)
            } else {
                node = PaintModel(kind: .text(Self.randomText(&rng)))
            }
            what = "text"
        case 6:  // opacity
            if case .box(var box) = node.kind {
                box.opacity = box.opacity == 1 ? rng.pick([0.3, 0.5, 0.9, 0]) : 1
                node.kind = .box(box)
            }
            what = "opacity"
        case 7:  // clipping
            if case .box(var box) = node.kind {
                box.clips.toggle()
                node.kind = .box(box)
            }
            what = "clip"
        case 8:  // radius, border, padding
            if case .box(var box) = node.kind {
                box.radius = rng.pick([0, 4, 9.5, 30])
                box.border = Self.randomBorder(&rng)
                if rng.chance(1, in: 3) { box.padding = rng.pick([0, 3, 6]) }
                node.kind = .box(box)
            } else if case .button(var button) = node.kind {
                button.radius = rng.pick([0, 4, 12])
                button.borderWidth = rng.pick([0, 1, 2])
                button.isSelected.toggle()
                node.kind = .button(button)
            }
            what = "shape"
        default:  // reorder
            if node.children.count >= 2 {
                let i = rng.int(in: 0..<node.children.count), j = rng.int(in: 0..<node.children.count)
                node.children.swapAt(i, j)
            } else if case .flex(let direction) = node.kind {
                node.kind = .flex(direction == .row ? .column : .row)
            }
            what = "reorder"
        }
        self[path[...]] = node
        return "\(what) \(path)"
    }

    // MARK: components

    static let image: Graphics.Image = {
        var pixels: [UInt32] = []
        for y in 0..<12 {
            for x in 0..<16 {
                let r = UInt32(x * 16), g = UInt32(y * 20), b: UInt32 = (x + y) % 2 == 0 ? 255 : 40
                pixels.append(0xFF00_0000 | r << 16 | g << 8 | b)
            }
        }
        return try! Graphics.Image(width: 16, height: 12, pixels: pixels)
    }()

    var component: any Component {
        var component = bare
        switch decoration {
        case .none: break
        case .background(let color): component = Self.background(component, color)
        case .overlay(let color): component = Self.overlay(component, color)
        case .inset(let amount): component = Self.inset(component, amount)
        }
        if let offset { component = Self.placed(component, offset) }
        return component
    }

    static func background<C: Component>(_ content: C, _ color: Color) -> any Component {
        Background(content, background: Box(color: color, cornerRadius: 3))
    }

    static func overlay<C: Component>(_ content: C, _ color: Color) -> any Component {
        Overlay(content, overlay: Box(border: BoxBorder(width: 1, color: color)))
    }

    static func inset<C: Component>(_ content: C, _ amount: Double) -> any Component {
        Inset(amount) { content }
    }

    static func placed<C: Component>(_ content: C, _ offset: Point) -> any Component {
        content.position(top: offset.y, left: offset.x)
    }

    private var bare: any Component {
        switch kind {
        case .flex(let direction):
            var style = LayoutStyle()
            style.flexDirection = direction
            style.alignItems = .flexStart
            style.columnGap = .points(3)
            style.rowGap = .points(2)
            return Flexbox(style: style, children: children.map(\.component))
        case .box(let box):
            var style = LayoutStyle()
            style.flexDirection = box.direction
            if let width = box.width { style.width = .points(width) }
            if let height = box.height { style.height = .points(height) }
            style.padding = Edges(all: .points(box.padding))
            style.flexShrink = 0
            return Box(appearance: BoxAppearance(fill: box.fill, border: box.border, cornerRadii: CornerRadii(box.radius),
                                                 opacity: box.opacity, clipsContent: box.clips),
                       style: style, children: children.map(\.component))
        case .text(let text):
            return Text(text.string, attributes: TextAttributes(size: text.size, color: text.color), maxLines: text.maxLines,
                        alignment: text.alignment)
        case .button(let button):
            return Button(button.title, attributes: TextAttributes(size: 11), cornerRadius: button.radius,
                          borderWidth: button.borderWidth, padding: EdgeInsets(horizontal: 6, vertical: 3),
                          isEnabled: button.isEnabled, isSelected: button.isSelected, action: nil)
        case .spacer(let length):
            return length.map { Spacer(length: $0) } ?? Spacer()
        case .image(let mode):
            return Components.Image(Self.image, contentMode: mode).size(width: 20, height: 10)
        case .custom(let color):
            return Custom(Swatch(color: color)).size(width: 14, height: 9)
        case .empty:
            return Nothing()
        }
    }

    var description: String {
        let head: String
        switch kind {
        case .flex(let d): head = "flex(\(d))"
        case .box(let b): head = "box(r\(b.radius) o\(b.opacity) clip \(b.clips) \(b.width.map { "\($0)" } ?? "auto")x\(b.height.map { "\($0)" } ?? "auto"))"
        case .text(let t): head = "text(\"\(t.string)\")"
        case .button(let b): head = "button(\(b.title))"
        case .spacer(let l): head = "spacer(\(l.map { "\($0)" } ?? "flex"))"
        case .image(let m): head = "image(\(m))"
        case .custom: head = "custom"
        case .empty: head = "empty"
        }
        var text = children.isEmpty ? head : head + "[" + children.map(\.description).joined(separator: ", ") + "]"
        if let offset { text += "@(\(offset.x), \(offset.y))" }
        if case .none = decoration {} else { text += "+\(decoration)" }
        return text
    }

    /// Builds no element.
    struct Nothing: Component, Equatable {
        func _element(in builder: ElementBuilder) -> Element? { nil }
    }

    /// A custom drawing that stays inside its rectangle, with a curved edge.
    struct Swatch: CustomDrawing {
        static let nodeKind = "swatch"
        var color: Color
        func draw(in painter: Painter, rect: Rect, scale: Double) {
            var path = Path()
            path.addEllipse(in: rect.insetBy(dx: scale, dy: scale))
            painter.fill(path, with: .color(color))
        }
    }
}
