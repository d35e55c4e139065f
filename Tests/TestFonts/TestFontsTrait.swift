import Testing

/// `@Suite(.testFonts)`: each test of the suite first checks that the shared font
/// database is the test font set, loaded whole (`TestFonts.requireSharedDatabase`), and
/// fails with what to install instead of drawing boxes when it is not. For suites whose
/// pixels or sizes depend on text drawn through `TextSystem.shared`.
public struct TestFontsTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try TestFonts.requireSharedDatabase()
        try await function()
    }
}

extension Trait where Self == TestFontsTrait {
    /// Checks the shared font database before each test (see `TestFontsTrait`).
    public static var testFonts: Self { Self() }
}
