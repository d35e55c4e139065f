import CHarfBuzz

/// A Unicode script (ISO 15924), as HarfBuzz knows it: what a run is shaped as.
public struct Script: Hashable, Sendable {
    let harfBuzzScript: hb_script_t

    /// The script of one character; `common` and `inherited` for characters shared by
    /// scripts (spaces, digits, punctuation, combining marks).
    public init(of scalar: Unicode.Scalar) {
        harfBuzzScript = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
    }

    init(_ script: hb_script_t) { harfBuzzScript = script }

    public static let common = Script(HB_SCRIPT_COMMON)
    public static let inherited = Script(HB_SCRIPT_INHERITED)
    public static let unknown = Script(HB_SCRIPT_UNKNOWN)
    public static let latin = Script(HB_SCRIPT_LATIN)
    public static let arabic = Script(HB_SCRIPT_ARABIC)
    public static let hebrew = Script(HB_SCRIPT_HEBREW)

    /// True for scripts that take their neighbours' script.
    public var isShared: Bool { self == .common || self == .inherited || self == .unknown }

    /// The four-letter ISO 15924 code, e.g. "Latn".
    public var code: String {
        let tag = harfBuzzScript.rawValue
        return String(decoding: [UInt8(tag >> 24), UInt8((tag >> 16) & 0xFF), UInt8((tag >> 8) & 0xFF), UInt8(tag & 0xFF)], as: UTF8.self)
    }
}
