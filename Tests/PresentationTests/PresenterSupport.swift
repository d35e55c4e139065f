import Components
import Geometry
import Graphics
import Mounting
import Presentation

extension Node {
    /// The first node (depth first) showing a button titled `title`.
    func button(titled title: String) -> Node? {
        if button?.title.string == title { return self }
        for child in children {
            if let found = child.button(titled: title) { return found }
        }
        return nil
    }

    /// Every text node's string, in tree order.
    var texts: [String] {
        (text.map { [$0.text.string] } ?? []) + children.flatMap(\.texts)
    }
}

extension Presenter {
    /// The center of the button titled `title`, in points.
    func center(ofButton title: String) -> Point? {
        guard let frame = host.mounter.root?.button(titled: title)?.absoluteFrame else { return nil }
        return Point(x: frame.midX, y: frame.midY)
    }

    /// Every text shown, in tree order.
    var texts: [String] { host.mounter.root?.texts ?? [] }
}

/// Waits on the main actor, letting its queue run (the event loop's sources, frames,
/// async updates), until `condition` holds or `timeout` passes; returns whether it held.
@MainActor
func wait(upTo timeout: Duration = .seconds(5), until condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
