// A declarations-only stand-in for the Objective-C API of UIKit (and the little of Foundation and
// Core Graphics it needs) that Trellis's Objective-C exporter writes against, so that an exported
// `.m` file can be checked with `clang -fsyntax-only` on Linux, where neither UIKit nor
// Foundation's Objective-C headers exist. Names, types, nullability, class vs instance methods
// and designated initializers follow Apple's UIKit headers, so a wrong selector, argument type,
// property or constant name in generated code fails the check. Nothing here is ever run: the only
// bodies are those of the `static inline` helpers Apple's headers also define inline
// (CGRectMake, UIEdgeInsetsMake, …).
//
// Check a file with
//
//   clang -fsyntax-only -fobjc-arc -fblocks -fobjc-runtime=ios-17.0 -x objective-c -Wall -Werror \
//         -I Tests/SourceCodeTests/UIKitStub/ObjC File.m
//
// clang on Linux defaults to the legacy GCC runtime, which refuses -fobjc-arc; any non-legacy
// -fobjc-runtime (ios-17.0, gnustep-2.0) or `-target arm64-apple-ios17.0` will do. Under ARC an
// unknown selector is an error by itself ("no visible @interface … declares the selector").
// Without -Werror, three mistakes are only warnings, as they are in Xcode: mixing X- and Y-axis
// anchors or passing a layout guide for a view (-Wincompatible-pointer-types), assigning one
// enumeration's constant to another's property (-Wimplicit-enum-enum-cast), and dropping an
// anchor's constraint unused (-Wunused-result, from warn_unused_result).
//
// Only what is listed is declared: UIKit has far more. Availability attributes are left out
// (they would be ignored on a Linux target anyway).

#ifndef TRELLIS_UIKIT_STUB_H
#define TRELLIS_UIKIT_STUB_H

// For `bool`, as Foundation provides it; <stdbool.h> is one of clang's own headers, there with
// any clang.
#include <stdbool.h>

#pragma clang assume_nonnull begin

// MARK: - Macros (the subset of Foundation's and UIKit's this file and its users need)

#ifndef NS_ENUM
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; \
    enum __attribute__((enum_extensibility(open))) _name : _type
#endif
#ifndef NS_CLOSED_ENUM
#define NS_CLOSED_ENUM(_type, _name) enum __attribute__((enum_extensibility(closed))) _name : _type _name; \
    enum __attribute__((enum_extensibility(closed))) _name : _type
#endif
#ifndef NS_OPTIONS
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; \
    enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
#endif
#ifndef NS_ASSUME_NONNULL_BEGIN
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#endif
#ifndef NS_DESIGNATED_INITIALIZER
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#endif
#ifndef NS_UNAVAILABLE
#define NS_UNAVAILABLE __attribute__((unavailable))
#endif
#ifndef NS_REQUIRES_SUPER
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#endif
#ifndef NS_NOESCAPE
#define NS_NOESCAPE __attribute__((noescape))
#endif
#ifndef NS_REQUIRES_NIL_TERMINATION
#define NS_REQUIRES_NIL_TERMINATION __attribute__((sentinel(0, 1)))
#endif
#ifndef NS_ROOT_CLASS
#define NS_ROOT_CLASS __attribute__((objc_root_class))
#endif
#ifndef NS_TYPED_ENUM
#define NS_TYPED_ENUM __attribute__((swift_wrapper(enum)))
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#endif
#ifndef NS_SWIFT_UNAVAILABLE
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
#endif
#ifndef CG_BOXABLE
#define CG_BOXABLE __attribute__((objc_boxable))
#endif
#ifndef FOUNDATION_EXPORT
#define FOUNDATION_EXPORT extern
#endif
#ifndef UIKIT_EXTERN
#define UIKIT_EXTERN extern
#endif
#ifndef CG_EXTERN
#define CG_EXTERN extern
#endif
#ifndef CG_INLINE
#define CG_INLINE static inline
#endif
#ifndef UIKIT_STATIC_INLINE
#define UIKIT_STATIC_INLINE static inline
#endif
#ifndef UI_APPEARANCE_SELECTOR
#define UI_APPEARANCE_SELECTOR
#endif

// MARK: - Objective-C basics

// 64-bit iOS: BOOL is bool, NSInteger is long, CGFloat is double.
typedef bool BOOL;
#define YES __objc_yes
#define NO __objc_no
#ifndef nil
#define nil ((void *)0)
#endif
#ifndef Nil
#define Nil ((void *)0)
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif

typedef long NSInteger;
typedef unsigned long NSUInteger;
#define NSIntegerMax __LONG_MAX__
#define NSNotFound NSIntegerMax

typedef void (^dispatch_block_t)(void);

typedef struct _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;

@class NSString, NSCoder, Protocol;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class;
- (instancetype)self;
- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(nullable id)object;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

NS_ROOT_CLASS
@interface NSObject <NSObject>
+ (void)load;
+ (void)initialize;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
+ (instancetype)new;
+ (instancetype)alloc;
- (id)copy;
- (id)mutableCopy;
+ (Class)class;
+ (Class)superclass;
+ (BOOL)isSubclassOfClass:(Class)aClass;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
@end

@protocol NSCopying
- (id)copyWithZone:(nullable void *)zone;
@end

@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable void *)zone;
@end

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

@protocol NSSecureCoding <NSCoding>
@property (class, readonly) BOOL supportsSecureCoding;
@end

typedef struct {
    unsigned long state;
    id __unsafe_unretained _Nullable * _Nullable itemsPtr;
    unsigned long * _Nullable mutationsPtr;
    unsigned long extra[5];
} NSFastEnumerationState;

@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(id __unsafe_unretained _Nullable [_Nonnull])buffer
                                    count:(NSUInteger)len;
@end

// MARK: - Foundation values and collections

@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithString:(NSString *)aString;
+ (instancetype)string;
+ (instancetype)stringWithString:(NSString *)string;
+ (instancetype)stringWithFormat:(NSString *)format, ... __attribute__((format(__NSString__, 1, 2)));
- (NSString *)stringByAppendingString:(NSString *)aString;
- (BOOL)isEqualToString:(NSString *)aString;
- (BOOL)hasPrefix:(NSString *)str;
- (BOOL)hasSuffix:(NSString *)str;
@end

@interface NSMutableString : NSString
- (void)appendString:(NSString *)aString;
@end

