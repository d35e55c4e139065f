import GalleryPages
import Graphics
import Tessera

/// `list-diff`: `IdentityDiff` of the List page's 10,000-post feed against a new
/// arrangement of it (a tenth of the posts gone, a thousand new ones, a hundred moved,
/// a hundred edited), one diff a frame (`median_ns`); `steps` is the diff's own count of
/// elementary steps (linear in the posts), `moves`, `updates`, `inserts` and `removals`
/// what it found. Nothing is drawn.
@MainActor
final class ListDiffScene: BenchScene {
    let width = 1, height = 1
    private let old: [[FeedItem]]
    private let new: [[FeedItem]]
    private var last: IdentityDiff<FeedItem>?

    init() {
        old = [(0..<10_000).map { FeedItem(id: $0) }]
        var new = old[0].enumerated().filter { $0.offset % 10 != 3 }.map(\.element)
        new.insert(contentsOf: (20_000..<21_000).map { FeedItem(id: $0) }, at: 4_000)
        for index in stride(from: 0, to: 9_900, by: 100) {
            new[index] = FeedItem(id: new[index].id, edit: 1)
            let moved = new.remove(at: index + 50)
            new.insert(moved, at: (index * 7_919) % new.count)
        }
        self.new = [new]
    }

    var figures: [BenchFigure] {
        [BenchFigure(mode: "diff", draw: { _ in }, details: {
            guard let diff = self.last else { return [] }
            return [("items", 10_000), ("steps", diff.steps), ("moves", diff.changeset.movedItems.count),
                    ("updates", diff.changeset.updatedItems.count + diff.movedUpdates.updatedItems.count),
                    ("inserts", diff.changeset.insertedItems.count), ("removals", diff.changeset.removedItems.count)]
        }, timedFrame: {
            let start = FrameTimer.now()
            let diff = try IdentityDiff(from: self.old, to: self.new, changed: !=)
            let end = FrameTimer.now()
            self.last = diff
            return end - start
        })]
    }
}
