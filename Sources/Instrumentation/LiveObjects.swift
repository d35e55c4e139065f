import Synchronization

/// Counts of live instances of the framework's retained classes, kept in debug builds
/// only (each class counts itself in `init` and `deinit`).
///
/// A soak test reads them after a warm-up round and again after thousands of
/// interactions: anything a rebuild leaves alive (a retain cycle, an unbounded cache)
/// shows as a count that grows. In release builds `isCounting` is false and every
/// count reads 0.
public enum LiveObjects {
    /// A class whose instances are counted.
    public enum Kind: Int, CaseIterable, Sendable, CustomStringConvertible {
        case element, layoutNode, layoutBox, componentInstance, scopeNode, buildRecord, mountedNode

        public var description: String {
            switch self {
            case .element: "Element"
            case .layoutNode: "LayoutNode"
            case .layoutBox: "LayoutBox"
            case .componentInstance: "ComponentInstance"
            case .scopeNode: "ScopeNode"
            case .buildRecord: "BuildRecord"
            case .mountedNode: "Node"
            }
        }
    }

    /// Whether this build counts (debug builds).
    public static var isCounting: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// The live instances of `kind` now.
    public static func count(of kind: Kind) -> Int {
        counters[kind.rawValue].load(ordering: .relaxed)
    }

    /// Every kind's count, in `Kind.allCases` order: one reading to compare with a later one.
    public static var counts: [Kind: Int] {
        Dictionary(uniqueKeysWithValues: Kind.allCases.map { ($0, count(of: $0)) })
    }

    /// Called by a counted class's initializer.
    @inline(__always)
    public static func created(_ kind: Kind) {
        #if DEBUG
        counters[kind.rawValue].add(1, ordering: .relaxed)
        #endif
    }

    /// Called by a counted class's `deinit`.
    @inline(__always)
    public static func destroyed(_ kind: Kind) {
        #if DEBUG
        counters[kind.rawValue].subtract(1, ordering: .relaxed)
        #endif
    }

    private static let counters = LiveCounters()
}

/// One atomic counter per kind. `Atomic` cannot live in an array, so the counters are
/// a fixed set of stored properties reached by index.
private final class LiveCounters: Sendable {
    private let element = Atomic<Int>(0), layoutNode = Atomic<Int>(0), layoutBox = Atomic<Int>(0)
    private let componentInstance = Atomic<Int>(0), scopeNode = Atomic<Int>(0), buildRecord = Atomic<Int>(0)
    private let mountedNode = Atomic<Int>(0)

    subscript(index: Int) -> Atomic<Int> {
        _read {
            switch index {
            case 0: yield element
            case 1: yield layoutNode
            case 2: yield layoutBox
            case 3: yield componentInstance
            case 4: yield scopeNode
            case 5: yield buildRecord
            default: yield mountedNode
            }
        }
    }
}
