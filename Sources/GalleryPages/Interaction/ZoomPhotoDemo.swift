import Components
import Geometry
import Graphics
import Layout

/// A picture zoomed by two fingers (`onPinch`) or by Ctrl and the wheel, reset by a double
/// tap (`onTap(.double, ...)`): its scale is the demo's state, and the picture is laid
/// out at that scale inside a clipping frame. From the keyboard, the focused picture
/// zooms with + and -, and Space or Enter resets it.
public struct ZoomPhotoDemo: Component, Equatable {
    public struct State: Sendable, Equatable {
        /// The scale shown, and the one a pinch in progress started from.
        public var scale = 1.0
        public var pinchStart: Double?
        public var rotation = 0.0
    }

    struct ResetZoom: Action, Equatable {}

    public static let frameSize = Size(width: 380, height: 240)

    public init() {}

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        let side = 150 * state.scale
        return Flexbox(style: .column(gap: 6)) {
            Text(String(format: "Scale %.2f× · turned %.0f°", state.scale, state.rotation * 180 / .pi),
                 attributes: GalleryStyle.caption, maxLines: 1)
                .testID("interaction.photo.scale")
            Box(fill: .color(GalleryColor.fill), cornerRadii: CornerRadii(8), clipsContent: true,
                style: LayoutStyle.row(align: .center, justify: .center)
                    .sized(width: Self.frameSize.width, height: Self.frameSize.height)) {
                Image(GeneratedImages.colorField, contentMode: .fill)
                    .size(width: side * 1.5, height: side)
                    .flex(shrink: 0)
                    .hitTesting(.passThrough)
            }
            .onPinch(name: "photo")
            .onTap(.double, send: ResetZoom())
            .focusable()
            .testID("interaction.photo")
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        if action is ResetZoom || action is Activate {
            context.updateState(.synchronous) { $0 = State() }
            return true
        }
        if let key = action as? KeyEvent, key.isDown, let factor = Self.zoomFactor(for: key.key) {
            context.updateState(.synchronous) { $0.scale = Self.clampedScale($0.scale * factor) }
            return true
        }
        guard let pinch = action as? Pinch, pinch.name == "photo" else { return false }
        context.updateState(.synchronous) { state in
            let start = state.pinchStart ?? state.scale
            switch pinch.phase {
            case .began:
                state.pinchStart = state.scale
            case .changed, .ended:
                state.scale = Self.clampedScale(start * pinch.scale)
                state.rotation = pinch.rotation
                if pinch.phase == .ended { state.pinchStart = nil }
            case .cancelled:
                state.scale = start
                state.pinchStart = nil
            }
        }
        return true
    }

    /// The keys that zoom: + (or =, the same key unshifted) in, - out.
    static func zoomFactor(for key: Key) -> Double? {
        switch key {
        case .character("+"), .character("="): 1.25
        case .character("-"): 0.8
        default: nil
        }
    }

    static func clampedScale(_ scale: Double) -> Double {
        min(4, max(0.5, scale))
    }
}
