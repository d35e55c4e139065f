import Components
import Controls
import Geometry
import Graphics
import Images
import Layout

/// Pictures from files, decoded off the main actor at the size shown (`AsyncImage`): the
/// JPEG photo at two sizes (each decoded at its own), the animated GIF and WebP playing,
/// the SVG drawn at three sizes, Tessera's icons at three sizes and tinted.
func mediaPanel() -> some Component {
    let icons = IconSymbol.all
    return panel("Pictures and icons", width: 900) {
        labelled("a 1600 × 1000 JPEG, decoded at the size shown: 160 × 100 and 320 × 200 (fill), 80 × 100 (fit)") {
            swatchRow {
                AsyncImage(GalleryMedia.photo, contentMode: .fill).size(width: 160, height: 100).key("small")
                AsyncImage(GalleryMedia.photo, contentMode: .fill, fadesIn: true).size(width: 320, height: 200).key("large")
                AsyncImage(GalleryMedia.photo, contentMode: .fit).size(width: 80, height: 100).key("tall")
            }
        }
        labelled("an animated GIF (64², looping) and an animated WebP with alpha (96², looping)") {
            swatchRow {
                AsyncImage(GalleryMedia.spinner, placeholder: .clear).size(width: 64, height: 64)
                AsyncImage(GalleryMedia.orbit, placeholder: .clear).size(width: 96, height: 96)
            }
        }
        labelled("SVG drawn at the size shown: 32, 48 and 96 points") {
            swatchRow {
                for side in [32.0, 48, 96] {
                    AsyncImage(GalleryMedia.illustration, placeholder: .clear).size(width: side, height: side).key(side)
                }
            }
        }
        labelled("Tessera's icons at 16, 24 and 32 points in the label color, and in the accent and critical colors") {
            Flexbox(style: .column(gap: 8)) {
                for side in [16.0, 24, 32] {
                    Flexbox(style: .row(gap: side / 2, align: .center, wrap: .wrap)) {
                        for symbol in icons { Icon(symbol, size: side) }
                    }
                }
                Flexbox(style: .row(gap: 12, align: .center)) {
                    Icon(.heart, size: 24, color: Theme.light.colors.critical)
                    Icon(.bell, size: 24, color: Theme.light.colors.accent)
                    Icon(.warning, size: 24, color: Theme.light.colors.critical)
                }
            }
        }
    }
}

/// The user's picture (`gallery --page images --image FILE`): first on the page, so that
/// it is seen (and loaded: a picture loads when it is painted) without scrolling.
func userImagePanel(_ path: String) -> some Component {
    panel("Your picture", width: 640) {
        labelled(path) {
            AsyncImage(.file(path), contentMode: .fit).size(width: 600, height: 400)
        }
    }
}
