// CardView: the scene's root 'card', written by Trellis (export objc, style=masonry).
// Trellis laid it out 320 pt wide; its superview or table sets that.
#import <UIKit/UIKit.h>
#import <Masonry/Masonry.h>

@interface CardView : UIView
@property (nonatomic, strong) UILabel *title;
@property (nonatomic, strong) UILabel *body;
@end

@implementation CardView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (!self) { return nil; }
    _title = [[UILabel alloc] init];
    _body = [[UILabel alloc] init];

    self.title.translatesAutoresizingMaskIntoConstraints = NO;
    self.title.text = @"Quote of the day";
    self.title.font = [UIFont preferredFontForTextStyle:UIFontTextStyleHeadline];
    self.title.adjustsFontForContentSizeCategory = YES;

    self.body.translatesAutoresizingMaskIntoConstraints = NO;
    self.body.text = @"Simplicity is prerequisite for reliability, and a card should hold it.";
    self.body.numberOfLines = 0;

    [self addSubview:self.title];
    [self addSubview:self.body];

    [self.title mas_makeConstraints:^(MASConstraintMaker *make) {
        make.leading.equalTo(self.mas_leading).offset(16);
        make.trailing.equalTo(self.mas_trailing).offset(-16);
        make.top.equalTo(self.mas_top).offset(12);
    }];
    [self.body mas_makeConstraints:^(MASConstraintMaker *make) {
        make.leading.equalTo(self.mas_leading).offset(16);
        make.trailing.equalTo(self.mas_trailing).offset(-16);
        make.top.equalTo(self.title.mas_bottom).offset(8);
        make.bottom.equalTo(self.mas_bottom).offset(-12);
    }];
    return self;
}

@end
