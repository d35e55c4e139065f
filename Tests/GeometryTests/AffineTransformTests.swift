import Testing
@testable import Geometry

@Suite struct AffineTransformTests {
    static func expectNear(_ p: Point, _ q: Point, within tolerance: Double = 1e-9,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance, "\(p) vs \(q)", sourceLocation: sourceLocation)
    }

    @Test func basicTransformsMovePoints() {
        let p = Point(x: 3, y: -2)
        #expect(AffineTransform.identity.apply(to: p) == p)
        #expect(AffineTransform(translationX: 10, y: 0.5).apply(to: p) == Point(x: 13, y: -1.5))
        #expect(AffineTransform(scale: 2).apply(to: p) == Point(x: 6, y: -4))
        #expect(AffineTransform(scaleX: -1, y: 3).apply(to: p) == Point(x: -3, y: -6))
        // y points down: a quarter turn takes +x to +y, clockwise on screen, as CSS rotate().
        #expect(AffineTransform(rotation: .pi / 2).apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: 1))
        Self.expectNear(AffineTransform(rotation: .pi / 6).apply(to: Point(x: 2, y: 0)), Point(x: 3.0.squareRoot(), y: 1))
        let shear = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        #expect(shear.apply(to: Point(x: 0, y: 4)) == Point(x: 2, y: 4))
    }

    /// Quarter turns are exact (sine and cosine snapped), so they map whole numbers to
    /// whole numbers; a full turn is the identity.
    @Test func quarterTurnsAreExact() {
        #expect(AffineTransform(rotation: .pi / 2) == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(AffineTransform(rotation: .pi) == AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        #expect(AffineTransform(rotation: -.pi / 2) == AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
        #expect(AffineTransform(rotation: 2 * .pi).isIdentity)
        #expect(AffineTransform(rotation: 0).isIdentity)
        #expect(AffineTransform(rotation: .pi / 2).apply(to: Point(x: 7, y: 3)) == Point(x: -3, y: 7))
    }

    /// `a.then(b)` applies a first: it differs from `b.then(a)`.
    @Test func thenAppliesSelfFirst() {
        let move = AffineTransform(translationX: 10, y: 0), double = AffineTransform(scale: 2)
        let p = Point(x: 1, y: 1)
        #expect(move.then(double).apply(to: p) == Point(x: 22, y: 2))
        #expect(double.then(move).apply(to: p) == Point(x: 12, y: 2))
        let turn = AffineTransform(rotation: 0.3), shear = AffineTransform(a: 1, b: 0.2, c: 0.4, d: 1, tx: 3, ty: -1)
        Self.expectNear(turn.then(shear).apply(to: p), shear.apply(to: turn.apply(to: p)))
        #expect(AffineTransform.identity.then(shear) == shear && shear.then(.identity) == shear)
    }

    /// `around(anchor)` keeps the anchor where it is, as CSS transform-origin.
    @Test func aroundKeepsTheAnchorFixed() {
        let centre = Point(x: 50, y: 30)
        let spin = AffineTransform(rotation: .pi / 2).around(centre)
        #expect(spin.apply(to: centre) == centre)
        #expect(spin.apply(to: Point(x: 60, y: 30)) == Point(x: 50, y: 40))
        let grow = AffineTransform(scale: 3).around(centre)
        #expect(grow.apply(to: centre) == centre)
        #expect(grow.apply(to: Point(x: 51, y: 29)) == Point(x: 53, y: 27))
    }

    @Test func inverseUndoes() throws {
        let t = AffineTransform(rotation: 0.7).then(AffineTransform(scaleX: 2.5, y: 0.25)).then(AffineTransform(translationX: -4, y: 9))
        let inverse = try #require(t.inverted())
        for p in [Point(x: 0, y: 0), Point(x: 13.5, y: -7), Point(x: -1000, y: 250)] {
            Self.expectNear(inverse.apply(to: t.apply(to: p)), p, within: 1e-9)
            Self.expectNear(t.apply(to: inverse.apply(to: p)), p, within: 1e-9)
        }
        #expect(AffineTransform.identity.inverted() == .identity)
        #expect(AffineTransform(translationX: 3, y: 4).inverted() == AffineTransform(translationX: -3, y: -4))
    }

    /// Singular transforms (scale 0, all points onto a line) have no inverse; neither
    /// does one whose inverse would overflow.
    @Test func singularTransformsHaveNoInverse() {
        #expect(AffineTransform(scale: 0).inverted() == nil)
        #expect(AffineTransform(scaleX: 2, y: 0).inverted() == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 5).inverted() == nil)
        #expect(AffineTransform(scale: 1e-200).inverted() == nil)
    }

    @Test func boundingBoxCoversTheTransformedCorners() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 20)
        #expect(AffineTransform(translationX: 5, y: -5).boundingBox(of: rect) == Rect(x: 5, y: -5, width: 10, height: 20))
        #expect(AffineTransform(rotation: .pi / 2).boundingBox(of: rect) == Rect(x: -20, y: 0, width: 20, height: 10))
        #expect(AffineTransform(scaleX: -2, y: 1).boundingBox(of: rect) == Rect(x: -20, y: 0, width: 20, height: 20))
        let diamond = AffineTransform(rotation: .pi / 4).boundingBox(of: Rect(x: -1, y: -1, width: 2, height: 2))
        let r = 2.0.squareRoot()
        #expect(abs(diamond.minX + r) < 1e-12 && abs(diamond.maxX - r) < 1e-12)
        #expect(abs(diamond.minY + r) < 1e-12 && abs(diamond.maxY - r) < 1e-12)
        #expect(AffineTransform(scale: 2).boundingBox(of: .zero) == .zero)
        #expect(AffineTransform(scale: 2).boundingBox(of: Rect(x: .nan, y: 0, width: 1, height: 1)) == .zero)
    }

    @Test func translationOnlyAndIdentity() {
        #expect(AffineTransform.identity.isIdentity && AffineTransform.identity.isTranslationOnly)
        #expect(AffineTransform(translationX: 2, y: 0).isTranslationOnly && !AffineTransform(translationX: 2, y: 0).isIdentity)
        #expect(!AffineTransform(scale: 2).isTranslationOnly)
        #expect(!AffineTransform(rotation: 0.1).isTranslationOnly)
        #expect(AffineTransform(scale: 1).isIdentity)
    }

    /// Non-finite input gives the identity, whichever initializer it comes through, and
    /// so does a concatenation that overflows: a transform is always finite.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteInputIsTheIdentity(_ bad: Double) {
        #expect(AffineTransform(translationX: bad, y: 1).isIdentity)
        #expect(AffineTransform(translationX: 1, y: bad).isIdentity)
        #expect(AffineTransform(scale: bad).isIdentity)
        #expect(AffineTransform(scaleX: 2, y: bad).isIdentity)
        #expect(AffineTransform(rotation: bad).isIdentity)
        #expect(AffineTransform(a: 1, b: 0, c: bad, d: 1, tx: 0, ty: 0).isIdentity)
        let huge = AffineTransform(scale: 1e300)
        #expect(huge.then(huge).isIdentity)
        #expect(AffineTransform(scale: 2).around(Point(x: bad, y: 0)).isFinite)
    }
}

extension AffineTransform {
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
