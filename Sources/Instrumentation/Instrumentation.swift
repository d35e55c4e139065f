/// Instrumentation: what the framework can tell about itself while it runs, for tests
/// and soak runs that hold it to flat memory.
///
/// It owns `LiveObjects`, the counts of the retained objects each generation makes
/// (elements, layout nodes and boxes, component instances, scopes, mounted nodes).
/// Counting is compiled in only in debug builds, so release builds pay nothing; the
/// counts are process-wide, so a test that reads them runs in a process (or a
/// serialized suite) where no other test builds trees at the same time, or compares
/// counts it can attribute to itself.
///
/// It also owns what a frame cost (`FramePhases`: build, layout, mount, paint, present)
/// and the last frames' costs in a fixed ring (`FrameTimeline`), which the inspector's
/// frame-time strip reads. The phases are measured only while someone asks for them
/// (`ComponentHost.measuresFramePhases`), so an app without the inspector reads no clock.
