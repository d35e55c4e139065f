/// Presentation: Tessera on a screen. It owns the SDL window (or its headless stand-in),
/// kiosk displays without a display server, the event loop, and the mapping from SDL's
/// and libinput's input to Tessera's events.
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
/// - An `InputSource` is where input comes from and which clock it is on: SDL's queue
///   (`SDLInputSource`) in a window, libinput (`LibinputSource`) on a kiosk.
/// - `Kiosk/` shows frames without a display server, because SDL's KMSDRM driver needs a
///   GPU stack and neither rotates nor switches consoles: `DRMSurface` (dumb buffers and
///   page flips) and `FramebufferDeviceSurface` (fbdev) copy only the damage each buffer
///   lacks (`BufferAges`) through `PanelBuffer`, turned by `DisplayRotation`, the one
///   transform the picture and the input (`KioskInputTranslator`) go through together;
///   `VirtualConsole` keeps the text console out of the way and gives it back on exit, a
///   signal or a crash; `KioskApplication` puts them together with an `EventLoop`, as
///   `Application` does for a window. `PresentationBackend` resolves `--backend` against
///   what `DisplayDevices.probe()` finds.
/// - `Inspector/` is the debug overlay and the hierarchy dump, at this level because the
///   `Presenter` is where every surface gets its frames, so it works in a window and on
///   the kiosk's displays alike. `Inspector` owns the overlay's state (on or off: F12, which
///   the presenter takes before the app, `TESSERA_INSPECT=1` read once by `AppLauncher`)
///   and composes it over a copy of the page (`InspectorDrawing`: outlines by depth,
///   `RepaintFlashes`, the frame-time strip from a fixed `FrameTimeline`, the log); the page
///   and its damage never change, and off it does no work and asks for no frame.
///   `InspectorLog` keeps the last diagnostics (component and font ones, teed from their
///   handlers: `FontDiagnosticTee`). `HierarchyDump` puts the component tree
///   (`ComponentTreeDump`, Components), the node tree (`NodeTreeDump`, Mounting) and the
///   cache sizes (`CacheSizes`) together as text or JSON; `HierarchyDumpSignal` writes it
///   on SIGUSR1 to `$XDG_RUNTIME_DIR/tessera-<pid>-tree.txt` (else `/tmp/…`). Invariants:
///   with the inspector on, a partial frame's pixels equal a full frame's (outlines are
///   drawn only inside the region recomposed, which holds every page damage); a flash
///   lasts `Inspector.flashDuration` on the frame clock, then no frame is wanted.
///
/// - `Appearance/` follows the desktop's light or dark preference (`SystemAppearance`: the
///   XDG Desktop Portal's `color-scheme` over libdbus, `TESSERA_COLOR_SCHEME` over it),
///   its bus connection's descriptor waking the main queue as the display's does.
///
/// SDL's video calls are main-thread only; every type here is `@MainActor`, and the
/// kiosk's flip events, signals and timers arrive on the main queue too.
