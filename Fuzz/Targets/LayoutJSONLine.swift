import FuzzSupport
import Layout
import LayoutJSON

LibFuzzer.run(fuzzLayoutJSONLine)

/// Any bytes as one line of the layout JSON interface (Specs/layout-json.md):
/// `LayoutCase(jsonLine:)` gives a tree or a `LayoutCaseError`, never a crash; a tree is
/// laid out, rounded and written as flexlayout does, and every frame lies within the
/// saturated range (±`LayoutStyle.largestLength`, Specs/layout-json.md, "Range";
/// rounded frames within a device pixel of it), whatever the line says.
func fuzzLayoutJSONLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let layoutCase = try? LayoutCase(jsonLine: UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    let root = layoutCase.root
    root.computeLayout(availableWidth: layoutCase.availableWidth, availableHeight: layoutCase.availableHeight)
    _ = LayoutOutput.layoutLine(root)
    do {
        try root.roundLayout(scale: 2)
    } catch {
        FuzzCheck.require(false, "roundLayout refused scale 2: \(error)")
    }
    _ = LayoutOutput.layoutLine(root, rounded: true)
    // Snapping to device pixels may carry a rounded edge past the range by under a pixel
    // (33,554,431.984375 rounds to 33,554,432 at any scale), so rounded frames get one
    // device pixel, half a point at scale 2, of room.
    let limit = LayoutStyle.largestLength, roundedLimit = limit + 0.5
    var nodes = [root]
    while let node = nodes.popLast() {
        for (frame, bound) in [(node.frame, limit), (node.roundedFrame, roundedLimit)] {
            let numbers = [frame.x, frame.y, frame.width, frame.height]
            FuzzCheck.require(numbers.allSatisfy { $0.isFinite && abs($0) <= bound }, "a frame is \(frame)")
        }
        nodes += node.children
    }
    return 0
}
