// Relationships of the modelled portal's objects (objects-rest-features.md §3): a one-to-many
// relationship `<name>` from a parent object to a child object keeps each child's parent in
// the child's many-to-one field, `r_<name>_c_<parent>Id` (0 or absent: none), and the
// parent's API lists a parent's children at
// - `GET /{parentId}/<name>` (ObjectEntryRelatedObjectsResourceImpl), a parent id no entry
//   has being NoSuchObjectEntryException's 404 Problem, as a GET of that id is;
// - `GET /by-external-reference-code/{code}/<name>`, and a site-scoped parent's under
//   `/scopes/{scopeKey}/…`, an unknown code being the finder's 404;
// as a Vulcan page (`page`, `pageSize`, `sort` as a collection's; the model's order is
// otherwise the children's ids, and its page has no `actions`), each child written as its own object writes it (hrefs at the
// child's path). A guest who may not view entries meets the permission's 404.
import Foundation

public struct HeadlessRelationship {
	public let name: String
	/// The child object's plural (`/o/c/<plural>`).
	public let child: String
	/// The child's field that holds the parent's id (`r_projectTasks_c_projectId`).
	public let parentField: String
}

extension HeadlessObject {

	/// A one-to-many relationship from this object to `child`, named `name`; the child's field
	/// `r_<name>_c_<parent>Id` must be one of its fields (a long integer).
	public func relate(_ name: String, to child: HeadlessObject, parentField: String) {
		guard child.field(parentField) != nil else {
			fatalError("the child object \(child.plural) has no field \(parentField)")
		}
		relationships[name] = HeadlessRelationship(name: name, child: child.plural, parentField: parentField)
	}

	/// The child entries of `parent` by `relationship`, in the order of their ids.
	func related(_ parent: HeadlessEntry, by relationship: HeadlessRelationship) -> [HeadlessEntry] {
		let children = HeadlessPortal.objects[relationship.child]?.entries ?? []
		return children.filter { ($0.values[relationship.parentField] as? Int64) == parent.id }
	}
}

extension HeadlessPortal.Request {

	/// The resource of a relationship's path below one parent entry (`rest` after the object's
	/// plural), or nil for a path that names no relationship of the object.
	func relatedResource(_ rest: [String]) -> ((HeadlessPortal.Request) -> HeadlessPortal.Answer)? {
		guard let name = rest.last, let relationship = object.relationships[name] else {
			return nil
		}
		let decode = { (segment: String) in segment.removingPercentEncoding ?? segment }
		let parent: () -> Result<HeadlessEntry, HeadlessPortal.Refusal>
		switch rest.count {
		case 2 where !["scopes", "by-external-reference-code"].contains(rest[0]):
			guard let id = Int64(rest[0]) else {
				return nil
			}
			parent = { [object] in
				object.entry(id: id).map { .success($0) } ?? .failure(HeadlessPortal.Refusal(answer: HeadlessPortal.problem(404, "No ObjectEntry exists with the primary key \(id)")))
			}
		case 3 where rest[0] == "by-external-reference-code" && !object.siteScoped:
			parent = { [object] in HeadlessPortal.Request.parent(byCode: decode(rest[1]), groupId: 0, of: object) }
		case 5 where rest[0] == "scopes" && rest[2] == "by-external-reference-code" && object.siteScoped:
			guard let group = HeadlessPortal.group(rest[1]) else {
				return { _ in HeadlessPortal.noGroup(rest[1]) }
			}
			parent = { [object] in HeadlessPortal.Request.parent(byCode: decode(rest[3]), groupId: group, of: object) }
		default:
			return nil
		}
		return { request in request.relatedPage(parent, relationship) }
	}

	private static func parent(byCode code: String, groupId: Int64, of object: HeadlessObject) -> Result<HeadlessEntry, HeadlessPortal.Refusal> {
		guard let entry = object.entry(externalReferenceCode: code, groupId: groupId) else {
			return .failure(HeadlessPortal.Refusal(answer: HeadlessPortal.problem(404,
				"No ObjectEntry exists with the key {externalReferenceCode=\(code), groupId=\(groupId), objectDefinitionId=\(object.definitionId)}")))
		}
		return .success(entry)
	}

