// A quote cell written in Swift with the mistakes the posts warn of: the quote's autoresizing
// mask still translated into constraints, the author added to the cell instead of its content
// view, a constant from another file, and a constraint made but never activated.
import UIKit

final class QuoteCell: UITableViewCell {
    private let quote: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        return label
    }()
    private let author: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(quote)
        addSubview(author)
        let minimum = quote.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        minimum.priority = .defaultHigh
        NSLayoutConstraint.activate([
            quote.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            quote.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            quote.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor, constant: Theme.spacing),
            author.topAnchor.constraint(equalTo: quote.bottomAnchor, constant: 4),
            author.trailingAnchor.constraint(equalTo: quote.trailingAnchor),
            contentView.layoutMarginsGuide.bottomAnchor.constraint(equalTo: author.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(quote text: String, by name: String) {
        quote.text = text
        author.text = name
    }
}