@interface NSAttributedString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly, copy) NSString *string;
@property (readonly) NSUInteger length;
- (instancetype)initWithString:(NSString *)str;
@end

@interface NSValue : NSObject <NSCopying, NSSecureCoding>
// What clang needs to box an objc_boxable struct: @(someCGSize).
+ (NSValue *)valueWithBytes:(const void *)value objCType:(const char *)type;
+ (NSValue *)value:(const void *)value withObjCType:(const char *)type;
@property (readonly) const char *objCType __attribute__((objc_returns_inner_pointer));
@end

@interface NSNumber : NSValue
// The factory methods clang's boxed and literal numbers (@(60), @1.2, @YES) are built from.
+ (NSNumber *)numberWithChar:(char)value;
+ (NSNumber *)numberWithUnsignedChar:(unsigned char)value;
+ (NSNumber *)numberWithShort:(short)value;
+ (NSNumber *)numberWithUnsignedShort:(unsigned short)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
@property (readonly) int intValue;
@property (readonly) float floatValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@property (readonly) NSInteger integerValue;
@property (readonly) NSUInteger unsignedIntegerValue;
@property (readonly, copy) NSString *stringValue;
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
@property (nullable, nonatomic, readonly) ObjectType firstObject;
@property (nullable, nonatomic, readonly) ObjectType lastObject;
- (BOOL)containsObject:(ObjectType)anObject;
- (NSUInteger)indexOfObject:(ObjectType)anObject;
- (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)anObject;
- (NSArray<ObjectType> *)arrayByAddingObjectsFromArray:(NSArray<ObjectType> *)otherArray;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
+ (instancetype)array;
+ (instancetype)arrayWithObject:(ObjectType)anObject;
// What clang builds an @[...] literal with.
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects count:(NSUInteger)cnt;
+ (instancetype)arrayWithObjects:(ObjectType)firstObj, ... NS_REQUIRES_NIL_TERMINATION;
+ (instancetype)arrayWithArray:(NSArray<ObjectType> *)array;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
+ (instancetype)arrayWithCapacity:(NSUInteger)numItems;
- (void)addObject:(ObjectType)anObject;
- (void)addObjectsFromArray:(NSArray<ObjectType> *)otherArray;
- (void)insertObject:(ObjectType)anObject atIndex:(NSUInteger)index;
- (void)removeObject:(ObjectType)anObject;
- (void)removeObjectAtIndex:(NSUInteger)index;
- (void)removeLastObject;
- (void)removeAllObjects;
- (void)setObject:(ObjectType)obj atIndexedSubscript:(NSUInteger)idx;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
@property (readonly) NSUInteger count;
- (nullable ObjectType)objectForKey:(KeyType)aKey;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
@property (readonly, copy) NSArray<KeyType> *allKeys;
@property (readonly, copy) NSArray<ObjectType> *allValues;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
+ (instancetype)dictionary;
+ (instancetype)dictionaryWithObject:(ObjectType)object forKey:(KeyType <NSCopying>)key;
// What clang builds an @{...} literal with.
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull [_Nullable])objects
                              forKeys:(const KeyType <NSCopying> _Nonnull [_Nullable])keys
                                count:(NSUInteger)cnt;
+ (instancetype)dictionaryWithDictionary:(NSDictionary<KeyType, ObjectType> *)dict;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
- (void)setObject:(ObjectType)anObject forKey:(KeyType <NSCopying>)aKey;
- (void)setObject:(nullable ObjectType)obj forKeyedSubscript:(KeyType <NSCopying>)key;
- (void)removeObjectForKey:(KeyType)aKey;
@end

@interface NSCoder : NSObject
- (void)encodeObject:(nullable id)object forKey:(NSString *)key;
- (nullable id)decodeObjectForKey:(NSString *)key;
- (void)encodeBool:(BOOL)value forKey:(NSString *)key;
- (BOOL)decodeBoolForKey:(NSString *)key;
- (void)encodeDouble:(double)value forKey:(NSString *)key;
- (double)decodeDoubleForKey:(NSString *)key;
@end

@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
@end

@interface NSIndexPath : NSObject <NSCopying, NSSecureCoding>
// UIKit's additions (UITableView).
+ (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
@property (nonatomic, readonly) NSInteger section;
@property (nonatomic, readonly) NSInteger row;
@end

// MARK: - Core Graphics geometry

typedef double CGFloat;
#define CGFLOAT_IS_DOUBLE 1

struct CGPoint {
    CGFloat x;
    CGFloat y;
};
typedef struct CG_BOXABLE CGPoint CGPoint;

struct CGSize {
    CGFloat width;
    CGFloat height;
};
typedef struct CG_BOXABLE CGSize CGSize;

struct CGVector {
    CGFloat dx;
    CGFloat dy;
};
typedef struct CG_BOXABLE CGVector CGVector;

struct CGRect {
    CGPoint origin;
    CGSize size;
};
typedef struct CG_BOXABLE CGRect CGRect;

typedef struct CG_BOXABLE CGAffineTransform {
    CGFloat a, b, c, d;
    CGFloat tx, ty;
} CGAffineTransform;

typedef struct CGContext *CGContextRef;
typedef struct CGImage *CGImageRef;
typedef struct CGColor *CGColorRef;

CG_EXTERN const CGPoint CGPointZero;
CG_EXTERN const CGSize CGSizeZero;
CG_EXTERN const CGRect CGRectZero;
CG_EXTERN const CGRect CGRectNull;
CG_EXTERN const CGAffineTransform CGAffineTransformIdentity;

CG_INLINE CGPoint CGPointMake(CGFloat x, CGFloat y) {
    CGPoint p; p.x = x; p.y = y; return p;
}

CG_INLINE CGSize CGSizeMake(CGFloat width, CGFloat height) {
    CGSize size; size.width = width; size.height = height; return size;
}

CG_INLINE CGVector CGVectorMake(CGFloat dx, CGFloat dy) {
    CGVector vector; vector.dx = dx; vector.dy = dy; return vector;
}

CG_INLINE CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
    CGRect rect;
    rect.origin.x = x; rect.origin.y = y;
    rect.size.width = width; rect.size.height = height;
    return rect;
}

