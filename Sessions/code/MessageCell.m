// Post 1's JSMessageCell, written for Trellis: the superclass that makes the views, with the
// padding as a #define and the avatar's side as a constant (as the post's header has them).
#define JSMessageCellPadding 10.0f
static const CGFloat JSMessageCellAvatarSide = 40.0;

@interface JSLabel : UILabel
@end

@interface MessageCell : UITableViewCell
@property (nonatomic, strong) UIImageView *avatarView;
@property (nonatomic, strong) JSLabel *nameLabel;
@property (nonatomic, strong) JSLabel *bodyLabel;
@end

@implementation MessageCell
- (instancetype)initWithReuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:UITableViewCellStyleDefault reuseIdentifier:reuseIdentifier];
    self.avatarView = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"avatar"]];
    [self.contentView addSubview:self.avatarView];
    self.nameLabel = [[JSLabel alloc] init];
    self.nameLabel.font = [UIFont boldSystemFontOfSize:15];
    [self.contentView addSubview:self.nameLabel];
    _bodyLabel = [JSLabel new];
    _bodyLabel.font = [UIFont systemFontOfSize:15.0f];
    _bodyLabel.numberOfLines = 0;
    [self.contentView addSubview:_bodyLabel];
    return self;
}
@end
