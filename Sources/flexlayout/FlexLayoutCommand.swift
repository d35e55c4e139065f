import ArgumentParser
import Layout
import LayoutJSON

/// `flexlayout`: the layout engine's test interface (`Specs/layout-json.md`).
/// Reads layout cases as JSON Lines and writes one line per case, in order, each as
/// soon as it is done; a bad line yields an error line and the rest are still laid out.
@main
struct FlexLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flexlayout",
        abstract: "Lays out flexbox cases given as JSON Lines (Specs/layout-json.md).",
        discussion: "Exit status 1 when any line was rejected."
    )

    @Flag(help: "Round to whole pixels (edges rounded, sizes from rounded edges).")
    var round = false

    @Option(help: ArgumentHelp("Lay out each case N times from scratch; print its nodes and median_ns instead.",
                               valueName: "N"))
    var bench: Int?

    @Option(help: ArgumentHelp("Time relayout after one leaf's width changes against a full layout, N times each; print both medians and their ratio.",
                               valueName: "N"))
    var benchRelayout: Int?

    @Argument(help: "The cases, one JSON object a line (standard input when absent).")
    var file: String?

    func validate() throws {
        if let bench, bench < 1 { throw ValidationError("--bench needs a number of runs of at least 1") }
        if let benchRelayout, benchRelayout < 1 {
            throw ValidationError("--bench-relayout needs a number of runs of at least 1")
        }
        if bench != nil, benchRelayout != nil { throw ValidationError("--bench and --bench-relayout exclude each other") }
    }

    func run() throws {
        let input = try InputStream(path: file)
        let output = OutputStream.standardOutput
        var lineNumber = 0
        var anyRejected = false
        try input.forEachLine { line throws(IOError) in
            lineNumber += 1
            let (text, accepted) = result(for: line, lineNumber: lineNumber)
            anyRejected = anyRejected || !accepted
            try output.writeLine(text)
        }
        if anyRejected { throw ExitCode(1) }
    }

    /// The output line for one input line, and whether the line was accepted.
    private func result(for line: ArraySlice<UInt8>, lineNumber: Int) -> (String, Bool) {
        let layoutCase: LayoutCase
        do {
            layoutCase = try LayoutCase(jsonLine: line)
        } catch {
            return (LayoutOutput.errorLine(error.message, lineNumber: lineNumber), false)
        }
        if let benchRelayout {
            let result = LayoutBenchmark.relayout(of: layoutCase, runs: benchRelayout)
            return (LayoutOutput.relayoutBenchLine(nodes: layoutCase.nodeCount, full: result.full, relayout: result.relayout), true)
        }
        if let bench {
            let median = LayoutBenchmark.medianNanoseconds(of: layoutCase, runs: bench)
            return (LayoutOutput.benchLine(nodes: layoutCase.nodeCount, medianNanoseconds: median), true)
        }
        layoutCase.root.computeLayout(availableWidth: layoutCase.availableWidth,
                                      availableHeight: layoutCase.availableHeight)
        if round { try? layoutCase.root.roundLayout(scale: 1) }  // 1 passes SizeCheck.scale
        return (LayoutOutput.layoutLine(layoutCase.root, rounded: round), true)
    }
}
