/// Presentation: Tessera on a screen. It owns the SDL window (or its headless stand-in),
/// the event loop, and the mapping from SDL's input to Tessera's events.
///
/// The pieces, and why they are split this way:
/// - A `Presenter` is what a frame is: a `ComponentHost` (build, layout, mount, paint) and
///   a `PresentationSurface` that receives the damaged pixels. The window
///   (`WindowSurface`: an SDL renderer and a streaming texture updated only in the
///   damaged rects) and the headless surface (`HeadlessSurface`: the same rect copies into
///   memory) are the only difference between what a test renders and what a user sees.
/// - An `EventLoop` is when things happen. It runs on the main dispatch queue, which is
///   also the main actor's executor, so input, async state updates (main-actor tasks) and
///   timers all wake the same sleeping thread: the loop waits on the display connection's
///   file descriptor with a dispatch source instead of polling SDL, and idles at zero CPU.
///   Frames are paced to at most one per display refresh.
/// - `SDLEventTranslator` turns SDL events into `WindowEvent`s (points, keys, text),
///   as a value that tests feed with hand-made SDL events.
/// - `Application.run` puts them together for an app: a window, its loop, and a clean
///   exit on window close, SIGINT or SIGTERM.
/// - `Kiosk/` holds what kiosk displays without a display server build on (issue 17, in
///   progress): `DisplayRotation`, the one transform the picture and the input turn
///   through together, and `PanelBuffer`, which copies damaged rects of a frame into a
///   display's mapped memory (a DRM dumb buffer, fbdev) rotated and in its pixel format,
///   `DisplayMode`, which picks the mode to show on from what a connector offers
///   (`--mode WxH[@Hz]`), and `PresentationBackend`, which resolves `--backend` against
///   what `DisplayDevices.probe()` finds (errors name the device and its group).
///
/// SDL's video calls are main-thread only; every type here is `@MainActor`.
