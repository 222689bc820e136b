import UIKit
import LiferayScreens

nonisolated open class CountGroupEntriesLiferayConnector: ServerConnector, @unchecked Sendable {

	// MARK: Initializers

	override public init() {
		super.init()
	}

	// MARK: ServerConnector

	override open func doRun(session: LRSession) {
		let service = LRBookmarksEntryService_v7(session: session)

		do {
			try service.getGroupEntriesCount(withGroupId: LiferayServerContext.groupId)
			lastError = nil
		}
		catch let error as NSError {
			lastError = error
		}
	}
}
