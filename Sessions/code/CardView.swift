// CardView: the scene's root 'card', written by Trellis (export swift, style=vfl).
// Trellis laid it out 320 pt wide; its superview or table sets that.
import UIKit

final class CardView: UIView {
    let title = UILabel()
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)

        title.translatesAutoresizingMaskIntoConstraints = false
        title.text = "Quote of the day"
        title.font = .preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true

        body.translatesAutoresizingMaskIntoConstraints = false
        body.text = "Simplicity is prerequisite for reliability, and a card should hold it."
        body.numberOfLines = 0

        addSubview(title)
        addSubview(body)

        var layout: [NSLayoutConstraint] = []
        layout += NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[title]-16-|", options: [], metrics: nil, views: ["title": title])
        layout += NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[body]-16-|", options: [], metrics: nil, views: ["body": body])
        layout += NSLayoutConstraint.constraints(withVisualFormat: "V:|-12-[title]-8-[body]-12-|", options: [], metrics: nil, views: ["title": title, "body": body])
        NSLayoutConstraint.activate(layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
