import DataSource

/// The List page's random changes, from a fixed seed (SplitMix64), so the same taps
/// make the same changesets in every run.
struct FeedRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is 0 or less).
    mutating func below(_ bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }

    /// One of the page's random kinds of change.
    mutating func anyChange() -> ListPage.Change {
        [.insertRandom, .deleteRandom, .moveRandom, .updateRandom][below(4)]
    }

    /// A changeset of kind `change` against `feed` (section 0 as it will be once every
    /// pending changeset is applied). Empty when the feed is too short for it.
    mutating func changeset(_ change: ListPage.Change, for feed: [FeedItem], newItem: () -> FeedItem) -> Changeset<FeedItem> {
        var changeset = Changeset<FeedItem>()
        let count = feed.count
        switch change {
        case .insertRandom, .insertAtTop:
            // Ten distinct final positions among count + 10.
            var positions = Set<Int>()
            while positions.count < 10 { positions.insert(below(count + 10)) }
            for position in positions.sorted() { changeset.insert(newItem(), at: ItemPath(0, position)) }
        case .deleteRandom:
            if count > 0 { changeset.remove(at: ItemPath(0, below(count))) }
        case .moveRandom:
            if count > 1 { changeset.move(from: ItemPath(0, below(count)), to: ItemPath(0, below(count))) }
        case .updateRandom:
            if count > 0 {
                let index = below(count)
                let item = feed[index]
                changeset.update(at: ItemPath(0, index), to: FeedItem(id: item.id, edit: item.edit + 1))
            }
        case .burst:
            return self.changeset(anyChange(), for: feed, newItem: newItem)
        }
        return changeset
    }
}
