import Components
import Geometry
import Graphics
import Mounting
import Testing
import ComponentTestSupport
@testable import GalleryPages
import TestFonts

/// The pages still work inside the app: the counter counts, the songs play, the cards
/// take taps (and look like the benchmark scene until one comes).
@MainActor
@Suite(.testFonts) struct GalleryAppPageTests {
    let log = DiagnosticLog()

    @Test func theCounterCountsTapsInsideTheApp() throws {
        let host = try makeAppHost(page: .state, log: log)
        #expect(host.texts.contains("Taps: 0"))
        let plus = try #require(host.buttons(titled: "+1").first)
        let painted = host.tap(plus)
        #expect(host.texts.contains("Taps: 1"))
        #expect(!host.texts.contains("Taps: 0"))
        #expect(Region(painted).area < host.framebuffer.width * host.framebuffer.height / 20, "a small repaint")
        let incremental = host.image()
        host.paintAll()
        #expect(Bool(host.image().pixels == incremental.pixels), "equal to a full repaint")
        #expect(log.all.isEmpty)
    }

    @Test func aSongPlaysAndPausesInsideTheApp() async throws {
        let host = try makeAppHost(page: .state, log: log)
        let play = try #require(host.buttons(titled: "Play").first)
        host.tap(play)
        await host.root.waitForAsynchronousUpdates()
        host.paint()
        #expect(host.buttons(titled: "Pause").count == 1)
        #expect(host.texts.contains("The Components · playing"))
        host.tap(try #require(host.buttons(titled: "Pause").first))
        await host.root.waitForAsynchronousUpdates()
        host.paint()
        #expect(host.buttons(titled: "Pause").isEmpty)
        #expect(host.texts.contains("The Components · paused"))
        #expect(log.all.isEmpty)
    }

    // Cards the 1280 × 800 window shows whole: the first, the benchmark's, the last one.
    @Test(arguments: [CardPosition(row: 0, column: 0), CardsScene.changedCard, CardPosition(row: 6, column: 6)])
    func tappingACardTogglesItsCircleAndNothingElse(_ position: CardPosition) throws {
        let host = try makeAppHost(page: .cards, log: log)
        let before = host.image()
        let element = try #require(CardsPage.cardElement(at: position, in: host.root.layout))
        let card = try #require(host.node(showing: element))
        let frame = CardsScene.cardFrame(position).offsetBy(dx: 0, dy: GalleryApp.tabBarHeight)
        #expect(card.absoluteFrame == frame)
        let cardPixels = frame.enclosingPixels(scale: 1)
        let circle = CardsScene.circleFrame.offsetBy(dx: frame.minX, dy: frame.minY).enclosingPixels(scale: 1)

        let painted = host.tap(card)
        #expect(!painted.isEmpty)
        #expect(painted.allSatisfy { cardPixels.contains($0) }, "repainted \(painted), the card is \(cardPixels)")
        let instance = try #require(host.root.instances(of: CardComponent.self).first {
            ($0.component as? CardComponent)?.position == position
        })
        #expect(instance.state as? Color == CardsScene.changedCircleColor)
        #expect(host.framebuffer[circle.minX + 12, circle.minY + 12] == 0xFF8E_8E93)
        let after = host.image()
        var changed = 0
        for y in 0..<after.height {
            for x in 0..<after.width where after[x, y] != before[x, y] {
                changed += 1
                #expect(circle.contains(x: x, y: y), "pixel (\(x), \(y)) outside the circle changed")
            }
        }
        #expect(changed > 400, "the circle's pixels")

        host.tap(card)
        #expect(Bool(host.image().pixels == before.pixels), "a second tap gives the palette's color back")
        #expect(log.all.isEmpty)
    }

    @Test func enterTogglesTheTappedCardAgain() throws {
        let host = try makeAppHost(page: .cards, log: log)
        let before = host.image()
        let element = try #require(CardsPage.cardElement(at: CardsScene.changedCard, in: host.root.layout))
        host.tap(try #require(host.node(showing: element)))
        #expect(host.image().pixels != before.pixels)
        #expect(host.press(.enter))
        #expect(Bool(host.image().pixels == before.pixels))
    }

    @Test func interactiveCardsLookLikeTheBenchmarkSceneUntilTapped() throws {
        let size = CardsScene.canvasSize
        let scene = try Snapshot.image(of: CardsPage(), size: size, background: CardsScene.background)
        let interactive = try Snapshot.image(of: CardsPage(interactive: true), size: size, background: CardsScene.background)
        #expect(Bool(interactive.pixels == scene.pixels))

        func buttonCount(_ page: CardsPage) -> Int {
            makeRoot(page, size: size, log: log).layout.elements.filter {
                if case .button = $0.kind { true } else { false }
            }.count
        }
        #expect(buttonCount(CardsPage()) == 0, "the benchmark's scene has no buttons")
        #expect(buttonCount(CardsPage(interactive: true)) == CardsScene.positions.count)
        #expect(log.all.isEmpty)
    }
}
