import Testing
import Geometry
@testable import Layout
@testable import LayoutJSON

private func number(_ value: Double) -> String {
    var out = ""
    JSONText.appendNumber(value, to: &out)
    return out
}

@Suite struct LayoutOutputTests {
    @Test func numbersAsSpecPyWritesThem() {
        #expect(number(0) == "0")
        #expect(number(-0.0) == "0")
        #expect(number(500) == "500")
        #expect(number(-12) == "-12")
        #expect(number(264.59375) == "264.59375")
        #expect(number(0.1 + 0.2) == "0.30000000000000004")
        #expect(number(1e-5) == "1e-05")
        #expect(number(-0.25) == "-0.25")
        #expect(number(999_999_999_999_999) == "999999999999999")
        // From 1e15 on, Python's float form (spec.py's `_num` stops making integers there).
        #expect(number(1e15) == "1000000000000000.0")
        #expect(number(1e16) == "1e+16")
        #expect(number(.nan) == "null")
        #expect(number(.infinity) == "null")
        #expect(number(-.infinity) == "null")
    }

    @Test func extremeValuesReadBackExactly() {
        for value in [Double.leastNonzeroMagnitude, 2.2250738585072014e-308, 1.7976931348623157e308, 9007199254740994, 0.1, 1 / 3.0, -123.456e-20] {
            #expect(Double(number(value)) == value, "\(value)")
        }
    }

    @Test func layoutLineListsEveryNodeInOrder() {
        let a = LayoutNode(), b = LayoutNode(), c = LayoutNode()
        let root = LayoutNode(children: [a, LayoutNode(children: [b]), c])
        root.frame = Rect(x: 0, y: 0, width: 500, height: 120)
        a.frame = Rect(x: 0.5, y: -3, width: 10.25, height: 0)
        root.children[1].frame = Rect(x: 10.75, y: 0, width: 100, height: 1e-7)
        b.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        // Frames read back saturated: NaN as 0, beyond the range as its limit.
        c.frame = Rect(x: .nan, y: 1e300, width: 0, height: 0)
        #expect(LayoutOutput.layoutLine(root) ==
                "{\"x\":0,\"y\":0,\"width\":500,\"height\":120,\"children\":[" +
                "{\"x\":0.5,\"y\":-3,\"width\":10.25,\"height\":0,\"children\":[]}," +
                "{\"x\":10.75,\"y\":0,\"width\":100,\"height\":1e-07,\"children\":[" +
                "{\"x\":1,\"y\":2,\"width\":3,\"height\":4,\"children\":[]}]}," +
                "{\"x\":0,\"y\":33554431.984375,\"width\":0,\"height\":0,\"children\":[]}]}")
    }

    @Test func roundedLineUsesTheRoundedFrames() throws {
        let child = LayoutNode()
        let root = LayoutNode(children: [child])
        root.frame = Rect(x: 0, y: 0, width: 10.4, height: 5.5)
        child.frame = Rect(x: 0.3, y: 0.5, width: 3.3, height: 2.2)
        try root.roundLayout(scale: 1)
        #expect(LayoutOutput.layoutLine(root, rounded: true) ==
                "{\"x\":0,\"y\":0,\"width\":10,\"height\":6,\"children\":[{\"x\":0,\"y\":1,\"width\":4,\"height\":2,\"children\":[]}]}")
        #expect(LayoutOutput.layoutLine(root, rounded: false).contains("\"width\":3.3"))
    }

    @Test func errorAndBenchLines() {
        #expect(LayoutOutput.errorLine("root.style: key \"width\" has invalid value \"é\"", lineNumber: 3) ==
                "{\"error\": \"line 3: root.style: key \\\"width\\\" has invalid value \\\"\\u00e9\\\"\"}")
        #expect(LayoutOutput.errorLine("a\\b\u{7F}\u{1}\t", lineNumber: 12) == "{\"error\": \"line 12: a\\\\b\\u007f\\u0001\\t\"}")
        #expect(LayoutOutput.benchLine(nodes: 10006, medianNanoseconds: 28_564_005) ==
                "{\"nodes\": 10006, \"median_ns\": 28564005}")
    }
}
