import Components
import Geometry
import Graphics
import Layout
import TextRasterizer

// The text page's panels.

/// Sizes, weights and slants, colors, decorations, letter spacing and a mixed run.
func textStylesPanel() -> some Component {
    panel("Styles", width: 430) {
        labelled("sizes") {
            Flexbox(style: .row(gap: 12, align: .baseline, wrap: .wrap)) {
                for size in [10.0, 12, 14, 18, 24, 32] {
                    Text("\(Int(size))px", attributes: GalleryStyle.font(size))
                }
            }
        }
        labelled("weights and slants") {
            Flexbox(style: .row(gap: 12, align: .baseline, wrap: .wrap)) {
                Text("ExtraLight", attributes: GalleryStyle.font(18, weight: .extraLight))
                Text("Book", attributes: GalleryStyle.font(18))
                Text("Bold", attributes: GalleryStyle.font(18, weight: .bold))
                Text("Oblique", attributes: GalleryStyle.font(18, slant: .oblique))
                Text("Bold Oblique", attributes: GalleryStyle.font(18, weight: .bold, slant: .oblique))
            }
        }
        labelled("colors") {
            Flexbox(style: .row(gap: 10, align: .baseline, wrap: .wrap)) {
                for (name, color) in [("Red", GalleryColor.red), ("Orange", GalleryColor.orange),
                                      ("Green", GalleryColor.green), ("Blue", GalleryColor.blue),
                                      ("Purple", GalleryColor.purple), ("Gray", GalleryColor.tertiaryLabel)] {
                    Text(name, attributes: GalleryStyle.font(16, weight: .bold, color: color))
                }
            }
        }
        labelled("decorations and spacing") {
            Flexbox(style: .row(gap: 14, align: .baseline, wrap: .wrap)) {
                Text("Underlined", attributes: GalleryStyle.font(16, underline: true))
                Text("Struck through", attributes: GalleryStyle.font(16, strikethrough: true))
                Text("Both", attributes: GalleryStyle.font(16, color: GalleryColor.red, underline: true,
                                                            strikethrough: true))
                Text("Spaced out", attributes: GalleryStyle.font(16, letterSpacing: 3))
            }
        }
        labelled("one paragraph, several runs") {
            Text(mixedRuns)
        }
    }
}

/// An attributed paragraph mixing fonts, sizes, colors and decorations.
private var mixedRuns: AttributedText {
    var text = AttributedText("Runs mix ", attributes: GalleryStyle.font(15))
    text.append("bold", attributes: GalleryStyle.font(15, weight: .bold))
    text.append(", ", attributes: GalleryStyle.font(15))
    text.append("colored", attributes: GalleryStyle.font(15, color: GalleryColor.blue))
    text.append(", ", attributes: GalleryStyle.font(15))
    text.append("LARGE", attributes: GalleryStyle.font(24, weight: .bold, color: GalleryColor.purple))
    text.append(", ", attributes: GalleryStyle.font(15))
    text.append("underlined", attributes: GalleryStyle.font(15, underline: true))
    text.append(" and ", attributes: GalleryStyle.font(15))
    text.append("oblique", attributes: GalleryStyle.font(15, slant: .oblique))
    text.append(" text in one paragraph, wrapped as one.", attributes: GalleryStyle.font(15))
    return text
}

/// The same paragraph wrapped at 120, 190 and 260 points (the wells show the width).
func wrappingPanel() -> some Component {
    panel("Wrapping") {
        Flexbox(style: .row(gap: 12, align: .flexStart)) {
            for width in [120.0, 190, 260] {
                labelled("\(Int(width)) px") {
                    well(style: LayoutStyle.column().sized(width: width)) {
                        Text(TextSamples.paragraph, attributes: GalleryStyle.body)
                    }
                }
            }
        }
    }
}

/// Tail, head and middle truncation of one line, then a paragraph cut to two and three
/// lines (a cut after several lines is always at the tail, as in UIKit).
func truncationPanel() -> some Component {
    let kinds: [(String, ParagraphStyle.Truncation)] = [("tail", .tail), ("head", .head), ("middle", .middle)]
    return panel("Truncation", width: 380) {
        for (name, truncation) in kinds {
            labelled("\(name), max 1 line") {
                well(style: LayoutStyle.column(padding: 4)) {
                    Text(TextSamples.longLine, attributes: GalleryStyle.body, maxLines: 1, truncation: truncation)
                }
            }
        }
        for lines in [2, 3] {
            labelled("max \(lines) lines (cut at the tail)") {
                well(style: LayoutStyle.column(padding: 4)) {
                    Text(TextSamples.paragraph, attributes: GalleryStyle.body, maxLines: lines)
                }
            }
        }
    }
}

/// Left, center, right and justified, then natural alignment of right-to-left paragraphs.
func alignmentPanel() -> some Component {
    let alignments: [(String, ParagraphStyle.Alignment)] = [
        ("left", .left), ("center", .center), ("right", .right), ("justified", .justified),
    ]
    return panel("Alignment", width: 380) {
        for (name, alignment) in alignments {
            labelled(name) {
                well(style: LayoutStyle.column(padding: 4)) {
                    Text(TextSamples.paragraph, attributes: GalleryStyle.font(12), alignment: alignment)
                }
            }
        }
        labelled("natural, right to left (Arabic, Hebrew)") {
            well(style: LayoutStyle.column(gap: 6, padding: 4)) {
                Text(TextSamples.arabicParagraph, attributes: GalleryStyle.font(13), alignment: .natural)
                Text(TextSamples.hebrewParagraph, attributes: GalleryStyle.font(13), alignment: .natural)
            }
        }
    }
}

/// One line per script, its name in a fixed-width column beside it.
func scriptsPanel() -> some Component {
    panel("Scripts and emoji", width: 900) {
        for (name, sample) in TextSamples.scripts {
            Flexbox(style: .row(gap: 10, align: .baseline)) {
                caption(name).width(64).flex(shrink: 0)
                Text(sample, attributes: GalleryStyle.font(16)).flex(grow: 1, shrink: 1)
            }
        }
    }
}

/// Each script's own line breaking, at a narrow and a wide width (the wells show them).
func lineBreakingPanel() -> some Component {
    panel("Line breaking by script", width: 900) {
        for sample in TextSamples.lineBreaking {
            Flexbox(style: .row(gap: 10, align: .flexStart)) {
                caption(sample.name).width(100).flex(shrink: 0)
                for width in [184.0, 560] {
                    well(style: LayoutStyle.column(padding: 3).sized(width: width)) {
                        Text(AttributedText(sample.sample, attributes: GalleryStyle.font(12)),
                             style: ParagraphStyle(language: sample.language, lineBreak: sample.strictness))
                    }
                }
            }
        }
    }
}
