import Foundation
import Testing
@testable import Layout

/// The spare item and line arrays flex containers borrow (`FlexBuffers`): kept between
/// layouts on a thread, so laying a tree out again takes no new ones, and bounded by
/// bytes whatever size of container passed through.
@Suite struct FlexBuffersTests {
    /// A column of rows of two: every level borrows a pair and gives it back.
    private func feed(rows: Int) -> LayoutNode { Self.feed(rows: rows) }

    private static func feed(rows: Int) -> LayoutNode {
        LayoutNode(style: .with { $0.flexDirection = .column; $0.width = .points(300) }, children: (0..<rows).map { _ in
            LayoutNode(style: .with { $0.columnGap = .points(8) }, children: [
                LayoutNode(style: .with { $0.width = .points(24); $0.height = .points(24) }),
                LayoutNode(style: .with { $0.flexGrow = 1; $0.height = .points(16) }),
            ])
        })
    }

    @Test func aThreadKeepsTheArraysOfOneLayoutForTheNext() {
        let buffers = FlexBuffers.current
        let tree = feed(rows: 50)
        tree.computeLayout(availableWidth: 300, availableHeight: nil)
        let kept = buffers.bytes
        // The column's items and lines, and a row's, at least.
        #expect(kept >= 50 * MemoryLayout<FlexItem>.stride)
        for _ in 0..<20 {
            tree.discardCachedLayout()
            tree.computeLayout(availableWidth: 300, availableHeight: nil)
        }
        #expect(buffers.bytes == kept, "the same arrays were used again: none was added")
        #expect(tree.children[49].children[1].frame.width == 300 - 24 - 8)
    }

    @Test func whatIsKeptStaysWithinTheByteLimit() {
        let buffers = FlexBuffers.current
        // 5,000 items take about a megabyte: more than a thread keeps.
        let tree = feed(rows: 5_000)
        tree.computeLayout(availableWidth: 300, availableHeight: nil)
        #expect(buffers.bytes <= FlexBuffers.byteLimit)
        #expect(tree.frame.height == 5_000 * 24)
    }

    @Test func eachThreadHasItsOwn() {
        let buffers = FlexBuffers.current
        feed(rows: 10).computeLayout(availableWidth: 300, availableHeight: nil)
        let kept = buffers.bytes
        // Another thread's layout of a larger tree borrows from its own set.
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            Self.feed(rows: 400).computeLayout(availableWidth: 300, availableHeight: nil)
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(buffers.bytes == kept)
    }
}
