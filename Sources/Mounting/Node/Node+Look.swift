import Components
import Geometry

extension Node {
    /// Sets the node's look to what an element of `kind` draws (nil: nothing, as in a
    /// reuse pool). The look's properties are a closed set, one field each, so a new kind
    /// is compared field by field, not through a list of attribute objects (see
    /// ARCHITECTURE.md, "Mounting"). Returns whether anything changed, and whether the
    /// change reaches past the node's own frame into its subtree (opacity, clipping, a
    /// content button's look).
    func setLook(_ kind: ElementKind?) -> (changed: Bool, subtree: Bool) {
        var appearance: BoxAppearance?, text: TextContent?, image: ImageContent?
        var button: ButtonContent?, custom: CustomContent?, scroll: ScrollContent?
        switch kind {
        case .box(let value): appearance = value
        case .text(let value): text = value
        case .image(let value): image = value
        case .button(let value): button = value
        case .custom(let value): custom = value
        case .scroll(let value): scroll = value
        case .container, .spacer, .list, nil: break
        }
        var changed = false
        if fill != appearance?.fill { fill = appearance?.fill; changed = true }
        if border != appearance?.border { border = appearance?.border; changed = true }
        if cornerRadii != appearance?.cornerRadii ?? .zero { cornerRadii = appearance?.cornerRadii ?? .zero; changed = true }
        if self.text != text { self.text = text; changed = true }
        if self.image != image { self.image = image; changed = true }
        // A content button's look is drawn on its content too (`ButtonLook`).
        var contentLookChanged = false
        if self.button != button {
            contentLookChanged = self.button?.showsTitle == false || button?.showsTitle == false
            self.button = button
            changed = true
        }
        if self.custom != custom {
            self.custom = custom
            // A new drawing appears anew: its time starts at the host's next frame.
            timedStart = nil
            changed = true
        }
        // A viewport draws nothing of its own from its scroll content: a new offset moves
        // the content (damaged, or blitted, as the content's move) and the indicators
        // (damaged by the mounter), so it is not a change of look.
        if self.scroll != scroll {
            if (self.scroll == nil) != (scroll == nil) { changed = true }
            self.scroll = scroll
        }
        // A scroll viewport always clips: its content is larger than it.
        let opacity = appearance?.opacity ?? 1, clipsContent = appearance?.clipsContent ?? (scroll != nil)
        let subtree = self.opacity != opacity || self.clipsContent != clipsContent || contentLookChanged
        if subtree {
            self.opacity = opacity
            self.clipsContent = clipsContent
            changed = true
        }
        // A press belongs to the button it started on.
        if button == nil {
            isHighlighted = false
            isHovered = false
        }
        return (changed, subtree)
    }
}
