/// The distances and times every recognizer measures against, in one place.
public enum GestureThresholds {
    /// How far a contact travels from its press before it is a movement (a drag, a pan,
    /// a swipe) rather than a tap: 8 pt, Android's `ViewConfiguration` touch slop (8 dp;
    /// iOS's pan recognizer uses about 10 pt, Flutter 18 logical px). Small enough that a
    /// drag starts before the finger has visibly moved; large enough that a tap's jitter
    /// (a few points on a touch screen, none with a mouse) stays a tap. Measured along
    /// the axes a recognizer moves on (a vertical list ignores sideways travel).
    public static let touchSlop = 8.0
    /// The longest pause between one tap's release and the next press that still
    /// counts them as one double (or triple) tap: 300 ms, Android's double-tap timeout.
    public static let multiTapInterval = 0.300
    /// How far the next tap of a double tap may land from the first: 32 pt (Android's
    /// double-tap slop is 100 px at its densities, about 32 dp).
    public static let multiTapSlop = 32.0
    /// How long a press is held, within the slop, before it is a long press: 500 ms
    /// (Android's `getLongPressTimeout`; iOS's default is 0.5 s as well).
    public static let longPressDuration = 0.500
    /// The speed a release must have along a swipe's direction: 300 pt/s (between
    /// Android's 50 dp/s minimum fling and the ~1000 dp/s of a deliberate swipe).
    public static let swipeVelocity = 300.0
}
