import Foundation
import Geometry
import Graphics
import Layout
import Testing
import TextRasterizer
@testable import Components
import TestFonts

/// Images, buttons and spacers.
@Suite(.testFonts)
@MainActor
struct LeafLayoutTests {
    @Test func imageHasItsIntrinsicSize() throws {
        let bitmap = try Graphics.Image(width: 30, height: 20, filledWith: .white)
        let root = layOut(Image(bitmap), in: SizeRange(max: Size(width: 500, height: 500)))
        #expect(root.layout.size == Size(width: 30, height: 20))
        let retina = layOut(try Image(bitmap, scale: 2), in: SizeRange(max: Size(width: 500, height: 500)))
        #expect(retina.layout.size == Size(width: 15, height: 10))
    }

    @Test func imageInARowKeepsItsWidth() throws {
        let bitmap = try Graphics.Image(width: 24, height: 24, filledWith: .black)
        var row = LayoutStyle()
        row.alignItems = .center
        let root = layOut(Flexbox(style: row) {
            Image(bitmap)
            Text("Settings", attributes: dejaVu())
        }, in: .exactly(Size(width: 200, height: 40)))
        #expect(root.frame(1) == Rect(0, 8, 24, 24))
        #expect(root.frame(2).minX == 24)
    }

    @Test func imageFromPNGData() throws {
        let bitmap = try Graphics.Image(width: 7, height: 3, filledWith: .black)
        let image = try Image(pngData: PNG.encode(bitmap), contentMode: .fill)
        #expect(image.content.naturalSize == Size(width: 7, height: 3))
        #expect(image.content.image == bitmap)
        let root = layOut(image, in: SizeRange(max: Size(width: 100, height: 100)))
        #expect(root.layout.size == Size(width: 7, height: 3))
    }

