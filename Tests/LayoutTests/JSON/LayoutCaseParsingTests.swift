import Testing
import Layout
import LayoutJSON

/// The style of the root of a one-node case with the given style members.
private func rootStyle(_ members: String) throws -> LayoutStyle {
    try LayoutCase(jsonLine: "{\"root\": {\"style\": {\(members)}}}").root.style
}

/// The default style with one change.
private func style(_ change: (inout LayoutStyle) -> Void) -> LayoutStyle {
    var style = LayoutStyle()
    change(&style)
    return style
}

@Suite struct LayoutCaseParsingTests {
    @Test func absentKeysTakeTheInitialValues() throws {
        for line in ["{}", "{\"root\": {}}", "{\"available\": {}, \"root\": {\"style\": {}, \"children\": []}}"] {
            let parsed = try LayoutCase(jsonLine: line)
            #expect(parsed.availableWidth == nil && parsed.availableHeight == nil)
            #expect(parsed.root.style == LayoutStyle())
            #expect(parsed.root.children.isEmpty)
            #expect(parsed.nodeCount == 1)
        }
    }

    @Test func availableSpace() throws {
        let both = try LayoutCase(jsonLine: "{\"available\": {\"width\": 500, \"height\": 120.5}}")
        #expect(both.availableWidth == 500 && both.availableHeight == 120.5)
        let unbounded = try LayoutCase(jsonLine: "{\"available\": {\"width\": null, \"height\": 0}}")
        #expect(unbounded.availableWidth == nil && unbounded.availableHeight == 0)
        let heightOnly = try LayoutCase(jsonLine: "{\"available\": {\"height\": 7}}")
        #expect(heightOnly.availableWidth == nil && heightOnly.availableHeight == 7)
    }

    @Test func everyKeywordOfEveryEnumKey() throws {
        let cases: [(String, LayoutStyle)] = [
            ("\"display\": \"flex\"", style { $0.display = .flex }),
            ("\"display\": \"none\"", style { $0.display = .none }),
            ("\"position\": \"relative\"", style { $0.position = .relative }),
            ("\"position\": \"absolute\"", style { $0.position = .absolute }),
            ("\"flexDirection\": \"row\"", style { $0.flexDirection = .row }),
            ("\"flexDirection\": \"row-reverse\"", style { $0.flexDirection = .rowReverse }),
            ("\"flexDirection\": \"column\"", style { $0.flexDirection = .column }),
            ("\"flexDirection\": \"column-reverse\"", style { $0.flexDirection = .columnReverse }),
            ("\"flexWrap\": \"nowrap\"", style { $0.flexWrap = .noWrap }),
            ("\"flexWrap\": \"wrap\"", style { $0.flexWrap = .wrap }),
            ("\"flexWrap\": \"wrap-reverse\"", style { $0.flexWrap = .wrapReverse }),
            ("\"justifyContent\": \"flex-start\"", style { $0.justifyContent = .flexStart }),
            ("\"justifyContent\": \"flex-end\"", style { $0.justifyContent = .flexEnd }),
            ("\"justifyContent\": \"center\"", style { $0.justifyContent = .center }),
            ("\"justifyContent\": \"space-between\"", style { $0.justifyContent = .spaceBetween }),
            ("\"justifyContent\": \"space-around\"", style { $0.justifyContent = .spaceAround }),
            ("\"justifyContent\": \"space-evenly\"", style { $0.justifyContent = .spaceEvenly }),
            ("\"alignItems\": \"flex-start\"", style { $0.alignItems = .flexStart }),
            ("\"alignItems\": \"flex-end\"", style { $0.alignItems = .flexEnd }),
            ("\"alignItems\": \"center\"", style { $0.alignItems = .center }),
            ("\"alignItems\": \"stretch\"", style { $0.alignItems = .stretch }),
            ("\"alignItems\": \"baseline\"", style { $0.alignItems = .baseline }),
            ("\"alignSelf\": \"auto\"", style { $0.alignSelf = nil }),
            ("\"alignSelf\": \"flex-start\"", style { $0.alignSelf = .flexStart }),
            ("\"alignSelf\": \"flex-end\"", style { $0.alignSelf = .flexEnd }),
            ("\"alignSelf\": \"center\"", style { $0.alignSelf = .center }),
            ("\"alignSelf\": \"stretch\"", style { $0.alignSelf = .stretch }),
            ("\"alignSelf\": \"baseline\"", style { $0.alignSelf = .baseline }),
            ("\"alignContent\": \"flex-start\"", style { $0.alignContent = .flexStart }),
            ("\"alignContent\": \"flex-end\"", style { $0.alignContent = .flexEnd }),
            ("\"alignContent\": \"center\"", style { $0.alignContent = .center }),
            ("\"alignContent\": \"stretch\"", style { $0.alignContent = .stretch }),
            ("\"alignContent\": \"space-between\"", style { $0.alignContent = .spaceBetween }),
            ("\"alignContent\": \"space-around\"", style { $0.alignContent = .spaceAround }),
            ("\"alignContent\": \"space-evenly\"", style { $0.alignContent = .spaceEvenly }),
            ("\"direction\": \"ltr\"", style { $0.direction = .leftToRight }),
            ("\"direction\": \"rtl\"", style { $0.direction = .rightToLeft }),
        ]
        for (members, expected) in cases {
            #expect(try rootStyle(members) == expected, "\(members)")
        }
    }

