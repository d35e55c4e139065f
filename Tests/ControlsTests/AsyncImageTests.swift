import Components
import ComponentTestSupport
@testable import Controls
import Foundation
import Geometry
import Graphics
import Images
import Locking
@testable import Mounting
import Testing
import TestFonts

/// An `AsyncImage` is read and decoded off the main actor at the pixels it is laid out
/// at, shows its placeholder until then, its error look (reported once) on failure, shares
/// one decode between components showing one source at one size, and plays an animation
/// on the frame clock while mounted (not under reduced motion).
@MainActor
@Suite(.testFonts) struct AsyncImageTests {
    struct Screen: Component, Equatable {
        var sources: [ImageSource]
        var width = 40.0
        var fadesIn = false
        var generation = 0
        var reducesMotion = false

        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .row(gap: 4, padding: 4)) {
                for (index, source) in sources.enumerated() {
                    AsyncImage(source, contentMode: .fill, fadesIn: fadesIn, placeholder: AsyncImageTests.placeholder)
                        .size(width: width, height: 30)
                        .testID("image.\(index)")
                        .key(index)
                }
            }
            .environment(\.reducesMotion, reducesMotion)
        }
    }

    nonisolated static let placeholder = Color(red: 0, green: 0, blue: 1)

    /// A red rectangle, 4 x 3, as SVG: drawn at whatever size is asked for.
    nonisolated static let redSVG = Array(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#ff0000"/></svg>"##.utf8)

    /// Paints and lets the main queue run until `condition` holds (10 s at most).
    func paint(_ host: ComponentHost, until condition: () -> Bool) async throws -> Bool {
        for _ in 0..<1000 {
            host.paint()
            if condition() {
                // A query finishes pending work first: paint what it applied.
                host.paint()
                return true
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    func phase(_ host: ComponentHost, _ index: Int = 0) throws -> AsyncImageState.Phase {
        try host.state(of: AsyncImage.self, testID: "image.\(index)").phase
    }

    func pixel(_ host: ComponentHost, at point: Point) -> UInt32 {
        let image = host.image()
        let scale = host.root.environment.scale
        return image[Int(point.x * scale), Int(point.y * scale)]
    }

    @Test func anSVGIsReadAndDrawnOffTheMainActorAtTheLaidOutPixels() async throws {
        let reads = Lock<[Bool]>([])
        let source = ImageSource.loader(identifier: "red.svg") {
            reads.withLock { $0.append(Thread.isMainThread) }
            return Self.redSVG
        }
        let cache = ImageCache(byteLimit: 1 << 20)
        let screen = Screen(sources: [source])
        let host = try ComponentHost(ScreenWithCache(screen: screen, cache: cache), size: Size(width: 100, height: 40), scale: 2)
        host.paint()
        let frame = try host.frame(testID: "image.0")
        #expect(pixel(host, at: frame.center) == AsyncImageTests.placeholder.premultipliedPixel, "the placeholder shows first")
        #expect(try await paint(host) { if case .loaded = try? phase(host) { true } else { false } })
        guard case .loaded(let image, let size) = try phase(host) else { return }
        #expect(size == PixelSize(width: 80, height: 60), "40 x 30 points at scale 2")
        #expect(image.width == 80 && image.height == 60, "drawn at the laid-out pixels, not at its own 4 x 3")
        #expect(pixel(host, at: frame.center) == Color(red: 1, green: 0, blue: 0).premultipliedPixel)
        #expect(reads.withLock { $0 } == [false], "read once, never on the main thread")

        // Laid out wider, it is decoded again at the new pixels.
        host.root.update(ScreenWithCache(screen: Screen(sources: [source], width: 60), cache: cache))
        #expect(try await paint(host) {
            if case .loaded(_, let size)? = try? phase(host) { size == PixelSize(width: 120, height: 60) } else { false }
        })
        #expect(reads.withLock { $0 } == [false, false])
    }

    @Test func aMissingFileShowsTheErrorLookAndIsReportedOnceWithItsPath() async throws {
        let reported = Lock<[ComponentDiagnostic]>([])
        let diagnostics = DiagnosticHandler { diagnostic in reported.withLock { $0.append(diagnostic) } }
        let path = "/nonexistent/tessera/photo.jpg"
        let host = try ComponentHost(Screen(sources: [.file(path)]), size: Size(width: 100, height: 40), scale: 2,
                                     diagnostics: diagnostics)
        #expect(try await paint(host) { if case .failed = try? phase(host) { true } else { false } })
        host.root.update(Screen(sources: [.file(path)], generation: 1))
        host.paint()
        host.root.update(Screen(sources: [.file(path)], generation: 2))
        host.paint()
        let images = reported.withLock { $0 }.filter { $0.kind == .resourceNotLoaded }
        #expect(images.count == 1, "\(images)")
        #expect(images.first?.message.contains("\(path) cannot be read: No such file or directory") == true,
                "\(images.first?.message ?? "")")
        // The broken-picture mark: the left side of its frame, in the middle of the image.
        let frame = try host.frame(testID: "image.0")
        let side = min(frame.width, frame.height, 48) * 0.5
        let mark = pixel(host, at: Point(x: frame.midX - side / 2 + 0.5, y: frame.midY))
        #expect(mark != AsyncImageTests.placeholder.premultipliedPixel, "the error look's mark, not the bare placeholder")
    }

    @Test func componentsShowingOneSourceAtOneSizeShareOneDecode() async throws {
        let cache = ImageCache(byteLimit: 1 << 20)
        let source = ImageSource.bytes(Self.redSVG, identifier: "shared-red")
        let host = try ComponentHost(ScreenWithCache(screen: Screen(sources: [source, source, source]), cache: cache),
                                     size: Size(width: 200, height: 40), scale: 1)
        #expect(try await paint(host) {
            (0..<3).allSatisfy { index in if case .loaded = try? phase(host, index) { true } else { false } }
        })
        #expect(cache.statistics.decodes == 1, "\(cache.statistics)")
        #expect(cache.statistics.byteCount == 40 * 30 * 4)
    }

    @Test func anAnimatedGIFPlaysOnTheFrameClockWithNothingBuiltAndRestsOnItsLastPlay() async throws {
        let path = try #require(Bundle.module.path(forResource: "Fixtures/three-frames", ofType: "gif"))
        let host = try ComponentHost(Screen(sources: [.file(path)]), size: Size(width: 100, height: 40), scale: 1)
        #expect(try await paint(host) { if case .loaded = try? phase(host) { true } else { false } })
        let frame = try host.frame(testID: "image.0").enclosingPixels(scale: 1)
        func shown() -> [UInt32] {
            let image = host.image()
            return (frame.minY..<frame.maxY).flatMap { y in (frame.minX..<frame.maxX).map { image[$0, y] } }
        }
        let first = shown()
        #expect(host.isAnimating, "the next frame is due")
        // 0.1 s, then 0.05 s, then 0.1 s (a 10 ms frame lasts 100 ms, as in browsers).
        host.advanceAnimations(by: 0.1)
        host.paint()
        let second = shown()
        #expect(second != first)
        #expect(host.lastPaint.paintedPixels <= frame.width * frame.height, "only the picture is repainted")
        host.advanceAnimations(by: 0.05)
        host.paint()
        let third = shown()
        #expect(third != second)
        #expect(!host.root.hasPendingUpdates, "frames come from the frame clock: nothing is built again")
        host.advanceAnimations(by: 0.1)
        host.paint()
        #expect(shown() == first, "the second play starts over")
        // The file's Netscape count is 2: three plays in all, then it rests on the last frame.
        for _ in 0..<20 {
            host.advanceAnimations(by: 0.05)
            host.paint()
        }
        #expect(shown() == third)
        #expect(!host.isAnimating, "a finished animation asks for no frames")
    }

    /// Under reduced motion an animated GIF shows its first frame, asks for no frames and
    /// does not change as time passes; turned off again, it plays.
    @Test func underReducedMotionAnAnimationShowsItsFirstFrameAndDoesNotPlay() async throws {
        let path = try #require(Bundle.module.path(forResource: "Fixtures/three-frames", ofType: "gif"))
        let playing = try ComponentHost(Screen(sources: [.file(path)]), size: Size(width: 100, height: 40), scale: 1)
        #expect(try await paint(playing) { if case .loaded = try? phase(playing) { true } else { false } })
        let still = try ComponentHost(Screen(sources: [.file(path)], reducesMotion: true), size: Size(width: 100, height: 40), scale: 1)
        #expect(try await paint(still) { if case .loaded = try? phase(still) { true } else { false } })
        let first = playing.image().pixels
        #expect(still.image().pixels == first, "the first frame")
        #expect(!still.isAnimating, "no frames are asked for")
        for _ in 0..<4 {
            still.advanceAnimations(by: 0.05)
            still.paint()
            #expect(still.image().pixels == first)
        }
        still.root.update(Screen(sources: [.file(path)], reducesMotion: false))
        still.paint()
        #expect(still.isAnimating, "turned off again, it plays")
        still.advanceAnimations(by: 0.1)
        still.paint()
        #expect(still.image().pixels != first)
    }
}

/// `Screen` with its images on a cache of the test's own (so decodes are counted alone).
struct ScreenWithCache: Component, Equatable {
    let screen: AsyncImageTests.Screen
    let cache: ImageCache

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(gap: 4, padding: 4)) {
            for (index, source) in screen.sources.enumerated() {
                AsyncImage(source, contentMode: .fill, fadesIn: screen.fadesIn, placeholder: AsyncImageTests.placeholder, cache: cache)
                    .size(width: screen.width, height: 30)
                    .testID("image.\(index)")
                    .key(index)
            }
        }
    }

    static func == (lhs: ScreenWithCache, rhs: ScreenWithCache) -> Bool { lhs.screen == rhs.screen && lhs.cache === rhs.cache }
}