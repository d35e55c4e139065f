import Components
import Geometry
import Layout

/// One layer above the page: a presented popup, dialog or toast. Its content is a
/// component root of its own, mounted in an overlay cell of the host's node tree; a
/// dismissible popup and a dialog have a barrier root under it (clear, or the dialog's
/// scrim) that takes every press outside the content.
@MainActor
final class OverlayLayer {
    /// What tells it apart from the others: its kind, its id and, for popups and toasts,
    /// the component that presents it.
    let key: String
    let id: String
    var kind: OverlayKind
    var isDismissible: Bool
    /// The anchor's mark (its parent's frame is the anchor's) and the element it showed
    /// last: the responder chain dismissals and forwarded actions climb from.
    weak var mark: Node?
    var markElement: Element?
    /// The content the content root was last given.
    var item: OverlayItem
    let route: OverlayRoute
    let content: ComponentRoot
    let contentCell: Node
    let barrier: ComponentRoot?
    let barrierCell: Node?

    init(key: String, id: String, kind: OverlayKind, isDismissible: Bool, item: OverlayItem, route: OverlayRoute,
         content: ComponentRoot, contentCell: Node, barrier: ComponentRoot?, barrierCell: Node?) {
        self.key = key
        self.id = id
        self.kind = kind
        self.isDismissible = isDismissible
        self.item = item
        self.route = route
        self.content = content
        self.contentCell = contentCell
        self.barrier = barrier
        self.barrierCell = barrierCell
    }

    /// Whether the layer takes all input below it (a dialog).
    var isModal: Bool {
        if case .dialog = kind { return true }
        return false
    }

    var isToast: Bool {
        if case .toasts = kind { return true }
        return false
    }
}

/// The host's layer above the page (see ARCHITECTURE.md, "Overlays"): after every mount
/// of the page, and every commit of one of its roots, it reads the anchors' declarations
/// (`OverlayMark`s the mounter found), makes a root for each overlay newly presented,
/// updates those whose content changed, lets go of those no longer declared, places each
/// against its anchor and mounts it as the root node's last children: drawn after the
/// page, hit before it, damaged as any subtree.
@MainActor
final class OverlayLayers {
    weak var host: ComponentHost?
    /// Bottom to top, toasts last.
    private(set) var layers: [OverlayLayer] = []
    /// Keys of presented overlays without an anchor, reported once while it lasts.
    private var reportedWithoutAnchor: Set<String> = []
    /// Whether an update runs, and whether a mount during it asked for another round.
    private var isUpdating = false
    private var needsAnotherRound = false

    /// Points between the screen's edges and dialogs or toasts, and between toasts.
    static let screenMargin = 16.0
    static let toastSpacing = 8.0

    /// Brings the layers in step with the declarations mounted now and returns the damage.
    /// A mount asked for while it runs (a new popup's controller sends an action that
    /// changes the page at once) is done by another round when this one is over.
    func update() -> Damage {
        var damage = Damage()
        guard let host else { return damage }
        guard !isUpdating else {
            needsAnotherRound = true
            return damage
        }
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        repeat {
            needsAnotherRound = false
            rounds += 1
            updateOnce(host: host, damage: &damage)
        } while needsAnotherRound && rounds < 8
        return damage
    }

    private func updateOnce(host: ComponentHost, damage: inout Damage) {
        let mounter = host.mounter
        // Nothing declared and nothing shown: a page without overlays pays three checks.
        if layers.isEmpty, reportedWithoutAnchor.isEmpty, mounter.overlayMarks.isEmpty { return }
        let declared = declarations(in: mounter, host: host)
        let keys = Set(declared.map(\.key))
        for layer in layers where !keys.contains(layer.key) { remove(layer, damage: &damage) }
        layers.removeAll { !keys.contains($0.key) }
        for declaration in declared {
            if let layer = layers.first(where: { $0.key == declaration.key }) {
                refresh(layer, with: declaration)
            } else {
                layers.append(makeLayer(declaration, host: host))
            }
        }
        // Toasts above everything else; the others in the order they were presented.
        layers = layers.filter { !$0.isToast } + layers.filter(\.isToast)
        place(host: host, damage: &damage)
        mounter.overlayCells = layers.flatMap { [$0.barrierCell, $0.contentCell].compactMap { $0 } }
            .filter { $0.box != nil }
        mounter.attachOverlayCells()
    }

    /// The layer Escape dismisses: the topmost dismissible popup or dialog, unless a
    /// dialog that may not be dismissed is above it (it is modal: nothing below is
    /// reached). Toasts and popups that may not be dismissed (tooltips) are passed over.
    var topmostDismissible: OverlayLayer? {
        for layer in layers.reversed() where !layer.isToast {
            if layer.isDismissible { return layer }
            if layer.isModal { return nil }
        }
        return nil
    }