CG_EXTERN CGFloat CGRectGetMinX(CGRect rect);
CG_EXTERN CGFloat CGRectGetMidX(CGRect rect);
CG_EXTERN CGFloat CGRectGetMaxX(CGRect rect);
CG_EXTERN CGFloat CGRectGetMinY(CGRect rect);
CG_EXTERN CGFloat CGRectGetMidY(CGRect rect);
CG_EXTERN CGFloat CGRectGetMaxY(CGRect rect);
CG_EXTERN CGFloat CGRectGetWidth(CGRect rect);
CG_EXTERN CGFloat CGRectGetHeight(CGRect rect);
CG_EXTERN bool CGRectEqualToRect(CGRect rect1, CGRect rect2);
CG_EXTERN CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy);
CG_EXTERN CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy);
CG_EXTERN CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty);
CG_EXTERN CGAffineTransform CGAffineTransformMakeRotation(CGFloat angle);
CG_EXTERN void CGContextFillRect(CGContextRef _Nullable c, CGRect rect);

// MARK: - UIGeometry

typedef struct CG_BOXABLE UIEdgeInsets {
    CGFloat top, left, bottom, right;
} UIEdgeInsets;

typedef struct CG_BOXABLE NSDirectionalEdgeInsets {
    CGFloat top, leading, bottom, trailing;
} NSDirectionalEdgeInsets;

typedef struct CG_BOXABLE UIOffset {
    CGFloat horizontal, vertical;
} UIOffset;

typedef NS_OPTIONS(NSUInteger, UIRectEdge) {
    UIRectEdgeNone   = 0,
    UIRectEdgeTop    = 1 << 0,
    UIRectEdgeLeft   = 1 << 1,
    UIRectEdgeBottom = 1 << 2,
    UIRectEdgeRight  = 1 << 3,
    UIRectEdgeAll    = UIRectEdgeTop | UIRectEdgeLeft | UIRectEdgeBottom | UIRectEdgeRight
};

typedef NS_OPTIONS(NSUInteger, NSDirectionalRectEdge) {
    NSDirectionalRectEdgeNone     = 0,
    NSDirectionalRectEdgeTop      = 1 << 0,
    NSDirectionalRectEdgeLeading  = 1 << 1,
    NSDirectionalRectEdgeBottom   = 1 << 2,
    NSDirectionalRectEdgeTrailing = 1 << 3,
    NSDirectionalRectEdgeAll = NSDirectionalRectEdgeTop | NSDirectionalRectEdgeLeading
        | NSDirectionalRectEdgeBottom | NSDirectionalRectEdgeTrailing
};

UIKIT_STATIC_INLINE UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right) {
    UIEdgeInsets insets = {top, left, bottom, right};
    return insets;
}

UIKIT_STATIC_INLINE NSDirectionalEdgeInsets NSDirectionalEdgeInsetsMake(CGFloat top, CGFloat leading, CGFloat bottom, CGFloat trailing) {
    NSDirectionalEdgeInsets insets = {top, leading, bottom, trailing};
    return insets;
}

UIKIT_STATIC_INLINE UIOffset UIOffsetMake(CGFloat horizontal, CGFloat vertical) {
    UIOffset offset = {horizontal, vertical};
    return offset;
}

UIKIT_STATIC_INLINE CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets) {
    rect.origin.x += insets.left;
    rect.origin.y += insets.top;
    rect.size.width -= (insets.left + insets.right);
    rect.size.height -= (insets.top + insets.bottom);
    return rect;
}

UIKIT_STATIC_INLINE BOOL UIEdgeInsetsEqualToEdgeInsets(UIEdgeInsets insets1, UIEdgeInsets insets2) {
    return insets1.left == insets2.left && insets1.top == insets2.top
        && insets1.right == insets2.right && insets1.bottom == insets2.bottom;
}

UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero;
UIKIT_EXTERN const NSDirectionalEdgeInsets NSDirectionalEdgeInsetsZero;
UIKIT_EXTERN const UIOffset UIOffsetZero;

@interface NSValue (NSValueUIGeometryExtensions)
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
+ (NSValue *)valueWithCGSize:(CGSize)size;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
+ (NSValue *)valueWithUIEdgeInsets:(UIEdgeInsets)insets;
+ (NSValue *)valueWithDirectionalEdgeInsets:(NSDirectionalEdgeInsets)insets;
@property (nonatomic, readonly) CGPoint CGPointValue;
@property (nonatomic, readonly) CGSize CGSizeValue;
@property (nonatomic, readonly) CGRect CGRectValue;
@property (nonatomic, readonly) UIEdgeInsets UIEdgeInsetsValue;
@property (nonatomic, readonly) NSDirectionalEdgeInsets directionalEdgeInsetsValue;
@end

// MARK: - Text enumerations (NSText.h, NSParagraphStyle.h)

typedef NS_ENUM(NSInteger, NSTextAlignment) {
    NSTextAlignmentLeft      = 0,
    NSTextAlignmentCenter    = 1,
    NSTextAlignmentRight     = 2,
    NSTextAlignmentJustified = 3,
    NSTextAlignmentNatural   = 4
};

typedef NS_ENUM(NSInteger, NSLineBreakMode) {
    NSLineBreakByWordWrapping = 0,
    NSLineBreakByCharWrapping,
    NSLineBreakByClipping,
    NSLineBreakByTruncatingHead,
    NSLineBreakByTruncatingTail,
    NSLineBreakByTruncatingMiddle
};

// MARK: - Auto Layout (NSLayoutConstraint.h)

@class UIView, UILayoutGuide, NSLayoutAnchor, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension;

typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM;
static const UILayoutPriority UILayoutPriorityRequired = 1000;
static const UILayoutPriority UILayoutPriorityDefaultHigh = 750;
static const UILayoutPriority UILayoutPriorityDragThatCanResizeScene = 510;
static const UILayoutPriority UILayoutPrioritySceneSizeStayPut = 500;
static const UILayoutPriority UILayoutPriorityDragThatCannotResizeScene = 490;
static const UILayoutPriority UILayoutPriorityDefaultLow = 250;
static const UILayoutPriority UILayoutPriorityFittingSizeLevel = 50;

typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) {
    UILayoutConstraintAxisHorizontal = 0,
    UILayoutConstraintAxisVertical = 1
};

typedef NS_ENUM(NSInteger, NSLayoutRelation) {
    NSLayoutRelationLessThanOrEqual = -1,
    NSLayoutRelationEqual = 0,
    NSLayoutRelationGreaterThanOrEqual = 1,
};

