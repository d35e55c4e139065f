import Geometry

/// What a root's mounting layer does with requests to move scroll views: it knows where
/// each element is shown and runs animations on the frame clock (`ComponentHost`'s
/// `EventDispatcher` is one; see `ComponentRoot.attachMountingLayer(scrolling:_:)`).
@MainActor
public protocol ScrollRequestHandler: AnyObject {
    /// Eases the scroll viewport `viewport` (the element a `ScrollView` makes) from where
    /// it is shown to `offset` (within its range; non-finite coordinates as 0). Returns
    /// false when it does not show `viewport`: the scroll view then takes the offset at once.
    func animateScroll(_ viewport: Element, to offset: Point) -> Bool
    /// Moves every scroll viewport around `element`, innermost first, by the least that
    /// shows it, easing there when `animated` (see `ComponentRoot.scrollIntoView(_:animated:)`).
    func scrollIntoView(_ element: Element, animated: Bool)
}

extension ComponentRoot {
    /// Brings `element` (an element of the latest layout) into view: every scroll view
    /// around it moves, innermost first, by the least that shows it, as
    /// `scrollIntoView({block: "nearest", inline: "nearest"})` does in a browser: an
    /// element below the viewport comes up to its bottom edge, one above down to its top,
    /// one longer than the viewport shows its side that was cut off, and what is in view
    /// moves nothing. Each scroll view further out shows what the one inside it shows of
    /// the element. With `animated`, each eases there as a wheel click does
    /// (`ScrollTo(offset:animated:)`); otherwise it is there at once. Without a mounting
    /// layer nothing is shown, and nothing moves.
    public func scrollIntoView(_ element: Element, animated: Bool) {
        scrollRequests?.scrollIntoView(element, animated: animated)
    }

    /// Brings the element tagged `testID` (`Component.testID(_:)`) into view, as
    /// `scrollIntoView(_:animated:)` does. Throws a `TestQueryError` when no element or
    /// several have the ID, and then nothing moves.
    public func scrollIntoView(testID: String, animated: Bool) throws(TestQueryError) {
        scrollIntoView(try layout.element(testID: testID).element, animated: animated)
    }

    /// The size of the outermost element `instance` built, in the latest layout.
    func laidOutSize(of instance: ComponentInstance) -> Size? {
        var pending = layout.root.map { [$0] } ?? []
        while let box = pending.popLast() {
            if Self.owners(of: box.element, include: instance) { return box.frame.size }
            pending.append(contentsOf: box.children.reversed())
        }
        return nil
    }

    /// The outermost element of the latest layout that `instance` built: the one its body
    /// made (or the component its body is made). Nil when it builds none. Walks the tree
    /// until it finds it: for a request now and then, not for every frame.
    func outermostElement(builtBy instance: ComponentInstance) -> Element? {
        var pending = layout.root.map { [$0] } ?? []
        // Parents first: the first element among the instance's is the outermost.
        while let box = pending.popLast() {
            if Self.owners(of: box.element, include: instance) { return box.element }
            pending.append(contentsOf: box.children.reversed())
        }
        return nil
    }

    /// Whether `instance` (or a later instance of its scope) built `element`, directly or
    /// through the components its body is made of.
    private static func owners(of element: Element, include instance: ComponentInstance) -> Bool {
        var current = element.owner
        while let owner = current {
            if owner === instance || (owner.scopeID != nil && owner.scopeID == instance.scopeID) { return true }
            current = owner.parent
        }
        return false
    }
}

extension ActionContext {
    /// Brings this component's element (the outermost one its body built) into view:
    /// every scroll view around it moves by the least that shows it, easing there when
    /// `animated` (see `ComponentRoot.scrollIntoView(_:animated:)`). A row that was
    /// chosen, an error message that appeared. Nothing moves when it builds no element.
    public func scrollIntoView(animated: Bool) {
        guard let root, let element = root.outermostElement(builtBy: instance) else { return }
        root.scrollIntoView(element, animated: animated)
    }

    /// The size this component's element (the outermost one its body built) was laid
    /// out at last, nil before its first layout: for a handler that places things by
    /// it (a text field keeping its caret in view). Walks the layout: for an event, not
    /// for every frame.
    public var laidOutSize: Size? {
        root?.laidOutSize(of: instance)
    }

    /// For a component that keeps a `ScrollViewport`'s offset (`ScrollView`, a data
    /// source's `List`): hands an animated `ScrollTo` to the mounting layer, which eases
    /// the viewport there. False when there is none, or it does not show the viewport:
    /// the component then sets the offset at once.
    public func animateScroll(to offset: Point) -> Bool {
        guard let root, let handler = root.scrollRequests, let viewport = root.outermostElement(builtBy: instance),
              case .scroll = viewport.kind else { return false }
        return handler.animateScroll(viewport, to: offset)
    }
}

extension ComponentController {
    /// Brings the component's element (the outermost one its body built) into view, as
    /// `ActionContext.scrollIntoView(animated:)` does from a handler: a list's controller
    /// showing the row a search found. Nothing moves once the controller is invalidated.
    public func scrollIntoView(animated: Bool) {
        guard !isInvalidated, let root, let element = root.outermostElement(builtBy: instance) else { return }
        root.scrollIntoView(element, animated: animated)
    }
}
