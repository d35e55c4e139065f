import Geometry

/// The shape of the mouse pointer over an element (`Component.pointerStyle(_:)`), as
/// desktops draw it: set through SDL's system cursors in a window. Touch screens show none.
public enum PointerStyle: Hashable, Sendable {
    case arrow
    /// A link or something to press.
    case hand
    /// Text to select or type into.
    case iBeam
    /// Something to resize sideways, or up and down.
    case resizeHorizontal, resizeVertical
    /// Something to drag (`grab`), and while it is dragged (`grabbing`).
    case grab, grabbing
    case crosshair
    /// Something that cannot be used now.
    case notAllowed
}

/// The pointer entering or leaving an element that asked to know
/// (`Component.onHover(name:)`): sent up the responder chain from it. Desktops only (a
/// mouse moving with no button down); touch screens have no hover.
public struct Hover: Action, Equatable {
    public var name: String?
    /// Whether the pointer is over the element (or something inside it) now.
    public var isInside: Bool

    public init(name: String? = nil, isInside: Bool) {
        self.name = name
        self.isInside = isInside
    }
}

/// What an element does when the mouse is over it: its pointer shape, and whether it
/// hears `Hover`.
public struct HoverBehavior: Hashable, Sendable {
    public var pointerStyle: PointerStyle?
    /// Send `Hover` named this when the pointer enters and leaves (nil: none).
    public var hoverName: String??

    public init(pointerStyle: PointerStyle? = nil, hoverName: String?? = nil) {
        self.pointerStyle = pointerStyle
        self.hoverName = hoverName
    }

    /// These settings with `other`'s set ones over them.
    func merged(with other: HoverBehavior) -> HoverBehavior {
        HoverBehavior(pointerStyle: other.pointerStyle ?? pointerStyle, hoverName: other.hoverName ?? hoverName)
    }

    public var reportsHover: Bool { hoverName != nil }
}

extension Component {
    /// The mouse pointer's shape over this component (and what is inside it, unless an
    /// inner one sets its own). Set like a layout modifier; changes nothing on screen.
    public func pointerStyle(_ style: PointerStyle) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.hover = ($0.hover ?? HoverBehavior()).merged(with: HoverBehavior(pointerStyle: style)) }
    }

    /// Sends `Hover` (named `name`) up the responder chain when the mouse enters or leaves
    /// this component's element: a row that shows its actions while the pointer is over it.
    public func onHover(name: String? = nil) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.hover = ($0.hover ?? HoverBehavior()).merged(with: HoverBehavior(hoverName: .some(name))) }
    }
}