typedef NS_ENUM(NSInteger, NSLayoutAttribute) {
    NSLayoutAttributeLeft = 1,
    NSLayoutAttributeRight,
    NSLayoutAttributeTop,
    NSLayoutAttributeBottom,
    NSLayoutAttributeLeading,
    NSLayoutAttributeTrailing,
    NSLayoutAttributeWidth,
    NSLayoutAttributeHeight,
    NSLayoutAttributeCenterX,
    NSLayoutAttributeCenterY,
    NSLayoutAttributeLastBaseline,
    NSLayoutAttributeBaseline NS_SWIFT_UNAVAILABLE("Use 'lastBaseline' instead") = NSLayoutAttributeLastBaseline,
    NSLayoutAttributeFirstBaseline,
    NSLayoutAttributeLeftMargin,
    NSLayoutAttributeRightMargin,
    NSLayoutAttributeTopMargin,
    NSLayoutAttributeBottomMargin,
    NSLayoutAttributeLeadingMargin,
    NSLayoutAttributeTrailingMargin,
    NSLayoutAttributeCenterXWithinMargins,
    NSLayoutAttributeCenterYWithinMargins,
    NSLayoutAttributeNotAnAttribute = 0
};

typedef NS_OPTIONS(NSUInteger, NSLayoutFormatOptions) {
    NSLayoutFormatAlignAllLeft = (1 << NSLayoutAttributeLeft),
    NSLayoutFormatAlignAllRight = (1 << NSLayoutAttributeRight),
    NSLayoutFormatAlignAllTop = (1 << NSLayoutAttributeTop),
    NSLayoutFormatAlignAllBottom = (1 << NSLayoutAttributeBottom),
    NSLayoutFormatAlignAllLeading = (1 << NSLayoutAttributeLeading),
    NSLayoutFormatAlignAllTrailing = (1 << NSLayoutAttributeTrailing),
    NSLayoutFormatAlignAllCenterX = (1 << NSLayoutAttributeCenterX),
    NSLayoutFormatAlignAllCenterY = (1 << NSLayoutAttributeCenterY),
    NSLayoutFormatAlignAllLastBaseline = (1 << NSLayoutAttributeLastBaseline),
    NSLayoutFormatAlignAllFirstBaseline = (1 << NSLayoutAttributeFirstBaseline),
    NSLayoutFormatAlignAllBaseline NS_SWIFT_UNAVAILABLE("Use 'alignAllLastBaseline' instead") = NSLayoutFormatAlignAllLastBaseline,
    NSLayoutFormatAlignmentMask = 0xFFFF,
    NSLayoutFormatDirectionLeadingToTrailing = 0 << 16,
    NSLayoutFormatDirectionLeftToRight = 1 << 16,
    NSLayoutFormatDirectionRightToLeft = 2 << 16,
    NSLayoutFormatDirectionMask = 0x3 << 16,
    NSLayoutFormatSpacingEdgeToEdge = 0 << 19,
    NSLayoutFormatSpacingBaselineToBaseline = 1 << 19,
    NSLayoutFormatSpacingMask = 0x1 << 19,
};

@interface NSLayoutConstraint : NSObject
+ (NSArray<NSLayoutConstraint *> *)constraintsWithVisualFormat:(NSString *)format
                                                      options:(NSLayoutFormatOptions)opts
                                                      metrics:(nullable NSDictionary<NSString *, id> *)metrics
                                                        views:(NSDictionary<NSString *, id> *)views;
+ (instancetype)constraintWithItem:(id)view1
                         attribute:(NSLayoutAttribute)attr1
                         relatedBy:(NSLayoutRelation)relation
                            toItem:(nullable id)view2
                         attribute:(NSLayoutAttribute)attr2
                        multiplier:(CGFloat)multiplier
                          constant:(CGFloat)c;
@property UILayoutPriority priority;
@property BOOL shouldBeArchived;
@property (nullable, readonly, assign) id firstItem;
@property (nullable, readonly, assign) id secondItem;
@property (readonly) NSLayoutAttribute firstAttribute;
@property (readonly) NSLayoutAttribute secondAttribute;
@property (readonly, copy) NSLayoutAnchor *firstAnchor;
@property (readonly, copy, nullable) NSLayoutAnchor *secondAnchor;
@property (readonly) NSLayoutRelation relation;
@property (readonly) CGFloat multiplier;
@property CGFloat constant;
@property (getter=isActive) BOOL active;
+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
+ (void)deactivateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
@end

@interface NSLayoutConstraint (NSIdentifier)
@property (nullable, copy) NSString *identifier;
@end

#define NSDictionaryOfVariableBindings(...) _NSDictionaryOfVariableBindings(@"" # __VA_ARGS__, __VA_ARGS__, nil)
UIKIT_EXTERN NSDictionary<NSString *, id> *_NSDictionaryOfVariableBindings(NSString *commaSeparatedKeysString, _Nullable id firstValue, ...);

// MARK: - Anchors (NSLayoutAnchor.h)

@interface NSLayoutAnchor<AnchorType> : NSObject <NSCopying, NSCoding>
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c __attribute__((warn_unused_result));
@end

@interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
- (NSLayoutDimension *)anchorWithOffsetToAnchor:(NSLayoutXAxisAnchor *)otherAnchor;
@end

@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
- (NSLayoutDimension *)anchorWithOffsetToAnchor:(NSLayoutYAxisAnchor *)otherAnchor;
@end

@interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToConstant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m constant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m constant:(CGFloat)c __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m constant:(CGFloat)c __attribute__((warn_unused_result));
@end

@interface NSLayoutXAxisAnchor (UIViewDynamicSystemSpacingSupport)
- (NSLayoutConstraint *)constraintEqualToSystemSpacingAfterAnchor:(NSLayoutXAxisAnchor *)anchor multiplier:(CGFloat)multiplier __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToSystemSpacingAfterAnchor:(NSLayoutXAxisAnchor *)anchor multiplier:(CGFloat)multiplier __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToSystemSpacingAfterAnchor:(NSLayoutXAxisAnchor *)anchor multiplier:(CGFloat)multiplier __attribute__((warn_unused_result));
@end

