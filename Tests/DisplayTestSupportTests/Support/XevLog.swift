/// The events `xev` printed: blocks separated by blank lines, each starting with
/// `"<Type> event, serial N, synthetic YES|NO, window 0x..."`.
struct XevLog {
    let events: [String]

    init(_ output: String) {
        events = output.split(separator: "\n\n").map { String($0).trimmingLeadingNewlines() }
    }

    /// The events of `type` (`"ButtonPress"`, `"KeyPress"`...), in order.
    func events(_ type: String) -> [String] {
        events.filter { $0.hasPrefix(type + " event,") }
    }

    /// True when some event of `type` contains every one of `fragments`.
    func has(_ type: String, with fragments: String...) -> Bool {
        events(type).contains { event in fragments.allSatisfy(event.contains) }
    }
}

private extension String {
    func trimmingLeadingNewlines() -> String {
        String(drop { $0 == "\n" })
    }
}