	private func relatedPage(_ parent: () -> Result<HeadlessEntry, HeadlessPortal.Refusal>, _ relationship: HeadlessRelationship) -> HeadlessPortal.Answer {
		guard method == "GET" else {
			fatalError("the model does not know the portal's answer to \(method) of a relationship's page")
		}
		if case .guest = principal, !HeadlessPortal.guestCanView {
			return HeadlessPortal.permissionDenied(method: method, action: "VIEW", userId: principal.userId, resource: HeadlessPortal.resourceName(object))
		}
		let found: HeadlessEntry
		switch parent() {
		case .failure(let refusal):
			return refusal.answer
		case .success(let entry):
			found = entry
		}
		guard let child = HeadlessPortal.objects[relationship.child] else {
			fatalError("the relationship \(relationship.name) names no object \(relationship.child)")
		}
		let (page, pageSize) = HeadlessPortal.pagination(query)
		var children = object.related(found, by: relationship)
		if let sort = query["sort"], !sort.isEmpty {
			switch HeadlessQuery.sort(sort, child) {
			case .failure(let error):
				return HeadlessPortal.problem(400, error.message)
			case .success(let ordered):
				children = children.sorted(by: ordered)
			}
		}
		for name in ["filter", "search"] where !(query[name] ?? "").isEmpty {
			fatalError("the model does not know the portal's answer to a relationship's page with \(name)")
		}
		let items = HeadlessPortal.slice(children, page: page, pageSize: pageSize)
		return HeadlessPortal.page(items.map { HeadlessPortal.write($0, of: child, locale: locale, nestedFields: query["nestedFields"]) }, actions: [:],
			page: page, pageSize: pageSize, totalCount: children.count)
	}
}

// The child's side: with `nestedFields=<relationship>` an entry holds its parent under the
// relationship's name, written as the parent's object writes it (ObjectEntryDTOConverter), and
// nothing when it has none; a write of the many-to-one field names an entry of the parent.
extension HeadlessPortal {

	/// The parent object and relationship whose many-to-one field on `child` is `field`.
	static func relationship(ofField field: String, on child: HeadlessObject) -> (parent: HeadlessObject, relationship: HeadlessRelationship)? {
		for parent in objects.values.sorted(by: { $0.plural < $1.plural }) {
			if let relationship = parent.relationships.values.first(where: { $0.child == child.plural && $0.parentField == field }) {
				return (parent, relationship)
			}
		}
		return nil
	}

	/// `entry` as `write` writes it (a file's content where `nestedFields` asks for it), with the
	/// parents `nestedFields` names embedded.
	static func write(_ entry: HeadlessEntry, of object: HeadlessObject, locale: String, nestedFields: String?) -> [String: Any] {
		let names = (nestedFields ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
		var json = write(entry, of: object, locale: locale, nestedFields: names)
		for name in names {
			guard let field = object.fields.first(where: { relationship(ofField: $0.name, on: object)?.relationship.name == name }),
					let (parent, _) = relationship(ofField: field.name, on: object) else {
				continue
			}
			if let parentId = entry.values[field.name] as? Int64, let parentEntry = parent.entry(id: parentId) {
				json[name] = write(parentEntry, of: parent, locale: locale)
			}
		}
		return json
	}

	/// A many-to-one value names an entry of the parent (0 clears it). What the portal answers
	/// for an id no entry has (NoSuchObjectEntryException of the related object) is not modelled.
	static func checkParent(_ value: Any, of field: HeadlessField, on object: HeadlessObject) {
		guard let id = value as? Int64, id != 0, let (parent, _) = relationship(ofField: field.name, on: object), parent.entry(id: id) == nil else {
			return
		}
		fatalError("the model does not know the portal's answer to \(field.name)=\(id), which no \(parent.plural) entry has")
	}
}