@interface NSLayoutYAxisAnchor (UIViewDynamicSystemSpacingSupport)
- (NSLayoutConstraint *)constraintEqualToSystemSpacingBelowAnchor:(NSLayoutYAxisAnchor *)anchor multiplier:(CGFloat)multiplier __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToSystemSpacingBelowAnchor:(NSLayoutYAxisAnchor *)anchor multiplier:(CGFloat)multiplier __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToSystemSpacingBelowAnchor:(NSLayoutYAxisAnchor *)anchor multiplier:(CGFloat)multiplier __attribute__((warn_unused_result));
@end

// MARK: - UILayoutGuide

@interface UILayoutGuide : NSObject <NSCoding>
@property (nonatomic, readonly) CGRect layoutFrame;
@property (nonatomic, weak, nullable) UIView *owningView;
@property (nonatomic, copy) NSString *identifier;
@property (nonatomic, readonly) BOOL hasAmbiguousLayout;
- (NSArray<NSLayoutConstraint *> *)constraintsAffectingLayoutForAxis:(UILayoutConstraintAxis)axis;

@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *leftAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *rightAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *widthAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *heightAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *centerXAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *centerYAnchor;
@end

// MARK: - Colours, fonts, images

@interface UIColor : NSObject <NSSecureCoding, NSCopying>
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (nullable UIColor *)colorNamed:(NSString *)name;
- (UIColor *)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
@property (nonatomic, readonly) CGColorRef CGColor;
@property (class, nonatomic, readonly) UIColor *blackColor;
@property (class, nonatomic, readonly) UIColor *darkGrayColor;
@property (class, nonatomic, readonly) UIColor *lightGrayColor;
@property (class, nonatomic, readonly) UIColor *whiteColor;
@property (class, nonatomic, readonly) UIColor *grayColor;
@property (class, nonatomic, readonly) UIColor *redColor;
@property (class, nonatomic, readonly) UIColor *greenColor;
@property (class, nonatomic, readonly) UIColor *blueColor;
@property (class, nonatomic, readonly) UIColor *cyanColor;
@property (class, nonatomic, readonly) UIColor *yellowColor;
@property (class, nonatomic, readonly) UIColor *magentaColor;
@property (class, nonatomic, readonly) UIColor *orangeColor;
@property (class, nonatomic, readonly) UIColor *purpleColor;
@property (class, nonatomic, readonly) UIColor *brownColor;
@property (class, nonatomic, readonly) UIColor *clearColor;
@property (class, nonatomic, readonly) UIColor *systemRedColor;
@property (class, nonatomic, readonly) UIColor *systemGreenColor;
@property (class, nonatomic, readonly) UIColor *systemBlueColor;
@property (class, nonatomic, readonly) UIColor *systemGrayColor;
@property (class, nonatomic, readonly) UIColor *tintColor;
@property (class, nonatomic, readonly) UIColor *labelColor;
@property (class, nonatomic, readonly) UIColor *secondaryLabelColor;
@property (class, nonatomic, readonly) UIColor *tertiaryLabelColor;
@property (class, nonatomic, readonly) UIColor *separatorColor;
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor;
@property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor;
@end

typedef NSString *UIFontTextStyle NS_TYPED_ENUM;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleLargeTitle;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle1;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle2;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle3;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleSubheadline;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCallout;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleFootnote;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption1;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption2;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleExtraLargeTitle;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleExtraLargeTitle2;

typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM;
UIKIT_EXTERN const UIFontWeight UIFontWeightUltraLight;
UIKIT_EXTERN const UIFontWeight UIFontWeightThin;
UIKIT_EXTERN const UIFontWeight UIFontWeightLight;
UIKIT_EXTERN const UIFontWeight UIFontWeightRegular;
UIKIT_EXTERN const UIFontWeight UIFontWeightMedium;
UIKIT_EXTERN const UIFontWeight UIFontWeightSemibold;
UIKIT_EXTERN const UIFontWeight UIFontWeightBold;
UIKIT_EXTERN const UIFontWeight UIFontWeightHeavy;
UIKIT_EXTERN const UIFontWeight UIFontWeightBlack;

@interface UIFont : NSObject <NSCopying, NSSecureCoding>
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
@property (class, nonatomic, readonly) NSArray<NSString *> *familyNames;
+ (NSArray<NSString *> *)fontNamesForFamilyName:(NSString *)familyName;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
+ (UIFont *)monospacedDigitSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
+ (UIFont *)monospacedSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
@property (class, nonatomic, readonly) CGFloat labelFontSize;
@property (class, nonatomic, readonly) CGFloat buttonFontSize;
@property (class, nonatomic, readonly) CGFloat smallSystemFontSize;
@property (class, nonatomic, readonly) CGFloat systemFontSize;
@property (nonatomic, readonly, strong) NSString *familyName;
@property (nonatomic, readonly, strong) NSString *fontName;
@property (nonatomic, readonly) CGFloat pointSize;
@property (nonatomic, readonly) CGFloat ascender;
@property (nonatomic, readonly) CGFloat descender;
@property (nonatomic, readonly) CGFloat capHeight;
@property (nonatomic, readonly) CGFloat xHeight;
@property (nonatomic, readonly) CGFloat lineHeight;
@property (nonatomic, readonly) CGFloat leading;
- (UIFont *)fontWithSize:(CGFloat)fontSize;
@end

@interface UIFontMetrics : NSObject
@property (class, readonly, strong) UIFontMetrics *defaultMetrics;
+ (instancetype)metricsForTextStyle:(UIFontTextStyle)textStyle;
- (instancetype)initForTextStyle:(UIFontTextStyle)textStyle NS_DESIGNATED_INITIALIZER;
- (UIFont *)scaledFontForFont:(UIFont *)font;
- (UIFont *)scaledFontForFont:(UIFont *)font maximumPointSize:(CGFloat)maximumPointSize;
- (CGFloat)scaledValueForValue:(CGFloat)value;
@end

@interface UIImage : NSObject <NSSecureCoding>
+ (nullable UIImage *)imageNamed:(NSString *)name;
+ (nullable UIImage *)systemImageNamed:(NSString *)name;
+ (UIImage *)imageWithCGImage:(CGImageRef)cgImage;
@property (nonatomic, readonly) CGSize size;
@property (nonatomic, readonly) CGFloat scale;
@property (nullable, nonatomic, readonly) CGImageRef CGImage;
@end

// MARK: - Image renderer (UIGraphicsRenderer.h, UIGraphicsImageRenderer.h)

