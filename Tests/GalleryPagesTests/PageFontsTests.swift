import Components
import Geometry
import Testing
import ComponentTestSupport
import TextRasterizer
@testable import GalleryPages
import TestFonts

/// Every text and button title of every page and of the app's window is drawn with the
/// test font set's files, and every character has a glyph there: nothing is drawn as a
/// box, and no font a machine has beyond the set takes part (the pixels the snapshot
/// references hold).
@MainActor
@Suite(.testFonts) struct PageFontsTests {
    /// A page by name, or "app": the window's root, the tab bar over the state page.
    nonisolated static let names = GalleryPage.allCases.map(\.rawValue) + ["app"]

    @Test(arguments: names)
    func everyTextIsDrawnWithTheTestFontsWithoutBoxes(_ name: String) throws {
        let size = GalleryPage(rawValue: name)?.preferredSize ?? Size(width: 1280, height: 800)
        let component: any Component = GalleryPage(rawValue: name)?.component(size: size) ?? GalleryApp(page: .state, size: size)
        let setFiles = Set(try TestFonts.fontSet().fonts.map(\.path))
        let problems = FontDiagnosticLog()
        // The fonts the shared database has, with a log of what it works around.
        let system = TextSystem(fonts: try TestFonts.database(diagnosticHandler: problems.handler))
        let root = makeRoot(component, size: size, log: DiagnosticLog())
        var faces: Set<String> = []
        var texts = 0
        root.layout.root?.forEach { box, _ in
            let paragraphs: [(AttributedText, ParagraphStyle)]
            switch box.element.kind {
            case .text(let content): paragraphs = [(content.text, content.paragraph)]
            case .button(let content): paragraphs = [(content.title, content.titleStyle)]
            default: paragraphs = []
            }
            for (text, style) in paragraphs {
                texts += 1
                for textSystem in [system, TextSystem.shared] {
                    let layout = textSystem.layout(text, style: style, width: box.frame.width)
                    for line in layout.lines { for run in line.runs { faces.insert(run.face.path) } }
                }
            }
        }
        #expect(texts > 0, "\(name)")
        #expect(faces.subtracting(setFiles).isEmpty, "\(name): \(faces.subtracting(setFiles))")
        #expect(problems.all.isEmpty, "\(name): \(problems.all.map(\.description))")
    }

    /// The text page shows every script the set is there for, each from its own file.
    @Test func theTextPageDrawsEachScriptFromTheSet() throws {
        let system = TextSystem.shared
        func file(_ string: String) -> [String] {
            let layout = system.layout(AttributedText(string, attributes: GalleryStyle.body), width: nil)
            return layout.lines.flatMap(\.runs).map { $0.face.path.split(separator: "/").last.map(String.init) ?? "" }
        }
        #expect(file("다람쥐") == ["LexiGulim.ttf"])
        #expect(file("天地玄黄") == ["DroidSansFallbackFull.ttf"])
        #expect(file("🎉") == ["NotoColorEmoji.ttf"])
        #expect(file("Tessera") == ["DejaVuSans.ttf"])
    }
}