    /// Sends `action` up the responder chain from `layer`'s anchor.
    @discardableResult
    func send(_ action: any Action, from layer: OverlayLayer) -> Bool {
        guard let host, let mark = layer.mark, let element = mark.element ?? layer.markElement else { return false }
        return host.events.send(action, from: element, at: mark)
    }

    /// Lets go of every layer (the host unmounts).
    func removeAll() -> Damage {
        var damage = Damage()
        for layer in layers { remove(layer, damage: &damage) }
        layers.removeAll()
        host?.mounter.overlayCells = []
        return damage
    }

    // MARK: declarations

    private struct Declaration {
        let key: String
        let kind: OverlayKind
        let item: OverlayItem
        let isDismissible: Bool
        let mark: Node
    }

    /// The overlays the mounted marks present, in mounting order, each key once (a dialog
    /// presented twice shows once). Presented overlays without an anchor are reported.
    private func declarations(in mounter: Mounter, host: ComponentHost) -> [Declaration] {
        var declared: [Declaration] = []
        var keys: Set<String> = []
        var withoutAnchor: Set<String> = []
        for node in mounter.mountedOverlayMarks {
            guard case .custom(let custom)? = node.element?.kind, let mark = custom.drawing as? OverlayMark,
                  !mark.items.isEmpty else { continue }
            let owner = node.element?.owner?.path ?? "the root"
            for item in mark.items {
                let key: String
                switch mark.kind {
                // A popup's barrier comes with dismissibility: changing it makes a new layer.
                case .popup: key = "popup \(owner) \(item.id)\(mark.isDismissible ? "" : " fixed")"
                case .dialog: key = "dialog \(item.id)"
                case .toasts: key = "toast \(owner) \(item.id)"
                }
                guard mark.hasAnchor else {
                    withoutAnchor.insert(key)
                    if !reportedWithoutAnchor.contains(key) { reportMissingAnchor(item.id, kind: mark.kind, owner: owner, host: host) }
                    continue
                }
                guard keys.insert(key).inserted else { continue }
                declared.append(Declaration(key: key, kind: mark.kind, item: item, isDismissible: mark.isDismissible,
                                            mark: node))
            }
        }
        reportedWithoutAnchor = withoutAnchor
        return declared
    }

    private func reportMissingAnchor(_ id: String, kind: OverlayKind, owner: String, host: ComponentHost) {
        let what = if case .dialog = kind { "dialog" } else if case .toasts = kind { "toast" } else { "popup" }
        host.root.diagnostics.report(ComponentDiagnostic(kind: .overlayAnchorNotMounted, path: owner, message: """
            The \(what) "\(id)" is presented on an anchor that is not mounted (the component it is declared on built \
            nothing), so it does not show: \(owner)
            Fix: declare it on a component that is on screen, or present it only while its anchor is.
            """))
    }

    // MARK: layers

    private func makeLayer(_ declaration: Declaration, host: ComponentHost) -> OverlayLayer {
        let route = OverlayRoute()
        route.layers = self
        let content = makeRoot(OverlayContentRoot(content: declaration.item.content, environment: declaration.item.environment, route: route,
                                                  trapsFocus: declaration.kind.trapsFocus),
                               sizeRange: contentRange(declaration.kind, host: host), host: host)
        var barrier: ComponentRoot?
        switch declaration.kind {
        case .popup where declaration.isDismissible:
            barrier = makeRoot(OverlayBarrier(scrim: nil, route: route), sizeRange: .exactly(host.size), host: host)
        case .popup: barrier = nil
        case .dialog(let scrim):
            barrier = makeRoot(OverlayBarrier(scrim: scrim, route: route), sizeRange: .exactly(host.size), host: host)
        case .toasts: barrier = nil
        }
        let layer = OverlayLayer(key: declaration.key, id: declaration.item.id, kind: declaration.kind,
                                 isDismissible: declaration.isDismissible, item: declaration.item, route: route,
                                 content: content, contentCell: host.mounter.takeOverlayCell(), barrier: barrier,
                                 barrierCell: barrier.map { _ in host.mounter.takeOverlayCell() })
        route.layer = layer
        layer.mark = declaration.mark
        layer.markElement = declaration.mark.element
        layer.contentCell.cellRoot = content
        layer.barrierCell?.cellRoot = barrier
        // Mounted once the route leads to the anchor: a controller's `didMount` may send.
        for root in [barrier, content].compactMap({ $0 }) {
            root.attachMountingLayer { [weak self] _ in self?.rootCommitted() }
        }
        return layer
    }

