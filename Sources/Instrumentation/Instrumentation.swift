/// Instrumentation: what the framework can tell about itself while it runs, for tests
/// and soak runs that hold it to flat memory.
///
/// It owns `LiveObjects`, the counts of the retained objects each generation makes
/// (elements, layout nodes and boxes, component instances, scopes, mounted nodes).
/// Counting is compiled in only in debug builds, so release builds pay nothing; the
/// counts are process-wide, so a test that reads them runs in a process (or a
/// serialized suite) where no other test builds trees at the same time, or compares
/// counts it can attribute to itself.
