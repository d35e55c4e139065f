import Components
import Geometry
import Graphics
import Layout

/// Where an overlay layer's roots send what they do not keep: dismissals and the content's
/// unhandled actions go up the responder chain from the layer's anchor.
@MainActor
final class OverlayRoute {
    weak var layer: OverlayLayer?
    weak var layers: OverlayLayers?

    /// Sends `OverlayDismissed` for the layer from its anchor, if the layer may be dismissed.
    func dismiss(_ reason: DismissReason) {
        guard let layer, layer.isDismissible else { return }
        layers?.send(OverlayDismissed(id: layer.id, reason: reason), from: layer)
    }

    /// Sends `action` on from the layer's anchor.
    /// Returns whether something handled it.
    @discardableResult
    func forward(_ action: any Action) -> Bool {
        guard let layer else { return false }
        return layers?.send(action, from: layer) ?? false
    }
}

/// The root component of an overlay's content root: builds the content as it is (no
/// element of its own) and, last on the content's responder chain, keeps taps inside
/// (a tap on a popup never dismisses it or reaches the page) and sends every other action
/// on from the anchor, where the presenting component hears it.
struct OverlayContentRoot: Component {
    let content: any Component
    /// The anchor's environment, which the content is built in.
    let environment: ComponentEnvironment
    let route: OverlayRoute
    /// A dialog's content is a focus section that traps Tab (`FocusTraits.trapsFocus`):
    /// focus moves in when it opens and back when it closes; a popup's and toasts' are not.
    var trapsFocus = false

    func body(_ context: BuildContext<OverlayContentRoot>) -> FocusModified<OverlayBody> {
        OverlayBody(content: content, environment: environment).focusSection(trapsFocus: trapsFocus)
    }

    @MainActor func handle(_ action: any Action, _ context: ActionContext<OverlayContentRoot>) -> Bool {
        if action is Tap { return true }
        let handled = route.forward(action)
        // A key nobody took goes on to what keys do by default: Tab moves focus in a dialog.
        return action is KeyEvent ? handled : true
    }

    func _hasEqualProps(to other: any Component) -> Bool {
        guard let other = other as? OverlayContentRoot else { return false }
        return other.route === route && other.trapsFocus == trapsFocus && other.environment == environment
            && other.content._hasEqualProps(to: content)
    }
}

/// A component as it is, behind an existential, in the anchor's environment: the
/// overlay's content.
struct OverlayBody: Component {
    let content: any Component
    let environment: ComponentEnvironment

    func _element(in builder: ElementBuilder) -> Element? {
        builder.withEnvironment({ $0 = environment }) { content._element(in: builder) }
    }
}

/// The root component of what lies under a popup or a dialog: a full-screen box (clear
/// under a popup, the scrim under a dialog) that takes every press below the layer's
/// content (every element is hit) and turns a tap into a dismissal.
struct OverlayBarrier: Component {
    let scrim: Color?
    let route: OverlayRoute

    func body(_ context: BuildContext<OverlayBarrier>) -> Box {
        Box(fill: scrim.map(BoxFill.color), clipsContent: false)
    }

    @MainActor func handle(_ action: any Action, _ context: ActionContext<OverlayBarrier>) -> Bool {
        if action is Tap { route.dismiss(.outsideTap) }
        return true
    }

    func _hasEqualProps(to other: any Component) -> Bool {
        guard let other = other as? OverlayBarrier else { return false }
        return other.route === route && other.scrim == scrim
    }
}
