/// LayoutJSON: the layout JSON interface (`Specs/layout-json.md`), the way the
/// layout engine is checked from outside.
///
/// - `LayoutCase(jsonLine:)` parses and checks one input line into the available space
///   and a `LayoutNode` tree, or throws a `LayoutCaseError` worded like the reference
///   parser's (spec.py in `shared/bench/layout`).
/// - `LayoutOutput` writes the result lines: a laid-out tree, an error, a benchmark figure.
/// - `JSONLinesSplitter` cuts the input stream into lines.
///
/// The JSON reader is this module's own (`JSONReader`); its doc comment says why.
