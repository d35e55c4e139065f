import ArgumentParser
import Foundation

/// The gallery: Tessera's demo app. It shows every page in a window (`show`, the
/// default), writes its pages as PNG files (`snapshot`), runs the benchmark scenes
/// (`bench`) and prints a page's hierarchy (`dump-tree`).
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Tessera's gallery: shows every component and runs the benchmark scenes.",
        subcommands: [ShowCommand.self, BenchCommand.self, SnapshotCommand.self, DumpTreeCommand.self,
                      ConsoleModeCommand.self],
        defaultSubcommand: ShowCommand.self
    )

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            // What went to standard output first, then the one error line (both may go
            // to one pipe, where standard output is buffered and standard error is not).
            fflush(nil)
            exit(withError: error)
        }
    }
}
