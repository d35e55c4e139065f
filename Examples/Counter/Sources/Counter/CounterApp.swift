import Foundation
import Tessera

/// Opens the counter wherever there is a display, as the gallery does (`AppLauncher`): in
/// a window on a desktop until it is closed (or SIGINT or SIGTERM close it: `timeout -s
/// TERM 3 swift run Counter` exits with 0), full screen on a kiosk's DRM or fbdev display,
/// and with no display at all as `out/counter.png`. `--backend window|drm|fbdev|png` (or
/// TESSERA_BACKEND) chooses; `--size`, `--scale` and the kiosk options work as in the
/// gallery.
@main
@MainActor
enum CounterApp {
    static func main() {
        do {
            let options = try AppLaunchOptions(
                arguments: CommandLine.arguments.dropFirst(), environment: ProcessInfo.processInfo.environment,
                defaults: AppLaunchOptions(window: WindowOptions(title: "Counter", size: Size(width: 360, height: 140))))
            let launcher = AppLauncher(options: options)
            let content = { (_: Size) -> any Component in Inset(20) { CounterScreen(steps: [1, 5, 10]) } }
            switch try launcher.open(background: Color(hex: 0xFFFFFF), content: content) {
            case .window(let app):
                FileHandle.standardOutput.write(Data("Counter: a window of 360 × 140 points; close it to quit\n".utf8))
                app.run()
            case .kiosk(let app):
                app.run()
            case .pngFiles(let reason):
                let path = try launcher.writePNG(name: "counter", background: Color(hex: 0xFFFFFF), content: content)
                FileHandle.standardOutput.write(Data("Counter: no display (\(reason)): wrote \(path)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("Counter: \(error)\n".utf8))
            exit(1)
        }
    }
}
