import CDBus
import CDRM
import CEXIF
import CFontconfig
import CFreeType
import CFriBidi
import CGIF
import CHarfBuzz
import CLibinput
import CPNG
import CSDL2
import CICU
import CThai
import CTurboJPEG
import CWebP
import CXKBCommon
import Glibc
import Testing

/// Each system library's module map compiles, links and reaches the library: the
/// version it reports at run time is the one pkg-config found at build time or newer.
@Suite struct SystemLibrariesTests {
    @Test func sdl2() {
        var version = SDL_version()
        SDL_GetVersion(&version)
        #expect(version.major == 2)
    }

    @Test func freeType() throws {
        var library: FT_Library?
        #expect(FT_Init_FreeType(&library) == 0)
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        #expect(major == 2)
        FT_Done_FreeType(library)
    }

    @Test func harfBuzz() {
        var major: UInt32 = 0, minor: UInt32 = 0, micro: UInt32 = 0
        hb_version(&major, &minor, &micro)
        #expect(major >= 2)
    }

    @Test func png() {
        #expect(png_access_version_number() >= 10600)
    }

    @Test func fontconfig() {
        #expect(FcGetVersion() >= 21300)
    }

    @Test func icu() throws {
        // "a b": a break opportunity after the space only (UAX #14 LB18), then the end.
        let breaker = try #require(tessera_line_breaker_open("en"))
        defer { tessera_line_breaker_close(breaker) }
        // The iterator reads the bytes in place: they must live while it iterates.
        "a b".withCString { text in
            #expect(tessera_line_breaker_set_text(breaker, text, 3) == 0)
            var hard: Int32 = 0
            #expect(tessera_line_breaker_next(breaker, &hard) == 2 && hard == 0)
            #expect(tessera_line_breaker_next(breaker, &hard) == 3)
            #expect(tessera_line_breaker_next(breaker, &hard) == -1)
        }
        #expect(tessera_line_break_class(0x0E01) == Int32(TESSERA_LB_COMPLEX_CONTEXT)) // Thai: SA, dictionary words
        var version = [CChar](repeating: 0, count: 20)
        tessera_unicode_version(&version)
        #expect(String(decoding: version.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) == "15.0")
    }

    @Test func friBidi() {
        // Hebrew alef is a strong right-to-left character; Latin A is left-to-right.
        #expect(fribidi_get_bidi_type(0x05D0) == FRIBIDI_TYPE_RTL)
        #expect(fribidi_get_bidi_type(0x41) == FRIBIDI_TYPE_LTR)
    }

    @Test func libThai() throws {
        // ประเทศไทย (Thailand): libthai's dictionary splits the compound after ประเทศ.
        let brk = try #require(th_brk_new(nil))
        defer { th_brk_delete(brk) }
        let text: [thwchar_t] = "ประเทศไทย".unicodeScalars.map { thwchar_t($0.value) } + [0]
        var positions = [Int32](repeating: 0, count: 8)
        let count = th_brk_wc_find_breaks(brk, text, &positions, positions.count)
        #expect(Array(positions.prefix(Int(count))) == [6])
    }

    @Test func drm() throws {
        // Connector type names as the kernel prints them (`card0-HDMI-A-1`), with no device.
        let name = try #require(drmModeGetConnectorTypeName(UInt32(DRM_MODE_CONNECTOR_HDMIA)))
        #expect(String(cString: name) == "HDMI-A")
        #expect(drmModeGetConnectorTypeName(UInt32(DRM_MODE_CONNECTOR_DSI)).map { String(cString: $0) } == "DSI")
    }

    @Test func libinput() throws {
        // A path-backend context with no devices: its descriptor exists, and it has no events.
        var interface = libinput_interface(
            open_restricted: { path, flags, _ in
                guard let path else { return -EINVAL }
                let descriptor = open(path, flags)
                return descriptor >= 0 ? descriptor : -errno
            },
            close_restricted: { descriptor, _ in _ = close(descriptor) })
        let context = try #require(libinput_path_create_context(&interface, nil))
        defer { libinput_unref(context) }
        #expect(libinput_get_fd(context) >= 0)
        #expect(libinput_dispatch(context) == 0)
        #expect(libinput_get_event(context) == nil)
    }

    @Test func xkbCommon() throws {
        // Key names and the text of a key symbol, without a keymap.
        let context = try #require(xkb_context_new(XKB_CONTEXT_NO_DEFAULT_INCLUDES))
        defer { xkb_context_unref(context) }
        #expect(xkb_keysym_from_name("Return", XKB_KEYSYM_NO_FLAGS) == UInt32(XKB_KEY_Return))
        #expect(xkb_keysym_to_utf32(UInt32(XKB_KEY_a)) == 0x61)
    }

    @Test func dbus() {
        // libdbus 1.x at run time; a message built and read back without a bus.
        var major: Int32 = 0, minor: Int32 = 0, micro: Int32 = 0
        dbus_get_version(&major, &minor, &micro)
        #expect(major == 1)
        let message = dbus_message_new_method_call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                   "org.freedesktop.portal.Settings", "ReadOne")
        #expect(message != nil)
        if let message {
            #expect(String(cString: dbus_message_get_member(message)) == "ReadOne")
            dbus_message_unref(message)
        }
    }

    @Test func turboJPEG() throws {
        // The DCT scales the decoder relies on (1/8, 1/4, 1/2) are offered.
        var count: Int32 = 0
        let factors = try #require(tjGetScalingFactors(&count))
        let offered = (0..<Int(count)).map { "\(factors[$0].num)/\(factors[$0].denom)" }
        #expect(Set(["1/8", "1/4", "1/2", "1/1"]).isSubset(of: offered))
        let handle = tjInitDecompress()
        #expect(handle != nil)
        tjDestroy(handle)
    }

    @Test func exif() {
        // libexif reads raw EXIF data ("Exif\0\0", a big-endian TIFF header, one IFD with
        // Orientation = 6) through the shim's one question.
        let exif: [UInt8] = Array("Exif".utf8) + [0, 0] + [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8]
            + [0, 1] + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0] + [0, 0, 0, 0]
        #expect(tessera_exif_orientation(exif, UInt32(exif.count)) == 6)
        #expect(tessera_exif_orientation([0xFF, 0xD8, 0xFF, 0xD9], 4) == 0)
    }

    @Test func webP() {
        // libwebp 1.x with the demuxer's animation decoder.
        #expect(WebPGetDecoderVersion() >> 16 >= 1)
        var options = WebPAnimDecoderOptions()
        #expect(WebPAnimDecoderOptionsInit(&options) != 0)
    }

    @Test func gif() {
        // giflib 5: its error strings, and refusing a file that is not a GIF.
        #expect(GIFLIB_MAJOR == 5)
        #expect(GifErrorString(D_GIF_ERR_NOT_GIF_FILE).map { String(cString: $0) } == "Data is not in GIF format")
    }
}