    /// A root for an overlay's content or barrier, in the host's environment, on its
    /// timer clock; its commits bring the layer up to date once it is attached.
    private func makeRoot(_ component: some Component, sizeRange: SizeRange, host: ComponentHost) -> ComponentRoot {
        let root = ComponentRoot(component, sizeRange: sizeRange, environment: host.root.environment,
                                 diagnostics: host.root.diagnostics)
        root.timerClock = host.root.timerClock
        return root
    }

    /// A layer's own root committed (a state update inside a popup): mount it (during an
    /// update, in another round).
    private func rootCommitted() {
        host?.overlaysChanged()
    }

    private func refresh(_ layer: OverlayLayer, with declaration: Declaration) {
        layer.mark = declaration.mark
        layer.isDismissible = declaration.isDismissible
        layer.kind = declaration.kind
        // The same element as last time: the same declaration, nothing to rebuild.
        guard declaration.mark.element !== layer.markElement else { return }
        layer.markElement = declaration.mark.element
        if declaration.item != layer.item {
            layer.item = declaration.item
            layer.content.update(OverlayContentRoot(content: declaration.item.content, environment: declaration.item.environment,
                                                    route: layer.route,
                                                    trapsFocus: declaration.kind.trapsFocus))
        }
    }

    private func remove(_ layer: OverlayLayer, damage: inout Damage) {
        guard let mounter = host?.mounter else { return }
        for cell in [layer.contentCell, layer.barrierCell].compactMap({ $0 }) { mounter.removeOverlayCell(cell, damage: &damage) }
        layer.content.invalidate()
        layer.barrier?.invalidate()
        layer.route.layer = nil
    }

    // MARK: placement

    /// What a layer's content may measure: the screen less the margins around it.
    private func contentRange(_ kind: OverlayKind, host: ComponentHost) -> SizeRange {
        let margin: Double
        switch kind {
        case .popup(let placement): margin = max(0, placement.screenPadding)
        case .dialog, .toasts: margin = Self.screenMargin
        }
        return SizeRange(max: Size(width: max(0, host.size.width - 2 * margin), height: max(0, host.size.height - 2 * margin)))
    }

    /// Lays each layer out at the host's size, places it and mounts its cells.
    private func place(host: ComponentHost, damage: inout Damage) {
        let mounter = host.mounter
        let screen = Rect(origin: .zero, size: host.size)
        let rootOrigin = mounter.root?.frame.origin ?? .zero
        var toastOffset = Self.screenMargin
        for layer in layers.reversed() {
            layer.content.update(sizeRange: contentRange(layer.kind, host: host))
            layer.barrier?.update(sizeRange: .exactly(host.size))
            guard let box = layer.content.layout.root else {
                // Content that builds nothing shows nothing (its barrier still takes presses).
                mounter.hideOverlayCell(layer.contentCell, damage: &damage)
                continue
            }
            layer.contentCell.cellRoot = layer.content
            let size = box.frame.size
            var frame: Rect
            switch layer.kind {
            case .popup(let placement):
                // The mark's parent is the wrapper laid out as the anchor.
                let anchor = layer.mark?.parent?.absoluteFrame ?? .zero
                frame = placement.frame(size: size, anchor: anchor, bounds: screen)
            case .dialog:
                frame = Rect(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2,
                             width: size.width, height: size.height)
            case .toasts(let edge):
                let y = edge == .bottom ? screen.maxY - toastOffset - size.height : toastOffset
                frame = Rect(x: (screen.width - size.width) / 2, y: y, width: size.width, height: size.height)
                toastOffset += size.height + Self.toastSpacing
            }
            // Whole device pixels: the content's own boxes are snapped from its origin.
            frame.origin = Point(x: frame.minX.snappedToPixels(scale: host.scale),
                                 y: frame.minY.snappedToPixels(scale: host.scale))
            mounter.mountCell(layer.contentCell, showing: box, frame: frame.offsetBy(dx: -rootOrigin.x, dy: -rootOrigin.y),
                              parentOrigin: rootOrigin, clip: nil, damage: &damage)
            if let barrier = layer.barrier, let cell = layer.barrierCell, let barrierBox = barrier.layout.root {
                mounter.mountCell(cell, showing: barrierBox, frame: Rect(origin: Point(x: -rootOrigin.x, y: -rootOrigin.y),
                                                                          size: barrierBox.frame.size),
                                  parentOrigin: rootOrigin, clip: nil, damage: &damage)
            }
        }
    }
}
