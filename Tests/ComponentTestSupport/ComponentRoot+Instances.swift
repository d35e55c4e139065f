import Components

extension ComponentRoot {
    /// Every composite instance of type `C` in the latest build that owns an element or
    /// is an ancestor of one.
    public func instances<C: Component>(of type: C.Type) -> [ComponentInstance] {
        var seen = Set<ObjectIdentifier>()
        var found: [ComponentInstance] = []
        for element in layout.elements {
            var current = element.owner
            while let instance = current {
                if seen.insert(ObjectIdentifier(instance)).inserted, instance.component is C { found.append(instance) }
                current = instance.parent
            }
        }
        return found
    }
}