    @Test func numberKeys() throws {
        let cases: [(String, LayoutStyle)] = [
            ("\"flexGrow\": 2.5", style { $0.flexGrow = 2.5 }),
            ("\"flexGrow\": 0", style { $0.flexGrow = 0 }),
            ("\"flexShrink\": 0", style { $0.flexShrink = 0 }),
            ("\"flexShrink\": 3", style { $0.flexShrink = 3 }),
            ("\"borderLeft\": 1", style { $0.border.left = 1 }),
            ("\"borderRight\": 2", style { $0.border.right = 2 }),
            ("\"borderTop\": 3", style { $0.border.top = 3 }),
            ("\"borderBottom\": 4e0", style { $0.border.bottom = 4 }),
            ("\"aspectRatio\": 1.75", style { $0.aspectRatio = 1.75 }),
            ("\"aspectRatio\": 1e-3", style { $0.aspectRatio = 0.001 }),
        ]
        for (members, expected) in cases {
            #expect(try rootStyle(members) == expected, "\(members)")
        }
    }

    @Test func lengthOrAutoKeys() throws {
        let cases: [(String, LayoutStyle)] = [
            ("\"flexBasis\": 40", style { $0.flexBasis = .points(40) }),
            ("\"flexBasis\": \"auto\"", style { $0.flexBasis = .auto }),
            ("\"width\": 10.25", style { $0.width = .points(10.25) }),
            ("\"width\": \"50%\"", style { $0.width = .percent(50) }),
            ("\"height\": \"auto\"", style { $0.height = .auto }),
            ("\"height\": -5", style { $0.height = .points(-5) }),
            ("\"minWidth\": \"10%\"", style { $0.minWidth = .percent(10) }),
            ("\"minHeight\": 0", style { $0.minHeight = .points(0) }),
            ("\"maxWidth\": \"auto\"", style { $0.maxWidth = .auto }),
            ("\"maxHeight\": 135.5", style { $0.maxHeight = .points(135.5) }),
            ("\"marginLeft\": \"auto\"", style { $0.margin.left = .auto }),
            ("\"marginRight\": -8", style { $0.margin.right = .points(-8) }),
            ("\"marginTop\": \"2%\"", style { $0.margin.top = .percent(2) }),
            ("\"marginBottom\": 12", style { $0.margin.bottom = .points(12) }),
        ]
        for (members, expected) in cases {
            #expect(try rootStyle(members) == expected, "\(members)")
        }
    }

    @Test func lengthKeys() throws {
        let cases: [(String, LayoutStyle)] = [
            ("\"paddingLeft\": 5", style { $0.padding.left = .points(5) }),
            ("\"paddingRight\": \"10%\"", style { $0.padding.right = .percent(10) }),
            ("\"paddingTop\": 0.5", style { $0.padding.top = .points(0.5) }),
            ("\"paddingBottom\": \"1%\"", style { $0.padding.bottom = .percent(1) }),
            ("\"left\": 7", style { $0.inset.left = .points(7) }),
            ("\"right\": \"5%\"", style { $0.inset.right = .percent(5) }),
            ("\"top\": -3", style { $0.inset.top = .points(-3) }),
            ("\"bottom\": \"100%\"", style { $0.inset.bottom = .percent(100) }),
            ("\"rowGap\": 8", style { $0.rowGap = .points(8) }),
            ("\"columnGap\": \"2%\"", style { $0.columnGap = .percent(2) }),
        ]
        for (members, expected) in cases {
            #expect(try rootStyle(members) == expected, "\(members)")
        }
    }

