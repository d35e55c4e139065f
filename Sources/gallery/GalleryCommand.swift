import ArgumentParser

/// The gallery: Tessera's demo app. For now it runs the benchmark scenes; the window
/// and the `snapshot` subcommand come with the presentation work.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Tessera's gallery: shows every component and runs the benchmark scenes.",
        subcommands: [BenchCommand.self],
        defaultSubcommand: BenchCommand.self
    )
}
