// Derived by `make inventory` (Sources/screenletgen-inventory): do not edit, derive again.
// What the classes of the stub LiferayScreens.swift take in the real SDK and the hand-written
// stub does not declare. Placeholder types: generated code must not use these members.

import UIKit

extension BaseScreenlet {
	@objc(loadScreenletView) func `loadScreenletView`() {}
	@objc(previewImageForTheme:) func `previewImageForTheme`(_ a0: StubUnmodelled?) {}
}

extension BaseListScreenlet {
	@objc(updateRefreshClosure) func `updateRefreshClosure`() {}
}

extension BaseListView {
	@objc(hasMoreRows:) func `hasMoreRows`(_ a0: StubUnmodelled?) {}
	@objc(isFirstPage) func `isFirstPage`() {}
}

extension BaseListTableView {
	@objc(deleteRowsFrom:to:section:) func `deleteRows`(from a0: StubUnmodelled?, to a1: StubUnmodelled?, section a2: StubUnmodelled?) {}
	@objc(hideProgressFooter) func `hideProgressFooter`() {}
	@objc(insertFreshRows) func `insertFreshRows`() {}
	@objc(insertRowsFrom:to:section:) func `insertRows`(from a0: StubUnmodelled?, to a1: StubUnmodelled?, section a2: StubUnmodelled?) {}
	@objc(refreshControlBeginRefresh:) func `refreshControlBeginRefresh`(_ a0: StubUnmodelled?) {}
	@objc(showProgressFooter) func `showProgressFooter`() {}
	@objc(turnStreamModeOn) func `turnStreamModeOn`() {}
	@objc(updateRefreshControl) func `updateRefreshControl`() {}
	@objc(updateVisibleRows:) func `updateVisibleRows`(_ a0: StubUnmodelled?) {}
	@objc var `refreshClosure`: StubUnmodelled? { @objc(refreshClosure) get { fatalError() } @objc(setRefreshClosure:) set {} }
	@objc var `refreshControlView`: StubUnmodelled? { @objc(refreshControlView) get { fatalError() } @objc(setRefreshControlView:) set {} }
	@objc(clearAllRows:) func `clearAllRows`(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(numberOfSectionsInTableView:) open func stubSelector_numberOfSectionsInTableView_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(tableView:cellForRowAtIndexPath:) open func stubSelector_tableView_cellForRowAtIndexPath_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(tableView:didSelectRowAtIndexPath:) open func stubSelector_tableView_didSelectRowAtIndexPath_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(tableView:willDisplayCell:forRowAtIndexPath:) open func stubSelector_tableView_willDisplayCell_forRowAtIndexPath_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?) {}
}

extension BaseListCollectionView {
	@objc(deleteRowsFrom:to:section:) func `deleteRows`(from a0: StubUnmodelled?, to a1: StubUnmodelled?, section a2: StubUnmodelled?) {}
	@objc(insertFreshRows) func `insertFreshRows`() {}
	@objc(insertRowsFrom:to:section:) func `insertRows`(from a0: StubUnmodelled?, to a1: StubUnmodelled?, section a2: StubUnmodelled?) {}
	@objc(refreshControlBeginRefresh:) func `refreshControlBeginRefresh`(_ a0: StubUnmodelled?) {}
	@objc(turnStreamModeOn) func `turnStreamModeOn`() {}
	@objc(updateVisibleRows:) func `updateVisibleRows`(_ a0: StubUnmodelled?) {}
	@objc var `refreshClosure`: StubUnmodelled? { @objc(refreshClosure) get { fatalError() } @objc(setRefreshClosure:) set {} }
	@objc var `refreshControlView`: StubUnmodelled? { @objc(refreshControlView) get { fatalError() } @objc(setRefreshControlView:) set {} }
	@objc(clearAllRows:) func `clearAllRows`(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(collectionView:cellForItemAtIndexPath:) open func stubSelector_collectionView_cellForItemAtIndexPath_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(collectionView:didSelectItemAtIndexPath:) open func stubSelector_collectionView_didSelectItemAtIndexPath_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(collectionView:layout:sizeForItemAtIndexPath:) open func stubSelector_collectionView_layout_sizeForItemAtIndexPath_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?) {}
	@available(*, unavailable) @objc(collectionView:willDisplayCell:forItemAtIndexPath:) open func stubSelector_collectionView_willDisplayCell_forItemAtIndexPath_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?) {}
	@available(*, unavailable) @objc(doDequeueReusableCell:object:) open func stubSelector_doDequeueReusableCell_object_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(doFillInProgressCellWithIndexPath:cell:) open func stubSelector_doFillInProgressCellWithIndexPath_cell_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(doFillLoadedCellWithIndexPath:cell:object:) open func stubSelector_doFillLoadedCellWithIndexPath_cell_object_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?, _ a2: StubUnmodelled?) {}
	@available(*, unavailable) @objc(doGetCellIdWithIndexPath:object:) open func stubSelector_doGetCellIdWithIndexPath_object_(_ a0: StubUnmodelled?, _ a1: StubUnmodelled?) {}
	@available(*, unavailable) @objc(doGetLoadMoreViewSize:) open func stubSelector_doGetLoadMoreViewSize_(_ a0: StubUnmodelled?) {}
	@available(*, unavailable) @objc(numberOfSectionsInCollectionView:) open func stubSelector_numberOfSectionsInCollectionView_(_ a0: StubUnmodelled?) {}
}

extension ServerConnectorInteractor {
	@objc(createStrategy:andThen:) open func `createStrategy`(_ a0: StubUnmodelled?, andThen a1: StubUnmodelled?) {}
	@objc(createStrategyWhenFails:then:) open func `createStrategy`(whenFails a0: StubUnmodelled?, then a1: StubUnmodelled?) {}
	@objc(createStrategyWhenSucceeds:then:) open func `createStrategy`(whenSucceeds a0: StubUnmodelled?, then a1: StubUnmodelled?) {}
	@objc(defaultStrategyReadFromCache:whenSuccess:whenFailure:) open func `defaultStrategyReadFromCache`(_ a0: StubUnmodelled?, whenSuccess a1: StubUnmodelled?, whenFailure a2: StubUnmodelled?) {}
	@objc(defaultStrategyRemote:whenSuccess:whenFailure:) open func `defaultStrategyRemote`(_ a0: StubUnmodelled?, whenSuccess a1: StubUnmodelled?, whenFailure a2: StubUnmodelled?) {}
	@objc(defaultStrategyWriteToCache:whenSuccess:whenFailure:) open func `defaultStrategyWriteToCache`(_ a0: StubUnmodelled?, whenSuccess a1: StubUnmodelled?, whenFailure a2: StubUnmodelled?) {}
}