    @Test func percentageForms() throws {
        let forms: [(String, Double)] = [
            ("50%", 50), ("-2.5%", -2.5), ("+3%", 3), (".5%", 0.5), ("5.%", 5), ("1e1%", 10),
            ("2.5E-1%", 0.25), ("0%", 0), ("007%", 7),
        ]
        for (text, value) in forms {
            #expect(try rootStyle("\"width\": \"\(text)\"").width == .percent(value), "\(text)")
        }
    }

    @Test func severalKeysTogetherAndLaterDuplicatesWin() throws {
        let parsed = try rootStyle("\"width\": 100, \"flexDirection\": \"column\", \"marginLeft\": \"auto\", \"width\": 200")
        #expect(parsed == style {
            $0.width = .points(200)
            $0.flexDirection = .column
            $0.margin.left = .auto
        })
    }

    @Test func childrenInOrder() throws {
        let line = """
        {"root": {"children": [{"style": {"width": 1}}, {"children": [{"style": {"width": 3}}, {}]}, \
        {"style": {"width": 4}}], "style": {"width": 0}}}
        """
        let parsed = try LayoutCase(jsonLine: line)
        let root = parsed.root
        #expect(root.style.width == .points(0))
        #expect(root.children.map(\.style.width) == [.points(1), .auto, .points(4)])
        #expect(root.children[1].children.map(\.style.width) == [.points(3), .auto])
        #expect(root.children[1].children[0].parent === root.children[1])
        #expect(parsed.nodeCount == 6)
    }

    /// `direction` (Tessera's addition) is inherited as in CSS: a node without the key
    /// takes its parent's, the root ltr.
    @Test func directionIsInherited() throws {
        let line = """
        {"root": {"style": {"direction": "rtl"}, "children": [{}, {"style": {"direction": "ltr"}, \
        "children": [{}]}, {"children": [{"style": {"width": 1}}]}]}}
        """
        let root = try LayoutCase(jsonLine: line).root
        #expect(root.style.direction == .rightToLeft)
        #expect(root.children.map(\.style.direction) == [.rightToLeft, .leftToRight, .rightToLeft])
        #expect(root.children[1].children[0].style.direction == .leftToRight)
        #expect(root.children[2].children[0].style.direction == .rightToLeft)
        #expect(try LayoutCase(jsonLine: "{\"root\": {\"children\": [{}]}}").root.children[0].style.direction == .leftToRight)
        #expect(try rootStyle("\"direction\": \"ltr\"") == LayoutStyle())
    }

    /// The children inherit the direction of a style written after them.
    @Test func directionIsInheritedFromAStyleAfterTheChildren() throws {
        let line = "{\"root\": {\"children\": [{\"children\": [{}]}], \"style\": {\"direction\": \"rtl\"}}}"
        let root = try LayoutCase(jsonLine: line).root
        #expect(root.style.direction == .rightToLeft)
        #expect(root.children[0].style.direction == .rightToLeft)
        #expect(root.children[0].children[0].style.direction == .rightToLeft)
    }

    @Test func bytesAndStringsParseAlike() throws {
        let line = "{\"available\": {\"width\": 50}, \"root\": {\"style\": {\"width\": \"50%\"}}}"
        let bytes = Array(line.utf8)
        let fromString = try LayoutCase(jsonLine: line)
        let fromArray = try LayoutCase(jsonLine: bytes)
        let fromSlice = try LayoutCase(jsonLine: ([0x20] + bytes + [0x20])[1...bytes.count])
        let fromSequence = try LayoutCase(jsonLine: line.utf8.lazy.map { $0 })  // not contiguous
        for parsed in [fromString, fromArray, fromSlice, fromSequence] {
            #expect(parsed.availableWidth == 50)
            #expect(parsed.root.style.width == .percent(50))
        }
    }
}
