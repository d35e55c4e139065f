import Components
import Foundation
import Geometry
import Graphics
import Mounting
// A consumer's test imports this module alone and calls `assertSnapshot`.
@_exported import SnapshotTesting

extension Snapshotting where Value: Component, Format == Graphics.Image {
    /// A component rendered by a `ComponentHost` at `size` points and `scale`, stored as
    /// a PNG under `__Snapshots__`: `assertSnapshot(of: card, as: .image(size: ...))`.
    ///
    /// Pixels may differ by `tolerance` per channel (0: exactly). On a mismatch the
    /// failure names how many pixels differ and by how much, the library writes the
    /// actual image, and a diff image (`…-diff.png`: differing pixels in red over a faded
    /// reference) is written to the artifacts folder (`SNAPSHOT_ARTIFACTS`, or the
    /// temporary folder). Call it on the main actor (hosts live there). A size or scale
    /// that `SizeCheck` refuses stops the test with its `DimensionError`: a strategy cannot
    /// throw, so that is a programmer error here. Asynchronous updates and changesets
    /// started on mounting land before the picture is taken, unless `finishesPendingWork`
    /// is false (`Snapshot.image(of:…)`).
    public static func image(size: Size, scale: Double = 1, background: Color = .white,
                             tolerance: UInt8 = 0, finishesPendingWork: Bool = true) -> Snapshotting {
        Snapshotting<any Component, Graphics.Image>.image(size: size, scale: scale, background: background,
                                                           tolerance: tolerance, finishesPendingWork: finishesPendingWork)
            .pullback { $0 as any Component }
    }
}

extension Snapshotting where Value == any Component, Format == Graphics.Image {
    /// `image(size:scale:background:tolerance:)` for a component whose type is erased
    /// (a gallery page from `GalleryPage.component`).
    public static func image(size: Size, scale: Double = 1, background: Color = .white,
                             tolerance: UInt8 = 0, finishesPendingWork: Bool = true) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { component in
            MainActor.assumeIsolated {
                do {
                    return try Snapshot.image(of: component, size: size, scale: scale, background: background,
                                              finishesPendingWork: finishesPendingWork)
                } catch {
                    preconditionFailure("image snapshot of \(type(of: component)) at \(size) × \(scale): \(error)")
                }
            }
        }
    }
}

extension Diffing where Value == Graphics.Image {
    /// Images compared pixel by pixel, each channel within `tolerance`; stored as PNG.
    public static func pixels(tolerance: UInt8) -> Diffing {
        .diff(
            toData: { image in Data((try? PNG.encode(image)) ?? []) },
            fromData: { data in
                // An unreadable reference compares as an empty image, which differs. 0 × 0
                // passes every size check.
                (try? PNG.decode([UInt8](data))) ?? (try! Graphics.Image(width: 0, height: 0, pixels: []))
            },
            diffV2: { reference, actual in
                guard let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance) else {
                    return nil
                }
                let diff = comparison.diffImage()
                let path = diff.flatMap { comparison.write($0) }
                let attachments = diff.flatMap { try? PNG.encode($0) }.map { [DiffAttachment.data(Data($0), name: "difference.png")] } ?? []
                return (comparison.summary + (path.map { "; diff image: \($0)" } ?? ""), attachments)
            }
        )
    }
}

extension Snapshotting where Value == ComponentHost, Format == Graphics.Image {
    /// What a host shows now, after the taps and updates a test made
    /// (`try host.tap(testID: "add"); assertSnapshot(of: host, as: .image)`): pending
    /// asynchronous updates and changesets land first (`ComponentHost.finishPendingWork()`,
    /// unless the host's `finishesPendingWorkBeforeQueries` is false), then the damage is
    /// painted. Stored and compared as `image(size:)` does. Main actor only.
    public static var image: Snapshotting { image(tolerance: 0) }

    /// `image`, with pixels allowed to differ by `tolerance` per channel.
    public static func image(tolerance: UInt8) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { host in
            MainActor.assumeIsolated {
                if host.finishesPendingWorkBeforeQueries { host.paintSettled() } else { host.paint() }
                return host.image()
            }
        }
    }
}
