import Components

/// A layer shown above a host's page: a presented popup, dialog or toast (see
/// `Component.popup(isPresented:id:placement:dismissible:content:)`).
@MainActor
public struct OverlayLayerInfo {
    /// The id the overlay was presented with.
    public let id: String
    public let kind: OverlayKind
    /// The root its content is built in (its state, controllers, layout).
    public let root: ComponentRoot
    /// The overlay cell showing the content: the root node's child holding the root's nodes.
    public let node: Node
    /// Whether it takes all input below it (a dialog): where focus is kept while it shows.
    public let isModal: Bool
}

extension ComponentHost {
    /// The layers above the page, bottom to top (popups and dialogs in the order they were
    /// presented, toasts on top).
    public var overlayLayers: [OverlayLayerInfo] {
        overlays.layers.map {
            OverlayLayerInfo(id: $0.id, kind: $0.kind, root: $0.content, node: $0.contentCell, isModal: $0.isModal)
        }
    }

    /// The topmost modal layer (a dialog), nil when none shows: the hook for focus
    /// trapping (keys and focus should stay within its root while it shows).
    public var modalOverlay: OverlayLayerInfo? {
        overlayLayers.last { $0.isModal }
    }

    /// Sends `OverlayDismissed(reason: .escape)` for the topmost popup or dialog that may be
    /// dismissed, from its anchor; returns whether there was one.
    @discardableResult
    func dismissTopmostOverlay() -> Bool {
        guard let layer = overlays.topmostDismissible else { return false }
        layer.route.dismiss(.escape)
        return true
    }
}
