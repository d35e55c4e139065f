import Components
import Geometry
import Graphics

/// One property of a node that mounting sets and can take back, as ComponentKit's view
/// attributes: `apply` sets it, `unapply` restores the node's default. Mounting applies
/// an attribute only when it differs from the one applied before (`isEqual`), and undoes
/// those the new element no longer has.
public protocol NodeAttribute: Sendable {
    /// Which property this sets: an attribute replaces the one with its key.
    var key: NodeAttributeKey { get }
    @MainActor func apply(to node: Node)
    @MainActor func unapply(from node: Node)
    func isEqual(to other: any NodeAttribute) -> Bool
}

extension NodeAttribute where Self: Equatable {
    public func isEqual(to other: any NodeAttribute) -> Bool { (other as? Self) == self }
}

/// Names a node property.
public struct NodeAttributeKey: Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// The attributes Tessera's elements set: one struct per property.
struct FillAttribute: NodeAttribute, Equatable {
    let value: BoxFill
    var key: NodeAttributeKey { NodeAttributeKey("fill") }
    func apply(to node: Node) { node.fill = value }
    func unapply(from node: Node) { node.fill = nil }
}

struct BorderAttribute: NodeAttribute, Equatable {
    let value: BoxBorder
    var key: NodeAttributeKey { NodeAttributeKey("border") }
    func apply(to node: Node) { node.border = value }
    func unapply(from node: Node) { node.border = nil }
}

struct CornerRadiiAttribute: NodeAttribute, Equatable {
    let value: CornerRadii
    var key: NodeAttributeKey { NodeAttributeKey("cornerRadii") }
    func apply(to node: Node) { node.cornerRadii = value }
    func unapply(from node: Node) { node.cornerRadii = .zero }
}

struct OpacityAttribute: NodeAttribute, Equatable {
    let value: Double
    var key: NodeAttributeKey { NodeAttributeKey("opacity") }
    func apply(to node: Node) { node.opacity = value }
    func unapply(from node: Node) { node.opacity = 1 }
}

struct ClipsContentAttribute: NodeAttribute, Equatable {
    var key: NodeAttributeKey { NodeAttributeKey("clipsContent") }
    func apply(to node: Node) { node.clipsContent = true }
    func unapply(from node: Node) { node.clipsContent = false }
}

struct TextAttribute: NodeAttribute, Equatable {
    let value: TextContent
    var key: NodeAttributeKey { NodeAttributeKey("text") }
    func apply(to node: Node) { node.text = value }
    func unapply(from node: Node) { node.text = nil }
}

struct ImageAttribute: NodeAttribute, Equatable {
    let value: ImageContent
    var key: NodeAttributeKey { NodeAttributeKey("image") }
    func apply(to node: Node) { node.image = value }
    func unapply(from node: Node) { node.image = nil }
}

struct ButtonAttribute: NodeAttribute, Equatable {
    let value: ButtonContent
    var key: NodeAttributeKey { NodeAttributeKey("button") }
    func apply(to node: Node) { node.button = value }
    func unapply(from node: Node) {
        node.button = nil
        node.isHighlighted = false
    }
}

struct CustomAttribute: NodeAttribute, Equatable {
    let value: CustomContent
    var key: NodeAttributeKey { NodeAttributeKey("custom") }
    func apply(to node: Node) { node.custom = value }
    func unapply(from node: Node) { node.custom = nil }
}

extension ElementKind {
    /// The kind of node this element mounts on.
    var nodeKind: NodeKind {
        switch self {
        case .container: .container
        case .box: .box
        case .text: .text
        case .image: .image
        case .button: .button
        case .spacer: .spacer
        case .custom(let content): NodeKind("custom:" + content.nodeKind)
        }
    }

    /// The attributes a node of this element carries.
    var attributes: [any NodeAttribute] {
        switch self {
        case .container, .spacer:
            return []
        case .box(let appearance):
            var attributes: [any NodeAttribute] = []
            if let fill = appearance.fill { attributes.append(FillAttribute(value: fill)) }
            if let border = appearance.border { attributes.append(BorderAttribute(value: border)) }
            if appearance.cornerRadii != .zero { attributes.append(CornerRadiiAttribute(value: appearance.cornerRadii)) }
            if appearance.opacity != 1 { attributes.append(OpacityAttribute(value: appearance.opacity)) }
            if appearance.clipsContent { attributes.append(ClipsContentAttribute()) }
            return attributes
        case .text(let content): return [TextAttribute(value: content)]
        case .image(let content): return [ImageAttribute(value: content)]
        case .button(let content): return [ButtonAttribute(value: content)]
        case .custom(let content): return [CustomAttribute(value: content)]
        }
    }
}
