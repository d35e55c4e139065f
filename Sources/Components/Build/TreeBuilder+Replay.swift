import DeepRecursion

/// Replaying a body: how a state update deep in a tree rebuilds the composites above the
/// updated one without running their bodies.
///
/// ComponentKit runs every ancestor's `render` again after a state update (its "faster
/// state updates" later skipped some); a page whose body makes a few hundred built-ins
/// then pays for all of them, and layout and mounting for the new elements they make, at
/// every step of a slider's drag. A composite on the updated path whose props, keys,
/// environment and state are unchanged would return an equal body, so the builder keeps
/// the body it returned and builds that again: each built-in of it is met in the same
/// order as last time (`BuiltInRecord`), and one with no updated composite inside is
/// taken as it was, with its element, its composite children and their scopes. Only the
/// built-ins around the updated composite make new elements, so layout and mounting see
/// new elements on that path alone.
///
/// What this relies on, as reuse does: a built-in's element is a function of its value,
/// the environment, its keys and what its children built (built-ins build every child
/// they have, whatever the others built). A replay that meets another built-in type than
/// the record at some place builds the rest of that body as new.
extension TreeBuilder {
    /// Builds `previous` again under the current parent from `body`, what its body
    /// returned last time.
    func replay(_ previous: BuildRecord, body: any Component) -> Element? {
        statistics.replayedComponents += 1
        let instance = previous.instance
        instance.adopt(by: currentInstance)
        // A scoped composite's frontier is its own scope node.
        let node = instance.scopeID == nil ? nil : previous.frontier.first
        let opened = open(instance, previousChildren: previous.children, scope: node.map { .some($0) },
                          replay: previous.builtIns)
        var element: Element?
        StackReserve.ensure { element = ElementBuilder(tree: self).build(body) }
        return close(opened, element: element, scopeKey: node?.key, isReusable: true,
                     hasController: node?.hasController ?? false, controllerChanged: false) { body }
    }

    /// Builds a built-in (`make`) at the current place of the current body, or, in a
    /// replay, takes last build's when nothing inside it was updated.
    func buildBuiltIn<C: Component>(_: C.Type, _ make: () -> Element?) -> Element? {
        let frame = recordFrames.count - 1
        let start = recordFrames[frame].builtInsStart
        // Indices in a body's built-ins count from the body's first.
        let index = builtIns.count - start
        let firstChild = recordFrames[frame].children.count
        if let replay = recordFrames[frame].replay {
            if index < replay.count, replay[index].type == ObjectIdentifier(C.self), replay[index].firstChild == firstChild {
                if takeUnchanged(replay[index], frame: frame) {
                    builtIns += replay[index..<replay[index].end]
                    return replay[index].element
                }
            } else {
                // Out of step with the record: the rest is built as new.
                recordFrames[frame].replay = nil
            }
        }
        builtIns.append(BuiltInRecord(type: ObjectIdentifier(C.self), element: nil, end: index + 1, firstChild: firstChild,
                                      endChild: firstChild))
        let element = make()
        // The bodies of composites inside took their built-ins off the stack as they closed.
        builtIns[start + index].element = element
        builtIns[start + index].end = builtIns.count - start
        builtIns[start + index].endChild = recordFrames[frame].children.count
        return element
    }

    /// Reuses the composite children built inside `builtIn` last time, when none of them
    /// is on an updated path and none of their scopes was taken; false (nothing reused)
    /// otherwise.
    private func takeUnchanged(_ builtIn: BuiltInRecord, frame: Int) -> Bool {
        let previous = recordFrames[frame].previousChildren
        guard builtIn.endChild <= previous.count else { return false }
        let children = previous[builtIn.firstChild..<builtIn.endChild]
        for child in children where !child.isReusable || dirty.contains(ObjectIdentifier(child.instance))
            || frontierIsTaken(child) {
            return false
        }
        recordFrames[frame].nextIndex += children.count
        for child in children { _ = reuse(child) }
        return true
    }
}
