/// The face `FontDatabase.face(for:)` chose for a descriptor, and how it relates to what
/// was asked.
public struct FontMatch: Hashable, Sendable {
    /// How the requested family name was resolved.
    public enum FamilyResolution: Hashable, Sendable {
        /// The face belongs to the family that was asked for.
        case exact
        /// The request named a generic family ("sans-serif", "monospace", "emoji", …),
        /// and the face is the one fontconfig's configuration prefers for it.
        case generic
        /// No face of the family is installed or registered: the face is fontconfig's
        /// choice in its place (a metric-compatible alias such as Liberation Sans for
        /// Arial when there is one, else the default sans-serif face). Reported to the
        /// database's diagnostics handler.
        case substituted
    }

    /// What was asked for.
    public let descriptor: FontDescriptor
    /// The face to shape and draw with. Faces are shared: every match of the same file
    /// and index returns the same object.
    public let face: FontFace
    public let familyResolution: FamilyResolution
    /// True when fontconfig's configuration asks to embolden the face because it is
    /// lighter than the weight asked for (the family has no bold face).
    public let syntheticBold: Bool
    /// True when fontconfig's configuration asks to slant the face because the family
    /// has no italic or oblique face.
    public let syntheticOblique: Bool

    /// True when the family asked for is not available and another stands in.
    public var isSubstitute: Bool { familyResolution == .substituted }
}
