import UIKit
import LiferayScreens

/// Reads the Project entries the form offers for `projectId`: the first page of
/// them by title, below the Project Object's own API.
nonisolated open class AddProjectTaskProjectChoicesLiferayConnector: ServerConnector, @unchecked Sendable {

	/// Each entry's id and title, in the portal's order.
	open var resultChoices: [(id: Int64, title: String)]?

	// MARK: ServerConnector

	override open func doRun(session: LRSession) {
		do {
			var request = ProjectTaskRequest(method: "GET", path: "/",
					query: ["page": "1",
							"pageSize": "500",
							"sort": "name:asc"])
			request.basePath = "/o/c/projects"

			let page = try request.send(session: session) as? [String: AnyObject]

			if let items = page?["items"] as? [[String: AnyObject]] {
				resultChoices = items.compactMap { item in
					guard let id = (item["id"] as? NSNumber)?.int64Value else {
						return nil
					}

					// An entry without a title is shown by its id.
					let title = item["name"] as? String ?? ""

					return (id: id, title: title.isEmpty ? String(id) : title)
				}
				lastError = nil
			}
			else {
				lastError = NSError.errorWithCause(.invalidServerResponse,
						message: LocalizedString("addprojecttask-screenlet", key: "invalid-answer", obj: self))
				resultChoices = nil
			}
		}
		catch let error as NSError {
			lastError = error
			resultChoices = nil
		}
	}
}
