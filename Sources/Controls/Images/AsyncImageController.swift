import Components
import Images

/// An `AsyncImage`'s controller: takes its request's outcomes into the scope's state
/// (fading the image in when asked), reports nothing itself (the body reports a failure
/// once while it lasts), and plays an animation's frames on timers while the image is
/// mounted: a row scrolled out of a list stops its animation, and one scrolled back in
/// goes on from the frame it showed.
final class AsyncImageController: ComponentController<AsyncImage> {
    private var frameTimer: ControllerTimer?
    private var isMounted = false

    required init(_ context: ControllerContext<AsyncImage>) {
        super.init(context)
        state.request.onOutcome = { [weak self] size, outcome in self?.receive(outcome, at: size) }
    }

    private func receive(_ outcome: ImageCache.Outcome, at size: PixelSize) {
        let animation: Animation? = component.fadesIn ? .easeOut : nil
        switch outcome {
        case .success(let image):
            updateState(animation: animation) { state in
                state.phase = .loaded(image, size: size)
                state.frameIndex = 0
                state.loopsPlayed = 0
            }
        case .failure(let error):
            updateState { $0.phase = .failed(error) }
        }
    }

    override func didUpdateComponent(from oldComponent: AsyncImage, oldState: AsyncImageState) {
        scheduleFrame()
    }

    override func didMount() {
        isMounted = true
        scheduleFrame()
    }

    override func didUnmount() {
        isMounted = false
        frameTimer?.cancel()
        frameTimer = nil
    }

    override func invalidate() {
        state.request.onOutcome = nil
        frameTimer?.cancel()
        frameTimer = nil
    }

    /// Starts the timer to the next frame, unless one runs, the image is still or
    /// unmounted, or its loops are played.
    private func scheduleFrame() {
        guard isMounted, frameTimer == nil, case .loaded(let animation, _) = state.phase, animation.frames.count > 1
        else { return }
        let loops = animation.loopCount
        guard loops == 0 || state.loopsPlayed < loops else { return }
        let duration = animation.frames[min(state.frameIndex, animation.frames.count - 1)].duration
        guard duration.isFinite else { return }
        frameTimer = startTimer(.after(seconds: duration)) { [weak self] in
            guard let self else { return }
            frameTimer = nil
            advance(frameCount: animation.frames.count, loops: loops)
        }
    }

    private func advance(frameCount: Int, loops: Int) {
        updateState { state in
            let next = state.frameIndex + 1
            if next < frameCount {
                state.frameIndex = next
            } else if loops == 0 || state.loopsPlayed + 1 < loops {
                state.frameIndex = 0
                state.loopsPlayed += 1
            } else {
                // The last loop ends on its last frame.
                state.loopsPlayed += 1
            }
        }
    }
}
