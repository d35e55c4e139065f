import Foundation

/// Where the gallery writes files, checked before any work is done, so a path that cannot
/// be written gives one error line (and exit status 1) up front, not after a benchmark or
/// half of the pages. Each check really creates a file: a permission check alone says
/// yes to root in `/proc`, where nothing can be created.
enum OutputPaths {
    /// Creates the folder `path` if needed and checks a file can be created in it,
    /// explaining in one line what is in the way (Foundation's own errors do not say).
    static func prepareFolder(_ path: String) throws {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw GalleryError("cannot write into \(path): it is a file, not a folder") }
        } else {
            // The nearest part of the path that exists says why it cannot be made.
            var existing = (path as NSString).deletingLastPathComponent
            while !existing.isEmpty, existing != "/", !files.fileExists(atPath: existing) {
                existing = (existing as NSString).deletingLastPathComponent
            }
            if existing.isEmpty { existing = "." }
            var existingIsFolder: ObjCBool = false
            _ = files.fileExists(atPath: existing, isDirectory: &existingIsFolder)
            guard existingIsFolder.boolValue else {
                throw GalleryError("cannot create the folder \(path): \(existing) is a file, not a folder")
            }
            do {
                try files.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw GalleryError("cannot create the folder \(path): \(existing) is not writable")
            }
        }
        let probe = (path as NSString).appendingPathComponent(".gallery-write-check-\(getpid())")
        if let reason = createAndRemove(probe) {
            throw GalleryError("cannot write into the folder \(path): \(reason)")
        }
    }

    /// Checks that the file `path` can be written (it is left as it was).
    static func checkFile(_ path: String) throws {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists, isFolder.boolValue { throw GalleryError("cannot write \(path): it is a folder") }
        if let reason = exists ? openForWriting(path) : createAndRemove(path) {
            throw GalleryError("cannot write \(path): \(reason)")
        }
    }

    /// Creates the file `path` and removes it again; nil, or why it could not be created.
    private static func createAndRemove(_ path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        unlink(path)
        return nil
    }

    /// Opens the existing file `path` for writing without changing it; nil, or why not.
    private static func openForWriting(_ path: String) -> String? {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        return nil
    }
}
