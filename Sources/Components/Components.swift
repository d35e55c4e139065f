/// # Components
///
/// The component model: immutable component values (props in, a tree out), scopes
/// that give a component a persistent identity across rebuilds, state that lives in
/// those scopes, controllers (long-lived main-actor objects, one per scope lifetime),
/// typed actions that climb a responder chain, and the built-in components that every
/// tree ends in (layout containers and leaves).
///
/// Building is a pure function of the root component, the previous build and the state
/// updates queued since: it runs off the main actor and produces a `BuildResult`, an
/// immutable, `Sendable` tree of `Element`s (the built-in components, with the composite
/// components that made them as their owners) and the new generation of scopes (`ScopeNode`s
/// under the root, each with its component's state and children). Scopes form a
/// persistent tree, as ComponentKit's tree nodes do: a rebuild creates new nodes only on
/// the paths to what changed and shares every other node with the previous generation,
/// so a subtree whose props are equal and whose scopes have no pending update is reused
/// as it is (elements, scopes and layout nodes), and one leaf's state change costs work
/// proportional to its depth, not to the tree.
///
/// Controllers are created, updated and invalidated when a build is *committed* on the
/// main actor (`ComponentRoot`), never during the build, so building needs no main actor.
///
/// `Inspector/` describes a root for the inspector's hierarchy dump: its composite
/// components with scopes, keys, state summaries, controllers and test IDs
/// (`ComponentTreeDump`); builds time their build and layout phases only while asked
/// (`ComponentRoot.measuresPhases`).
