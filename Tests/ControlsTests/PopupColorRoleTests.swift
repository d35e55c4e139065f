@testable import Controls
import Graphics
import Testing

/// The color roles the popup controls added (critical, the inverse surface and what goes
/// on them) meet WCAG AA in both themes: text 4.5:1 against what it is drawn on.
@Suite struct PopupColorRoleTests {
    @Test(arguments: [("light", Theme.light), ("dark", Theme.dark)])
    func theRolesMeetWCAGAA(name: String, theme: Theme) {
        let colors = theme.colors
        #expect(colors.critical.contrastRatio(with: colors.surface) >= 4.5, "\(name): a destructive item's title")
        #expect(colors.critical.contrastRatio(with: colors.background) >= 4.5, "\(name): critical on the background")
        #expect(colors.onCritical.contrastRatio(with: colors.critical) >= 4.5, "\(name): a destructive button's title")
        #expect(colors.onInverseSurface.contrastRatio(with: colors.inverseSurface) >= 4.5, "\(name): a toast's text")
        #expect(colors.inverseAccent.contrastRatio(with: colors.inverseSurface) >= 4.5, "\(name): a toast's action")
        #expect(colors.inverseSurface.contrastRatio(with: colors.background) >= 3, "\(name): a toast stands out")
    }

    @Test func aPaletteMadeWithoutTheNewRolesGetsTheLightOnes() {
        let colors = ThemeColors(background: .white, surface: .white, label: .black, secondaryLabel: .black,
                                 separator: .black, accent: .black, onAccent: .white, track: .black, thumb: .white)
        #expect(colors.critical == ThemeColors.light.critical && colors.inverseSurface == ThemeColors.light.inverseSurface)
    }
}
