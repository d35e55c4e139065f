import Components
import Geometry
import Graphics
import Layout

/// A modal dialog and a toast: "Sign out…" asks first, over a scrim that takes every
/// press below it (Tab stays inside, Escape or a tap on the scrim cancels); signing out,
/// or "Save", shows a toast at the bottom of the screen that leaves after three seconds.
/// The toasts go to the nearest `.toasts(edge:)` around it: the Interaction page's.
public struct DialogToastDemo: Component, Equatable {
    public struct State: Sendable, Equatable {
        public var dialogOpen = false
        public var signOuts = 0
    }

    struct AskToSignOut: Action, Equatable {}
    struct SignOut: Action, Equatable {}
    struct StaySignedIn: Action, Equatable {}

    public init() {}

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        return Flexbox(style: .column(gap: 10)) {
            Text(state.signOuts == 0 ? "Signed in" : "Signed out \(state.signOuts)×", attributes: GalleryStyle.body, maxLines: 1)
                .testID("interaction.dialog.status")
            Flexbox(style: .row(gap: 8)) {
                Button("Sign out…", attributes: GalleryStyle.font(13, weight: .bold), action: AskToSignOut())
                    .testID("interaction.dialog.open")
                Button("Save", attributes: GalleryStyle.font(13, weight: .bold), looks: .secondary,
                       action: ShowToast(Self.toast("Saved"), duration: 3, id: "saved"))
                    .testID("interaction.toast.save")
            }
        }
        .dialog(isPresented: state.dialogOpen, id: "sign-out") {
            Box(fill: .color(GalleryColor.panel), cornerRadii: CornerRadii(12),
                style: LayoutStyle.column(gap: 12, padding: 20).sized(width: 320)) {
                Text("Sign out of Tessera?", attributes: GalleryStyle.heading, maxLines: 1)
                Text("Your drafts stay on this device.", attributes: GalleryStyle.body)
                Flexbox(style: .row(gap: 8, justify: .flexEnd)) {
                    Button("Cancel", attributes: GalleryStyle.font(13, weight: .bold), looks: .secondary,
                           action: StaySignedIn())
                        .testID("interaction.dialog.cancel")
                    Button("Sign out", attributes: GalleryStyle.font(13, weight: .bold), looks: .destructive,
                           action: SignOut())
                        .testID("interaction.dialog.confirm")
                }
            }
            .testID("interaction.dialog")
        }
    }

    /// A toast's look: white text on a dark rounded box.
    static func toast(_ text: String) -> some Component {
        Box(fill: .color(Color(rgb: 0x2C2C2E)), cornerRadii: CornerRadii(8), style: .row(padding: 12)) {
            Text(text, attributes: GalleryStyle.font(13, weight: .bold, color: .white), maxLines: 1)
        }
        .testID("interaction.toast")
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case is AskToSignOut:
            context.updateState(.synchronous) { $0.dialogOpen = true }
        case is SignOut:
            context.updateState(.synchronous) {
                $0.dialogOpen = false
                $0.signOuts += 1
            }
            context.send(ShowToast(Self.toast("Signed out"), duration: 3, id: "signed-out"))
        case is StaySignedIn:
            context.updateState(.synchronous) { $0.dialogOpen = false }
        case let dismissed as OverlayDismissed where dismissed.id == "sign-out":
            context.updateState(.synchronous) { $0.dialogOpen = false }
        default:
            return false
        }
        return true
    }
}
