import Foundation
import Tessera

/// Opens the counter in a window until it is closed (or the process gets SIGINT or
/// SIGTERM, which close it too: `timeout -s TERM 3 swift run Counter` exits with 0).
@main
@MainActor
enum CounterApp {
    static func main() {
        do {
            let app = try Application(
                options: WindowOptions(title: "Counter", size: Size(width: 360, height: 140)),
                background: try Color(css: "#FFF")
            ) { _ in
                Inset(20) { CounterScreen(steps: [1, 5, 10]) }
            }
            FileHandle.standardOutput.write(Data("Counter: a window of 360 × 140 points; close it to quit\n".utf8))
            app.run()
        } catch {
            FileHandle.standardError.write(Data("Counter: \(error)\n".utf8))
            exit(1)
        }
    }
}
