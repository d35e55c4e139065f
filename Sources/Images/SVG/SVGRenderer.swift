import CRSVG
import Graphics

/// SVG through librsvg, drawn by Cairo into an image surface at the size shown (its own
/// size in pixels at 96 dpi when none is given), so that an icon is sharp at 1x, 1.5x and
/// 2x. The document is read from bytes with no base file: librsvg then resolves no
/// reference to another file or URL, so an SVG loads nothing but itself. Its entities are
/// expanded before librsvg reads it, which would leak them (`SVGEntityExpansion`).
enum SVGRenderer {
    static func render(_ data: [UInt8], options: ImageDecodeOptions) throws(ImageDecodeError.Reason) -> Image {
        var error: UnsafeMutablePointer<GError>?
        // librsvg would leak each entity the document declares (SVGEntityExpansion).
        let document = try SVGEntityExpansion.expanded(data)
        let handle = document.withUnsafeBufferPointer { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress, gsize(bytes.count), &error)
        }
        guard let handle else { throw .malformed(format: .svg, message: take(error) ?? "librsvg cannot read it") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let (width, height) = try size(of: handle, options: options)
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= options.maximumPixels else {
            throw .tooManyPixels(width: width, height: height, limit: options.maximumPixels)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .malformed(format: .svg, message: "Cairo cannot make a \(width)x\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        let drawn = rsvg_handle_render_document(handle, context, &viewport, &error) != 0
        cairo_destroy(context)
        guard drawn else { throw .malformed(format: .svg, message: take(error) ?? "librsvg cannot draw it") }
        cairo_surface_flush(surface)
        // ARGB32: premultiplied 0xAARRGGBB words, rows `rowBytes` apart.
        let rowBytes = Int(cairo_image_surface_get_stride(surface))
        guard let surfacePixels = cairo_image_surface_get_data(surface) else {
            throw .malformed(format: .svg, message: "Cairo's surface has no pixels")
        }
        let result = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            for row in 0..<height {
                UnsafeMutableRawPointer(buffer.baseAddress! + row * width)
                    .copyMemory(from: surfacePixels + row * rowBytes, byteCount: width * 4)
            }
            count = width * height
        }
        // Cannot fail: width * height pixels.
        return try! Image(width: width, height: height, pixels: result)
    }

    /// The size asked for, else the document's own in pixels (librsvg's answer at 96
    /// dpi), else its view box's; at least 1 x 1.
    private static func size(of handle: UnsafeMutablePointer<RsvgHandle>, options: ImageDecodeOptions) throws(ImageDecodeError.Reason)
        -> (width: Int, height: Int) {
        if let size = options.size {
            guard size.width > 0, size.height > 0 else {
                throw .malformed(format: .svg, message: "it cannot be drawn at \(size)")
            }
            return (size.width, size.height)
        }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else {
                throw .malformed(format: .svg, message: "it has no size of its own (no width and height, no viewBox): give one")
            }
            (width, height) = (viewBox.width, viewBox.height)
        }
        guard width.isFinite, height.isFinite, width < 1e9, height < 1e9 else {
            throw .malformed(format: .svg, message: "its size \(width) x \(height) is not a size")
        }
        return (max(1, Int(width.rounded(.up))), max(1, Int(height.rounded(.up))))
    }

    /// The message of `error`, which is freed.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
