import Foundation
import Tessera

/// Stops the gallery, saying why, when `TESSERA_FONT_SET` names a font set that cannot
/// be loaded whole: pages drawn with part of it are not the pages that were asked for.
/// Without the variable nothing is loaded here, so the window's start is not delayed.
func requireRequestedFontSet() throws {
    guard ProcessInfo.processInfo.environment[FontDatabase.fontSetVariable] != nil else { return }
    if let error = FontDatabase.shared.fontSetError {
        throw GalleryError("\(FontDatabase.fontSetVariable): \(error)")
    }
}
