import Foundation
import GalleryPages
import Tessera

/// `list` `diff`: `IdentityDiff` of the 10,000-post feed against a new arrangement of it
/// (a tenth of the posts gone, a thousand new ones, a hundred moved, a hundred edited),
/// rounds after one untimed warm-up (`median_ns`); `steps` is the diff's own count of
/// elementary steps (linear in the posts), `moves` and `updates` what it found.
extension ListBenchScene {
    func diffLine(rounds: Int) throws -> String {
        let old = [(0..<10_000).map { FeedItem(id: $0) }]
        var new = old[0].enumerated().filter { $0.offset % 10 != 3 }.map(\.element)
        new.insert(contentsOf: (20_000..<21_000).map { FeedItem(id: $0) }, at: 4_000)
        for index in stride(from: 0, to: 10_000, by: 100) {
            new[index] = FeedItem(id: new[index].id, edit: 1)
            let moved = new.remove(at: index + 50)
            new.insert(moved, at: (index * 7_919) % new.count)
        }
        var times: [UInt64] = []
        var last: IdentityDiff<FeedItem>?
        for round in 0...rounds {
            let start = FrameTimer.now()
            let diff = try IdentityDiff(from: old, to: [new], changed: !=)
            let end = FrameTimer.now()
            if round > 0 { times.append(end - start) }
            last = diff
        }
        guard let diff = last else { return "" }
        return BenchReport(scene: "list", mode: "diff", timings: times, details: [
            ("items", 10_000), ("steps", diff.steps), ("moves", diff.changeset.movedItems.count),
            ("updates", diff.changeset.updatedItems.count + diff.movedUpdates.updatedItems.count),
            ("inserts", diff.changeset.insertedItems.count), ("removals", diff.changeset.removedItems.count),
        ]).jsonLine
    }
}
