import ArgumentParser
import Tessera

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Times a benchmark scene.")
    func run() throws {}
}