@interface UIGraphicsRendererFormat : NSObject <NSCopying>
+ (instancetype)defaultFormat;
@property (nonatomic, readonly) CGRect bounds;
@end

@interface UIGraphicsRendererContext : NSObject
@property (nonatomic, readonly) CGContextRef CGContext;
@property (nonatomic, readonly) __kindof UIGraphicsRendererFormat *format;
- (void)fillRect:(CGRect)rect;
- (void)strokeRect:(CGRect)rect;
- (void)clipToRect:(CGRect)rect;
@end

@interface UIGraphicsRenderer : NSObject
- (instancetype)initWithBounds:(CGRect)bounds;
- (instancetype)initWithBounds:(CGRect)bounds format:(UIGraphicsRendererFormat *)format NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) __kindof UIGraphicsRendererFormat *format;
@property (nonatomic, readonly) BOOL allowsImageOutput;
@end

@interface UIGraphicsImageRendererFormat : UIGraphicsRendererFormat
@property (nonatomic) CGFloat scale;
@property (nonatomic) BOOL opaque;
@end

@interface UIGraphicsImageRendererContext : UIGraphicsRendererContext
@property (nonatomic, readonly) UIImage *currentImage;
@end

typedef void (^UIGraphicsImageDrawingActions)(UIGraphicsImageRendererContext *rendererContext);

@interface UIGraphicsImageRenderer : UIGraphicsRenderer
- (instancetype)initWithSize:(CGSize)size;
- (instancetype)initWithSize:(CGSize)size format:(UIGraphicsImageRendererFormat *)format NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithBounds:(CGRect)bounds format:(UIGraphicsImageRendererFormat *)format NS_DESIGNATED_INITIALIZER;
- (UIImage *)imageWithActions:(NS_NOESCAPE UIGraphicsImageDrawingActions)actions;
@end

// MARK: - UIResponder, UIView

@interface UIResponder : NSObject
@property (nonatomic, readonly, nullable) UIResponder *nextResponder;
@property (nonatomic, readonly) BOOL canBecomeFirstResponder;
- (BOOL)becomeFirstResponder;
@property (nonatomic, readonly) BOOL canResignFirstResponder;
- (BOOL)resignFirstResponder;
@property (nonatomic, readonly) BOOL isFirstResponder;
@end

@interface CALayer : NSObject <NSSecureCoding>
@property CGFloat cornerRadius;
@property CGFloat borderWidth;
@property (nullable) CGColorRef borderColor;
@property BOOL masksToBounds;
@end

@protocol UIContentSizeCategoryAdjusting <NSObject>
@property (nonatomic) BOOL adjustsFontForContentSizeCategory;
@end

typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
    UIViewAutoresizingNone                 = 0,
    UIViewAutoresizingFlexibleLeftMargin   = 1 << 0,
    UIViewAutoresizingFlexibleWidth        = 1 << 1,
    UIViewAutoresizingFlexibleRightMargin  = 1 << 2,
    UIViewAutoresizingFlexibleTopMargin    = 1 << 3,
    UIViewAutoresizingFlexibleHeight       = 1 << 4,
    UIViewAutoresizingFlexibleBottomMargin = 1 << 5
};

typedef NS_ENUM(NSInteger, UIViewContentMode) {
    UIViewContentModeScaleToFill,
    UIViewContentModeScaleAspectFit,
    UIViewContentModeScaleAspectFill,
    UIViewContentModeRedraw,
    UIViewContentModeCenter,
    UIViewContentModeTop,
    UIViewContentModeBottom,
    UIViewContentModeLeft,
    UIViewContentModeRight,
    UIViewContentModeTopLeft,
    UIViewContentModeTopRight,
    UIViewContentModeBottomLeft,
    UIViewContentModeBottomRight,
};

typedef NS_ENUM(NSInteger, UISemanticContentAttribute) {
    UISemanticContentAttributeUnspecified = 0,
    UISemanticContentAttributePlayback,
    UISemanticContentAttributeSpatial,
    UISemanticContentAttributeForceLeftToRight,
    UISemanticContentAttributeForceRightToLeft
};

typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) {
    UIUserInterfaceLayoutDirectionLeftToRight,
    UIUserInterfaceLayoutDirectionRightToLeft,
};

@class UIWindow;

typedef NSString *UIContentSizeCategory NS_TYPED_ENUM;
UIKIT_EXTERN const UIContentSizeCategory UIContentSizeCategoryLarge;

@interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly) UIUserInterfaceLayoutDirection layoutDirection;
@property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory;
@property (nonatomic, readonly) CGFloat displayScale;
@end

@protocol UITraitEnvironment <NSObject>
@property (nonatomic, readonly) UITraitCollection *traitCollection;
- (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection;
@end

@interface UIGestureRecognizer : NSObject
@property (nullable, nonatomic, readonly) UIView *view;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@end

@interface UIView : UIResponder <NSCoding, UITraitEnvironment>
@property (class, nonatomic, readonly) Class layerClass;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic) NSInteger tag;
@property (nonatomic, readonly, strong) CALayer *layer;
@property (nonatomic) UISemanticContentAttribute semanticContentAttribute;
@property (readonly, nonatomic) UIUserInterfaceLayoutDirection effectiveUserInterfaceLayoutDirection;
@property (nullable, nonatomic, copy) NSString *accessibilityIdentifier;
@property (nullable, nonatomic, copy) NSString *accessibilityLabel;
@property (nonatomic, readonly) UITraitCollection *traitCollection;
@property (nullable, nonatomic, copy) NSArray<__kindof UIGestureRecognizer *> *gestureRecognizers;
- (void)addGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;

// UIViewGeometry
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic) CGPoint center;
@property (nonatomic) CGAffineTransform transform;
@property (nonatomic) CGFloat contentScaleFactor;
@property (nonatomic, getter=isMultipleTouchEnabled) BOOL multipleTouchEnabled;
@property (nonatomic, getter=isExclusiveTouch) BOOL exclusiveTouch;
@property (nonatomic) BOOL autoresizesSubviews;
@property (nonatomic) UIViewAutoresizing autoresizingMask;
- (CGSize)sizeThatFits:(CGSize)size;
- (void)sizeToFit;

