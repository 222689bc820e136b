// Derived by `make inventory` (Sources/screenletgen-inventory): do not edit, derive again.
// What the classes of the stub Foundation.swift take in the real SDK and the hand-written
// stub does not declare. Placeholder types: generated code must not use these members.

@objc public final class StubUnmodelled: NSObject {}

extension NSObject {
	@objc(accessibilityAssistiveTechnologyFocusedIdentifiers) open func `accessibilityAssistiveTechnologyFocusedIdentifiers`() {}
	@objc(accessibilityDecrement) open func `accessibilityDecrement`() {}
	@objc(accessibilityElementAtIndex:) open func `accessibilityElement`(at a0: StubUnmodelled?) {}
	@objc(accessibilityElementCount) open func `accessibilityElementCount`() {}
	@objc(accessibilityElementDidBecomeFocused) open func `accessibilityElementDidBecomeFocused`() {}
	@objc(accessibilityElementDidLoseFocus) open func `accessibilityElementDidLoseFocus`() {}
	@objc(accessibilityElementIsFocused) open func `accessibilityElementIsFocused`() {}
	@objc(accessibilityIncrement) open func `accessibilityIncrement`() {}
	@objc(accessibilityPerformEscape) open func `accessibilityPerformEscape`() {}
	@objc(accessibilityPerformMagicTap) open func `accessibilityPerformMagicTap`() {}
	@objc(accessibilityScroll:) open func `accessibilityScroll`(_ a0: StubUnmodelled?) {}
	@objc(accessibilityZoomInAtPoint:) open func `accessibilityZoomIn`(at a0: StubUnmodelled?) {}
	@objc(accessibilityZoomOutAtPoint:) open func `accessibilityZoomOut`(at a0: StubUnmodelled?) {}
	@objc(addObserver:forKeyPath:options:context:) open func `addObserver`(_ a0: StubUnmodelled?, forKeyPath a1: StubUnmodelled?, options a2: StubUnmodelled?, context a3: StubUnmodelled?) {}
	@objc(attemptRecoveryFromError:optionIndex:) open func `attemptRecovery`(fromError a0: StubUnmodelled?, optionIndex a1: StubUnmodelled?) {}
	@objc(attemptRecoveryFromError:optionIndex:delegate:didRecoverSelector:contextInfo:) open func `attemptRecovery`(fromError a0: StubUnmodelled?, optionIndex a1: StubUnmodelled?, delegate a2: StubUnmodelled?, didRecoverSelector a3: StubUnmodelled?, contextInfo a4: StubUnmodelled?) {}
	@objc(awakeFromNib) open func `awakeFromNib`() {}
	@objc(didChange:valuesAtIndexes:forKey:) open func `didChange`(_ a0: StubUnmodelled?, valuesAt a1: StubUnmodelled?, forKey a2: StubUnmodelled?) {}
	@objc(indexOfAccessibilityElement:) open func `index`(ofAccessibilityElement a0: StubUnmodelled?) {}
	@objc(mutableOrderedSetValueForKey:) open func `mutableOrderedSetValue`(forKey a0: StubUnmodelled?) {}
	@objc(mutableOrderedSetValueForKeyPath:) open func `mutableOrderedSetValue`(forKeyPath a0: StubUnmodelled?) {}
	@objc(mutableSetValueForKey:) open func `mutableSetValue`(forKey a0: StubUnmodelled?) {}
	@objc(mutableSetValueForKeyPath:) open func `mutableSetValue`(forKeyPath a0: StubUnmodelled?) {}
	@objc(observeValueForKeyPath:ofObject:change:context:) open func `observeValue`(forKeyPath a0: StubUnmodelled?, of a1: StubUnmodelled?, change a2: StubUnmodelled?, context a3: StubUnmodelled?) {}
	@objc(performSelectorInBackground:withObject:) open func `performSelector`(inBackground a0: StubUnmodelled?, with a1: StubUnmodelled?) {}
	@objc(performSelectorOnMainThread:withObject:waitUntilDone:) open func `performSelector`(onMainThread a0: StubUnmodelled?, with a1: StubUnmodelled?, waitUntilDone a2: StubUnmodelled?) {}
	@objc(performSelectorOnMainThread:withObject:waitUntilDone:modes:) open func `performSelector`(onMainThread a0: StubUnmodelled?, with a1: StubUnmodelled?, waitUntilDone a2: StubUnmodelled?, modes a3: StubUnmodelled?) {}
	@objc(prepareForInterfaceBuilder) open func `prepareForInterfaceBuilder`() {}
	@objc(removeObserver:forKeyPath:) open func `removeObserver`(_ a0: StubUnmodelled?, forKeyPath a1: StubUnmodelled?) {}
	@objc(removeObserver:forKeyPath:context:) open func `removeObserver`(_ a0: StubUnmodelled?, forKeyPath a1: StubUnmodelled?, context a2: StubUnmodelled?) {}
	@objc(setValue:forKey:) open func `setValue`(_ a0: StubUnmodelled?, forKey a1: StubUnmodelled?) {}
	@objc(setValue:forKeyPath:) open func `setValue`(_ a0: StubUnmodelled?, forKeyPath a1: StubUnmodelled?) {}
	@objc(setValue:forUndefinedKey:) open func `setValue`(_ a0: StubUnmodelled?, forUndefinedKey a1: StubUnmodelled?) {}
	@objc(setValuesForKeysWithDictionary:) open func `setValuesForKeys`(_ a0: StubUnmodelled?) {}
	@objc(validateValue:forKey:error:) open func `validateValue`(_ a0: StubUnmodelled?, forKey a1: StubUnmodelled?, error a2: StubUnmodelled?) {}
	@objc(validateValue:forKeyPath:error:) open func `validateValue`(_ a0: StubUnmodelled?, forKeyPath a1: StubUnmodelled?, error a2: StubUnmodelled?) {}
	@objc(willChange:valuesAtIndexes:forKey:) open func `willChange`(_ a0: StubUnmodelled?, valuesAt a1: StubUnmodelled?, forKey a2: StubUnmodelled?) {}
	@objc open var `accessibilityActivateBlock`: StubUnmodelled? { @objc(accessibilityActivateBlock) get { fatalError() } @objc(setAccessibilityActivateBlock:) set {} }
	@objc open var `accessibilityActivationPoint`: StubUnmodelled? { @objc(accessibilityActivationPoint) get { fatalError() } @objc(setAccessibilityActivationPoint:) set {} }
	@objc open var `accessibilityActivationPointBlock`: StubUnmodelled? { @objc(accessibilityActivationPointBlock) get { fatalError() } @objc(setAccessibilityActivationPointBlock:) set {} }
	@objc open var `accessibilityAttributedHint`: StubUnmodelled? { @objc(accessibilityAttributedHint) get { fatalError() } @objc(setAccessibilityAttributedHint:) set {} }
	@objc open var `accessibilityAttributedHintBlock`: StubUnmodelled? { @objc(accessibilityAttributedHintBlock) get { fatalError() } @objc(setAccessibilityAttributedHintBlock:) set {} }
	@objc open var `accessibilityAttributedLabel`: StubUnmodelled? { @objc(accessibilityAttributedLabel) get { fatalError() } @objc(setAccessibilityAttributedLabel:) set {} }
	@objc open var `accessibilityAttributedLabelBlock`: StubUnmodelled? { @objc(accessibilityAttributedLabelBlock) get { fatalError() } @objc(setAccessibilityAttributedLabelBlock:) set {} }
	@objc open var `accessibilityAttributedUserInputLabels`: StubUnmodelled? { @objc(accessibilityAttributedUserInputLabels) get { fatalError() } @objc(setAccessibilityAttributedUserInputLabels:) set {} }
	@objc open var `accessibilityAttributedUserInputLabelsBlock`: StubUnmodelled? { @objc(accessibilityAttributedUserInputLabelsBlock) get { fatalError() } @objc(setAccessibilityAttributedUserInputLabelsBlock:) set {} }
	@objc open var `accessibilityAttributedValue`: StubUnmodelled? { @objc(accessibilityAttributedValue) get { fatalError() } @objc(setAccessibilityAttributedValue:) set {} }
	@objc open var `accessibilityAttributedValueBlock`: StubUnmodelled? { @objc(accessibilityAttributedValueBlock) get { fatalError() } @objc(setAccessibilityAttributedValueBlock:) set {} }
	@objc open var `accessibilityContainerType`: StubUnmodelled? { @objc(accessibilityContainerType) get { fatalError() } @objc(setAccessibilityContainerType:) set {} }
	@objc open var `accessibilityContainerTypeBlock`: StubUnmodelled? { @objc(accessibilityContainerTypeBlock) get { fatalError() } @objc(setAccessibilityContainerTypeBlock:) set {} }
	@objc open var `accessibilityCustomActions`: StubUnmodelled? { @objc(accessibilityCustomActions) get { fatalError() } @objc(setAccessibilityCustomActions:) set {} }
	@objc open var `accessibilityCustomActionsBlock`: StubUnmodelled? { @objc(accessibilityCustomActionsBlock) get { fatalError() } @objc(setAccessibilityCustomActionsBlock:) set {} }
	@objc open var `accessibilityCustomRotors`: StubUnmodelled? { @objc(accessibilityCustomRotors) get { fatalError() } @objc(setAccessibilityCustomRotors:) set {} }
	@objc open var `accessibilityCustomRotorsBlock`: StubUnmodelled? { @objc(accessibilityCustomRotorsBlock) get { fatalError() } @objc(setAccessibilityCustomRotorsBlock:) set {} }
	@objc open var `accessibilityDecrementBlock`: StubUnmodelled? { @objc(accessibilityDecrementBlock) get { fatalError() } @objc(setAccessibilityDecrementBlock:) set {} }
	@objc open var `accessibilityDirectTouchOptions`: StubUnmodelled? { @objc(accessibilityDirectTouchOptions) get { fatalError() } @objc(setAccessibilityDirectTouchOptions:) set {} }
	@objc open var `accessibilityDragSourceDescriptors`: StubUnmodelled? { @objc(accessibilityDragSourceDescriptors) get { fatalError() } @objc(setAccessibilityDragSourceDescriptors:) set {} }
	@objc open var `accessibilityDropPointDescriptors`: StubUnmodelled? { @objc(accessibilityDropPointDescriptors) get { fatalError() } @objc(setAccessibilityDropPointDescriptors:) set {} }
	@objc open var `accessibilityElementsBlock`: StubUnmodelled? { @objc(accessibilityElementsBlock) get { fatalError() } @objc(setAccessibilityElementsBlock:) set {} }
	@objc open var `accessibilityElementsHidden`: StubUnmodelled? { @objc(accessibilityElementsHidden) get { fatalError() } @objc(setAccessibilityElementsHidden:) set {} }
	@objc open var `accessibilityElementsHiddenBlock`: StubUnmodelled? { @objc(accessibilityElementsHiddenBlock) get { fatalError() } @objc(setAccessibilityElementsHiddenBlock:) set {} }
	@objc open var `accessibilityFrame`: StubUnmodelled? { @objc(accessibilityFrame) get { fatalError() } @objc(setAccessibilityFrame:) set {} }
	@objc open var `accessibilityFrameBlock`: StubUnmodelled? { @objc(accessibilityFrameBlock) get { fatalError() } @objc(setAccessibilityFrameBlock:) set {} }
	@objc open var `accessibilityHeaderElementsBlock`: StubUnmodelled? { @objc(accessibilityHeaderElementsBlock) get { fatalError() } @objc(setAccessibilityHeaderElementsBlock:) set {} }
	@objc open var `accessibilityHintBlock`: StubUnmodelled? { @objc(accessibilityHintBlock) get { fatalError() } @objc(setAccessibilityHintBlock:) set {} }
	@objc open var `accessibilityIdentifierBlock`: StubUnmodelled? { @objc(accessibilityIdentifierBlock) get { fatalError() } @objc(setAccessibilityIdentifierBlock:) set {} }
	@objc open var `accessibilityIncrementBlock`: StubUnmodelled? { @objc(accessibilityIncrementBlock) get { fatalError() } @objc(setAccessibilityIncrementBlock:) set {} }
	@objc open var `accessibilityLabelBlock`: StubUnmodelled? { @objc(accessibilityLabelBlock) get { fatalError() } @objc(setAccessibilityLabelBlock:) set {} }
	@objc open var `accessibilityLanguage`: StubUnmodelled? { @objc(accessibilityLanguage) get { fatalError() } @objc(setAccessibilityLanguage:) set {} }
	@objc open var `accessibilityLanguageBlock`: StubUnmodelled? { @objc(accessibilityLanguageBlock) get { fatalError() } @objc(setAccessibilityLanguageBlock:) set {} }
	@objc open var `accessibilityMagicTapBlock`: StubUnmodelled? { @objc(accessibilityMagicTapBlock) get { fatalError() } @objc(setAccessibilityMagicTapBlock:) set {} }
	@objc open var `accessibilityNavigationStyle`: StubUnmodelled? { @objc(accessibilityNavigationStyle) get { fatalError() } @objc(setAccessibilityNavigationStyle:) set {} }
	@objc open var `accessibilityNavigationStyleBlock`: StubUnmodelled? { @objc(accessibilityNavigationStyleBlock) get { fatalError() } @objc(setAccessibilityNavigationStyleBlock:) set {} }
	@objc open var `accessibilityPath`: StubUnmodelled? { @objc(accessibilityPath) get { fatalError() } @objc(setAccessibilityPath:) set {} }
	@objc open var `accessibilityPathBlock`: StubUnmodelled? { @objc(accessibilityPathBlock) get { fatalError() } @objc(setAccessibilityPathBlock:) set {} }
	@objc open var `accessibilityPerformEscapeBlock`: StubUnmodelled? { @objc(accessibilityPerformEscapeBlock) get { fatalError() } @objc(setAccessibilityPerformEscapeBlock:) set {} }
	@objc open var `accessibilityRespondsToUserInteraction`: StubUnmodelled? { @objc(accessibilityRespondsToUserInteraction) get { fatalError() } @objc(setAccessibilityRespondsToUserInteraction:) set {} }
	@objc open var `accessibilityRespondsToUserInteractionBlock`: StubUnmodelled? { @objc(accessibilityRespondsToUserInteractionBlock) get { fatalError() } @objc(setAccessibilityRespondsToUserInteractionBlock:) set {} }
	@objc open var `accessibilityShouldGroupAccessibilityChildrenBlock`: StubUnmodelled? { @objc(accessibilityShouldGroupAccessibilityChildrenBlock) get { fatalError() } @objc(setAccessibilityShouldGroupAccessibilityChildrenBlock:) set {} }
	@objc open var `accessibilityTextualContext`: StubUnmodelled? { @objc(accessibilityTextualContext) get { fatalError() } @objc(setAccessibilityTextualContext:) set {} }
	@objc open var `accessibilityTextualContextBlock`: StubUnmodelled? { @objc(accessibilityTextualContextBlock) get { fatalError() } @objc(setAccessibilityTextualContextBlock:) set {} }
	@objc open var `accessibilityTraits`: StubUnmodelled? { @objc(accessibilityTraits) get { fatalError() } @objc(setAccessibilityTraits:) set {} }
	@objc open var `accessibilityTraitsBlock`: StubUnmodelled? { @objc(accessibilityTraitsBlock) get { fatalError() } @objc(setAccessibilityTraitsBlock:) set {} }
	@objc open var `accessibilityUserInputLabels`: StubUnmodelled? { @objc(accessibilityUserInputLabels) get { fatalError() } @objc(setAccessibilityUserInputLabels:) set {} }
	@objc open var `accessibilityUserInputLabelsBlock`: StubUnmodelled? { @objc(accessibilityUserInputLabelsBlock) get { fatalError() } @objc(setAccessibilityUserInputLabelsBlock:) set {} }
	@objc open var `accessibilityValueBlock`: StubUnmodelled? { @objc(accessibilityValueBlock) get { fatalError() } @objc(setAccessibilityValueBlock:) set {} }
	@objc open var `accessibilityViewIsModal`: StubUnmodelled? { @objc(accessibilityViewIsModal) get { fatalError() } @objc(setAccessibilityViewIsModal:) set {} }
	@objc open var `accessibilityViewIsModalBlock`: StubUnmodelled? { @objc(accessibilityViewIsModalBlock) get { fatalError() } @objc(setAccessibilityViewIsModalBlock:) set {} }
	@objc open var `automationElements`: StubUnmodelled? { @objc(automationElements) get { fatalError() } @objc(setAutomationElements:) set {} }
	@objc open var `automationElementsBlock`: StubUnmodelled? { @objc(automationElementsBlock) get { fatalError() } @objc(setAutomationElementsBlock:) set {} }
	@objc open var `isAccessibilityElementBlock`: StubUnmodelled? { @objc(isAccessibilityElementBlock) get { fatalError() } @objc(setIsAccessibilityElementBlock:) set {} }
	@objc open var `shouldGroupAccessibilityChildren`: StubUnmodelled? { @objc(shouldGroupAccessibilityChildren) get { fatalError() } @objc(setShouldGroupAccessibilityChildren:) set {} }
	@available(*, unavailable) @objc(allowsWeakReference) open func stubSelector_allowsWeakReference() {}
	@available(*, unavailable) @objc(didChangeValueForKey:withSetMutation:usingObjects:) open func stubSelector_didChangeValueForKey_withSetMutation_usingObjects_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?) {}
	@available(*, unavailable) @objc(mutableArrayValueForKeyPath:) open func stubSelector_mutableArrayValueForKeyPath_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(performSelector:onThread:withObject:waitUntilDone:) open func stubSelector_performSelector_onThread_withObject_waitUntilDone_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?, _ a3: StubUnmodelled?) {}
	@available(*, unavailable) @objc(performSelector:onThread:withObject:waitUntilDone:modes:) open func stubSelector_performSelector_onThread_withObject_waitUntilDone_modes_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?, _ a3: StubUnmodelled?, _ a4: StubUnmodelled?) {}
	@available(*, unavailable) @objc(performSelector:withObject:) open func stubSelector_performSelector_withObject_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(performSelector:withObject:afterDelay:) open func stubSelector_performSelector_withObject_afterDelay_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?) {}
	@available(*, unavailable) @objc(performSelector:withObject:afterDelay:inModes:) open func stubSelector_performSelector_withObject_afterDelay_inModes_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?, _ a3: StubUnmodelled?) {}
	@available(*, unavailable) @objc(performSelector:withObject:withObject:) open func stubSelector_performSelector_withObject_withObject_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?) {}
	@available(*, unavailable) @objc(replacementObjectForKeyedArchiver:) open func stubSelector_replacementObjectForKeyedArchiver_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(retainWeakReference) open func stubSelector_retainWeakReference() {}
	@available(*, unavailable) @objc(willChangeValueForKey:withSetMutation:usingObjects:) open func stubSelector_willChangeValueForKey_withSetMutation_usingObjects_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?) {}
}
