import Components
import Dispatch
import Locking
import TextRasterizer

extension FieldDocument {
    // MARK: measuring in the background

    /// Measures, off the main actor, every row not measured at the current width, then
    /// publishes their heights. One pass at a time; a width change during it starts
    /// another.
    @MainActor
    func scheduleMeasuring() {
        let pass = contents.withLock { contents -> (generation: Int, width: Double)? in
            guard contents.needsMeasuring, !contents.isMeasuringScheduled, let width = contents.width else { return nil }
            contents.isMeasuringScheduled = true
            return (contents.widthGeneration, width)
        }
        guard let pass else { return }
        // The pass holds the contents, not the document: a document that goes away
        // (its field left the screen) ends it at the next chunk.
        let contents = contents
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            Self.measureRows(contents, generation: pass.generation, width: pass.width)
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.finishMeasuring() }
            }
        }
    }

    /// After a measuring pass: the heights are published, and another pass starts if
    /// rows were left unmeasured (a width change or an edit during it).
    @MainActor
    private func finishMeasuring() {
        let again = contents.withLock { contents in
            contents.isMeasuringScheduled = false
            contents.needsMeasuring = contents.isMeasured.contains(false)
            return contents.needsMeasuring
        }
        schedulePublishIfNeeded()
        if again { scheduleMeasuring() }
    }


    /// Measures the rows not measured, in chunks across cores, each chunk's texts taken
    /// under the lock and measured outside it; a chunk whose rows changed meanwhile keeps
    /// what it found only for the rows still the same. Rows are known by identity here,
    /// not held: a row (and its root) is released on the main actor, never by this pass.
    private static func measureRows(_ contents: Lock<Contents>, generation: Int, width: Double) {
        let chunk = 512
        let (count, environment) = contents.withLock { ($0.rows.count, $0.environment) }
        let chunks = (count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { part in
            let work = contents.withLock { contents -> [(index: Int, row: ObjectIdentifier, text: AttributedText)] in
                guard !contents.isClosed, contents.widthGeneration == generation, let look = contents.look else { return [] }
                let end = min(contents.rows.count, (part + 1) * chunk)
                guard part * chunk < end else { return [] }
                var work: [(index: Int, row: ObjectIdentifier, text: AttributedText)] = []
                for index in part * chunk..<end where !contents.isMeasured[index] {
                    let display = look.display(of: contents.paragraphs[index], in: contents.text)
                    work.append((index, ObjectIdentifier(contents.rows[index]), display.attributed(look.attributes)))
                }
                return work
            }
            guard !work.isEmpty else { return }
            let heights = work.map { item in
                environment.textSystem.measure(item.text, style: ParagraphStyle(), width: width).size.height
                    .snappedToPixels(scale: environment.scale)
            }
            contents.withLock { contents in
                guard contents.widthGeneration == generation else { return }
                for (item, height) in zip(work, heights) {
                    // A row that moved or went (an edit meanwhile) is measured by the next pass.
                    let index = item.index
                    guard index < contents.rows.count, ObjectIdentifier(contents.rows[index]) == item.row,
                          !contents.isMeasured[index] else { continue }
                    if contents.heights[index] != height {
                        contents.heights[index] = height
                        contents.table = nil
                    }
                    contents.isMeasured[index] = true
                }
            }
        }
    }
}
