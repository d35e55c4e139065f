import FuzzSupport
import Layout
import LayoutJSON

LibFuzzer.run(fuzzLayoutJSONLine)

/// Any bytes as one line of the layout JSON interface (Specs/layout-json.md):
/// `LayoutCase(jsonLine:)` gives a tree or a `LayoutCaseError`, never a crash; a tree is
/// laid out, rounded and written as flexlayout does.
///
/// With TESSERA_FUZZ_FINITE=1, every frame must also be finite (saturating hostile values
/// is being done in Layout; until then lines with huge lengths give NaN and infinities).
func fuzzLayoutJSONLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let layoutCase = try? LayoutCase(jsonLine: UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    let root = layoutCase.root
    root.computeLayout(availableWidth: layoutCase.availableWidth, availableHeight: layoutCase.availableHeight)
    _ = LayoutOutput.layoutLine(root)
    root.roundLayout(scale: 2)
    _ = LayoutOutput.layoutLine(root, rounded: true)
    if FuzzCheck.isEnabled("TESSERA_FUZZ_FINITE") {
        var nodes = [root]
        while let node = nodes.popLast() {
            let frame = node.frame
            FuzzCheck.require([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite), "a frame is \(frame)")
            nodes += node.children
        }
    }
    return 0
}
