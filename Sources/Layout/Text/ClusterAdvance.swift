/// Measures scalars one after another so that a grapheme cluster counts once: a scalar that
/// continues a cluster adds nothing to the width.
///
/// The face already gives combining marks, variation selectors and the zero-width joiner
/// an advance of 0. On top of that this joins what a face cannot see scalar by scalar:
/// - the scalar after a zero-width joiner (the 👩 in 👨‍👩, a family or profession emoji);
/// - the second regional indicator of a flag (🇫🇷 is two scalars, one emoji wide);
/// - an emoji skin-tone modifier after another character (👍🏽).
/// It is not a full grapheme segmentation (UAX #29): conjoining jamo and Indic spacing marks
/// are measured scalar by scalar.
struct ClusterAdvance {
    private var afterJoiner = false
    private var afterRegionalIndicator = false
    private var afterVisible = false

    /// The advance of `scalar` after what came before, and the state for the next scalar.
    /// The state is returned rather than changed, so that a scalar can be looked at twice.
    @inline(__always)
    func advance(of scalar: Unicode.Scalar, in face: FontFace) -> (units: Int, next: ClusterAdvance) {
        let value = scalar.value
        var next = ClusterAdvance()
        if value < 0x2000 {  // nothing below joins specially
            let units = face.advance(of: scalar)
            next.afterVisible = units > 0 && value != 0x20
            return (afterJoiner ? 0 : units, next)
        }
        if value == 0x200D {
            next.afterJoiner = true
            return (0, next)
        }
        if afterJoiner {
            next.afterVisible = true
            return (0, next)
        }
        if (0x1F1E6...0x1F1FF).contains(value) {
            if afterRegionalIndicator {
                next.afterVisible = true
                return (0, next)
            }
            next.afterRegionalIndicator = true
            next.afterVisible = true
            return (face.advance(of: scalar), next)
        }
        if (0x1F3FB...0x1F3FF).contains(value), afterVisible {
            next.afterVisible = true
            return (0, next)
        }
        let units = face.advance(of: scalar)
        next.afterVisible = units > 0 || afterVisible
        return (units, next)
    }
}
