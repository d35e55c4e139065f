import Glibc

/// Whether the programs the real-window tests drive are installed, so a suite can say
/// plainly that it did not run (`.enabled(if: DisplayTools.missing.isEmpty, ...)`)
/// instead of failing on a machine without an X server to test against.
public enum DisplayTools {
    /// The programs not found on `PATH`, each with the Debian package that provides it
    /// (`"xdotool (package xdotool)"`); empty when everything is there.
    public static var missing: [String] {
        let tools = [(executable: "Xvfb", package: "xvfb")]
            + [XTool.xdotool, XTool.xwd, XTool.xmodmap].map { (executable: $0.executable, package: $0.package) }
        return tools.filter { !isOnPath($0.executable) }.map { "\($0.executable) (package \($0.package))" }
    }

    /// The reason to give for a skipped suite: what is missing and how to install it.
    public static var missingReason: String {
        "needs " + missing.joined(separator: ", ") + " on PATH: Scripts/install-dependencies.sh installs them"
    }

    /// Whether an executable file named `name` is in one of `PATH`'s folders.
    static func isOnPath(_ name: String) -> Bool {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { folder in
            access("\(folder)/\(name)", X_OK) == 0
        }
    }
}
