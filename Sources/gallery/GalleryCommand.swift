import ArgumentParser

/// The gallery: Tessera's demo app. It writes its pages as PNG files (`snapshot`) and
/// runs the benchmark scenes (`bench`); the window comes with the presentation work.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Tessera's gallery: shows every component and runs the benchmark scenes.",
        subcommands: [BenchCommand.self, SnapshotCommand.self],
        defaultSubcommand: BenchCommand.self
    )
}
