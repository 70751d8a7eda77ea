// Post 1's JSAutoMessageCell, written for Trellis to the same constraints as the post's code:
// constraintWithItem:… with the post's priority: category, and the right gutter kept in an array.
@interface AutoMessageCell : MessageCell
@property (nonatomic, strong) NSMutableArray *gutter;
@end

@implementation AutoMessageCell
- (instancetype)initWithReuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithReuseIdentifier:reuseIdentifier];
    for (UIView *view in @[self.avatarView, self.nameLabel, self.bodyLabel]) {
        view.translatesAutoresizingMaskIntoConstraints = NO;
    }
    self.gutter = [NSMutableArray array];
    [self applyConstraints];
    return self;
}

- (void)applyConstraints {
    [self.contentView removeConstraints:self.contentView.constraints];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.avatarView attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeTop multiplier:1 constant:JSMessageCellPadding]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.contentView attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationGreaterThanOrEqual toItem:self.avatarView attribute:NSLayoutAttributeBottom multiplier:1 constant:JSMessageCellPadding priority:UILayoutPriorityDefaultLow]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.avatarView attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeLeft multiplier:1 constant:JSMessageCellPadding]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.avatarView attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:JSMessageCellAvatarSide priority:UILayoutPriorityRequired]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.avatarView attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:JSMessageCellAvatarSide priority:UILayoutPriorityRequired]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.nameLabel attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:self.avatarView attribute:NSLayoutAttributeRight multiplier:1 constant:JSMessageCellPadding]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.nameLabel attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeTop multiplier:1 constant:JSMessageCellPadding]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.bodyLabel attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:self.avatarView attribute:NSLayoutAttributeRight multiplier:1 constant:JSMessageCellPadding]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.bodyLabel attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.nameLabel attribute:NSLayoutAttributeBottom multiplier:1 constant:0]];
    [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.contentView attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:self.bodyLabel attribute:NSLayoutAttributeBottom multiplier:1 constant:JSMessageCellPadding]];
    [self.gutter addObject:[NSLayoutConstraint constraintWithItem:self.contentView attribute:NSLayoutAttributeRight relatedBy:NSLayoutRelationEqual toItem:self.nameLabel attribute:NSLayoutAttributeRight multiplier:1 constant:JSMessageCellPadding]];
    [self.gutter addObject:[NSLayoutConstraint constraintWithItem:self.contentView attribute:NSLayoutAttributeRight relatedBy:NSLayoutRelationEqual toItem:self.bodyLabel attribute:NSLayoutAttributeRight multiplier:1 constant:JSMessageCellPadding]];
    [self.contentView addConstraints:self.gutter];
}
@end
