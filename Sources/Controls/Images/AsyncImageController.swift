import Components
import Images

/// An `AsyncImage`'s controller: takes its request's outcomes into the scope's state
/// (fading the image in when asked). It reports nothing itself: the body reports a
/// failure once while it lasts. An animation plays on the frame clock
/// (`AnimatedImageDrawing`), not on timers of its own.
final class AsyncImageController: ComponentController<AsyncImage> {
    required init(_ context: ControllerContext<AsyncImage>) {
        super.init(context)
        state.request.onOutcome = { [weak self] size, outcome in self?.receive(outcome, at: size) }
    }

    private func receive(_ outcome: ImageCache.Outcome, at size: PixelSize) {
        let animation: Animation? = component.fadesIn ? .easeOut : nil
        switch outcome {
        case .success(let image):
            updateState(animation: animation) { $0.phase = .loaded(image, size: size) }
        case .failure(let error):
            updateState { $0.phase = .failed(error) }
        }
    }

    override func invalidate() {
        state.request.onOutcome = nil
    }
}
