import Geometry
import Graphics

/// One post of the List page's feed: an author and a text whose length varies from post
/// to post (so rows have different heights), all derived from `id`, so every run of the
/// gallery (a window, a headless render, a benchmark) shows the same feed.
public struct FeedItem: Sendable, Equatable {
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
        var words: [String] = []
        let count = 4 + (id &* 37 &+ edit &* 11) % 34
        for index in 0..<count { words.append(FeedItem.words[(id &* 7 &+ index &* 13 &+ edit) % FeedItem.words.count]) }
        text = words.joined(separator: " ").capitalizedFirst + "." + (edit > 0 ? " (edited ×\(edit))" : "")
    }

    /// The avatar's color.
    var color: Color { GalleryColor.tiles[id % GalleryColor.tiles.count] }

    static let authors = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Margaret", "Niklaus"]
    static let words = ["the", "list", "shows", "only", "rows", "in", "view", "while", "every", "item", "keeps", "its",
                        "state", "changesets", "arrive", "from", "a", "background", "queue", "and", "apply", "in",
                        "order", "heights", "are", "exact", "so", "the", "scroll", "bar", "never", "jumps", "cells",
                        "are", "reused", "as", "rows", "enter", "and", "leave"]
}

extension String {
    /// The string with its first character uppercased.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
