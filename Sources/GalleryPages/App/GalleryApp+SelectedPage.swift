import Components

extension GalleryApp {
    /// The page `root` shows when its root component is a `GalleryApp` (nil otherwise):
    /// the app's state as last committed, for a window title. Cheap: it reads the owner
    /// chain of the root element, not the tree.
    @MainActor
    public static func selectedPage(in root: ComponentRoot) -> GalleryPage? {
        // The root element is made by the app's body, so the app is on its owner chain
        // (the top of it unless the body's first component is a composite).
        var current = root.result.element?.owner
        while let instance = current {
            if instance.component is GalleryApp { return instance.state as? GalleryPage }
            current = instance.parent
        }
        return nil
    }
}
