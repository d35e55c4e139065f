extension Component {
    /// This component with a test ID: tests find the element it builds by that name
    /// (`host.tap(testID: "add")`, `root.layout.element(testID:)`,
    /// `root.controller(CounterController.self, testID: "counter")`). On a composite
    /// component it names the element its body builds (whose owner is that component or
    /// one inside it). IDs are for tests and tools; they change nothing on screen. An ID
    /// given to a component whose element already has one (`.testID("a").testID("b")`,
    /// or a body that tags its own root) replaces it: the outermost wins.
    public func testID(_ testID: String) -> TestIdentified<Self> {
        TestIdentified(content: self, testID: testID)
    }
}

/// A component with a test ID; see `Component.testID(_:)`. Not a composite: it adds no
/// scope, no record and no element of its own, so tagging a component never changes its
/// identity, its reuse or its layout.
public struct TestIdentified<Content: Component>: Component {
    public let content: Content
    public let testID: String

    public func _element(in builder: ElementBuilder) -> Element? {
        builder.build(content).map { $0.copy(style: $0.style, testID: testID) }
    }
}

extension TestIdentified: Equatable where Content: Equatable {}
