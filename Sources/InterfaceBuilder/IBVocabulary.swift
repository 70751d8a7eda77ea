/// The element and attribute names of Interface Builder documents, sorted by what they mean
/// to a layout: read, known not to matter, or neither (then reported as not understood).
enum IBVocabulary {
    /// Elements that are views, also when they carry no frame (documents of Xcode 6 and 7
    /// leave cells and content views without one).
    static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "stackView", "switch", "textField", "textView", "slider",
        "segmentedControl", "activityIndicatorView", "progressView", "stepper", "pageControl", "scrollView",
        "tableView", "collectionView", "tableViewCell", "tableViewCellContentView", "collectionViewCell",
        "collectionViewCellContentView", "collectionReusableView", "containerView", "navigationBar", "toolbar",
        "searchBar", "tabBar", "datePicker", "pickerView", "mapView", "webView", "wkWebView", "visualEffectView",
        "arscnView", "sceneKitView", "glkView", "mtkView", "skView",
        // AppKit
        "customView", "box", "clipView", "scroller", "tableCellView", "popUpButton", "textFieldCell",
        "outlineView", "splitView", "tabView", "progressIndicator", "levelIndicator", "colorWell",
        "datePickerView", "comboBox", "searchField", "secureTextField", "matrix", "segmentedCell",
    ]

    /// Children of a view element that say nothing about its layout.
    static let cosmeticChildren: Set<String> = [
        "color", "nil", "accessibility", "connections", "point", "userDefinedRuntimeAttributes", "gestureRecognizers",
        "textInputTraits", "dataDetectorType", "textAttributes", "preferredSymbolConfiguration", "items",
        "rect", "autoresizingMask", "constraints", "subviews", "fontDescription", "font", "string", "attributedString",
        "mutableString", "state", "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets", "variation", "prototypes",
        "cells", "sections", "segments", "inset", "size", "tableColumns", "collectionViewFlowLayout", "buttonCell",
        "imageCell", "popUpButtonCell", "textFieldCell", "segmentedCell", "scroller", "tableHeaderView",
        "navigationItem", "imageReference", "mask", "buttonConfiguration", "real", "integer", "bool", "action",
        "outlet", "segue", "animations", "behavior", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
        "layoutGuides", "offsetWrapper", "accessibilityTraits",
    ]

    /// View attributes Trellis reads.
    static let readAttributes: Set<String> = [
        "id", "key", "customClass", "userLabel", "hidden", "misplaced", "ambiguous", "translatesAutoresizingMaskIntoConstraints",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
        "layoutMarginsFollowReadableWidth", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "text",
        "numberOfLines", "lineBreakMode", "preferredMaxLayoutWidth", "image", "axis", "distribution", "alignment",
        "spacing", "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "rowHeight", "accessoryType",
        "style", "placeholder", "borderStyle", "scrollEnabled", "title", "fixedFrame", "tableViewCell",
        "adjustsFontSizeToFit", "orientation", "buttonType",
    ]

    /// View attributes that do not change a frame (colours, behaviour, editing, accessibility).
    static let cosmeticAttributes: Set<String> = [
        "opaque", "clipsSubviews", "multipleTouchEnabled", "contentMode", "userInteractionEnabled", "alpha", "tag",
        "clearsContextBeforeDrawing", "autoresizesSubviews", "customModule", "customModuleProvider", "baselineAdjustment",
        "adjustsFontForContentSizeCategory", "textAlignment", "enabled", "selected", "highlighted", "selectionStyle",
        "indentationWidth", "indentationLevel", "reuseIdentifier", "contentHorizontalAlignment", "contentVerticalAlignment",
        "minimumFontSize", "minimumScaleFactor", "usesAttributedText", "adjustsImageWhenDisabled", "adjustsImageWhenHighlighted",
        "showsTouchWhenHighlighted", "on", "value", "minValue", "maxValue", "minimumValue", "maximumValue",
        "continuous", "hidesWhenStopped", "animating", "progress", "selectedSegmentIndex", "segmentControlStyle",
        "momentary", "bounces", "bouncesZoom", "alwaysBounceVertical", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator",
        "showsVerticalScrollIndicator", "pagingEnabled", "directionalLockEnabled", "keyboardDismissMode", "delaysContentTouches",
        "canCancelContentTouches", "contentInsetAdjustmentBehavior", "dataMode", "separatorStyle", "sectionHeaderHeight",
        "sectionFooterHeight", "estimatedRowHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
        "allowsSelection", "allowsSelectionDuringEditing", "allowsMultipleSelection", "hidesAccessoryWhenEditing",
        "editingAccessoryType", "shouldIndentWhileEditing", "showsReorderControl", "detailTextLabel", "textLabel",
        "imageView", "translucent", "largeTitles", "barStyle", "searchBarStyle", "prompt", "editable", "selectable",
        "clearButtonMode", "clearsOnBeginEditing", "adjustsFontSizeToFitWidth", "minimumZoomScale", "maximumZoomScale",
        "verifyAmbiguity", "wantsLayer", "focusRingType", "toolTip", "allowsCharacterPickerTouchBarItem",
        "allowsExpansionToolTips", "alternatingRowBackgroundColors", "autohidesScrollers", "autosaveColumns",
        "columnReordering", "columnResizing", "multipleSelection", "emptySelection", "horizontalLineScroll",
        "horizontalPageScroll", "verticalLineScroll", "verticalPageScroll", "headerView", "rowSizeStyle", "tableStyle",
        "usesPredominantAxisScrolling", "viewBased", "horizontal", "boxType", "titlePosition", "catalog",
        "hasAttributedTitle", "spacingType", "setsMaxLayoutWidthAtFirstLayout", "identifier", "springLoaded",
        "pointerInteraction", "role", "semanticContentAttribute", "insetsContentViewsToSafeArea", "prefetchingEnabled",
        "contentViewInsetsToSafeArea", "dragInteractionEnabled", "restorationIdentifier",
        "hasDrawableContent", "contentStretch", "autocorrectionType", "keyboardType",
        "returnKeyType", "secureTextEntry", "textContentType", "minimumDate", "maximumDate", "datePickerMode",
        "minuteInterval", "mapType", "hidesForSinglePage", "numberOfPages", "currentPage", "stepValue", "wraps",
        "autorepeat", "indicatorStyle", "progressViewStyle", "isAccessibilityElement", "accessibilityLabel",
        "focusGroupIdentifier", "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction", "largeContentSizeImage",
        "disabledImage", "hidesBackButton", "itemHeight",
    ]
}
