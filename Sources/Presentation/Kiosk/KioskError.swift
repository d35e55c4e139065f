import LibC

/// Why a kiosk display or its input could not be set up or used: each case names the
/// device, what failed, and what would fix it where that is known.
public enum KioskError: Error, Equatable, CustomStringConvertible {
    /// A system call or library call on `device` failed with `errno`.
    case call(device: String, call: String, errno: Int32)
    /// The device does not do what Tessera needs (no dumb buffers, a pixel format
    /// it cannot write, no connected display).
    case unsupported(device: String, String)
    /// `--connector` names no connector of the card.
    case unknownConnector(device: String, name: String, available: [String])
    /// The display did not finish showing a frame in time.
    case flipTimeout(device: String)

    public var description: String {
        switch self {
        case .call(let device, let call, let errno):
            "\(device): \(call) failed: \(String(cString: strerror(errno)))" + Self.advice(call: call, errno: errno)
        case .unsupported(let device, let reason):
            "\(device): \(reason)"
        case .unknownConnector(let device, let name, let available):
            "\(device) has no connector \(name); it has " + (available.isEmpty ? "none" : available.joined(separator: ", "))
        case .flipTimeout(let device):
            "\(device): the display did not show the last frame within a second (no page-flip event)"
        }
    }

    /// What usually causes the failure, when it is one that a deployment can fix.
    private static func advice(call: String, errno: Int32) -> String {
        switch (call, errno) {
        case ("drmSetMaster", EACCES), ("drmSetMaster", EPERM), ("drmSetMaster", EBUSY):
            " (another program, such as a display server, is showing on this card: stop it, or run on its VT)"
        case (_, EACCES), (_, EPERM):
            " (add the user to the group that owns the device, usually 'video' or 'input', or run as root)"
        default:
            ""
        }
    }

    /// `.call` with the calling thread's `errno`.
    static func failed(_ call: String, on device: String) -> KioskError {
        .call(device: device, call: call, errno: errno)
    }
}
