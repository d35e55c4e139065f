import LibC

/// Spare item and line arrays for flex containers, one set per thread: a container
/// takes a pair when it is laid out and gives it back after, so laying out a tree
/// allocates none after its first containers (a fresh feed of 10,000 rows made 40,000
/// arrays a layout).
///
/// A stack: containers nest (a child's layout runs while its parent's items are in use),
/// so each level takes its own pair. Per thread, found through a pthread key: layout runs
/// on any thread, and a thread's set dies with it. Bounded by bytes: a larger array than
/// `byteLimit` allows is let go rather than kept.
final class FlexBuffers {
    /// The most bytes of spare capacity a thread keeps.
    static let byteLimit = 256 * 1024

    // One thread uses a set, so its fields skip the exclusivity checks, which cost as
    // much as the allocations saved.
    @exclusivity(unchecked) private var items: [[FlexItem]] = []
    @exclusivity(unchecked) private var lines: [[FlexLine]] = []
    /// The capacity held in `items` and `lines`, in bytes.
    @exclusivity(unchecked) private(set) var bytes = 0

    /// The current thread's set.
    static var current: FlexBuffers {
        if let stored = pthread_getspecific(key) { return Unmanaged<FlexBuffers>.fromOpaque(stored).takeUnretainedValue() }
        let made = FlexBuffers()
        // Released by the key's destructor when the thread exits.
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            if let stored { Unmanaged<FlexBuffers>.fromOpaque(stored).release() }
        }
        return key
    }()

    /// An empty item array, with the capacity of one given back earlier if there is one.
    func takeItems() -> [FlexItem] {
        guard let spare = items.popLast() else { return [] }
        bytes -= Self.bytes(spare)
        return spare
    }

    /// An empty line array, with the capacity of one given back earlier if there is one.
    func takeLines() -> [FlexLine] {
        guard let spare = lines.popLast() else { return [] }
        bytes -= Self.bytes(spare)
        return spare
    }

    /// Keeps the capacity of `spareItems` and `spareLines` for the next containers,
    /// within `byteLimit`.
    func give(_ spareItems: inout [FlexItem], _ spareLines: inout [FlexLine]) {
        keep(&spareItems, in: &items)
        keep(&spareLines, in: &lines)
    }

    private func keep<Element>(_ spare: inout [Element], in stack: inout [[Element]]) {
        let size = Self.bytes(spare)
        guard size > 0, bytes + size <= Self.byteLimit else { return }
        spare.removeAll(keepingCapacity: true)
        bytes += size
        stack.append(spare)
        spare = []
    }

    private static func bytes<Element>(_ array: [Element]) -> Int {
        array.capacity * MemoryLayout<Element>.stride
    }
}
