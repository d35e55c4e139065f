import Testing
@testable import DataSource

@Suite struct ChangesetTests {
    @Test func seedExample() throws {
        let changeset = Changeset<String> {
            $0.insertSection(0)
            $0.insert("Hello", at: [0, 0])
            $0.insert("World !", at: [0, 1])
        }
        var sections: [[String]] = []
        #expect(try changeset.validated(against: []) == [2])
        let applied = changeset.apply(to: &sections)
        #expect(sections == [["Hello", "World !"]])
        #expect(applied == AppliedChanges(insertedSections: [0], insertedItems: [[0, 0], [0, 1]]))
        #expect(applied.description == "inserted sections [0], inserted [[0, 0], [0, 1]]")
    }

    /// Where the type is known (a parameter, a declared type), the builder needs no `<Model>`.
    @Test func builderTakesItsModelTypeFromContext() {
        let changeset: Changeset<String> = Changeset {
            $0.insertSection(0)
            $0.insert("Hello", at: [0, 0])
        }
        #expect(changeset.insertedItems.map(\.model) == ["Hello"])
    }

    @Test func itemPathLiteralOrderAndDescription() {
        let path: ItemPath = [1, 2]
        #expect(path == ItemPath(section: 1, item: 2))
        #expect(path == ItemPath(1, 2))
        #expect(path.description == "[1, 2]")
        #expect([[1, 0], [0, 5], [0, 2]].sorted() as [ItemPath] == [[0, 2], [0, 5], [1, 0]])
    }

    @Test func builderRecordsCallsInOrderWithDuplicates() {
        var changeset = Changeset<String>()
        #expect(changeset.isEmpty)
        changeset.removeSection(2)
        changeset.removeSection(0)
        changeset.removeSection(2)
        changeset.insertSection(1)
        changeset.update(at: [0, 1], to: "b")
        changeset.remove(at: [1, 0])
        changeset.move(from: [1, 1], to: [0, 0])
        changeset.insert("a", at: [0, 3])
        #expect(!changeset.isEmpty)
        #expect(changeset.removedSections == [2, 0, 2])
        #expect(changeset.insertedSections == [1])
        #expect(changeset.updatedItems.map(\.path) == [[0, 1]])
        #expect(changeset.updatedItems.map(\.model) == ["b"])
        #expect(changeset.removedItems == [[1, 0]])
        #expect(changeset.movedItems.map { AppliedChanges.Move(from: $0.from, to: $0.to) } == [.init(from: [1, 1], to: [0, 0])])
        #expect(changeset.insertedItems.map(\.path) == [[0, 3]])
    }

    /// Every kind of change at once, checked by hand: ComponentKit's order, whatever the call order.
    @Test func appliesInComponentKitsOrderWhateverTheCallOrder() throws {
        let old = [["a", "b", "c", "d"], ["e", "f"], ["g"]]
        let calls: [(inout Changeset<String>) -> Void] = [
            { $0.update(at: [0, 0], to: "A") },
            { $0.remove(at: [0, 2]) },
            { $0.removeSection(1) },
            { $0.move(from: [0, 3], to: [0, 0]) },  // d to the front of section 0
            { $0.move(from: [2, 0], to: [1, 0]) },  // g into the inserted section
            { $0.insertSection(1) },
            { $0.insert("x", at: [0, 3]) },
            { $0.insert("y", at: [1, 1]) },
        ]
        let expected = [["d", "A", "b", "x"], ["g", "y"], []]
        let expectedChanges = AppliedChanges(
            updatedItems: [[0, 0]], removedItems: [[0, 2]], removedSections: [1],
            movedItems: [.init(from: [0, 3], to: [0, 0]), .init(from: [2, 0], to: [1, 0])],
            insertedSections: [1], insertedItems: [[0, 3], [1, 1]]
        )
        for order in [Array(calls.indices), calls.indices.reversed(), [5, 2, 7, 0, 3, 6, 1, 4]] {
            var changeset = Changeset<String>()
            for index in order { calls[index](&changeset) }
            var sections = old
            #expect(try changeset.validated(against: [4, 2, 1]) == [4, 2, 0])
            #expect(changeset.apply(to: &sections) == expectedChanges)
            #expect(sections == expected)
        }
        #expect(expectedChanges.description
            == "updated [[0, 0]], removed [[0, 2]], removed sections [1], moved [[0, 3] → [0, 0], [2, 0] → [1, 0]], "
            + "inserted sections [1], inserted [[0, 3], [1, 1]]")
    }

    @Test func insertsItemsIntoSectionsInsertedByTheSameChangeset() throws {
        let changeset = Changeset<String> {
            $0.insertSection(0)
            $0.insertSection(2)
            $0.insert("n", at: [0, 0])
            $0.insert("m", at: [2, 0])
            $0.insert("o", at: [1, 1])
        }
        var sections = [["a"]]
        #expect(try changeset.validated(against: [1]) == [1, 2, 1])
        changeset.apply(to: &sections)
        #expect(sections == [["n"], ["a", "o"], ["m"]])
    }

    @Test func updateCallbackGetsTheOldItemAndTheEntry() {
        let changeset = Changeset<Int> {
            $0.update(at: [0, 1], to: 10)
            $0.update(at: [0, 0], to: 20)
            $0.insert(30, at: [0, 2])
        }
        var sections = [["a", "b"]]
        var seen: [String] = []
        changeset.apply(
            to: &sections,
            updated: { old, entry in
                seen.append("\(old)\(entry)")
                return "\(old)→\(changeset.updatedItems[entry].model)"
            },
            inserted: { "new \(changeset.insertedItems[$0].model)" }
        )
        #expect(sections == [["a→20", "b→10", "new 30"]])
        #expect(Set(seen) == ["b0", "a1"])
    }

    @Test func emptyChangesetLeavesTheListAsItIs() throws {
        let changeset = Changeset<Int>()
        var sections = [[1, 2], [], [3]]
        #expect(try changeset.validated(against: [2, 0, 1]) == [2, 0, 1])
        let applied = changeset.apply(to: &sections)
        #expect(applied.isEmpty)
        #expect(applied.description == "no changes")
        #expect(sections == [[1, 2], [], [3]])
    }

    @Test func finalPathFollowsEachItem() {
        // Old: section 0 [a b c d], section 1 [e f], section 2 [g]; see the test above.
        let changes = AppliedChanges(
            updatedItems: [[0, 0]], removedItems: [[0, 2]], removedSections: [1],
            movedItems: [.init(from: [0, 3], to: [0, 0]), .init(from: [2, 0], to: [1, 0])],
            insertedSections: [1], insertedItems: [[0, 3], [1, 1]]
        )
        #expect(changes.finalPath(of: [0, 0]) == [0, 1])
        #expect(changes.finalPath(of: [0, 1]) == [0, 2])
        #expect(changes.finalPath(of: [0, 2]) == nil)
        #expect(changes.finalPath(of: [0, 3]) == [0, 0])
        #expect(changes.finalPath(of: [1, 0]) == nil)
        #expect(changes.finalPath(of: [2, 0]) == [1, 0])
        #expect(changes.finalSection(of: 0) == 0)
        #expect(changes.finalSection(of: 1) == nil)
        #expect(changes.finalSection(of: 2) == 2)
    }

    @Test func applyTrapsOnAnInvalidChangesetNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var sections = [[1]]
            Changeset<Int> { $0.remove(at: [0, 1]) }.apply(to: &sections)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(
            "Invalid changeset: item removal at [0, 1]: item 1 is out of range: section 0 has 1 item (checked against 1 section with items [1])."
        ))
    }
}
