extension TableView {
    /// Frames a second, for `scroll by … over N frames` and flings.
    public static let framesPerSecond = 60.0
    /// UIScrollView's normal deceleration rate: the velocity kept after each millisecond.
    public static let decelerationRate = 0.998

    /// Reloads first if the data, templates or strategy changed since the last reload.
    func reloadIfNeeded() {
        if needsReload { reload() }
    }

    /// Moves the top of the viewport to `y` in one frame.
    @discardableResult
    /// With ``ScrollAnchor/bottom``, a scroll to the end stays at the end as the rows laid out
    /// on the way replace their estimates (as a chat scrolls to its newest message).
    public func scroll(to y: Double) -> FrameReport {
        reloadIfNeeded()
        let target = y.isFinite ? y : contentOffset
        return runFrame(to: target, pinnedToBottom: anchor == .bottom && target >= maximumOffset)
    }

    /// Moves by `dy` points over `frames` frames (at least one), each frame a `dy / frames`
    /// step from where the one before ended. Stops early, between frames, when
    /// ``isCancelled`` says so.
    @discardableResult
    public func scroll(by dy: Double, frames: Int = 1) -> [FrameReport] {
        reloadIfNeeded()
        let n = max(1, frames)
        let step = dy.isFinite ? dy / Double(n) : 0
        var frames: [FrameReport] = []
        for _ in 0..<n {
            // Between frames, as a fling does: a long scroll can be stopped (fewer frames come back).
            if !frames.isEmpty, host.shouldStop() { break }
            frames.append(runFrame(to: contentOffset + step))
        }
        return frames
    }

    /// Puts row `row` at the top of the viewport (as far as the content allows), in one frame.
    @discardableResult
    public func scroll(toRow row: Int) -> FrameReport {
        reloadIfNeeded()
        let r = min(max(row, 0), max(0, records.count - 1))
        return runFrame(to: records.count == 0 ? 0 : records.offset(of: r))
    }

    /// Lets go at `velocity` points a second (positive scrolls down): a frame at a time, the
    /// velocity decaying at UIScrollView's normal rate, until it falls under 30 pt/s (half a
    /// point a frame) or the content's end stops it. At most `maximumFrames` frames.
    @discardableResult
    public func fling(velocity: Double, maximumFrames: Int = 1200) -> [FrameReport] {
        reloadIfNeeded()
        guard velocity.isFinite else { return [] }
        let dt = 1 / Self.framesPerSecond
        let decay = power(Self.decelerationRate, 1000 * dt)
        var v = velocity
        var frames: [FrameReport] = []
        while abs(v) >= 30, frames.count < maximumFrames {
            let target = contentOffset + v * dt
            let report = runFrame(to: target)
            frames.append(report)
            if (v > 0 && report.offset >= maximumOffset) || (v < 0 && report.offset <= 0) { break }
            if host.shouldStop() { break }
            v *= decay
        }
        return frames
    }
}

/// x to the power y for y ≥ 0 real (no Foundation): exp(y · ln x) by series, good to 1e-12
/// for the deceleration factors used here.
func power(_ x: Double, _ y: Double) -> Double {
    guard x > 0 else { return 0 }
    // ln x = 2 atanh((x − 1)/(x + 1))
    let t = (x - 1) / (x + 1)
    var term = t, sum = 0.0, k = 1.0
    while abs(term) > 1e-18, k < 200 {
        sum += term / k
        term *= t * t
        k += 2
    }
    let exponent = 2 * sum * y
    // exp by squaring a series of exp(exponent / 2^10).
    var e = 1.0, a = 1.0
    let z = exponent / 1024
    for i in 1...12 {
        a *= z / Double(i)
        e += a
    }
    for _ in 0..<10 { e *= e }
    return e
}
