// Derived by `make inventory` (Sources/screenletgen-inventory): do not edit, derive again.
// What the classes of the stub UIKit.swift take in the real SDK and the hand-written
// stub does not declare. Placeholder types: generated code must not use these members.

import Foundation

extension UIResponder {
	@objc(pressesBegan:withEvent:) open func `pressesBegan`(_ a0: StubUnmodelled?, with a1: StubUnmodelled?) {}
	@objc(pressesCancelled:withEvent:) open func `pressesCancelled`(_ a0: StubUnmodelled?, with a1: StubUnmodelled?) {}
	@objc(pressesChanged:withEvent:) open func `pressesChanged`(_ a0: StubUnmodelled?, with a1: StubUnmodelled?) {}
	@objc(pressesEnded:withEvent:) open func `pressesEnded`(_ a0: StubUnmodelled?, with a1: StubUnmodelled?) {}
	@objc(touchesEstimatedPropertiesUpdated:) open func `touchesEstimatedPropertiesUpdated`(_ a0: StubUnmodelled?) {}
	@objc open var `inputAssistantItem`: StubUnmodelled? { @objc(inputAssistantItem) get { fatalError() } }
	@objc open var `textInputMode`: StubUnmodelled? { @objc(textInputMode) get { fatalError() } }
	@objc(print:) open func `printContent`(_ a0: StubUnmodelled?) {}
	@objc(updateTextAttributesWithConversionHandler:) open func `updateTextAttributes`(conversionHandler a0: StubUnmodelled?) {}
}

