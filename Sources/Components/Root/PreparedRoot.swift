/// A component tree built and laid out off the main actor, waiting to become a
/// `ComponentRoot` on it: the building block of background preparation (a data
/// source's items, a screen made ready before it is shown).
///
/// `ComponentRoot.prepare(_:sizeRange:environment:diagnostics:)` runs the build and the
/// layout on the calling thread, whatever it is (call it from a detached task or a task
/// group to use other cores); `ComponentRoot(prepared:)` commits the result on the main
/// actor, where controllers are created, as ComponentKit's data source builds items on
/// its queue and announces their controllers on the main thread. Each prepared tree
/// becomes one root.
public struct PreparedRoot: Sendable {
    let pipeline: BuildPipeline
    let output: BuildPipeline.Output
    let environment: LayoutEnvironment
    let diagnostics: DiagnosticHandler

    /// The laid-out tree: its size and boxes, as the root will show them.
    public var layout: LayoutResult { output.layout }
    /// The root component.
    public var component: any Component { output.result.root }
}

extension ComponentRoot {
    /// Builds and lays out `component` within `sizeRange` on the calling thread (any
    /// thread). Nothing of the main actor is touched: controllers come when the result
    /// becomes a root (`init(prepared:)`).
    public nonisolated static func prepare(_ component: some Component, sizeRange: SizeRange,
                                           environment: LayoutEnvironment = LayoutEnvironment(),
                                           diagnostics: DiagnosticHandler = .standard) -> PreparedRoot {
        let pipeline = BuildPipeline(component: component, sizeRange: sizeRange, environment: environment,
                                     diagnostics: diagnostics)
        pipeline.run()
        return PreparedRoot(pipeline: pipeline, output: pipeline.takeOutputs()[0], environment: environment,
                            diagnostics: diagnostics)
    }
}
