import Geometry
import Layout

/// The lines the layout JSON interface writes, one per input line (without the line
/// break), in the forms spec.py writes them.
public enum LayoutOutput {
    /// The laid-out tree at `root` as the spec's output line,
    /// `{"x":0,"y":0,"width":500,"height":120,"children":[...]}`: every node's `frame`,
    /// or its `roundedFrame` when `rounded`, children in order. Numbers are written as
    /// spec.py's `_num` writes them (integers without `.0`, `null` for a non-finite value).
    public static func layoutLine(_ root: LayoutNode, rounded: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(80)
        appendLayout(of: root, rounded: rounded, to: &out)
        return out
    }

    /// `{"error": "line N: MESSAGE"}` for a rejected input line (numbered from 1).
    public static func errorLine(_ message: String, lineNumber: Int) -> String {
        "{\"error\": " + JSONText.string("line \(lineNumber): \(message)") + "}"
    }

    /// `{"nodes": COUNT, "median_ns": T}`, the `--bench` result of one case.
    public static func benchLine(nodes: Int, medianNanoseconds: Int64) -> String {
        "{\"nodes\": \(nodes), \"median_ns\": \(medianNanoseconds)}"
    }

    /// The `--bench-relayout` result line: full layout and one-leaf relayout medians.
    public static func relayoutBenchLine(nodes: Int, full: Int64, relayout: Int64) -> String {
        let ratio = full > 0 ? Double(relayout) / Double(full) : 0
        return "{\"nodes\": \(nodes), \"full_median_ns\": \(full), \"relayout_median_ns\": \(relayout), \"ratio\": \((ratio * 10000).rounded() / 10000)}"
    }

    private static func appendLayout(of node: LayoutNode, rounded: Bool, to out: inout String) {
        let frame = rounded ? node.roundedFrame : node.frame
        out += "{\"x\":"
        JSONText.appendNumber(frame.x, to: &out)
        out += ",\"y\":"
        JSONText.appendNumber(frame.y, to: &out)
        out += ",\"width\":"
        JSONText.appendNumber(frame.width, to: &out)
        out += ",\"height\":"
        JSONText.appendNumber(frame.height, to: &out)
        out += ",\"children\":["
        for (i, child) in node.children.enumerated() {
            if i > 0 { out += "," }
            appendLayout(of: child, rounded: rounded, to: &out)
        }
        out += "]}"
    }
}
