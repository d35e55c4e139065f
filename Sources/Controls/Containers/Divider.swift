import Geometry
import Graphics
import Layout

/// A divider: a 1 point line in the theme's separator color, across its parent
/// (horizontal: as wide as a column; vertical: as high as a row), shortened at both ends
/// by `inset` (a list's rows indented past their icons).
///
/// ```swift
/// Flexbox(style: .column()) {
///     Toggle("Wi-Fi", isOn: context.state.wifi, action: ToggleWifi())
///     try Divider(inset: 16)
///     Toggle("Bluetooth", isOn: context.state.bluetooth, action: ToggleBluetooth())
/// }
/// ```
public struct Divider: Component, Equatable {
    /// Which way the line runs.
    public enum Axis: Sendable, Equatable {
        case horizontal, vertical
    }

    public let axis: Axis
    /// Taken off each end of the line, in points.
    public let inset: Double

    /// The line's thickness: a hairline at type scale 1, not a size that grows with text.
    static let thickness = 1.0

    /// A divider across the whole of its parent.
    public init(_ axis: Axis = .horizontal) {
        (self.axis, self.inset) = (axis, 0)
    }

    /// A divider `inset` points short of each end. Throws `ControlParameterError` for an
    /// inset that is not finite and at least 0.
    public init(_ axis: Axis = .horizontal, inset: Double) throws(ControlParameterError) {
        try ControlParameterError.check(inset.isFinite && inset >= 0, "Divider", "inset", inset, "finite and at least 0")
        (self.axis, self.inset) = (axis, inset)
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let line = Box(fill: .color(context.environment.theme.colors.separator), style: LayoutStyle())
        return switch axis {
        case .horizontal:
            line.size(height: Self.thickness).margin(EdgeInsets(horizontal: inset, vertical: 0))
                .flex(grow: 0, shrink: 0).alignSelf(.stretch)
        case .vertical:
            line.size(width: Self.thickness).margin(EdgeInsets(horizontal: 0, vertical: inset))
                .flex(grow: 0, shrink: 0).alignSelf(.stretch)
        }
    }
}
