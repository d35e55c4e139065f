/// A key as the window system names it, beside the `KeyEvent` Tessera's components get:
/// its X keysym and that keysym's name or the character it types, its hardware keycode
/// (an XKB keycode: the evdev code + 8, what X servers and Wayland compositors number
/// keys by), the X modifier mask, and the event's time in milliseconds. What AT-SPI's
/// device events carry (`ATSPIBridge.consumes(_:)`): a screen reader matches its command
/// keys by keycode and keysym, as GTK's bridge reports them.
public struct SystemKeystroke: Equatable, Sendable {
    public var isDown: Bool
    public var keysym: UInt32
    public var keycode: UInt32
    /// X's modifier bits: Shift 1, Lock 2, Control 4, Mod1 (Alt) 8, Mod2 (Num Lock) 16,
    /// Mod4 (Super) 64.
    public var modifiers: UInt32
    /// The character the key types, else its keysym's name ("Tab", "KP_Enter"), as GTK's
    /// key events give it.
    public var text: String
    /// Whether `text` is a character typed, not a key's name.
    public var isText: Bool
    public var milliseconds: UInt32

    public init(isDown: Bool, keysym: UInt32, keycode: UInt32, modifiers: UInt32, text: String, isText: Bool,
                milliseconds: UInt32) {
        (self.isDown, self.keysym, self.keycode, self.modifiers) = (isDown, keysym, keycode, modifiers)
        (self.text, self.isText, self.milliseconds) = (text, isText, milliseconds)
    }

    /// The X modifier bits.
    public static let shiftMask: UInt32 = 1, lockMask: UInt32 = 2, controlMask: UInt32 = 4, altMask: UInt32 = 8
    public static let numLockMask: UInt32 = 16, superMask: UInt32 = 64
}