extension UIView {
	@objc(addMotionEffect:) open func `addMotionEffect`(_ a0: StubUnmodelled?) {}
	@objc(alignmentRectForFrame:) open func `alignmentRect`(forFrame a0: StubUnmodelled?) {}
	@objc(constraintsAffectingLayoutForAxis:) open func `constraintsAffectingLayout`(for a0: StubUnmodelled?) {}
	@objc(contentCompressionResistancePriorityForAxis:) open func `contentCompressionResistancePriority`(for a0: StubUnmodelled?) {}
	@objc(contentHuggingPriorityForAxis:) open func `contentHuggingPriority`(for a0: StubUnmodelled?) {}
	@objc(convertPoint:fromView:) open func `convert`(_ a0: StubUnmodelled?, from a1: StubUnmodelled?) {}
	@objc(convertPoint:toView:) open func `convert`(_ a0: StubUnmodelled?, to a1: StubUnmodelled?) {}
	@objc(convertRect:fromView:) open func `convert`(_ a0: [StubUnmodelled]?, from a1: [StubUnmodelled]?) {}
	@objc(convertRect:toView:) open func `convert`(_ a0: [StubUnmodelled]?, to a1: [StubUnmodelled]?) {}
	@objc(decodeRestorableStateWithCoder:) open func `decodeRestorableState`(with a0: StubUnmodelled?) {}
	@objc(drawViewHierarchyInRect:afterScreenUpdates:) open func `drawHierarchy`(in a0: StubUnmodelled?, afterScreenUpdates a1: StubUnmodelled?) {}
	@objc(encodeRestorableStateWithCoder:) open func `encodeRestorableState`(with a0: StubUnmodelled?) {}
	@objc(exchangeSubviewAtIndex:withSubviewAtIndex:) open func `exchangeSubview`(at a0: StubUnmodelled?, withSubviewAt a1: StubUnmodelled?) {}
	@objc(gestureRecognizerShouldBegin:) open func `gestureRecognizerShouldBegin`(_ a0: StubUnmodelled?) {}
	@objc(hitTest:withEvent:) open func `hitTest`(_ a0: StubUnmodelled?, with a1: StubUnmodelled?) {}
	@objc(pointInside:withEvent:) open func `point`(inside a0: StubUnmodelled?, with a1: StubUnmodelled?) {}
	@objc(removeMotionEffect:) open func `removeMotionEffect`(_ a0: StubUnmodelled?) {}
	@objc(resizableSnapshotViewFromRect:afterScreenUpdates:withCapInsets:) open func `resizableSnapshotView`(from a0: StubUnmodelled?, afterScreenUpdates a1: StubUnmodelled?, withCapInsets a2: StubUnmodelled?) {}
	@objc(setContentCompressionResistancePriority:forAxis:) open func `setContentCompressionResistancePriority`(_ a0: StubUnmodelled?, for a1: StubUnmodelled?) {}
	@objc(setContentHuggingPriority:forAxis:) open func `setContentHuggingPriority`(_ a0: StubUnmodelled?, for a1: StubUnmodelled?) {}
	@objc(systemLayoutSizeFittingSize:) open func `systemLayoutSizeFitting`(_ a0: StubUnmodelled?) {}
	@objc(systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:) open func `systemLayoutSizeFitting`(_ a0: StubUnmodelled?, withHorizontalFittingPriority a1: StubUnmodelled?, verticalFittingPriority a2: StubUnmodelled?) {}
	@objc(updateTraitsIfNeeded) open func `updateTraitsIfNeeded`() {}
	@objc(viewForBaselineLayout) open func `forBaselineLayout`() {}
	@objc(viewPrintFormatter) open func `viewPrintFormatter`() {}
	@objc open var `accessibilityIgnoresInvertColors`: StubUnmodelled? { @objc(accessibilityIgnoresInvertColors) get { fatalError() } @objc(setAccessibilityIgnoresInvertColors:) set {} }
	@objc open var `anchorPoint`: StubUnmodelled? { @objc(anchorPoint) get { fatalError() } @objc(setAnchorPoint:) set {} }
	@objc open var `appliedContentSizeCategoryLimitsDescription`: StubUnmodelled? { @objc(appliedContentSizeCategoryLimitsDescription) get { fatalError() } }
	@objc open var `focusEffect`: StubUnmodelled? { @objc(focusEffect) get { fatalError() } @objc(setFocusEffect:) set {} }
	@objc open var `focusGroupPriority`: StubUnmodelled? { @objc(focusGroupPriority) get { fatalError() } @objc(setFocusGroupPriority:) set {} }
	@objc open var `hoverStyle`: StubUnmodelled? { @objc(hoverStyle) get { fatalError() } @objc(setHoverStyle:) set {} }
	@objc open var `largeContentImage`: StubUnmodelled? { @objc(largeContentImage) get { fatalError() } @objc(setLargeContentImage:) set {} }
	@objc open var `largeContentImageInsets`: StubUnmodelled? { @objc(largeContentImageInsets) get { fatalError() } @objc(setLargeContentImageInsets:) set {} }
	@objc open var `largeContentTitle`: StubUnmodelled? { @objc(largeContentTitle) get { fatalError() } @objc(setLargeContentTitle:) set {} }
	@objc open var `maximumContentSizeCategory`: StubUnmodelled? { @objc(maximumContentSizeCategory) get { fatalError() } @objc(setMaximumContentSizeCategory:) set {} }
	@objc open var `minimumContentSizeCategory`: StubUnmodelled? { @objc(minimumContentSizeCategory) get { fatalError() } @objc(setMinimumContentSizeCategory:) set {} }
	@objc open var `scalesLargeContentImage`: StubUnmodelled? { @objc(scalesLargeContentImage) get { fatalError() } @objc(setScalesLargeContentImage:) set {} }
	@objc open var `showsLargeContentViewer`: StubUnmodelled? { @objc(showsLargeContentViewer) get { fatalError() } @objc(setShowsLargeContentViewer:) set {} }
	@objc open var `transform3D`: StubUnmodelled? { @objc(transform3D) get { fatalError() } @objc(setTransform3D:) set {} }
	@objc open var `forFirstBaselineLayout`: StubUnmodelled? { @objc(viewForFirstBaselineLayout) get { fatalError() } }
	@objc open var `forLastBaselineLayout`: StubUnmodelled? { @objc(viewForLastBaselineLayout) get { fatalError() } }
	@objc(encodeWithCoder:) open func `encode`(with a0: StubUnmodelled?) {}
	@objc(convertPoint:fromCoordinateSpace:) open func `convert`(_ a0: [[StubUnmodelled]]?, from a1: [[StubUnmodelled]]?) {}
	@objc(convertPoint:toCoordinateSpace:) open func `convert`(_ a0: [[StubUnmodelled]]?, to a1: [[StubUnmodelled]]?) {}
	@objc(convertRect:fromCoordinateSpace:) open func `convert`(_ a0: [[[StubUnmodelled]]]?, from a1: [[[StubUnmodelled]]]?) {}
	@objc(convertRect:toCoordinateSpace:) open func `convert`(_ a0: [[[StubUnmodelled]]]?, to a1: [[[StubUnmodelled]]]?) {}
	@objc open var `collisionBoundingPath`: StubUnmodelled? { @objc(collisionBoundingPath) get { fatalError() } }
	@objc open var `collisionBoundsType`: StubUnmodelled? { @objc(collisionBoundsType) get { fatalError() } }
	@objc(didUpdateFocusInContext:withAnimationCoordinator:) open func `didUpdateFocus`(in a0: StubUnmodelled?, with a1: StubUnmodelled?) {}
	@objc(shouldUpdateFocusInContext:) open func `shouldUpdateFocus`(in a0: StubUnmodelled?) {}
	@objc open var `focusItemContainer`: StubUnmodelled? { @objc(focusItemContainer) get { fatalError() } }
	@objc open var `parentFocusEnvironment`: StubUnmodelled? { @objc(parentFocusEnvironment) get { fatalError() } }
	@objc open var `preferredFocusEnvironments`: StubUnmodelled? { @objc(preferredFocusEnvironments) get { fatalError() } }
	@objc open var `preferredFocusedView`: StubUnmodelled? { @objc(preferredFocusedView) get { fatalError() } }
	@objc open var `isTransparentFocusItem`: StubUnmodelled? { @objc(isTransparentFocusItem) get { fatalError() } }
	@objc(focusItemsInRect:) open func `focusItems`(in a0: StubUnmodelled?) {}
	@objc open var `coordinateSpace`: StubUnmodelled? { @objc(coordinateSpace) get { fatalError() } }
	@nonobjc public var `traitOverrides`: StubUnmodelled? { fatalError() }
	@available(*, unavailable) @objc(alignmentRectInsets) open func stubSelector_alignmentRectInsets() {}
	@available(*, unavailable) @objc(bounds) open func stubSelector_bounds() {}
	@available(*, unavailable) @objc(center) open func stubSelector_center() {}
	@available(*, unavailable) @objc(directionalLayoutMargins) open func stubSelector_directionalLayoutMargins() {}
	@available(*, unavailable) @objc(drawRect:) open func stubSelector_drawRect_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(drawRect:forViewPrintFormatter:) open func stubSelector_drawRect_forViewPrintFormatter_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(frame) open func stubSelector_frame() {}
	@available(*, unavailable) @objc(frameForAlignmentRect:) open func stubSelector_frameForAlignmentRect_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(insertSubview:aboveSubview:) open func stubSelector_insertSubview_aboveSubview_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(insertSubview:belowSubview:) open func stubSelector_insertSubview_belowSubview_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(intrinsicContentSize) open func stubSelector_intrinsicContentSize() {}
	@available(*, unavailable) @objc(layoutMargins) open func stubSelector_layoutMargins() {}
	@available(*, unavailable) @objc(safeAreaInsets) open func stubSelector_safeAreaInsets() {}
	@available(*, unavailable) @objc(setBounds:) open func stubSelector_setBounds_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(setCenter:) open func stubSelector_setCenter_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(setDirectionalLayoutMargins:) open func stubSelector_setDirectionalLayoutMargins_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(setFrame:) open func stubSelector_setFrame_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(setLayoutMargins:) open func stubSelector_setLayoutMargins_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(setNeedsDisplayInRect:) open func stubSelector_setNeedsDisplayInRect_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(setTransform:) open func stubSelector_setTransform_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(sizeThatFits:) open func stubSelector_sizeThatFits_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(traitOverrides) open func stubSelector_traitOverrides() {}
	@available(*, unavailable) @objc(transform) open func stubSelector_transform() {}
}
