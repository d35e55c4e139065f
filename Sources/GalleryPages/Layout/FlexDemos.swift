import Components
import Geometry
import Graphics
import Layout

// The flexbox demos of the layout page: each returns one panel.

/// The width of the layout page's panels.
let layoutPanelWidth = 360.0
/// The width of a demo inside such a panel (the panel's padding and border taken off).
let layoutDemoWidth = layoutPanelWidth - 30

/// `flex-grow` sharing free space 1 : 2 : 3, and `flex-shrink` taking an overflow back
/// in proportion to shrink × basis.
func growShrinkPanel() -> some Component {
    panel("Grow and shrink", width: layoutPanelWidth) {
        labelled("flex-grow 1 · 2 · 3 (basis 0)") {
            well(style: LayoutStyle.row(gap: 6, padding: 4).sized(height: 36)) {
                tile("1", color: GalleryColor.blue).flex(grow: 1, basis: .points(0))
                tile("2", color: GalleryColor.green).flex(grow: 2, basis: .points(0))
                tile("3", color: GalleryColor.orange).flex(grow: 3, basis: .points(0))
            }
        }
        labelled("grow 1 beside fixed 60 and 90") {
            well(style: LayoutStyle.row(gap: 6, padding: 4).sized(height: 36)) {
                tile("60", color: GalleryColor.indigo, width: 60)
                tile("grow", color: GalleryColor.teal).flex(grow: 1)
                tile("90", color: GalleryColor.indigo, width: 90)
            }
        }
        labelled("basis 160 each in 322: flex-shrink 1 · 1 · 3") {
            well(style: LayoutStyle.row(gap: 0, padding: 4).sized(width: 322, height: 36)) {
                tile("shrink 1", color: GalleryColor.blue).flex(shrink: 1, basis: .points(160))
                tile("shrink 1", color: GalleryColor.green).flex(shrink: 1, basis: .points(160))
                tile("3", color: GalleryColor.orange).flex(shrink: 3, basis: .points(160))
            }
        }
        labelled("flex-shrink 0: the row overflows (clipped by its well)") {
            well(style: LayoutStyle.row(gap: 0, padding: 4).sized(width: 322, height: 36)) {
                tile("160", color: GalleryColor.purple).flex(shrink: 0, basis: .points(160))
                tile("160", color: GalleryColor.pink).flex(shrink: 0, basis: .points(160))
                tile("160", color: GalleryColor.red).flex(shrink: 0, basis: .points(160))
            }
        }
    }
}

/// Items wrapping into lines (`flexWrap: .wrap`), and the same items with `.wrapReverse`.
func wrapPanel() -> some Component {
    panel("Wrapping", width: layoutPanelWidth) {
        labelled("flex-wrap: wrap, gap 6") {
            well(style: LayoutStyle.row(gap: 6, align: .flexStart, wrap: .wrap, padding: 6)) { wrapChips() }
        }
        labelled("flex-wrap: wrap-reverse (lines stack upwards)") {
            well(style: LayoutStyle.row(gap: 6, align: .flexStart, wrap: .wrapReverse, padding: 6)) { wrapChips() }
        }
    }
}

/// Fourteen tiles of a few widths.
private func wrapChips() -> [any Component] {
    (0..<14).map { index in
        tile("\(index + 1)", color: GalleryColor.tiles[index % GalleryColor.tiles.count],
             width: 28 + Double(index * 37 % 5) * 14, height: 24)
    }
}

/// Every `justifyContent` value on a row of three tiles.
func justifyPanel() -> some Component {
    let values: [(String, JustifyContent)] = [
        ("flex-start", .flexStart), ("center", .center), ("flex-end", .flexEnd),
        ("space-between", .spaceBetween), ("space-around", .spaceAround), ("space-evenly", .spaceEvenly),
    ]
    return panel("Justify content", width: layoutPanelWidth) {
        for (name, value) in values {
            labelled(name, gap: 3) {
                well(style: LayoutStyle.row(justify: value, padding: 4).sized(height: 26)) {
                    tile(color: GalleryColor.blue, width: 44)
                    tile(color: GalleryColor.green, width: 44)
                    tile(color: GalleryColor.orange, width: 44)
                }
            }
        }
    }
}

/// Every `alignItems` value on a row of tiles of three heights (stretched ones have
/// none), and baseline alignment of text in three sizes.
func alignPanel() -> some Component {
    let values: [(String, AlignItems)] = [
        ("flex-start", .flexStart), ("center", .center), ("flex-end", .flexEnd), ("stretch", .stretch),
    ]
    return panel("Align items", width: layoutPanelWidth) {
        for (name, value) in values {
            labelled(name, gap: 3) {
                well(style: LayoutStyle.row(gap: 6, align: value, padding: 4).sized(height: 48)) {
                    for (index, height) in [16.0, 36, 26].enumerated() {
                        tile(color: GalleryColor.tiles[index], width: 56, height: value == .stretch ? nil : height)
                    }
                }
            }
        }
        labelled("baseline (text of 12, 20 and 30 points, and a tile)", gap: 3) {
            well(style: LayoutStyle.row(gap: 10, align: .baseline, padding: 4)) {
                Text("Small", attributes: GalleryStyle.font(12))
                Text("Medium", attributes: GalleryStyle.font(20))
                Text("Large", attributes: GalleryStyle.font(30, weight: .bold))
                tile(color: GalleryColor.teal, width: 24, height: 24)
            }
        }
    }
}

/// A column with fixed header and footer around a growing middle, beside a column whose
/// children pick their own cross alignment with `alignSelf`.
func columnPanel() -> some Component {
    panel("Columns", width: layoutPanelWidth) {
        Flexbox(style: .row(gap: 12, align: .flexStart)) {
            labelled("header · grow 1 · footer") {
                well(style: LayoutStyle.column(gap: 6, padding: 6).sized(width: 140, height: 190)) {
                    tile("header", color: GalleryColor.indigo, height: 28)
                    tile("grow 1", color: GalleryColor.teal).flex(grow: 1)
                    tile("footer", color: GalleryColor.indigo, height: 28)
                }
            }
            labelled("align-self in a column") {
                well(style: LayoutStyle.column(gap: 6, padding: 6).sized(width: 170, height: 190)) {
                    tile("start", color: GalleryColor.blue, width: 70, height: 28).alignSelf(.flexStart)
                    tile("center", color: GalleryColor.green, width: 70, height: 28).alignSelf(.center)
                    tile("end", color: GalleryColor.orange, width: 70, height: 28).alignSelf(.flexEnd)
                    tile("stretch", color: GalleryColor.purple, height: 28)
                }
            }
        }
        labelled("column-reverse: 1 2 3 from the bottom") {
            well(style: reversedColumn) {
                tile("1", color: GalleryColor.blue, height: 20)
                tile("2", color: GalleryColor.green, height: 20)
                tile("3", color: GalleryColor.orange, height: 20)
            }
        }
    }
}

private let reversedColumn: LayoutStyle = {
    var style = LayoutStyle.column(gap: 4, padding: 6).sized(height: 96)
    style.flexDirection = .columnReverse
    return style
}()
