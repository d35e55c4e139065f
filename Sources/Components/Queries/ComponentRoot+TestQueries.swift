extension ComponentRoot {
    /// The instance of the component of type `C` that made the element tagged `testID`,
    /// or the nearest such ancestor of its owner (so `.testID` on a `Counter`, or on a
    /// button inside it, finds the `Counter`). Without `testID`, the one `C` built in the
    /// tree. Throws a `TestQueryError` when there is none, or several to choose from.
    public func instance<C: Component>(of type: C.Type, testID: String? = nil) throws(TestQueryError) -> ComponentInstance {
        let typeName = String(describing: C.self)
        guard let testID else {
            var found: [ComponentInstance] = []
            var pending = result.record.map { [$0] } ?? []
            while let record = pending.popLast() {
                if record.instance.component is C { found.append(record.instance) }
                pending += record.children.reversed()
            }
            guard let first = found.first else { throw .componentNotFound(type: typeName, testID: nil, owners: nil) }
            guard found.count == 1 else { throw .ambiguousComponent(type: typeName, paths: found.map(\.path)) }
            return first
        }
        let element = try layout.element(testID: testID).element
        var current = element.owner
        while let instance = current {
            if instance.component is C { return instance }
            current = instance.parent
        }
        throw .componentNotFound(type: typeName, testID: testID, owners: element.owner?.path)
    }

    /// The component of type `C` found as `instance(of:testID:)` finds it, as last built.
    public func component<C: Component>(of type: C.Type, testID: String? = nil) throws(TestQueryError) -> C {
        // `instance(of:)` only returns instances of `C`.
        try instance(of: type, testID: testID).component as! C
    }

    /// The state of the component of type `C` found as `instance(of:testID:)` finds it.
    public func state<C: Component>(of type: C.Type, testID: String? = nil) throws(TestQueryError) -> C.State {
        // Built with its scope's state, which a scope keyed by `C` holds as `C.State`.
        try instance(of: type, testID: testID).state as! C.State
    }

    /// The controller of the component that `Controller` belongs to, found as
    /// `instance(of:testID:)` finds it: `root.controller(CounterController.self, testID: "counter")`.
    public func controller<C: Component, Controller: ComponentController<C>>(
        _ type: Controller.Type, testID: String? = nil
    ) throws(TestQueryError) -> Controller {
        let instance = try instance(of: C.self, testID: testID)
        guard let controller = controller(of: instance) as? Controller else {
            throw .controllerNotFound(type: String(describing: Controller.self), component: instance.path)
        }
        return controller
    }
}
