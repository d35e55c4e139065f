import Components

extension GalleryApp {
    /// The page a key press shows when `current` is on screen, or nil when the app does
    /// not use the key. Right / Left, Ctrl+Tab / Ctrl+Shift+Tab and Ctrl+PageDown /
    /// Ctrl+PageUp (browsers' tab keys) go to the next / previous tab, wrapping around at
    /// either end; plain Page Down / Page Up scroll the page, and so do Right / Left on a
    /// page that scrolls sideways (the cards canvas), as arrows scroll in a browser. The
    /// digits 1 to 9
    /// pick a tab by its place. A repeated press (the key held) counts like a press;
    /// key-up events, and keys with other modifiers, are not used.
    public static func page(for event: KeyEvent, after current: GalleryPage) -> GalleryPage? {
        guard event.isDown else { return nil }
        let scrollsSideways = current.scrollAxes.contains(.horizontal)
        switch (event.key, event.modifiers) {
        case (.right, []) where scrollsSideways, (.left, []) where scrollsSideways:
            return nil
        case (.right, []), (.pageDown, .control), (.tab, .control):
            return current.offset(by: 1)
        case (.left, []), (.pageUp, .control), (.tab, [.control, .shift]):
            return current.offset(by: -1)
        case (.character(let character), []):
            // ASCII only: other scripts' digits are text, not shortcuts.
            guard character.isASCII, let digit = character.wholeNumberValue,
                  GalleryPage.allCases.indices.contains(digit - 1) else { return nil }
            return GalleryPage.allCases[digit - 1]
        default:
            return nil
        }
    }
}

extension GalleryPage {
    /// The page `offset` places after this one in `allCases`, wrapping around.
    func offset(by offset: Int) -> GalleryPage {
        let pages = GalleryPage.allCases
        let index = pages.firstIndex(of: self)! + offset
        return pages[(index % pages.count + pages.count) % pages.count]
    }
}
