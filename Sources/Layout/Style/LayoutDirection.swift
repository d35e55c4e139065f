/// The inline direction of a node's content (CSS `direction`, horizontal writing mode):
/// which side a row starts from and a column's items align to.
///
/// It is the node's own value: the engine does not inherit it (CSS does). Whoever builds
/// the tree passes it down: the layout JSON decoder gives a node without the key its
/// parent's, and so should a component layer.
public enum LayoutDirection: Hashable, Sendable {
    /// Rows start at the left; a column's cross-start is the left (CSS `ltr`).
    case leftToRight
    /// Rows start at the right; a column's cross-start is the right (CSS `rtl`).
    case rightToLeft
}
