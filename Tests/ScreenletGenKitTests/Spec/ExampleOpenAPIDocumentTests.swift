import Foundation
import XCTest
@testable import ScreenletGenKit

/// The OpenAPI documents under Examples/, which the examples' headless specs name: each reads
/// without an error, and each holds what a generator takes from it (the collection's page and
/// its entry, the add, update and delete operations, path parameter names, picklists, flags).
/// They are written in the portal's shape (Documentation/Research/Headless-Facts.md §1); none is
/// a copy of a portal document.
final class ExampleOpenAPIDocumentTests: XCTestCase {

	typealias Document = OpenAPIDocument

	private func document(_ name: String) throws -> Document {
		var diagnostics = Diagnostics()
		let url = TestSupport.examplesDirectory.appendingPathComponent(name)
		let document = OpenAPIReader.read(path: url.path, diagnostics: &diagnostics)
		XCTAssertEqual(diagnostics.all.map { $0.description }, [], name)
		return try XCTUnwrap(document, name)
	}

	private func property(_ schema: Document.Schema?, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Document.Property {
		return try XCTUnwrap(schema?.property(name), "\(schema?.name ?? "?").\(name)", file: file, line: line)
	}

	/// The entry schema of the page a collection GET answers.
	private func entry(of operation: Document.Operation?, in document: Document) -> Document.Schema? {
		guard case .reference(let page)? = operation?.response?.type, let schema = document.schemas[page] else {
			return nil
		}
		return document.entrySchema(ofPage: schema)
	}

	private func parameterNames(_ operation: Document.Operation?, _ place: Document.ParameterPlace) -> [String] {
		return operation?.parameters.filter { $0.place == place }.map { $0.name } ?? []
	}

	func testEveryExampleDocumentReadsWithoutAnError() throws {
		let names = TestSupport.exampleOpenAPIDocuments.map { $0.lastPathComponent }
		XCTAssertEqual(names, ["article.openapi.json", "incident.openapi.json", "project-task.openapi.json", "tasks.openapi.json", "ticket.openapi.json", "visit.openapi.json"])
		for name in names {
			let document = try document(name)
			XCTAssertFalse(document.pageSchemas.isEmpty, name)
			// As the portal writes them: every parameter a string, every response `default`.
			for operation in document.operations {
				for parameter in operation.parameters {
					XCTAssertEqual(parameter.type, .string(format: nil), "\(name) \(operation.method.rawValue) \(operation.path) \(parameter.name)")
					XCTAssertEqual(parameter.isRequired, parameter.place == .path || ["sourceLanguageId", "targetLanguageIds", "targetLanguageId"].contains(parameter.name), "\(name) \(operation.path) \(parameter.name)")
				}
			}
		}
	}

	// MARK: A company-scoped object

	/// Issue 38's text fields, as ObjectEntryOpenAPIResourceImpl declares them: a localized
	/// `title` beside its map `title_i18n`; a long text `body` and a rich text `summary`, each a
	/// plain string (no `summaryRawText`: the portal answers it, the document does not declare it).
	func testArticlesTextFieldsAreDeclaredAsThePortalDeclaresThem() throws {
		let articles = try document("article.openapi.json")
		XCTAssertEqual(articles.servers, ["http://localhost:8080/o/c/articles/"])
		let entry = try XCTUnwrap(entry(of: articles.operation(.get, "/"), in: articles))
		XCTAssertEqual(entry.name, "Article")
		XCTAssertEqual(try property(entry, "title").type, .string(format: nil))
		XCTAssertEqual(try property(entry, "title_i18n").type, .object)
		XCTAssertEqual(try property(entry, "body").type, .string(format: nil))
		XCTAssertEqual(try property(entry, "summary").type, .string(format: nil))
		XCTAssertNil(entry.property("summaryRawText"))
		XCTAssertNil(entry.property("body_i18n"))
		XCTAssertEqual(articles.operation(.patch, "/{articleId}")?.operationId, "patchArticle")
		XCTAssertEqual(articles.operation(.get, "/{articleId}")?.operationId, "getArticle")
		XCTAssertNotNil(articles.operation(.put, "/by-external-reference-code/{externalReferenceCode}"))
	}

	func testTicketsCollectionAddUpdateAndDelete() throws {
		let tickets = try document("ticket.openapi.json")
		XCTAssertEqual(tickets.title, "Object")
		XCTAssertEqual(tickets.servers, ["http://localhost:8080/o/c/tickets/"])
		XCTAssertEqual(Set(tickets.operations.map { $0.path }).count, 48)
		XCTAssertEqual(tickets.operations.count, 93)

		// Five page schemas, as in a real document: the entry is the one the collection GET answers.
		XCTAssertEqual(tickets.pageSchemas.map { $0.name }, ["PageCollaborator", "PageComment", "PageComponent", "PagePermission", "PageTicket"])
		let list = tickets.operation(.get, "/")
		XCTAssertEqual(list?.operationId, "getTicketsPage")
		XCTAssertEqual(entry(of: list, in: tickets)?.name, "Ticket")
		XCTAssertEqual(parameterNames(list, .query), ["aggregationTerms", "fields", "filter", "nestedFields", "page", "pageSize", "restrictFields", "search", "sort"])
		XCTAssertEqual(tickets.operations(withId: "getTicketsPage").count, 1)

		let add = tickets.operation(.post, "/")
		XCTAssertEqual(add?.operationId, "postTicket")
		XCTAssertEqual(add?.requestBody?.type, .reference("Ticket"))
		XCTAssertEqual(add?.requestBody?.mediaTypes, ["application/json", "application/xml"])
		XCTAssertEqual(add?.response?.type, .reference("Ticket"))

		let update = tickets.operation(.patch, "/{ticketId}")
		XCTAssertEqual(update?.operationId, "patchTicket")
		XCTAssertEqual(parameterNames(update, .path), ["ticketId"])
		XCTAssertEqual(update?.requestBody?.type, .reference("Ticket"))
		XCTAssertEqual(update?.response?.type, .reference("Ticket"))

		let delete = tickets.operation(.delete, "/{ticketId}")
		XCTAssertEqual(delete?.operationId, "deleteTicket")
		XCTAssertEqual(parameterNames(delete, .path), ["ticketId"])
		XCTAssertNil(delete?.requestBody)
		XCTAssertNil(delete?.response?.type)
		XCTAssertEqual(delete?.response?.mediaTypes, ["application/json", "application/xml"])

		// The offline add's replay: PUT by external reference code (an upsert on the portal).
		let upsert = tickets.operation(.put, "/by-external-reference-code/{externalReferenceCode}")
		XCTAssertEqual(upsert?.operationId, "putByExternalReferenceCode")
		XCTAssertEqual(parameterNames(upsert, .path), ["externalReferenceCode"])
		XCTAssertEqual(upsert?.requestBody?.type, .reference("Ticket"))
		XCTAssertNotNil(tickets.operation(.get, "/scopes/{scopeKey}/by-external-reference-code/{currentExternalReferenceCode}/ticketAffectedComponents"))
		XCTAssertNil(tickets.operation(.get, "/scopes/{scopeKey}"), "a company object's collection is not scoped")
	}

	func testTicketsRelationshipsShareTwoOperationIds() throws {
		let tickets = try document("ticket.openapi.json")
		for id in ["patchCurrentTicket", "putCurrentTicket"] {
			XCTAssertEqual(tickets.operations(withId: id).map { $0.path }, ["/{ticketId}/ticketAffectedComponents/{componentId}", "/{ticketId}/ticketFixedComponents/{componentId}"], id)
		}
		let related = tickets.operation(.get, "/{ticketId}/ticketAffectedComponents")
		XCTAssertEqual(parameterNames(related, .path), ["ticketId"])
		XCTAssertEqual(entry(of: related, in: tickets)?.name, "Component")
		// A single related entry's GET answers a page; its PATCH sends a Ticket and answers a Component.
		XCTAssertEqual(tickets.operation(.get, "/{ticketId}/ticketAffectedComponents/{componentId}")?.response?.type, .reference("PageComponent"))
		let patch = tickets.operation(.patch, "/{ticketId}/ticketAffectedComponents/{componentId}")
		XCTAssertEqual(patch?.requestBody?.type, .reference("Ticket"))
		XCTAssertEqual(patch?.response?.type, .reference("Component"))
		// The many side of componentTickets: no path of its own.
		XCTAssertFalse(tickets.operations.contains { $0.path.contains("/componentTickets") })
	}

	func testTicketsEntryDeclaresItsFieldsAsThePortalDoes() throws {
		let tickets = try document("ticket.openapi.json")
		let ticket = tickets.schemas["Ticket"]
		XCTAssertEqual(try property(ticket, "subject").type, .string(format: nil))
		XCTAssertFalse(try property(ticket, "subject").isReadOnly)
		XCTAssertEqual(try property(ticket, "description").type, .string(format: nil))
		XCTAssertEqual(try property(ticket, "reporterEmail").type, .string(format: nil))
		XCTAssertEqual(try property(ticket, "priority").type, .reference("ListEntry"))
		XCTAssertEqual(try property(ticket, "dueDate").type, .string(format: "date-time"))
		XCTAssertEqual(try property(ticket, "resolved").type, .boolean)
		XCTAssertEqual(try property(ticket, "estimate").type, .number(format: "double"))
		XCTAssertEqual(try property(ticket, "ticketAffectedComponents").type, .array(of: .reference("Component")))
		XCTAssertEqual(try property(ticket, "componentTickets").type, .object)
		XCTAssertEqual(try property(ticket, "r_componentTickets_c_componentId").type, .integer(format: "int64"))
		XCTAssertFalse(try property(ticket, "r_componentTickets_c_componentId").isReadOnly)
		XCTAssertEqual(try property(ticket, "r_componentTickets_c_componentERC").type, .string(format: nil))
		XCTAssertTrue(try property(ticket, "componentTicketsERC").isReadOnly)

		// The portal's bookkeeping: declared types the answers do not keep (creator, status).
		XCTAssertEqual(try property(ticket, "creator").type, .string(format: nil))
		XCTAssertTrue(try property(ticket, "creator").isReadOnly)
		XCTAssertEqual(try property(ticket, "status").type, .integer(format: "int32"))
		XCTAssertTrue(try property(ticket, "status").isReadOnly)
		XCTAssertEqual(try property(ticket, "id").type, .integer(format: "int64"))
		XCTAssertTrue(try property(ticket, "id").isReadOnly)
		XCTAssertTrue(try property(ticket, "dateCreated").isReadOnly)
		XCTAssertFalse(try property(ticket, "externalReferenceCode").isReadOnly)
		XCTAssertTrue(try property(ticket, "taxonomyCategoryIds").isWriteOnly)
		XCTAssertNil(ticket?.property("x-class-name"))
		XCTAssertNil(ticket?.property("x-schema-name"))

		let listEntry = tickets.schemas["ListEntry"]
		XCTAssertEqual(try property(listEntry, "key").type, .string(format: nil))
		XCTAssertEqual(try property(listEntry, "name").type, .string(format: nil))
		XCTAssertEqual(try property(tickets.schemas["Component"], "componentTickets").type, .array(of: .object))
	}

	// MARK: A site-scoped object

	func testIncidentsCollectionIsScopedAndItsIdsAreNot() throws {
		let incidents = try document("incident.openapi.json")
		XCTAssertEqual(incidents.servers, ["http://localhost:8080/o/c/incidents/"])
		XCTAssertEqual(Set(incidents.operations.map { $0.path }).count, 35)
		XCTAssertNil(incidents.operation(.get, "/"))
		XCTAssertFalse(incidents.operations.contains { $0.path.hasSuffix("batch") && !$0.path.contains("collaborators") })

		let list = incidents.operation(.get, "/scopes/{scopeKey}")
		XCTAssertEqual(list?.operationId, "getScopeScopeKeyPage")
		XCTAssertEqual(parameterNames(list, .path), ["scopeKey"])
		XCTAssertEqual(list?.parameters.first?.name, "scopeKey")
		XCTAssertEqual(entry(of: list, in: incidents)?.name, "Incident")
		XCTAssertEqual(incidents.pageSchemas.map { $0.name }, ["PageCollaborator", "PageComment", "PageIncident", "PagePermission"])

		let add = incidents.operation(.post, "/scopes/{scopeKey}")
		XCTAssertEqual(add?.operationId, "postScopeScopeKey")
		XCTAssertEqual(add?.requestBody?.type, .reference("Incident"))
		XCTAssertEqual(parameterNames(add, .path), ["scopeKey"])
		XCTAssertEqual(parameterNames(incidents.operation(.patch, "/{incidentId}"), .path), ["incidentId"])
		XCTAssertEqual(incidents.operation(.patch, "/{incidentId}")?.operationId, "patchIncident")
		XCTAssertEqual(incidents.operation(.delete, "/{incidentId}")?.operationId, "deleteIncident")
		XCTAssertEqual(parameterNames(incidents.operation(.put, "/scopes/{scopeKey}/by-external-reference-code/{externalReferenceCode}"), .path), ["scopeKey", "externalReferenceCode"])

		let incident = incidents.schemas["Incident"]
		XCTAssertEqual(try property(incident, "title").type, .string(format: nil))
		XCTAssertEqual(try property(incident, "severity").type, .reference("ListEntry"))
		XCTAssertEqual(try property(incident, "reportedOn").type, .string(format: "date-time"))
		XCTAssertEqual(try property(incident, "affectedUsers").type, .integer(format: "int32"))
		XCTAssertTrue(try property(incident, "scopeKey").isReadOnly)
	}

	// MARK: An API Builder application

	func testVisitsApplicationHasOnePropertyOfEachBusinessType() throws {
		let visits = try document("visit.openapi.json")
		XCTAssertEqual(visits.title, "Visits")
		XCTAssertEqual(visits.servers, ["http://localhost:8080/o/c/visits-app/"])
		// The builder's endpoints read and add; it makes no PATCH, PUT or DELETE.
		XCTAssertEqual(Set(visits.operations.map { $0.method }), [.get, .post])

		let list = visits.operation(.get, "/visits")
		XCTAssertEqual(list?.operationId, "getVisitsPage")
		XCTAssertEqual(parameterNames(list, .query), ["filter", "page", "pageSize", "sort"])
		XCTAssertEqual(entry(of: list, in: visits)?.name, "Visit")
		let add = visits.operation(.post, "/visits")
		XCTAssertEqual(add?.requestBody?.type, .reference("Visit"))
		XCTAssertNil(add?.response?.type, "the builder's POST declares no answer")
		XCTAssertEqual(add?.response?.mediaTypes, [])
		let one = visits.operation(.get, "/visits/{visitId}")
		XCTAssertEqual(parameterNames(one, .path), ["visitId"])
		XCTAssertEqual(one?.response?.type, .reference("Visit"))

		let visit = visits.schemas["Visit"]
		let expected: [(String, Document.SchemaType)] = [
			("host", .string(format: nil)), ("notes", .string(format: nil)), ("programme", .string(format: nil)),
			("confirmed", .boolean), ("day", .string(format: "date")), ("startsAt", .string(format: "date-time")),
			("durationHours", .number(format: "double")), ("fee", .number(format: "double")),
			("guests", .integer(format: "int32")), ("visitorBadge", .integer(format: "int64")),
			("kind", .reference("ListEntry")), ("interests", .array(of: .reference("ListEntry"))), ("document", .reference("FileEntry")),
		]
		XCTAssertEqual(visit?.properties.count, expected.count)
		for (name, type) in expected {
			XCTAssertEqual(try property(visit, name).type, type, name)
			XCTAssertFalse(try property(visit, name).isReadOnly, name)
		}
	}
}
