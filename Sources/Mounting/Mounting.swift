/// # Mounting
///
/// Turns laid-out component trees into a retained tree of drawable `Node`s and keeps it
/// in step with every new layout, touching only what changed: ComponentKit's mounting
/// onto views, for a CPU renderer.
///
/// A mount walks the new `LayoutBox` tree against the nodes mounted last time. Layout
/// boxes are persistent (an untouched subtree is the same box object), so a subtree
/// whose box was mounted before is skipped whole: remounting an unchanged tree touches
/// no node. Elsewhere nodes are matched by position and kind, their looks compared with
/// the new element's kind field by field (`Node.setLook`), nodes that left go to reuse
/// pools by kind with their looks cleared, and every change adds the old and
/// new bounds it affects, clipped by its ancestors, to the mount's `Damage` (device-pixel
/// rectangles, merged only where one covers less than two). Painting redraws only those
/// rectangles, clipped to their `Region`; `ComponentHost` runs the whole loop for one window or
/// snapshot. Everything here lives on the main actor.
///
/// `Inspector/` has what the inspector (Presentation) reads of the node tree: the dump of
/// mounted nodes with frames, owners and reuse totals (`NodeTreeDump`, `MountTotals`) and
/// the nodes' outlines in device pixels inside their clips (`NodeOutline`).
