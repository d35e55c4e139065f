import Geometry
import Mounting

extension Node {
    /// The first node (depth first) showing a button titled `title`: where `--tap-button`
    /// taps.
    func button(titled title: String) -> Node? {
        if button?.title.string == title { return self }
        for child in children {
            if let found = child.button(titled: title) { return found }
        }
        return nil
    }
}
