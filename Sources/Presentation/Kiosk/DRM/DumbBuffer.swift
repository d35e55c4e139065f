import CDRM
import LibC

/// A DRM dumb buffer: display memory the CPU writes (write-combined: written in order,
/// never read), mapped into the process, with the framebuffer object that scans it out.
struct DumbBuffer {
    let handle: UInt32
    let framebufferID: UInt32
    let memory: UnsafeMutableRawPointer
    let byteCount: Int
    let panel: PanelBuffer

    /// An XRGB8888 buffer of `width` × `height` on the card open at `descriptor`.
    init(descriptor: Int32, device: String, width: Int, height: Int) throws {
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        guard drmModeCreateDumbBuffer(descriptor, UInt32(width), UInt32(height), 32, 0, &handle, &pitch, &size) == 0 else {
            throw KioskError.failed("drmModeCreateDumbBuffer(\(width)x\(height))", on: device)
        }
        var framebufferID: UInt32 = 0
        guard drmModeAddFB(descriptor, UInt32(width), UInt32(height), 24, 32, pitch, handle, &framebufferID) == 0 else {
            let error = KioskError.failed("drmModeAddFB", on: device)
            drmModeDestroyDumbBuffer(descriptor, handle)
            throw error
        }
        var offset: UInt64 = 0
        let mapped = drmModeMapDumbBuffer(descriptor, handle, &offset) == 0
            ? mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, off_t(offset)) : MAP_FAILED
        guard let mapped, mapped != MAP_FAILED else {
            let error = KioskError.failed("mapping a dumb buffer", on: device)
            drmModeRmFB(descriptor, framebufferID)
            drmModeDestroyDumbBuffer(descriptor, handle)
            throw error
        }
        self.handle = handle
        self.framebufferID = framebufferID
        memory = mapped
        byteCount = Int(size)
        panel = PanelBuffer(base: mapped, width: width, height: height, bytesPerRow: Int(pitch), format: .xrgb8888)
    }

    func destroy(descriptor: Int32) {
        munmap(memory, byteCount)
        drmModeRmFB(descriptor, framebufferID)
        drmModeDestroyDumbBuffer(descriptor, handle)
    }
}
