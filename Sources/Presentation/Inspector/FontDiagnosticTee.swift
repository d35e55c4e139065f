import Locking
import TextRasterizer

/// Sends a font database's diagnostics to the inspector logs of the presenters that draw
/// with it, as well as to the handler it had. A database has one handler and many
/// presenters may share it (`FontDatabase.shared`), so the handler is wrapped once per
/// database and fans out to the logs still alive; a log that went away is dropped at the
/// next registration, so the table stays as small as the live presenters.
enum FontDiagnosticTee {
    private struct Entry: Sendable {
        weak var database: FontDatabase?
        var logs: [WeakLog]
    }

    private struct WeakLog: Sendable {
        weak var log: InspectorLog?
    }

    private static let table = Lock<[ObjectIdentifier: Entry]>([:])

    /// From now on, `database`'s diagnostics go to `log` too.
    static func add(_ log: InspectorLog, for database: FontDatabase) {
        let id = ObjectIdentifier(database)
        let isNew = table.withLock { table -> Bool in
            // A database freed and another made at its address is new.
            let isNew = table[id]?.database !== database
            var entry = isNew ? Entry(database: database, logs: []) : table[id]!
            entry.logs.removeAll { $0.log == nil }
            entry.logs.append(WeakLog(log: log))
            table[id] = entry
            return isNew
        }
        guard isNew else { return }
        let previous = database.diagnosticHandler
        database.diagnosticHandler = { diagnostic in
            previous?(diagnostic)
            let logs = table.withLock { $0[id]?.logs.compactMap(\.log) ?? [] }
            for log in logs { log.append(diagnostic.description, from: .font) }
        }
    }
}
