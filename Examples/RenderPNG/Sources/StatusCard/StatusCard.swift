import Tessera

/// One service on the status card.
public struct Service: Equatable, Sendable {
    public var name: String
    public var isUp: Bool

    public init(_ name: String, isUp: Bool) {
        self.name = name
        self.isUp = isUp
    }
}

/// A card listing services with a dot each (a `for` among the children), and a warning
/// line when one is down (an `if`).
public struct StatusCard: Component, Equatable {
    public var title: String
    public var services: [Service]

    public init(title: String, services: [Service]) {
        self.title = title
        self.services = services
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        // Only fixed colors: a hex literal that does not parse is a programmer error here.
        let white = try! Color(css: "#FFF")
        let green = try! Color(css: "#34C759"), red = try! Color(css: "#FF3B30")
        let border = try! Color(css: "#D1D1D6")
        let down = services.filter { !$0.isUp }.count
        Box(fill: .color(white), border: BoxBorder(width: 1, color: border), cornerRadii: CornerRadii(10),
            style: .card) {
            Text(title, attributes: .label(size: 16, bold: true)).testID("title")
            for service in services {
                Flexbox(style: .line) {
                    Box(color: service.isUp ? green : red, cornerRadius: 5).width(10).height(10)
                    Text(service.name, attributes: .label(size: 13))
                }
                .testID("service-\(service.name)")
            }
            if down > 0 {
                Text(down == 1 ? "1 service is down" : "\(down) services are down",
                     attributes: .label(size: 13, color: red)).testID("warning")
            }
        }
    }
}

extension LayoutStyle {
    /// The card: a column with padding and gaps.
    static var card: LayoutStyle {
        var style = LayoutStyle()
        style.flexDirection = .column
        style.padding = Edges(all: .points(12))
        style.rowGap = .points(6)
        return style
    }

    /// A dot and a name.
    static var line: LayoutStyle {
        var style = LayoutStyle()
        style.alignItems = .center
        style.columnGap = .points(8)
        return style
    }
}

extension TextAttributes {
    static func label(size: Double, bold: Bool = false, color: Color = .black) -> TextAttributes {
        var font = FontDescriptor(family: "DejaVu Sans")
        if bold { font.weight = .bold }
        var attributes = TextAttributes(font: font, size: size)
        attributes.color = color
        return attributes
    }
}

/// The card the command renders and the test snapshots.
public let sampleCard = StatusCard(title: "Services", services: [
    Service("api", isUp: true),
    Service("database", isUp: true),
    Service("mail", isUp: false),
])
