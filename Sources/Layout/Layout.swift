/// Layout: a flexbox engine with the results a browser gives.
///
/// This module owns the layout tree (`LayoutNode`), its style (`LayoutStyle`) and the
/// algorithm that turns one into frames: CSS Flexible Box Layout Level 1 §9, with
/// border-box sizing, and Chromium's answer wherever the spec, Chromium, Yoga and Taffy
/// part ways (Chromium is the reference the tests hold it to).
///
/// How it is built, and why:
/// - Widths are decided top-down before a box is laid out (as CSS decides inline sizes);
///   heights come out of layout. A box is therefore laid out for a definite border-box
///   width and an optional definite height, and its intrinsic widths (min-content and
///   max-content) are a separate, cached query. This is Chromium's model, and it is what
///   makes the engine agree with the browser on content-sized boxes.
/// - Every node keeps a small cache of (inputs → size) results and a dirty flag; changing
///   a style or a measured leaf dirties it and its ancestors only, so relayout after one
///   change touches that path and whatever really depends on it. The same cache keeps
///   nested content-sized trees linear (each box is measured once per distinct input).
/// - Nodes are classes (retained identity, parent links for dirtying); styles are values.
///   The hot loops work on per-container scratch arrays of plain structs, so laying out
///   a tree allocates a few arrays per container and boxes nothing.
/// - Pixel rounding is a separate pass over finished frames (`LayoutNode.roundLayout`).
