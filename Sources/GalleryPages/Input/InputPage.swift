import Components
import Controls
import Geometry
import Graphics
import Layout
import TextInput

/// Text input (`TextInput`): a form (a name, an e-mail address checked as it is typed, a
/// password, an age in digits, a multi-line note), fields that are read only or disabled,
/// and text in several scripts and directions to edit.
public struct InputPage: Component, Equatable {
    public struct State: Sendable, Equatable {
        public init() {}
        public var name = ""
        public var email = ""
        public var note = ""
        /// What the last submit sent.
        public var status = "Nothing submitted yet"
    }

    public var size: Size
    public var initial: State

    public init(size: Size = GalleryPage.defaultSize, initial: State = State()) {
        self.size = size
        self.initial = initial
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { initial }

    /// The mixed-script samples: right-to-left words in left-to-right text and the other
    /// way round, and clusters the caret must step over whole.
    static let mixedSamples = [
        ("Latin with Hebrew", "Hello שלום world"),
        ("Arabic with digits", "مرحبا بالعالم 2026"),
        ("Clusters", "👩‍💻 e\u{301}te\u{301} 한국어 नमस्ते"),
        ("Thai and Japanese", "ภาษาไทย 日本語のテキスト"),
    ]

    /// Whether `email` looks like an address (something, `@`, something with a dot).
    static func isEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasSuffix(".")
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let state = context.state
        return Box(fill: .color(theme.colors.background), style: LayoutStyle.column(gap: 6, padding: 24)) {
            Text("Input", attributes: theme.text(.title)).accessibility(role: .heading)
            Text("Fields edit by grapheme cluster and word, in every script and direction; Ctrl+Z undoes.",
                 attributes: theme.text(.body, color: theme.colors.secondaryLabel))
            Flexbox(style: LayoutStyle.row(gap: 16, align: .flexStart, wrap: .wrap)) {
                ControlsPanel(title: "Form", width: 400, gap: 10) {
                    Labelled("Name") { TextField("Your name", text: state.name, tag: "input.name") }
                    Labelled("E-mail") {
                        TextField("name@example.com", text: state.email, keyboard: .email,
                                  validationMessage: state.email.isEmpty || Self.isEmail(state.email) ? nil : "Not an e-mail address yet",
                                  tag: "input.email")
                    }
                    Labelled("Password") { SecureField("At least 8 characters", tag: "input.password") }
                    Labelled("Age") { TextField("Digits only", keyboard: .digits, maxLength: 3, tag: "input.age") }
                    Labelled("Note") {
                        TextArea("A few lines…", text: state.note, minimumLines: 3, maximumLines: 5, tag: "input.note")
                    }
                    Text(state.status, attributes: theme.text(.caption, color: theme.colors.secondaryLabel))
                        .testID("input.status")
                }
                ControlsPanel(title: "Mixed scripts", width: 400, gap: 10) {
                    for (index, sample) in Self.mixedSamples.enumerated() {
                        Labelled(sample.0) { TextField(text: sample.1, tag: "input.mixed.\(index)") }
                    }
                }
                ControlsPanel(title: "Looks", width: 400, gap: 10) {
                    Labelled("Read only") { TextField(text: "Select and copy me", isReadOnly: true, tag: "input.read-only") }
                    Labelled("Disabled") { TextField(text: "Not now", isEnabled: false, tag: "input.disabled") }
                    Labelled("Empty") { TextField("Placeholder text", tag: "input.empty") }
                }
                .testID(GalleryPage.input.lastPanelTestID)
            }
            .margin(Edges(top: .points(12), right: .points(0), bottom: .points(0), left: .points(0)))
        }
        .size(width: size.width)
        .minSize(height: .points(size.height))
        .environment(\.theme, theme)
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        if let changed = action as? TextChanged {
            switch changed.tag {
            case "input.name": context.updateState(.synchronous) { $0.name = changed.text }
            case "input.email": context.updateState(.synchronous) { $0.email = changed.text }
            case "input.note": context.updateState(.synchronous) { $0.note = changed.text }
            default: return false
            }
            return true
        }
        if let submitted = action as? TextSubmitted {
            let name = context.state.name.isEmpty ? "someone" : context.state.name
            context.updateState(.synchronous) { $0.status = "Submitted \(submitted.tag.dropFirst(6)) for \(name)" }
            return true
        }
        return false
    }
}
