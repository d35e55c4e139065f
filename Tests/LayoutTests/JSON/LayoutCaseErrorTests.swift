import Testing
import LayoutJSON

/// The message a line is rejected with, or nil when it is accepted.
private func rejection(_ line: String) -> String? {
    do {
        _ = try LayoutCase(jsonLine: line)
        return nil
    } catch {
        return error.message
    }
}

/// The message for a root style with the given members.
private func styleRejection(_ members: String) -> String? {
    rejection("{\"root\": {\"style\": {\(members)}}}")
}

@Suite struct LayoutCaseErrorTests {
    @Test func notJSON() {
        #expect(rejection("{\"root\": {\"style\": {\"width\": 100}") == "invalid JSON: Expecting ',' delimiter: column 34")
        #expect(rejection("this is not json") == "invalid JSON: Expecting value: column 1")
        #expect(rejection("{\"root\": {\"style\": {\"width\": 100,}}}") ==
                "invalid JSON: Expecting property name enclosed in double quotes: column 34")
        #expect(rejection("") == "invalid JSON: Expecting value: column 1")
        #expect(rejection("{\"root\": {\"style\": {\"width\": NaN}}}") == "invalid JSON: NaN is not a JSON number")
    }

    @Test func unknownKeysAtEveryLevel() {
        #expect(rejection("{\"root\": {}, \"extra\": 1}") == "unknown key \"extra\" (value 1)")
        #expect(rejection("{\"available\": {\"depth\": 3}}") == "available: unknown key \"depth\" (value 3)")
        #expect(rejection("{\"root\": {\"styles\": {}}}") == "root: unknown node key \"styles\" (value {})")
        #expect(styleRejection("\"colour\": \"red\"") == "root.style: unknown style key \"colour\" (value \"red\")")
        #expect(rejection("{\"root\": {\"children\": [{}, {\"children\": [{\"style\": {\"Width\": 5}}]}]}}") ==
                "root.children[1].children[0].style: unknown style key \"Width\" (value 5)")
    }

    @Test func wrongShapes() {
        #expect(rejection("[1, 2]") == "a case must be a JSON object, got [1, 2]")
        #expect(rejection("null") == "a case must be a JSON object, got null")
        #expect(rejection("{\"available\": 500}") == "key \"available\" must be an object, got 500")
        #expect(rejection("{\"root\": []}") == "root: a node must be an object, got []")
        #expect(rejection("{\"root\": {\"children\": [{}, 3]}}") == "root.children[1]: a node must be an object, got 3")
        #expect(rejection("{\"root\": {\"children\": {}}}") == "root: key \"children\" must be an array, got {}")
        #expect(rejection("{\"root\": {\"style\": \"wide\"}}") == "root.style: \"style\" must be an object, got \"wide\"")
        #expect(rejection("{\"root\": {\"style\": null}}") == "root.style: \"style\" must be an object, got null")
    }

    @Test func keywordsOutsideTheirTable() {
        #expect(styleRejection("\"display\": \"block\"") ==
                "root.style: key \"display\" has invalid value \"block\" (expected one of flex, none)")
        #expect(styleRejection("\"position\": \"fixed\"") ==
                "root.style: key \"position\" has invalid value \"fixed\" (expected one of relative, absolute)")
        #expect(styleRejection("\"alignItems\": \"auto\"") ==
                "root.style: key \"alignItems\" has invalid value \"auto\" (expected one of flex-start, flex-end, center, stretch, baseline)")
        #expect(styleRejection("\"justifyContent\": \"stretch\"") ==
                "root.style: key \"justifyContent\" has invalid value \"stretch\" " +
                "(expected one of flex-start, flex-end, center, space-between, space-around, space-evenly)")
        #expect(styleRejection("\"alignContent\": \"baseline\"") ==
                "root.style: key \"alignContent\" has invalid value \"baseline\" " +
                "(expected one of flex-start, flex-end, center, stretch, space-between, space-around, space-evenly)")
        #expect(styleRejection("\"alignSelf\": \"Center\"") ==
                "root.style: key \"alignSelf\" has invalid value \"Center\" " +
                "(expected one of auto, flex-start, flex-end, center, stretch, baseline)")
        #expect(styleRejection("\"flexWrap\": true") ==
                "root.style: key \"flexWrap\" has invalid value true (expected one of nowrap, wrap, wrap-reverse)")
        #expect(styleRejection("\"flexDirection\": 1") ==
                "root.style: key \"flexDirection\" has invalid value 1 (expected one of row, row-reverse, column, column-reverse)")
        #expect(styleRejection("\"direction\": \"right-to-left\"") ==
                "root.style: key \"direction\" has invalid value \"right-to-left\" (expected one of ltr, rtl)")
        #expect(rejection("{\"root\": {\"children\": [{}, {\"style\": {\"direction\": \"RTL\"}}]}}") ==
                "root.children[1].style: key \"direction\" has invalid value \"RTL\" (expected one of ltr, rtl)")
        // Read ahead for the children, a bad value is still reported in reading order.
        #expect(rejection("{\"root\": {\"children\": [{\"style\": {\"width\": -1e999}}], \"style\": {\"direction\": null}}}") ==
                "root.children[0].style: key \"width\" has invalid value -1e999 (expected a number, \"N%\" or \"auto\")")
        #expect(rejection("{\"root\": {\"children\": [], \"style\": {\"direction\": null}}}") ==
                "root.style: key \"direction\" has invalid value null (expected one of ltr, rtl)")
    }

    @Test func badNumbers() {
        #expect(styleRejection("\"flexGrow\": true") == "root.style: key \"flexGrow\" has invalid value true (expected a number >= 0)")
        #expect(styleRejection("\"flexGrow\": \"1\"") == "root.style: key \"flexGrow\" has invalid value \"1\" (expected a number >= 0)")
        #expect(styleRejection("\"flexGrow\": -1") == "root.style: key \"flexGrow\" has invalid value -1 (expected a number >= 0)")
        #expect(styleRejection("\"flexShrink\": -0.50") ==
                "root.style: key \"flexShrink\" has invalid value -0.5 (expected a number >= 0)")
        #expect(styleRejection("\"borderTop\": -2") == "root.style: key \"borderTop\" has invalid value -2 (expected a number >= 0)")
        #expect(styleRejection("\"borderLeft\": \"5%\"") ==
                "root.style: key \"borderLeft\" has invalid value \"5%\" (expected a number >= 0)")
        #expect(styleRejection("\"borderRight\": null") ==
                "root.style: key \"borderRight\" has invalid value null (expected a number >= 0)")
        #expect(styleRejection("\"aspectRatio\": 0") == "root.style: key \"aspectRatio\" has invalid value 0 (expected a number > 0)")
        #expect(styleRejection("\"aspectRatio\": -1.5") ==
                "root.style: key \"aspectRatio\" has invalid value -1.5 (expected a number > 0)")
        #expect(styleRejection("\"flexGrow\": 1e400") ==
                "root.style: key \"flexGrow\" has invalid value 1e400 (expected a number >= 0)")
        #expect(styleRejection("\"width\": -1e999") ==
                "root.style: key \"width\" has invalid value -1e999 (expected a number, \"N%\" or \"auto\")")
        #expect(styleRejection("\"flexGrow\": [1]") == "root.style: key \"flexGrow\" has invalid value [1] (expected a number >= 0)")
    }

    @Test func badLengths() {
        let orAuto = "(expected a number, \"N%\" or \"auto\")"
        for bad in ["abc%", "%", "10px", "1", " 5%", "5% ", "5%%", "1e%", "e5%", "auto%", "1e400%", "none"] {
            #expect(styleRejection("\"width\": \"\(bad)\"") == "root.style: key \"width\" has invalid value \"\(bad)\" \(orAuto)",
                    "\(bad)")
        }
        // Python's \d takes any script's digits; only ASCII ones make a number here.
        #expect(styleRejection("\"width\": \"\u{665}%\"") == "root.style: key \"width\" has invalid value \"\\u0665%\" \(orAuto)")
        #expect(styleRejection("\"marginLeft\": \"10px\"") == "root.style: key \"marginLeft\" has invalid value \"10px\" \(orAuto)")
        #expect(styleRejection("\"height\": false") == "root.style: key \"height\" has invalid value false \(orAuto)")
        #expect(styleRejection("\"paddingLeft\": \"auto\"") ==
                "root.style: key \"paddingLeft\" has invalid value \"auto\" (expected a number, \"N%\")")
        #expect(styleRejection("\"left\": \"auto\"") == "root.style: key \"left\" has invalid value \"auto\" (expected a number, \"N%\")")
        #expect(styleRejection("\"rowGap\": {}") == "root.style: key \"rowGap\" has invalid value {} (expected a number, \"N%\")")
    }

    @Test func badAvailable() {
        #expect(rejection("{\"available\": {\"width\": \"wide\"}, \"root\": {}}") ==
                "available: key \"width\" has invalid value \"wide\" (expected a number >= 0 or null)")
        #expect(rejection("{\"available\": {\"height\": -1}}") ==
                "available: key \"height\" has invalid value -1 (expected a number >= 0 or null)")
        #expect(rejection("{\"available\": {\"width\": true}}") ==
                "available: key \"width\" has invalid value true (expected a number >= 0 or null)")
        #expect(rejection("{\"available\": {\"width\": 1e400}}") ==
                "available: key \"width\" has invalid value 1e400 (expected a number >= 0 or null)")
    }

    @Test func theFirstProblemInReadingOrderIsReported() {
        // The children come before the style in this line, so the child's error wins.
        #expect(rejection("{\"root\": {\"children\": [{\"style\": {\"flexGrow\": -1}}], \"style\": {\"width\": \"x\"}}}") ==
                "root.children[0].style: key \"flexGrow\" has invalid value -1 (expected a number >= 0)")
        #expect(styleRejection("\"width\": \"x\", \"flexGrow\": -1") ==
                "root.style: key \"width\" has invalid value \"x\" (expected a number, \"N%\" or \"auto\")")
        // A syntax error anywhere beats a bad key before it.
        #expect(rejection("{\"root\": {\"style\": {\"colour\": 1}}, ]") ==
                "invalid JSON: Expecting property name enclosed in double quotes: column 36")
        // A later duplicate replaces an earlier bad value, as in Python.
        #expect(styleRejection("\"width\": \"x\", \"width\": 5") == nil)
    }

    @Test func quotedValuesAreEscapedAndShortened() {
        #expect(styleRejection("\"display\": \"é\\n\"") ==
                "root.style: key \"display\" has invalid value \"\\u00e9\\n\" (expected one of flex, none)")
        let long = "[" + Array(repeating: "1234567890", count: 100).joined(separator: ", ") + "]"
        let message = styleRejection("\"width\": \(long)") ?? ""
        #expect(message.hasPrefix("root.style: key \"width\" has invalid value [1234567890, 1234567890, "))
        #expect(message.hasSuffix(", 1234567... (expected a number, \"N%\" or \"auto\")"))
        #expect(message.count < 300)
    }
}