    @Test func imageFromAMissingFileNamesTheFile() {
        let path = "/nonexistent/tessera/missing-icon.png"
        #expect {
            _ = try Image(contentsOfFile: path)
        } throws: { error in
            guard let error = error as? ImageLoadError else { return false }
            return error.path == path && error.description.contains(path)
                && error.description.contains("No such file or directory")
        }
    }

    @Test func imageFromBadDataSaysWhy() {
        #expect {
            _ = try Image(pngData: [1, 2, 3])
        } throws: { error in
            guard let error = error as? ImageLoadError else { return false }
            return error.path == nil && error.description.contains("not a PNG")
        }
    }

    /// A scale that is not finite and greater than 0 is `SizeCheck.scale`'s error, from
    /// every way of making an image (it used to be replaced with 1 in silence).
    @Test(arguments: [0, -2, Double.nan, .infinity])
    func aBadScaleIsTheOneScaleError(scale: Double) throws {
        let bitmap = try Graphics.Image(width: 7, height: 3, filledWith: .black)
        let expected = DimensionError(name: "scale", value: scale, unit: .factor, requirement: "must be finite and greater than 0")
        #expect(throws: expected) { try Image(bitmap, scale: scale) }
        #expect(throws: expected) { try ImageContent(image: bitmap, scale: scale) }
        #expect(throws: ImageLoadError(path: nil, reason: .scale(expected))) { try Image(pngData: PNG.encode(bitmap), scale: scale) }
        let path = NSTemporaryDirectory() + "tessera-bad-scale-\(getpid()).png"
        try PNG.write(bitmap, toFile: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try Image(contentsOfFile: path, scale: scale)
        } throws: { error in
            (error as? ImageLoadError)?.description == "cannot load image '\(path)': \(expected)"
        }
    }

    @Test func contentModesPlaceTheImage() throws {
        let content = ImageContent(image: try Graphics.Image(width: 40, height: 20, filledWith: .black))
        let bounds = Rect(10, 10, 100, 100)
        #expect(content.imageRect(in: bounds) == Rect(10, 35, 100, 50))
        var fill = content
        fill.contentMode = .fill
        #expect(fill.imageRect(in: bounds) == Rect(-40, 10, 200, 100))
        var center = content
        center.contentMode = .center
        #expect(center.imageRect(in: bounds) == Rect(40, 50, 40, 20))
    }

    @Test func buttonIsItsTitlePlusPadding() {
        let button = Button("Continue", attributes: dejaVu(), padding: EdgeInsets(horizontal: 16, vertical: 8), action: nil)
        let root = layOut(button, in: SizeRange(max: Size(width: 500, height: 500)))
        var attributes = dejaVu()
        attributes.color = ButtonLooks.standard.normal.titleColor
        let title = TextSystem.shared.measure(AttributedText("Continue", attributes: attributes), width: nil).size
        #expect(root.layout.size == Size(width: pixel(title.width + 32), height: pixel(title.height + 16)))
        #expect(root.layout.size.height == 32)
        #expect(root.layout.size.width > 80 && root.layout.size.width < 120)
    }

    @Test func buttonBorderAddsToItsSize() {
        let plain = layOut(Button("OK", attributes: dejaVu(), action: nil), in: SizeRange(max: Size(width: 500, height: 500)))
        let bordered = layOut(Button("OK", attributes: dejaVu(), borderWidth: 2, action: nil),
                              in: SizeRange(max: Size(width: 500, height: 500)))
        #expect(bordered.layout.size.width == plain.layout.size.width + 4)
        #expect(bordered.layout.size.height == plain.layout.size.height + 4)
    }

    @Test func buttonDoesNotShrinkBelowItsTitle() {
        let root = layOut(Flexbox {
            block(150, 10).flex(shrink: 0)
            Button("Continue", attributes: dejaVu(), action: nil)
        }, in: .exactly(Size(width: 200, height: 100)))
        #expect(root.frame(2).width > 50)
        #expect(root.frame(2).minX == 150)
    }

    @Test func buttonLooksPerState() {
        let looks = ButtonLooks(normal: ButtonLook(background: .white, titleColor: .black),
                                highlighted: ButtonLook(background: .black, titleColor: .white),
                                disabled: ButtonLook(background: .clear, titleColor: Color(red: 0.5, green: 0.5, blue: 0.5)))
        let button = Button("Go", attributes: dejaVu(), looks: looks, isSelected: true, action: nil)
        #expect(button.content.look(isHighlighted: false) == looks.normal) // selected looks normal unless set
        #expect(button.content.look(isHighlighted: true) == looks.highlighted)
        var disabled = button.content
        disabled.isEnabled = false
        #expect(disabled.look(isHighlighted: true) == looks.disabled)
        let title = button.content.title(in: looks.highlighted)
        #expect(title.string == "Go")
        #expect(title.runs.map(\.attributes.color) == [.white])
        #expect(button.content.title.runs.map(\.attributes.color) == [.black])
    }

    @Test func buttonElementCarriesItsAction() throws {
        struct Play: Action, Equatable { let id: Int }
        let root = layOut(Button("Play", attributes: dejaVu(), action: Play(id: 7)), in: .width(200))
        guard case .button(let content) = root.layout.elements[0].kind else {
            Issue.record("not a button: \(root.layout.elements[0].kind)")
            return
        }
        let action = try #require(content.action as? Play)
        #expect(action == Play(id: 7))
        #expect(content.tapAction as? Play == Play(id: 7))
        var disabled = content
        disabled.isEnabled = false
        #expect(disabled.tapAction == nil)
    }

    @Test func measureFunctionsOfLeaves() throws {
        let environment = LayoutEnvironment()
        let anyWidth = MeasureConstraint(width: .definite(1), height: .maxContent)
        let image = try ImageContent(image: try Graphics.Image(width: 9, height: 4, filledWith: .black), scale: 2)
        let measureImage = try #require(ElementKind.image(image).measureFunction(in: environment))
        #expect(measureImage(anyWidth) == Size(width: 4.5, height: 2))

        let button = Button("Save", attributes: dejaVu(), action: nil).content
        let measureButton = try #require(ElementKind.button(button).measureFunction(in: environment))
        let title = TextSystem.shared.measure(button.title, style: button.titleStyle, width: nil).size
        // Intrinsic widths are whole device pixels, so snapping never cuts the title.
        #expect(measureButton(MeasureConstraint(width: .maxContent, height: .maxContent))
            == Size(width: title.width.rounded(.up), height: title.height))
        // Never narrower than its title.
        #expect(measureButton(MeasureConstraint(width: .minContent, height: .maxContent)).width == title.width.rounded(.up))

        #expect(ElementKind.container.measureFunction(in: environment) == nil)
        #expect(ElementKind.spacer.measureFunction(in: environment) == nil)
        #expect(ElementKind.box(BoxAppearance()).measureFunction(in: environment) == nil)
    }

    @Test func spacerPushesSiblingsApart() {
        let root = layOut(Flexbox {
            block(40, 10)
            Spacer()
            block(60, 10)
        }, in: .exactly(Size(width: 300, height: 40)))
        #expect(root.frame(2) == Rect(40, 0, 200, 40))
        #expect(root.frame(3) == Rect(240, 0, 60, 10))
    }

    @Test func spacersShareTheSpace() {
        let root = layOut(Flexbox {
            Spacer()
            block(60, 10)
            Spacer()
        }, in: .exactly(Size(width: 300, height: 40)))
        #expect(root.frame(2) == Rect(120, 0, 60, 10))
    }

    @Test func fixedSpacerInAColumn() {
        let column = LayoutStyle.column()
        let root = layOut(Flexbox(style: column) {
            block(40, 10)
            Spacer(length: 12)
            block(60, 10)
        }, in: .exactly(Size(width: 300, height: 200)))
        #expect(root.frame(2).height == 12)
        #expect(root.frame(3) == Rect(0, 22, 60, 10))
    }

    @Test func minLengthSpacerKeepsItsMinimum() {
        let root = layOut(Flexbox {
            block(200, 10).flex(shrink: 1)
            Spacer(minLength: 20)
            block(100, 10).flex(shrink: 0)
        }, in: .exactly(Size(width: 300, height: 40)))
        #expect(root.frame(2).width == 20)
        #expect(root.frame(1).width == 180)
    }
}
