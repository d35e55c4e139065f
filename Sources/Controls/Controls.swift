/// # Controls
///
/// The standard controls (`Toggle`, `Checkbox`, ...) and the `Theme` they are drawn in.
///
/// Every control here is an ordinary component built on Components' public API, as an
/// app would build its own: a content `Button` for presses, hover, focus and keyboard
/// activation; boxes and text for the look; `.animation(_:)` for what slides. No control
/// reaches into Mounting, so what they can do, an app's own controls can do too.
///
/// Looks come from the `Theme` in the environment (`.environment(\.theme, .dark)`), as
/// design tokens: colors by role, a type scale, spacing, radii and motion. Nothing in a
/// control is a constant of its own, so one theme restyles them all.
@_exported import Components
