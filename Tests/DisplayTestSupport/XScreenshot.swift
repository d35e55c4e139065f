import Graphics

/// Screenshots of what an X server holds, through `xwd`: the pixels of one window or of
/// the whole screen, as opaque premultiplied `0xAARRGGBB` pixels.
public enum XScreenshot {
    /// The inside of window `id` on `display` (its X border left out): an image of the
    /// window's geometry width and height. The window must be mapped. Where another
    /// window covers it, X leaves the pixels undefined (Xvfb gives black); crop `root`
    /// for what the screen shows there.
    public static func window(_ id: UInt, display: String) throws -> Image {
        try capture(["-id", String(id), "-nobdrs"], display: display)
    }

    /// The whole screen of `display`.
    public static func root(display: String) throws -> Image {
        try capture(["-root"], display: display)
    }

    private static func capture(_ target: [String], display: String) throws -> Image {
        let output = try XTool.xwd.run(target + ["-silent", "-display", display], display: display)
        return try XWDDecoder.image(from: output.stdout)
    }
}
