extension IBWriter {
    /// What a XIB written of a scene leaves out or holds otherwise than the scene, and why:
    /// a value, which the shell says in words. Views, guides and constraints by the scene's names.
    public enum Note: Sendable, Equatable {
        /// The scene's screen scale is no device's: written for `retina6_1` (scale 2).
        case scaleOfNoDevice(Double)
        /// A layout guide of the user's own, left out with the constraints that name it.
        case guideLeftOut(String)
        /// A constraint left out, and why.
        case constraintLeftOut(String, ConstraintOmission)
        /// Something of a view written otherwise than the scene has it, or left out.
        case view(String, ViewChange)
    }

    /// Why a constraint is not written.
    public enum ConstraintOmission: Sendable, Equatable {
        /// It names a guide a XIB cannot hold (one of the user's own).
        case namesUnwrittenGuide
        /// It has more than two items.
        case moreThanTwoItems
        /// It is inactive, which a XIB cannot say.
        case inactive
        /// It names a readable content guide, which a XIB has not.
        case readableContentGuide
    }

    /// What of a view a XIB holds otherwise than the scene.
    public enum ViewChange: Sendable, Equatable {
        /// A label's legacy `preferredMaxLayoutWidth`, written as automatic.
        case legacyPreferredMaxWidth
        /// A stack's custom spacing after a view, left out (it is set in code).
        case customSpacingLeftOut
        /// A stack's subviews it does not arrange (by name), written as arranged.
        case unarrangedSubviewsArranged([String])
        /// Collapsed, which is Trellis's: written as laid out.
        case collapsed
        /// Alignment insets, which are the class's: not written.
        case alignmentInsetsLeftOut
        /// A root's safe area insets, which are the device's in a XIB: not written.
        case safeAreaInsetsLeftOut
        /// The monospaced font, written as Menlo (which reads back as the system font).
        case monospacedFontAsMenlo
        /// A named font (its face), written by name: Xcode needs it in the project.
        case namedFont(String)
    }
}
