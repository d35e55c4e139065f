import Geometry
import Layout
import Testing
@testable import Components

/// A background, an overlay or a popup wraps its content in a container that takes the
/// content's place in the layout; the content's own element keeps all it says but that
/// place: its accessibility (a picker's field read as a combo box under its popup) and
/// its motion (an animation under a background).
@MainActor
struct WrapperLayoutTests {
    @Test func aWrappedElementKeepsItsAccessibilityAndMotion() {
        let root = layOut(Flexbox {
            block(10, 10).accessibility(role: .comboBox, label: "Country").animation(.linear).testID("under-background")
                .background(filler()).margin(5)
            block(10, 10).accessibility(role: .slider, label: "Volume").animation(.linear).testID("under-overlay")
                .overlay(filler())
            block(10, 10).accessibility(role: .button, label: "Open").testID("under-popup")
                .popup(isPresented: false) { filler() }
        }, in: .exactly(Size(width: 200, height: 100)))
        let elements = root.layout.elements
        for (testID, role, label) in [("under-background", AccessibilityRole.comboBox, "Country"),
                                      ("under-overlay", .slider, "Volume"), ("under-popup", .button, "Open")] {
            let element = elements.first { $0.testID == testID }
            #expect(element?.accessibility.role == role && element?.accessibility.label == label, "\(testID)")
        }
        for testID in ["under-background", "under-overlay"] {
            #expect(elements.first { $0.testID == testID }?.motion != MotionTraits.none, "\(testID) keeps its animation")
        }
    }
}
