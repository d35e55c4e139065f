import Testing
@testable import DataSource

/// One test per `ChangesetError.Reason` (and per index space where the wording differs),
/// each against a list of two sections with 2 and 7 items.
@Suite struct ChangesetErrorTests {
    static let counts = [2, 7]
    static let old = [["a", "b"], ["c", "d", "e", "f", "g", "h", "i"]]

    /// The error validating `build`'s changeset against `counts` throws, after checking that
    /// applying it would have left the list untouched: validation comes first.
    func error(_ counts: [Int] = counts, _ build: (inout Changeset<String>) -> Void) -> ChangesetError? {
        let changeset = Changeset(build)
        var sections = counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
        let before = sections
        do {
            _ = try changeset.validated(against: counts)
            changeset.apply(to: &sections)
            return nil
        } catch {
            #expect(sections == before)
            return error
        }
    }

    @Test func negativeIndex() throws {
        let update = try #require(error { $0.update(at: [0, -1], to: "x") })
        #expect(update.change == .update && update.path == [0, -1] && update.reason == .negativeIndex)
        #expect(update.description
            == "Invalid changeset: update at [0, -1]: item -1 is negative (checked against 2 sections with items [2, 7]).")
        let section = try #require(error { $0.removeSection(-1) })
        #expect(section.change == .sectionRemoval && section.section == -1 && section.path == nil)
        #expect(section.description
            == "Invalid changeset: section removal at -1: section -1 is negative (checked against 2 sections with items [2, 7]).")
        let move = try #require(error { $0.move(from: [1, 0], to: [-2, 0]) })
        #expect(move.moveEnd == .destination && move.path == [-2, 0] && move.move == .init(from: [1, 0], to: [-2, 0]))
        #expect(move.description.hasPrefix("Invalid changeset: item move from [1, 0] to [-2, 0]: destination section -2 is negative"))
        #expect(error { $0.insertSection(-1) }?.reason == .negativeIndex)
        #expect(error { $0.insert("x", at: [0, -1]) }?.reason == .negativeIndex)
        #expect(error { $0.remove(at: [-1, 0]) }?.reason == .negativeIndex)
    }

    @Test func sectionOutOfRangeInTheOldList() throws {
        let removal = try #require(error { $0.remove(at: [2, 0]) })
        #expect(removal.reason == .sectionOutOfRange(count: 2))
        #expect(removal.description == "Invalid changeset: item removal at [2, 0]: section 2 is out of range: "
            + "the list has 2 sections (checked against 2 sections with items [2, 7]).")
        #expect(error { $0.removeSection(2) }?.reason == .sectionOutOfRange(count: 2))
        #expect(error { $0.update(at: [5, 0], to: "x") }?.reason == .sectionOutOfRange(count: 2))
        let move = try #require(error { $0.move(from: [3, 0], to: [0, 0]) })
        #expect(move.moveEnd == .source && move.reason == .sectionOutOfRange(count: 2))
    }

    @Test func sectionOutOfRangeInTheFinalList() throws {
        let insertion = try #require(error {
            $0.removeSection(0)
            $0.insert("x", at: [1, 0])
        })
        #expect(insertion.reason == .sectionOutOfRange(count: 1))
        #expect(insertion.description == "Invalid changeset: item insertion at [1, 0]: section 1 is out of range: "
            + "the list has 1 section after the changes (checked against 2 sections with items [2, 7]).")
        let move = try #require(error { $0.move(from: [0, 0], to: [2, 0]) })
        #expect(move.moveEnd == .destination && move.reason == .sectionOutOfRange(count: 2))
        #expect(move.description.contains("destination section 2 is out of range: the list has 2 sections after the changes"))
    }

    @Test func itemOutOfRange() throws {
        let update = try #require(error { $0.update(at: [1, 7], to: "x") })
        #expect(update.reason == .itemOutOfRange(count: 7))
        #expect(update.description == "Invalid changeset: update at [1, 7]: item 7 is out of range: "
            + "section 1 has 7 items (checked against 2 sections with items [2, 7]).")
        #expect(error { $0.remove(at: [0, 2]) }?.reason == .itemOutOfRange(count: 2))
        #expect(error { $0.move(from: [0, 9], to: [0, 0]) }?.reason == .itemOutOfRange(count: 2))
    }

    @Test func itemInsertionGap() throws {
        let insertion = try #require(error {
            $0.insert("y", at: [0, 5])
            $0.insert("x", at: [0, 2])
        })
        #expect(insertion.change == .itemInsertion && insertion.path == [0, 5] && insertion.reason == .insertionGap(count: 3))
        #expect(insertion.description == "Invalid changeset: item insertion at [0, 5]: item 5 is past the end of section 0, "
            + "which has 3 items at that point (checked against 2 sections with items [2, 7]).")
        // Removals and moves away count: section 0 keeps one item, so index 1 is its end.
        #expect(error {
            $0.remove(at: [0, 0])
            $0.insert("x", at: [0, 2])
        }?.reason == .insertionGap(count: 1))
        #expect(error {
            $0.remove(at: [0, 0])
            $0.insert("x", at: [0, 1])
        } == nil)
        let move = try #require(error { $0.move(from: [1, 0], to: [0, 3]) })
        #expect(move.moveEnd == .destination && move.reason == .insertionGap(count: 2))
        #expect(move.description.contains("destination item 3 is past the end of section 0, which has 2 items at that point"))
        // An inserted section starts empty.
        #expect(error {
            $0.insertSection(0)
            $0.insert("x", at: [0, 1])
        }?.reason == .insertionGap(count: 0))
    }

    @Test func sectionInsertionGap() throws {
        let insertion = try #require(error {
            $0.removeSection(1)
            $0.insertSection(0)
            $0.insertSection(3)
        })
        #expect(insertion.change == .sectionInsertion && insertion.section == 3 && insertion.reason == .insertionGap(count: 2))
        #expect(insertion.description == "Invalid changeset: section insertion at 3: section 3 is past the end of the list, "
            + "which has 2 sections at that point (checked against 2 sections with items [2, 7]).")
        #expect(error {
            $0.insertSection(2)
            $0.insertSection(3)
        } == nil)
    }

    @Test func duplicate() throws {
        let update = try #require(error {
            $0.update(at: [0, 1], to: "x")
            $0.update(at: [0, 1], to: "y")
        })
        #expect(update.reason == .duplicate)
        #expect(update.description
            == "Invalid changeset: update at [0, 1]: the item is updated twice (checked against 2 sections with items [2, 7]).")
        let insertion = try #require(error {
            $0.insert("x", at: [0, 0])
            $0.insert("y", at: [0, 0])
        })
        #expect(insertion.change == .itemInsertion && insertion.reason == .duplicate)
        #expect(insertion.description.contains("item insertion at [0, 0]: two items are inserted there"))
        let source = try #require(error {
            $0.move(from: [1, 1], to: [0, 0])
            $0.move(from: [1, 1], to: [0, 1])
        })
        #expect(source.moveEnd == .source && source.reason == .duplicate)
        #expect(source.description.contains("item move from [1, 1] to [0, 1]: the item is moved twice"))
        let destination = try #require(error {
            $0.move(from: [1, 1], to: [0, 0])
            $0.move(from: [1, 2], to: [0, 0])
        })
        #expect(destination.moveEnd == .destination && destination.reason == .duplicate)
        #expect(destination.description.contains("item move from [1, 2] to [0, 0]: another item is moved there too"))
        // A move onto its own place, twice: the source is what is repeated.
        #expect(error {
            $0.move(from: [1, 1], to: [1, 1])
            $0.move(from: [1, 1], to: [1, 1])
        }?.moveEnd == .source)
        #expect(error {
            $0.remove(at: [1, 1])
            $0.remove(at: [1, 1])
        }?.reason == .duplicate)
        let removal = try #require(error {
            $0.removeSection(1)
            $0.removeSection(1)
        })
        #expect(removal.description.contains("section removal at 1: the section is removed twice"))
        let sectionInsertion = try #require(error {
            $0.insertSection(1)
            $0.insertSection(1)
        })
        #expect(sectionInsertion.description.contains("section insertion at 1: a section is inserted there twice"))
    }

    @Test func removedAndUpdated() throws {
        let update = try #require(error {
            $0.remove(at: [1, 3])
            $0.update(at: [1, 3], to: "x")
        })
        #expect(update.change == .update && update.reason == .removedAndUpdated)
        #expect(update.description
            == "Invalid changeset: update at [1, 3]: the item is also removed (checked against 2 sections with items [2, 7]).")
    }

    @Test func movedAndUpdated() throws {
        let update = try #require(error {
            $0.move(from: [1, 3], to: [0, 0])
            $0.update(at: [1, 3], to: "x")
        })
        #expect(update.change == .update && update.reason == .movedAndUpdated)
        #expect(update.description.contains("update at [1, 3]: the item is also moved"))
    }

    @Test func movedAndRemoved() throws {
        let move = try #require(error {
            $0.move(from: [1, 3], to: [0, 0])
            $0.remove(at: [1, 3])
        })
        #expect(move.change == .itemMove && move.moveEnd == .source && move.reason == .movedAndRemoved)
        #expect(move.description == "Invalid changeset: item move from [1, 3] to [0, 0]: the item is also removed "
            + "(checked against 2 sections with items [2, 7]).")
    }

    @Test func inRemovedSection() throws {
        let update = try #require(error {
            $0.removeSection(1)
            $0.update(at: [1, 0], to: "x")
        })
        #expect(update.reason == .inRemovedSection)
        #expect(update.description == "Invalid changeset: update at [1, 0]: section 1 is removed by the same changeset "
            + "(checked against 2 sections with items [2, 7]).")
        #expect(error {
            $0.removeSection(0)
            $0.remove(at: [0, 1])
        }?.reason == .inRemovedSection)
        let move = try #require(error {
            $0.removeSection(0)
            $0.move(from: [0, 1], to: [0, 0])
        })
        #expect(move.reason == .inRemovedSection)
        #expect(move.description.contains("source section 0 is removed by the same changeset"))
    }

    @Test func moveOntoInsertion() throws {
        let move = try #require(error {
            $0.move(from: [1, 0], to: [0, 1])
            $0.insert("x", at: [0, 1])
        })
        #expect(move.change == .itemMove && move.moveEnd == .destination && move.path == [0, 1])
        #expect(move.reason == .moveOntoInsertion)
        #expect(move.description == "Invalid changeset: item move from [1, 0] to [0, 1]: an item is also inserted at [0, 1] "
            + "(checked against 2 sections with items [2, 7]).")
    }

    @Test func countsAreElidedPastEight() {
        #expect(ChangesetError.summary(of: []) == "no sections")
        #expect(ChangesetError.summary(of: [4]) == "1 section with items [4]")
        #expect(ChangesetError.summary(of: Array(0..<8)) == "8 sections with items [0, 1, 2, 3, 4, 5, 6, 7]")
        #expect(ChangesetError.summary(of: Array(0..<20)) == "20 sections with items [0, 1, 2, 3, 4, 5, 6, 7, …]")
    }

    /// A list with no sections: every old path is out of range, and only section 0 can be inserted.
    @Test func emptyList() throws {
        let update = try #require(error([]) { $0.update(at: [0, 0], to: "x") })
        #expect(update.description
            == "Invalid changeset: update at [0, 0]: section 0 is out of range: the list has 0 sections (checked against no sections).")
        #expect(error([]) { $0.insertSection(1) }?.reason == .insertionGap(count: 0))
        #expect(error([]) { $0.insert("x", at: [0, 0]) }?.reason == .sectionOutOfRange(count: 0))
    }
}
