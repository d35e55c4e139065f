import Geometry
import Layout
import Testing
import TextRasterizer
@testable import Components

/// Lays `component` out in a fresh root (diagnostics fail the test) and returns it.
@MainActor
func layOut(_ component: some Component, in sizeRange: SizeRange) -> ComponentRoot {
    ComponentRoot(component, sizeRange: sizeRange, environment: LayoutEnvironment(),
                  diagnostics: DiagnosticHandler { diagnostic in Issue.record("unexpected diagnostic: \(diagnostic)") })
}

extension ComponentRoot {
    /// The absolute frames of every element, in the layout's depth-first order.
    var absoluteFrames: [Rect] { layout.elements.indices.map { layout.absoluteFrame(of: $0) } }

    /// The absolute frame of the element at depth-first `index`.
    func frame(_ index: Int) -> Rect { layout.absoluteFrame(of: index) }
}

/// A style with a fixed size.
func sized(_ width: Double, _ height: Double, _ change: (inout LayoutStyle) -> Void = { _ in }) -> LayoutStyle {
    var style = LayoutStyle()
    style.width = .points(width)
    style.height = .points(height)
    change(&style)
    return style
}

/// DejaVu Sans at `size` points, black.
func dejaVu(_ size: Double = 14) -> TextAttributes {
    TextAttributes(font: FontDescriptor(family: "DejaVu Sans"), size: size, color: .black)
}

/// A plain box of a fixed size (a stand-in leaf).
func block(_ width: Double, _ height: Double) -> Box {
    Box(fill: .color(.black), style: sized(width, height))
}

/// A box with no size of its own.
func filler() -> Box { Box(fill: .color(.white)) }

extension Rect {
    init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
}

/// Device-pixel rounding as the layout does it at scale 1 (edges to the nearest pixel).
func pixel(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
