extension ChangesetError {
    /// The change, what is wrong with it (with the numbers), and the counts it was checked
    /// against: `Invalid changeset: update at [1, 4]: item 4 is out of range: section 1 has
    /// 2 items (checked against 3 sections with items [5, 2, 0]).`
    public var description: String {
        "Invalid changeset: \(subject): \(explanation) (checked against \(Self.summary(of: sectionCounts)))."
    }

    /// The change at fault: `item insertion at [0, 5]`, `section removal at 2`.
    private var subject: String {
        switch change {
        case .update: "update at \(pathText)"
        case .itemRemoval: "item removal at \(pathText)"
        case .sectionRemoval: "section removal at \(sectionText)"
        case .sectionInsertion: "section insertion at \(sectionText)"
        case .itemInsertion: "item insertion at \(pathText)"
        case .itemMove:
            if let move { "item move from \(move.from) to \(move.to)" } else { "item move at \(pathText)" }
        }
    }

    /// What is wrong, in words and numbers.
    private var explanation: String {
        // For a move, say which end each index belongs to.
        let end = switch moveEnd {
        case .source?: "source "
        case .destination?: "destination "
        case nil: ""
        }
        let section = path?.section ?? self.section ?? 0
        let isFinalPath = change == .itemInsertion || moveEnd == .destination
        switch reason {
        case .negativeIndex:
            if let path, path.section >= 0 { return "\(end)item \(path.item) is negative" }
            return "\(end)section \(section) is negative"
        case .sectionOutOfRange(let count):
            let list = isFinalPath ? "the list has \(Self.sections(count)) after the changes" : "the list has \(Self.sections(count))"
            return "\(end)section \(section) is out of range: \(list)"
        case .itemOutOfRange(let count):
            return "\(end)item \(path?.item ?? 0) is out of range: section \(section) has \(Self.items(count))"
        case .insertionGap(let count):
            if change == .sectionInsertion {
                return "section \(section) is past the end of the list, which has \(Self.sections(count)) at that point"
            }
            return "\(end)item \(path?.item ?? 0) is past the end of section \(section), which has \(Self.items(count)) at that point"
        case .duplicate:
            switch change {
            case .update: return "the item is updated twice"
            case .itemRemoval: return "the item is removed twice"
            case .sectionRemoval: return "the section is removed twice"
            case .sectionInsertion: return "a section is inserted there twice"
            case .itemInsertion: return "two items are inserted there"
            case .itemMove: return moveEnd == .destination ? "another item is moved there too" : "the item is moved twice"
            }
        case .removedAndUpdated:
            return "the item is also removed"
        case .movedAndUpdated:
            return "the item is also moved, and a moved item is carried over as it is (update it in another changeset)"
        case .movedAndRemoved:
            return "the item is also removed"
        case .inRemovedSection:
            return "\(end)section \(section) is removed by the same changeset"
        case .moveOntoInsertion:
            return "an item is also inserted at \(pathText)"
        }
    }

    private var pathText: String {
        path.map(String.init(describing:)) ?? "?"
    }

    private var sectionText: String {
        section.map(String.init(describing:)) ?? "?"
    }

    /// Counts to show before eliding the rest: enough to read, short enough for a log line.
    static let shownCounts = 8

    /// `2 sections with items [2, 7]`; past `shownCounts` sections, `20 sections with items
    /// [2, 7, 1, 0, 4, 4, 4, 4, …]`; `no sections`.
    static func summary(of counts: [Int]) -> String {
        if counts.isEmpty { return "no sections" }
        let shown = counts.prefix(shownCounts).map(String.init(describing:)).joined(separator: ", ")
        let more = counts.count > shownCounts ? ", …" : ""
        return "\(sections(counts.count)) with items [\(shown)\(more)]"
    }

    private static func sections(_ count: Int) -> String {
        count == 1 ? "1 section" : "\(count) sections"
    }

    private static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }
}
