/// The one rule for the sizes and scales given to Tessera. Each check throws a
/// `DimensionError` naming the value as given and what is allowed; nothing is clamped or
/// replaced in silence.
///
/// - A size in points has finite sides of at least 0. Zero is valid: an empty area that
///   lays out and paints nothing (the host of a minimized window, a collapsed cell).
/// - A window's size in points has finite sides greater than 0 (a window cannot be empty).
/// - A scale (device pixels per point) is finite and greater than 0.
/// - A size in pixels has whole sides from 0 up to a maximum (`Framebuffer.maxSide` for
///   anything drawn into).
public enum SizeCheck {
    /// One side of a size in points: finite (or +∞ when `allowsInfinity`: unbounded) and
    /// at least 0, or greater than 0 unless `allowsZero`.
    public static func side(_ value: Double, name: String, allowsZero: Bool = true,
                            allowsInfinity: Bool = false) throws(DimensionError) {
        let finiteOrAllowed = value.isFinite || (allowsInfinity && value == .infinity)
        guard finiteOrAllowed, allowsZero ? value >= 0 : value > 0 else {
            let bound = allowsZero ? "at least 0" : "greater than 0"
            throw DimensionError(name: name, value: value, unit: .points,
                                 requirement: allowsInfinity ? "must be \(bound) (infinity: unbounded)"
                                                             : "must be finite and \(bound)")
        }
    }

    /// `size` in points: both sides finite and at least 0 (greater than 0 unless
    /// `allowsZero`). `names` are what the sides are called in the error.
    public static func points(_ size: Size, names: (width: String, height: String) = ("width", "height"),
                              allowsZero: Bool = true) throws(DimensionError) {
        try side(size.width, name: names.width, allowsZero: allowsZero)
        try side(size.height, name: names.height, allowsZero: allowsZero)
    }

    /// Device pixels per point: finite and greater than 0.
    public static func scale(_ scale: Double, name: String = "scale") throws(DimensionError) {
        guard scale.isFinite, scale > 0 else {
            throw DimensionError(name: name, value: scale, unit: .factor, requirement: "must be finite and greater than 0")
        }
    }

    /// A size in whole pixels: each side from 0 to `maximum` (no upper bound when nil).
    public static func pixels(width: Int, height: Int, maximum: Int?) throws(DimensionError) {
        for (name, value) in [("width", width), ("height", height)] {
            guard value >= 0, value <= maximum ?? .max else {
                throw DimensionError(name: name, pixels: value,
                                     requirement: maximum.map { "must be in 0...\($0)" } ?? "must be at least 0")
            }
        }
    }

    /// The size in device pixels of `size` points at `scale` (each side rounded up, so
    /// every point is covered), once `size` and `scale` pass their checks and each side
    /// is at most `maximum` pixels.
    public static func pixels(of size: Size, scale: Double,
                              maximum: Int) throws(DimensionError) -> (width: Int, height: Int) {
        try points(size)
        try self.scale(scale)
        func pixels(_ side: Double, name: String) throws(DimensionError) -> Int {
            let pixels = (side * scale).rounded(.up)
            guard pixels <= Double(maximum) else {
                throw DimensionError(name: name, value: side, unit: .points, requirement: """
                    at scale \(DimensionError.format(scale)) that is \(DimensionError.format(pixels)) pixels, \
                    and a side has at most \(maximum)
                    """)
            }
            return Int(pixels)
        }
        return (try pixels(size.width, name: "width"), try pixels(size.height, name: "height"))
    }
}
