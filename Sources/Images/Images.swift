/// # Images
///
/// Image files turned into `Graphics.Image` bitmaps: the format found from the bytes
/// (never from a file name), decoded at the size it is shown, within a pixel limit, with
/// errors that say what is wrong with which file.
///
/// How it is built, and why:
/// - Every format goes through Debian's maintained library for it: PNG through libpng
///   (`Graphics.PNG`), JPEG through libjpeg-turbo's TurboJPEG API (progressive, CMYK and
///   YCCK files; its scans limited, as a bomb of many progressive scans would take
///   minutes), a JPEG's EXIF orientation through libexif, WebP (still and animated)
///   through libwebp's `WebPAnimDecoder`, which composites frames itself, GIF through
///   giflib, read a record at a time, and SVG through librsvg, drawn by Cairo at the
///   size asked for (so an icon is sharp at every scale) from bytes with no base file,
///   so that it loads no other file. Written by hand: the detection of formats by their
///   signatures, the eight orientations (moving pixels), CMYK to RGB (TurboJPEG hands CMYK
///   over as it is stored), and GIF's compositing (giflib gives each frame's color
///   indices; disposal is GIF89a's, "background" taken as transparent, as browsers do).
/// - **Animations** (`AnimatedImage`) are whole composited canvases with durations (a
///   frame under 20 ms lasts 100 ms, as in browsers) and a loop count. All frames count
///   against the pixel limit, before each is decoded: a few kilobytes of GIF can ask for
///   thousands of full-screen frames.
/// - **Decoding at the size shown.** An SVG is drawn at that size; a JPEG is decoded with the largest DCT scaling
///   (1/8, 1/4, 1/2) that still gives at least the pixels asked for, so a 4000 × 3000
///   photo shown at 400 × 300 is decoded at 500 × 375 (750 kB) and never held whole
///   (48 MB); the painter scales the rest of the way.
/// - **The pixel limit** applies to the size in the file's header, before anything is
///   allocated: the work of decoding follows it even when the output is scaled down.
/// - Pure functions of their input, `Sendable`, callable on any thread: decoding belongs
///   off the main actor.
public enum ImagesModule {}
