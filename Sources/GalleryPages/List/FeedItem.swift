import Geometry
import Graphics

/// One post of the List page's feed: an author and a text whose length varies from post
/// to post (so rows have different heights), all derived from `id`, so every run of the
/// gallery (a window, a headless render, a benchmark) shows the same feed.
public struct FeedItem: Sendable, Equatable, Identifiable {
    public var id: Int
    /// How many times the post was edited (each update's new model has one more).
    public var edit: Int
    public var author: String
    public var text: String

    /// Post `id` of the deterministic feed; `edit` > 0 marks it as edited that many times
    /// (an update's new model).
    public init(id: Int, edit: Int = 0) {
        self.id = id
        self.edit = edit
        author = FeedItem.authors[id % FeedItem.authors.count]
        var sentences: [String] = []
        let count = 1 + (id &* 37 &+ edit &* 11) % 5
        for index in 0..<count {
            sentences.append(FeedItem.sentences[(id &* 7 &+ index &* 3 &+ edit) % FeedItem.sentences.count])
        }
        text = sentences.joined(separator: " ") + (edit > 0 ? " (Edited ×\(edit).)" : "")
    }

    /// The avatar's color.
    var color: Color { GalleryColor.tiles[id % GalleryColor.tiles.count] }

    static let authors = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Margaret", "Niklaus"]
    static let sentences = [
        "Only the rows in view are mounted.",
        "Changesets are prepared on a background queue and applied in order.",
        "Every row keeps its state while it scrolls out of view and back.",
        "Heights come from the prepared layouts, so the scroll bar never jumps.",
        "A cell that leaves the screen is reused by the next row of its type.",
        "Tap the heart: the like count is this row's own state.",
        "Inserting above the first visible row leaves it where it is.",
        "A changeset that does not fit the list is refused before anything changes.",
        "Ten thousand posts, and a scroll frame paints only the new strip.",
        "Each item is a component root of its own.",
        "Moves keep the item, its scope and its controllers.",
        "Press Burst to queue a hundred changesets at once.",
    ]
}
