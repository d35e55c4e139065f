import DataSource
import FuzzSupport

LibFuzzer.run(fuzzChangesets)

/// A list of up to 6 sections of up to 8 items and a changeset of up to 12 changes of
/// every kind, their indices from -1 to 9 (so out of range, duplicated and conflicting
/// ones come often), both read from the bytes. `validated(against:)` either throws a
/// `ChangesetError` whose description names it as an invalid changeset and the counts it
/// was checked against, or returns counts that `apply` then produces without trapping:
/// every old item that is not removed (nor in a removed section) is in the result exactly
/// once, where `AppliedChanges.finalPath(of:)` says, every inserted model is there, and
/// nothing else is.
func fuzzChangesets(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeRawBufferPointer(start: data, count: size))
    let counts = (0..<input.int(in: 0...6)).map { _ in input.int(in: 0...8) }
    // Old items are 0, 1, 2, …; inserted and updated models are 1,000 and up.
    var next = 0
    let old = counts.map { count in (0..<count).map { _ in defer { next += 1 }; return next } }
    var changeset = Changeset<Int>()
    var model = 1_000
    func path() -> ItemPath { ItemPath(input.int(in: -1...9), input.int(in: -1...9)) }
    for _ in 0..<input.int(in: 0...12) {
        switch input.int(in: 0...5) {
        case 0: changeset.insert(model, at: path()); model += 1
        case 1: changeset.remove(at: path())
        case 2: changeset.update(at: path(), to: model); model += 1
        case 3: changeset.move(from: path(), to: path())
        case 4: changeset.insertSection(input.int(in: -1...9))
        default: changeset.removeSection(input.int(in: -1...9))
        }
    }
    let finalCounts: [Int]
    do {
        finalCounts = try changeset.validated(against: counts)
    } catch {
        FuzzCheck.require(error.description.hasPrefix("Invalid changeset: "), "\(error)")
        FuzzCheck.require(error.sectionCounts == counts, "\(error) was checked against \(error.sectionCounts), not \(counts)")
        return 0
    }
    var sections = old
    let changes = changeset.apply(to: &sections)
    FuzzCheck.require(sections.map(\.count) == finalCounts, "applied \(sections.map(\.count)), validated \(finalCounts)")
    var seen = Set<Int>()
    for items in sections {
        for item in items { FuzzCheck.require(seen.insert(item).inserted, "\(item) is twice in \(sections)") }
    }
    let updated = Set(changeset.updatedItems.map(\.path))
    for (section, items) in old.enumerated() {
        for (index, item) in items.enumerated() {
            let oldPath = ItemPath(section, index)
            guard let final = changes.finalPath(of: oldPath) else {
                FuzzCheck.require(!seen.contains(item), "\(oldPath) has no final path but \(item) stayed")
                continue
            }
            let there = sections.indices.contains(final.section) && sections[final.section].indices.contains(final.item)
                ? sections[final.section][final.item] : nil
            if updated.contains(oldPath) {
                FuzzCheck.require(there.map { $0 >= 1_000 } == true, "updated \(oldPath) shows \(String(describing: there))")
            } else {
                FuzzCheck.require(there == item, "\(oldPath) (\(item)) went to \(final), which holds \(String(describing: there))")
            }
        }
    }
    for inserted in changeset.insertedItems {
        FuzzCheck.require(seen.contains(inserted.model), "inserted \(inserted.model) at \(inserted.path) is missing")
    }
    FuzzCheck.require(seen.count == finalCounts.reduce(0, +), "\(seen.count) items for counts \(finalCounts)")
    return 0
}
