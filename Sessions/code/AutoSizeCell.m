// Post 5's AutoSizeCell2, written for Trellis to the same constraints as the post's code:
// the cell's textLabel, 6 pt inside the content view on every edge, by two Visual Format
// lines on the content view, and preferredMaxLayoutWidth set from the frame in layoutSubviews.
#import "AutoSizeCell.h"

@implementation AutoSizeCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        self.textLabel.numberOfLines = 0;
        self.textLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-6-[label]-6-|" options:0 metrics:nil views:@{ @"label": self.textLabel }]];
        [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-6-[label]-6-|" options:0 metrics:nil views:@{ @"label": self.textLabel }]];
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    [self.contentView setNeedsLayout];
    [self.contentView layoutIfNeeded];
    self.textLabel.preferredMaxLayoutWidth = CGRectGetWidth(self.textLabel.frame);
}

@end
