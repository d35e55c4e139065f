import Locking
import TextRasterizer

/// Collects what a font database reports (`diagnosticHandler`), for tests to read.
public final class FontDiagnosticLog: Sendable {
    private let entries = Lock<[FontDiagnostic]>([])

    public init() {}

    public var handler: @Sendable (FontDiagnostic) -> Void {
        { diagnostic in self.entries.withLock { $0.append(diagnostic) } }
    }

    public var all: [FontDiagnostic] { entries.withLock { $0 } }
}
