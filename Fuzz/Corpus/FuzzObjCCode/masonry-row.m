#define kPad 8
@interface Row : UIView
@property (nonatomic, strong) UILabel *label;
@end
@implementation Row
- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _label = [UILabel new];
        [self addSubview:_label];
        [_label mas_makeConstraints:^(MASConstraintMaker *make) {
            make.edges.equalTo(self).insets(UIEdgeInsetsMake(kPad, kPad, kPad, kPad));
        }];
        NSDictionary *views = NSDictionaryOfVariableBindings(_label);
        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[_label(>=20@750)]" options:0 metrics:nil views:views]];
    }
    return self;
}
@end