// UIViewHierarchy
@property (nullable, nonatomic, readonly) UIView *superview;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews;
@property (nullable, nonatomic, readonly) UIWindow *window;
- (void)removeFromSuperview;
- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
- (void)exchangeSubviewAtIndex:(NSInteger)index1 withSubviewAtIndex:(NSInteger)index2;
- (void)addSubview:(UIView *)view;
- (void)insertSubview:(UIView *)view belowSubview:(UIView *)siblingSubview;
- (void)insertSubview:(UIView *)view aboveSubview:(UIView *)siblingSubview;
- (void)bringSubviewToFront:(UIView *)view;
- (void)sendSubviewToBack:(UIView *)view;
- (void)didAddSubview:(UIView *)subview;
- (void)willRemoveSubview:(UIView *)subview;
- (void)willMoveToSuperview:(nullable UIView *)newSuperview;
- (void)didMoveToSuperview;
- (void)willMoveToWindow:(nullable UIWindow *)newWindow;
- (void)didMoveToWindow;
- (BOOL)isDescendantOfView:(UIView *)view;
- (nullable __kindof UIView *)viewWithTag:(NSInteger)tag;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSubviews;
@property (nonatomic) UIEdgeInsets layoutMargins;
@property (nonatomic) NSDirectionalEdgeInsets directionalLayoutMargins;
@property (nonatomic) BOOL preservesSuperviewLayoutMargins;
@property (nonatomic) BOOL insetsLayoutMarginsFromSafeArea;
- (void)layoutMarginsDidChange;
@property (nonatomic, readonly) UIEdgeInsets safeAreaInsets;
- (void)safeAreaInsetsDidChange;
@property (readonly, strong) UILayoutGuide *layoutMarginsGuide;
@property (nonatomic, readonly, strong) UILayoutGuide *readableContentGuide;
@property (nonatomic, readonly, strong) UILayoutGuide *safeAreaLayoutGuide;

// UIViewRendering
- (void)drawRect:(CGRect)rect;
- (void)setNeedsDisplay;
@property (nonatomic) BOOL clipsToBounds;
@property (nullable, nonatomic, copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;
@property (nonatomic) CGFloat alpha;
@property (nonatomic, getter=isOpaque) BOOL opaque;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) UIViewContentMode contentMode;
@property (nullable, nonatomic, strong) UIView *maskView;
@property (null_resettable, nonatomic, strong) UIColor *tintColor;

// UIConstraintBasedLayoutInstallingConstraints
@property (nonatomic, readonly) NSArray<__kindof NSLayoutConstraint *> *constraints;
- (void)addConstraint:(NSLayoutConstraint *)constraint;
- (void)addConstraints:(NSArray<__kindof NSLayoutConstraint *> *)constraints;
- (void)removeConstraint:(NSLayoutConstraint *)constraint;
- (void)removeConstraints:(NSArray<__kindof NSLayoutConstraint *> *)constraints;

// UIConstraintBasedLayoutCoreMethods
- (void)updateConstraintsIfNeeded;
- (void)updateConstraints NS_REQUIRES_SUPER;
- (BOOL)needsUpdateConstraints;
- (void)setNeedsUpdateConstraints;

// UIConstraintBasedCompatibility
@property (nonatomic) BOOL translatesAutoresizingMaskIntoConstraints;
@property (class, nonatomic, readonly) BOOL requiresConstraintBasedLayout;

// UIConstraintBasedLayoutLayering
- (CGRect)alignmentRectForFrame:(CGRect)frame;
- (CGRect)frameForAlignmentRect:(CGRect)alignmentRect;
@property (nonatomic, readonly) UIEdgeInsets alignmentRectInsets;
@property (readonly, strong) UIView *viewForFirstBaselineLayout;
@property (readonly, strong) UIView *viewForLastBaselineLayout;
@property (nonatomic, readonly) CGSize intrinsicContentSize;
- (void)invalidateIntrinsicContentSize;
- (UILayoutPriority)contentHuggingPriorityForAxis:(UILayoutConstraintAxis)axis;
- (void)setContentHuggingPriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis;
- (UILayoutPriority)contentCompressionResistancePriorityForAxis:(UILayoutConstraintAxis)axis;
- (void)setContentCompressionResistancePriority:(UILayoutPriority)priority forAxis:(UILayoutConstraintAxis)axis;

// UIConstraintBasedLayoutFittingSize
- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize;
- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize
        withHorizontalFittingPriority:(UILayoutPriority)horizontalFittingPriority
              verticalFittingPriority:(UILayoutPriority)verticalFittingPriority;

// UILayoutGuideSupport
@property (nonatomic, readonly, copy) NSArray<__kindof UILayoutGuide *> *layoutGuides;
- (void)addLayoutGuide:(UILayoutGuide *)layoutGuide;
- (void)removeLayoutGuide:(UILayoutGuide *)layoutGuide;

// UIViewLayoutConstraintCreation
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *leftAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *rightAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *widthAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *heightAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *centerXAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *centerYAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *firstBaselineAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *lastBaselineAnchor;

// UIConstraintBasedLayoutDebugging
- (NSArray<__kindof NSLayoutConstraint *> *)constraintsAffectingLayoutForAxis:(UILayoutConstraintAxis)axis;
@property (nonatomic, readonly) BOOL hasAmbiguousLayout;
- (void)exerciseAmbiguityInLayout;
@end

UIKIT_EXTERN const CGFloat UIViewNoIntrinsicMetric;
UIKIT_EXTERN const CGSize UILayoutFittingCompressedSize;
UIKIT_EXTERN const CGSize UILayoutFittingExpandedSize;

@interface UIWindow : UIView
@end

// MARK: - Views

@interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting>
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nullable, nonatomic, copy) NSString *text;
@property (null_resettable, nonatomic, strong) UIFont *font;
@property (null_resettable, nonatomic, strong) UIColor *textColor;
@property (nullable, nonatomic, strong) UIColor *shadowColor;
@property (nonatomic) CGSize shadowOffset;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) NSLineBreakMode lineBreakMode;
@property (nullable, nonatomic, copy) NSAttributedString *attributedText;
@property (nullable, nonatomic, strong) UIColor *highlightedTextColor;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic) NSInteger numberOfLines;
@property (nonatomic) BOOL adjustsFontSizeToFitWidth;
@property (nonatomic) CGFloat minimumScaleFactor;
@property (nonatomic) BOOL allowsDefaultTighteningForTruncation;
@property (nonatomic) BOOL adjustsFontForContentSizeCategory;
- (CGRect)textRectForBounds:(CGRect)bounds limitedToNumberOfLines:(NSInteger)numberOfLines;
- (void)drawTextInRect:(CGRect)rect;
@property (nonatomic) CGFloat preferredMaxLayoutWidth;
@end

