import Geometry

/// How an element is moved, turned and scaled when it is drawn, without changing its
/// layout: CSS's individual `translate`, `rotate` and `scale` properties, applied about
/// the element's centre (`transform-origin: 50% 50%`) in that order: scaled, then turned,
/// then moved. Its subtree is drawn through it (into a layer, composited with bilinear
/// filtering: see `Painter.withTransform`) and hit where it is drawn.
///
/// Animations interpolate its five numbers, as CSS interpolates the individual
/// properties, so a turn of 2π goes once round and a scale passes through the sizes in
/// between (a matrix interpolated entry by entry would shrink a half turn to nothing).
public struct VisualTransform: Hashable, Sendable {
    /// Points moved along x and y.
    public var translation: Point
    /// Radians, clockwise on screen.
    public var rotation: Double
    /// Factors along x and y (1: unchanged).
    public var scaleX: Double
    public var scaleY: Double

    /// Non-finite numbers are taken as no change (0 for a move or a turn, 1 for a scale).
    public init(translation: Point = .zero, rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1) {
        self.translation = Point(x: translation.x.isFinite ? translation.x : 0, y: translation.y.isFinite ? translation.y : 0)
        self.rotation = rotation.isFinite ? rotation : 0
        self.scaleX = scaleX.isFinite ? scaleX : 1
        self.scaleY = scaleY.isFinite ? scaleY : 1
    }

    /// The same scale along both axes.
    public init(translation: Point = .zero, rotation: Double = 0, scale: Double) {
        self.init(translation: translation, rotation: rotation, scaleX: scale, scaleY: scale)
    }

    public static let identity = VisualTransform()

    public var isIdentity: Bool { self == .identity }

    /// The affine transform for an element whose box is `frame` (in the coordinates the
    /// transform is applied in), with points measured as `unit` of those coordinates
    /// (the device scale when `frame` is in device pixels).
    public func affine(about frame: Rect, unit: Double = 1) -> AffineTransform {
        let center = Point(x: frame.midX, y: frame.midY)
        return AffineTransform(scaleX: scaleX, y: scaleY)
            .then(AffineTransform(rotation: rotation))
            .around(center)
            .then(AffineTransform(translationX: translation.x * unit, y: translation.y * unit))
    }

    /// Its numbers in order (translation x and y, rotation, scale x and y): what an
    /// animation moves.
    public var channels: SIMD8<Double> {
        SIMD8(translation.x, translation.y, rotation, scaleX, scaleY, 0, 0, 0)
    }

    /// The transform with these numbers (see `channels`).
    public init(channels: SIMD8<Double>) {
        self.init(translation: Point(x: channels[0], y: channels[1]), rotation: channels[2],
                  scaleX: channels[3], scaleY: channels[4])
    }
}
