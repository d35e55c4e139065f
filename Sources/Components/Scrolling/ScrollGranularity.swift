/// How a scroll's deltas came (`InputEvent.scroll`), which decides how a scroll view
/// shows them, as browsers tell a touchpad from a mouse wheel (Chromium's
/// `ScrollGranularity`: precise pixels, or lines).
public enum ScrollGranularity: Hashable, Sendable {
    /// Continuous deltas, many small ones a second (a touchpad, a high-resolution wheel):
    /// each is shown at once, one to one, so the content stays under the fingers.
    case precise
    /// Whole steps (the clicks of a notched wheel, 40 pt each): each moves the scroll
    /// view's target, and the content eases there (`ScrollStepCurve`), so a click does
    /// not jump the text out from under the eye.
    case step
}