@interface UIImageView : UIView
- (instancetype)initWithImage:(nullable UIImage *)image;
- (instancetype)initWithImage:(nullable UIImage *)image highlightedImage:(nullable UIImage *)highlightedImage;
@property (nullable, nonatomic, strong) UIImage *image;
@property (nullable, nonatomic, strong) UIImage *highlightedImage;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic) BOOL adjustsImageSizeForAccessibilityContentSizeCategory;
@end

typedef NS_ENUM(NSInteger, UIStackViewDistribution) {
    UIStackViewDistributionFill = 0,
    UIStackViewDistributionFillEqually,
    UIStackViewDistributionFillProportionally,
    UIStackViewDistributionEqualSpacing,
    UIStackViewDistributionEqualCentering,
};

typedef NS_ENUM(NSInteger, UIStackViewAlignment) {
    UIStackViewAlignmentFill,
    UIStackViewAlignmentLeading,
    UIStackViewAlignmentTop = UIStackViewAlignmentLeading,
    UIStackViewAlignmentFirstBaseline,
    UIStackViewAlignmentCenter,
    UIStackViewAlignmentTrailing,
    UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing,
    UIStackViewAlignmentLastBaseline,
};

static const CGFloat UIStackViewSpacingUseDefault = __FLT_MAX__;
static const CGFloat UIStackViewSpacingUseSystem = __FLT_MIN__;

@interface UIStackView : UIView
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *arrangedSubviews;
- (void)addArrangedSubview:(UIView *)view;
- (void)removeArrangedSubview:(UIView *)view;
- (void)insertArrangedSubview:(UIView *)view atIndex:(NSUInteger)stackIndex;
@property (nonatomic) UILayoutConstraintAxis axis;
@property (nonatomic) UIStackViewDistribution distribution;
@property (nonatomic) UIStackViewAlignment alignment;
@property (nonatomic) CGFloat spacing;
- (void)setCustomSpacing:(CGFloat)spacing afterView:(UIView *)arrangedSubview;
- (CGFloat)customSpacingAfterView:(UIView *)arrangedSubview;
@property (nonatomic, getter=isBaselineRelativeArrangement) BOOL baselineRelativeArrangement;
@property (nonatomic, getter=isLayoutMarginsRelativeArrangement) BOOL layoutMarginsRelativeArrangement;
@end

@interface UIScrollView : UIView
@property (nonatomic) CGPoint contentOffset;
@property (nonatomic) CGSize contentSize;
@property (nonatomic) UIEdgeInsets contentInset;
@property (nonatomic, readonly, strong) UILayoutGuide *contentLayoutGuide;
@property (nonatomic, readonly, strong) UILayoutGuide *frameLayoutGuide;
@property (nonatomic) BOOL alwaysBounceVertical;
@property (nonatomic) BOOL alwaysBounceHorizontal;
@end

@class UITableViewCell;

typedef NS_ENUM(NSInteger, UITableViewStyle) {
    UITableViewStylePlain,
    UITableViewStyleGrouped,
    UITableViewStyleInsetGrouped
};

UIKIT_EXTERN const CGFloat UITableViewAutomaticDimension;

@interface UITableView : UIScrollView
- (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) UITableViewStyle style;
@property (nonatomic) CGFloat rowHeight;
@property (nonatomic) CGFloat estimatedRowHeight;
- (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier;
- (nullable __kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier;
- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
- (void)reloadData;
@end

typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    UITableViewCellStyleDefault,
    UITableViewCellStyleValue1,
    UITableViewCellStyleValue2,
    UITableViewCellStyleSubtitle
};

typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle) {
    UITableViewCellSelectionStyleNone,
    UITableViewCellSelectionStyleBlue,
    UITableViewCellSelectionStyleGray,
    UITableViewCellSelectionStyleDefault
};

typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    UITableViewCellAccessoryNone,
    UITableViewCellAccessoryDisclosureIndicator,
    UITableViewCellAccessoryDetailDisclosureButton,
    UITableViewCellAccessoryCheckmark,
    UITableViewCellAccessoryDetailButton
};

@interface UITableViewCell : UIView <NSCoding>
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(nullable NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, strong) UIView *contentView;
@property (nonatomic, readonly, strong, nullable) UIImageView *imageView;
@property (nonatomic, readonly, strong, nullable) UILabel *textLabel;
@property (nonatomic, readonly, strong, nullable) UILabel *detailTextLabel;
@property (nonatomic, strong, nullable) UIView *backgroundView;
@property (nonatomic, strong, nullable) UIView *selectedBackgroundView;
@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
- (void)prepareForReuse NS_REQUIRES_SUPER;
@property (nonatomic) UITableViewCellSelectionStyle selectionStyle;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
- (void)setSelected:(BOOL)selected animated:(BOOL)animated;
- (void)setHighlighted:(BOOL)highlighted animated:(BOOL)animated;
@property (nonatomic) UITableViewCellAccessoryType accessoryType;
@property (nonatomic, strong, nullable) UIView *accessoryView;
@property (nonatomic) UITableViewCellAccessoryType editingAccessoryType;
@property (nonatomic, strong, nullable) UIView *editingAccessoryView;
@property (nonatomic) NSInteger indentationLevel;
@property (nonatomic) CGFloat indentationWidth;
@property (nonatomic) UIEdgeInsets separatorInset;
@end

// MARK: - UIViewController (minimal)

@interface UIViewController : UIResponder <NSCoding>
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (null_resettable, nonatomic, strong) UIView *view;
@property (nullable, nonatomic, readonly, strong) UIView *viewIfLoaded;
@property (nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded;
@property (nullable, nonatomic, copy) NSString *title;
- (void)loadView;
- (void)viewDidLoad;
- (void)viewWillLayoutSubviews;
- (void)viewDidLayoutSubviews;
- (void)updateViewConstraints NS_REQUIRES_SUPER;
@end

#pragma clang assume_nonnull end

#endif // TRELLIS_UIKIT_STUB_H
