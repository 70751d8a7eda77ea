import UIKit
import SnapKit

final class Card: UIView {
    let title = UILabel()
    lazy var stack = UIStackView(arrangedSubviews: [title])
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stack)
        stack.axis = .vertical
        stack.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(8)
            make.height.greaterThanOrEqualTo(44).priority(.high)
        }
        let w = title.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        w.identifier = "titleWidth"
        w.isActive = true
    }
    required init?(coder: NSCoder) { fatalError() }
}
