/// An A8 coverage mask at a whole device pixel, by pointer:
/// what `Painter.drawMasks(_:color:)` composites. Text renderers build these for the
/// glyphs of a line from masks they own; the memory must stay valid for the call.
public struct MaskPlacement {
    /// `width * height` coverage bytes, rows top to bottom.
    public var coverage: UnsafePointer<UInt8>
    public var width: Int
    public var height: Int
    /// The mask's top-left pixel, in device pixels (the painter's translation is not applied).
    public var x: Int
    public var y: Int

    public init(coverage: UnsafePointer<UInt8>, width: Int, height: Int, x: Int, y: Int) {
        self.coverage = coverage
        self.width = width
        self.height = height
        self.x = x
        self.y = y
    }
}
