import ArgumentParser
import Tessera

/// `gallery console-mode`: prints the foreground virtual console's mode, `text` or
/// `graphics` (the kiosk VM test checks that the gallery gave the console back).
struct ConsoleModeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "console-mode",
        abstract: "Prints the foreground virtual console's mode: text or graphics.",
        shouldDisplay: false
    )

    func run() throws {
        do {
            print(try MainActor.assumeIsolated { try VirtualConsole.foregroundMode() })
        } catch let error as KioskError {
            throw GalleryError(error.description)
        }
    }
}
