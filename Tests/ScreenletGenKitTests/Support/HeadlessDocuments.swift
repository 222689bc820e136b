import Foundation

/// OpenAPI documents in the shape a portal serves (Documentation/Research/Headless-Facts.md
/// §1.1–1.3), written for these tests: what `init --openapi` starts from.
enum HeadlessDocuments {

	/// A company-scoped Object, `Ticket` (`/o/c/tickets/`), shaped as the portal's
	/// `expected_openapi.json` (Headless-Facts §1.1): its collection at `/` with `/approved`
	/// beside it, ERC paths, batch and validation, the entry at `/{ticketId}`, and a
	/// relationship whose own page schema (`PageProject`) lists projects below a ticket's id;
	/// `patchCurrentTicket` on two paths. The entry has the portal's bookkeeping (`creator` a
	/// string, `status` an integer, `x-…` pseudo-properties), a picklist, a field named like an
	/// NSObject member (`description`) and two required fields. Its properties are in the
	/// portal's order: the entry's own (alphabetical, as the ObjectEntry DTO declares them),
	/// then the Object's fields in the Object's order, then its relationships; two of its
	/// fields are computed (an aggregation, `openTasks`, and a formula, `daysOpen`), which the
	/// portal marks read-only.
	static let company = """
		{
		  "components": {
		    "schemas": {
		      "Facet": {"properties": {"facetCriteria": {"type": "string"}, "facetValues": {"items": {"$ref": "#/components/schemas/FacetValue"}, "type": "array"}}, "type": "object"},
		      "FacetValue": {"properties": {"numberOfOccurrences": {"format": "int32", "type": "integer"}, "term": {"type": "string"}}, "type": "object"},
		      "ListEntry": {"properties": {"key": {"type": "string"}, "name": {"type": "string"}, "name_i18n": {"additionalProperties": {"type": "string"}, "readOnly": true, "type": "object"}}, "type": "object"},
		      "PageProject": {"properties": {
		        "actions": {"additionalProperties": {"additionalProperties": {"type": "string"}, "type": "object"}, "type": "object"},
		        "facets": {"items": {"$ref": "#/components/schemas/Facet"}, "type": "array"},
		        "items": {"items": {"$ref": "#/components/schemas/Project"}, "type": "array"},
		        "lastPage": {"format": "int64", "type": "integer"}, "page": {"format": "int64", "type": "integer"},
		        "pageSize": {"format": "int64", "type": "integer"}, "totalCount": {"format": "int64", "type": "integer"}
		      }, "type": "object"},
		      "PageTicket": {"properties": {
		        "actions": {"additionalProperties": {"additionalProperties": {"type": "string"}, "type": "object"}, "type": "object"},
		        "facets": {"items": {"$ref": "#/components/schemas/Facet"}, "type": "array"},
		        "items": {"items": {"$ref": "#/components/schemas/Ticket"}, "type": "array"},
		        "lastPage": {"format": "int64", "type": "integer"}, "page": {"format": "int64", "type": "integer"},
		        "pageSize": {"format": "int64", "type": "integer"}, "totalCount": {"format": "int64", "type": "integer"},
		        "x-schema-name": {"default": "PageTicket", "readOnly": true, "type": "string"}
		      }, "type": "object"},
		      "Project": {"properties": {
		        "id": {"format": "int64", "readOnly": true, "type": "integer"},
		        "name": {"type": "string"},
		        "ticketsERC": {"readOnly": true, "type": "string"}
		      }, "type": "object"},
		      "Ticket": {
		        "properties": {
		          "actions": {"additionalProperties": {"additionalProperties": {"type": "string"}, "type": "object"}, "readOnly": true, "type": "object"},
		          "creator": {"readOnly": true, "type": "string", "x-parent-map": "properties"},
		          "dateCreated": {"format": "date-time", "readOnly": true, "type": "string"},
		          "dateModified": {"format": "date-time", "readOnly": true, "type": "string"},
		          "displayDate": {"format": "date-time", "readOnly": false, "type": "string", "x-timeStorage": "convertToUTC"},
		          "externalReferenceCode": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		          "friendlyUrlPath": {"type": "string"},
		          "friendlyUrlPath_i18n": {"additionalProperties": {"type": "string"}, "type": "object"},
		          "id": {"format": "int64", "readOnly": true, "type": "integer"},
		          "keywords": {"items": {"type": "string"}, "type": "array"},
		          "scopeId": {"format": "int64", "readOnly": true, "type": "integer"},
		          "scopeKey": {"readOnly": true, "type": "string"},
		          "status": {"format": "int32", "readOnly": true, "type": "integer"},
		          "taxonomyCategoryIds": {"items": {"format": "int64", "type": "integer"}, "type": "array", "writeOnly": true},
		          "x-class-name": {"default": "com.liferay.object.rest.dto.v1_0.ObjectEntry", "readOnly": true, "type": "string"},
		          "x-schema-name": {"default": "Ticket", "readOnly": true, "type": "string"},
		          "subject": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		          "description": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		          "priority": {"$ref": "#/components/schemas/ListEntry"},
		          "dueDate": {"format": "date", "readOnly": false, "type": "string", "x-parent-map": "properties"},
		          "estimate": {"format": "double", "readOnly": false, "type": "number", "x-parent-map": "properties"},
		          "urgent": {"readOnly": false, "type": "boolean", "x-parent-map": "properties"},
		          "visits": {"format": "int32", "readOnly": false, "type": "integer", "x-parent-map": "properties"},
		          "labels": {"items": {"$ref": "#/components/schemas/ListEntry"}, "type": "array"},
		          "openTasks": {"readOnly": true, "type": "string", "x-parent-map": "properties"},
		          "daysOpen": {"format": "int32", "readOnly": true, "type": "integer", "x-parent-map": "properties"},
		          "resolutionNotes": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		          "r_projectTickets_c_projectId": {"format": "int64", "readOnly": false, "type": "integer", "x-parent-map": "properties"},
		          "projectTickets": {"items": {"$ref": "#/components/schemas/Project"}, "type": "array"}
		        },
		        "required": ["subject", "priority"],
		        "type": "object",
		        "xml": {"name": "ObjectEntry"}
		      }
		    }
		  },
		  "info": {"title": "Object", "version": "v1.0"},
		  "openapi": "3.0.1",
		  "paths": {
		    "/": {
		      "get": {
		        "operationId": "getTicketsPage",
		        "parameters": [
		          {"in": "query", "name": "aggregationTerms", "schema": {"type": "string"}},
		          {"in": "query", "name": "fields", "schema": {"type": "string"}},
		          {"in": "query", "name": "filter", "schema": {"type": "string"}},
		          {"in": "query", "name": "nestedFields", "schema": {"type": "string"}},
		          {"in": "query", "name": "page", "schema": {"type": "string"}},
		          {"in": "query", "name": "pageSize", "schema": {"type": "string"}},
		          {"in": "query", "name": "restrictFields", "schema": {"type": "string"}},
		          {"in": "query", "name": "search", "schema": {"type": "string"}},
		          {"in": "query", "name": "sort", "schema": {"type": "string"}}
		        ],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageTicket"}}, "application/xml": {"schema": {"$ref": "#/components/schemas/PageTicket"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      },
		      "post": {
		        "operationId": "postTicket",
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}, "application/xml": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}, "application/xml": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    },
		    "/approved": {
		      "get": {
		        "operationId": "getApprovedPage",
		        "parameters": [{"in": "query", "name": "page", "schema": {"type": "string"}}, {"in": "query", "name": "pageSize", "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageTicket"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    },
		    "/batch": {
		      "post": {
		        "operationId": "postTicketBatch",
		        "parameters": [{"in": "query", "name": "callbackURL", "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"type": "object"}}}},
		        "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    },
		    "/by-external-reference-code/{externalReferenceCode}": {
		      "delete": {
		        "operationId": "deleteByExternalReferenceCode",
		        "parameters": [{"in": "path", "name": "externalReferenceCode", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      },
		      "patch": {
		        "operationId": "patchByExternalReferenceCode",
		        "parameters": [{"in": "path", "name": "externalReferenceCode", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      },
		      "put": {
		        "operationId": "putByExternalReferenceCode",
		        "parameters": [{"in": "path", "name": "externalReferenceCode", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    },
		    "/openapi.{type}": {
		      "get": {
		        "operationId": "getOpenAPI",
		        "parameters": [{"in": "path", "name": "type", "required": true, "schema": {"pattern": "json|yaml", "type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}, "application/yaml": {}}, "description": "default response"}}
		      }
		    },
		    "/validate": {
		      "post": {
		        "operationId": "postValidate",
		        "requestBody": {"content": {"application/json": {"schema": {"type": "object"}}}},
		        "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    },
		    "/{ticketId}": {
		      "delete": {
		        "operationId": "deleteTicket",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}, "application/xml": {}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      },
		      "get": {
		        "operationId": "getTicket",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}, {"in": "query", "name": "fields", "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      },
		      "patch": {
		        "operationId": "patchTicket",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}, "application/xml": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      },
		      "put": {
		        "operationId": "putTicket",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    },
		    "/{ticketId}/projectTickets": {
		      "get": {
		        "operationId": "getTicketProjectTicketsProjectPage",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}, {"in": "query", "name": "page", "schema": {"type": "string"}}, {"in": "query", "name": "pageSize", "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageProject"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      },
		      "post": {
		        "operationId": "postTicketProjectTickets",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Project"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    },
		    "/{ticketId}/projectTickets/{projectId}": {
		      "delete": {
		        "operationId": "deleteTicketProjectTicketsProject",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}, {"in": "path", "name": "projectId", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      },
		      "patch": {
		        "operationId": "patchCurrentTicket",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}, {"in": "path", "name": "projectId", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Project"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    },
		    "/{ticketId}/watchers/{watcherId}": {
		      "patch": {
		        "operationId": "patchCurrentTicket",
		        "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}, {"in": "path", "name": "watcherId", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Project"}}}, "description": "default response"}},
		        "tags": ["Ticket"]
		      }
		    }
		  },
		  "servers": [{"url": "http://localhost:8080/o/c/tickets/"}]
		}
		"""

	/// A site-scoped Object, `Note`, shaped as `expected_openapi_site.json` (§1.2): its
	/// collection and ERC paths under `/scopes/{scopeKey}`, its entry unscoped at `/{noteId}`;
	/// one page schema.
	static let site = """
		{
		  "components": {
		    "schemas": {
		      "Facet": {"properties": {"facetCriteria": {"type": "string"}, "facetValues": {"items": {"$ref": "#/components/schemas/FacetValue"}, "type": "array"}}, "type": "object"},
		      "FacetValue": {"properties": {"numberOfOccurrences": {"format": "int32", "type": "integer"}, "term": {"type": "string"}}, "type": "object"},
		      "Note": {
		        "properties": {
		          "actions": {"additionalProperties": {"additionalProperties": {"type": "string"}, "type": "object"}, "readOnly": true, "type": "object"},
		          "creator": {"readOnly": true, "type": "string", "x-parent-map": "properties"},
		          "dateCreated": {"format": "date-time", "readOnly": true, "type": "string"},
		          "dateModified": {"format": "date-time", "readOnly": true, "type": "string"},
		          "externalReferenceCode": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		          "id": {"format": "int64", "readOnly": true, "type": "integer"},
		          "keywords": {"items": {"type": "string"}, "type": "array"},
		          "scopeId": {"format": "int64", "readOnly": true, "type": "integer"},
		          "scopeKey": {"readOnly": true, "type": "string"},
		          "status": {"format": "int32", "readOnly": true, "type": "integer"},
		          "taxonomyCategoryIds": {"items": {"format": "int64", "type": "integer"}, "type": "array", "writeOnly": true},
		          "text": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		          "x-class-name": {"default": "com.liferay.object.rest.dto.v1_0.ObjectEntry", "readOnly": true, "type": "string"}
		        },
		        "type": "object",
		        "xml": {"name": "ObjectEntry"}
		      },
		      "PageNote": {"properties": {
		        "actions": {"additionalProperties": {"additionalProperties": {"type": "string"}, "type": "object"}, "type": "object"},
		        "facets": {"items": {"$ref": "#/components/schemas/Facet"}, "type": "array"},
		        "items": {"items": {"$ref": "#/components/schemas/Note"}, "type": "array"},
		        "lastPage": {"format": "int64", "type": "integer"}, "page": {"format": "int64", "type": "integer"},
		        "pageSize": {"format": "int64", "type": "integer"}, "totalCount": {"format": "int64", "type": "integer"}
		      }, "type": "object"}
		    }
		  },
		  "info": {"title": "Object", "version": "v1.0"},
		  "openapi": "3.0.1",
		  "paths": {
		    "/openapi.{type}": {
		      "get": {
		        "operationId": "getOpenAPI",
		        "parameters": [{"in": "path", "name": "type", "required": true, "schema": {"pattern": "json|yaml", "type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}, "application/yaml": {}}, "description": "default response"}}
		      }
		    },
		    "/scopes/{scopeKey}": {
		      "get": {
		        "operationId": "getScopeScopeKeyPage",
		        "parameters": [
		          {"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}},
		          {"in": "query", "name": "filter", "schema": {"type": "string"}},
		          {"in": "query", "name": "page", "schema": {"type": "string"}},
		          {"in": "query", "name": "pageSize", "schema": {"type": "string"}},
		          {"in": "query", "name": "search", "schema": {"type": "string"}},
		          {"in": "query", "name": "sort", "schema": {"type": "string"}}
		        ],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageNote"}}}, "description": "default response"}},
		        "tags": ["Note"]
		      },
		      "post": {
		        "operationId": "postScopeScopeKey",
		        "parameters": [{"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Note"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Note"}}}, "description": "default response"}},
		        "tags": ["Note"]
		      }
		    },
		    "/scopes/{scopeKey}/approved": {
		      "get": {
		        "operationId": "getScopeScopeKeyApprovedPage",
		        "parameters": [{"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageNote"}}}, "description": "default response"}},
		        "tags": ["Note"]
		      }
		    },
		    "/scopes/{scopeKey}/by-external-reference-code/{externalReferenceCode}": {
		      "delete": {
		        "operationId": "deleteScopeScopeKeyByExternalReferenceCode",
		        "parameters": [{"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}}, {"in": "path", "name": "externalReferenceCode", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}},
		        "tags": ["Note"]
		      },
		      "patch": {
		        "operationId": "patchScopeScopeKeyByExternalReferenceCode",
		        "parameters": [{"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}}, {"in": "path", "name": "externalReferenceCode", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Note"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Note"}}}, "description": "default response"}},
		        "tags": ["Note"]
		      }
		    },
		    "/{noteId}": {
		      "delete": {
		        "operationId": "deleteNote",
		        "parameters": [{"in": "path", "name": "noteId", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}},
		        "tags": ["Note"]
		      },
		      "get": {
		        "operationId": "getNote",
		        "parameters": [{"in": "path", "name": "noteId", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Note"}}}, "description": "default response"}},
		        "tags": ["Note"]
		      },
		      "patch": {
		        "operationId": "patchNote",
		        "parameters": [{"in": "path", "name": "noteId", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Note"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Note"}}}, "description": "default response"}},
		        "tags": ["Note"]
		      }
		    }
		  },
		  "servers": [{"url": "http://localhost:8080/o/c/notes/"}]
		}
		"""

	/// An API Builder application (§1.3): paths of its own (`/visits`,
	/// `/visits/{visitId}`), no read-only flags, a POST whose answer has no content, two
	/// collections with two entry schemas (`Visit`, and `SiteVisit` under
	/// `/scopes/{scopeKey}/site-visits` with no entry path), and `patchVisit` on two paths.
	static let apiBuilder = """
		{
		  "components": {
		    "schemas": {
		      "Facet": {"properties": {"facetCriteria": {"type": "string"}, "facetValues": {"items": {"$ref": "#/components/schemas/FacetValue"}, "type": "array"}}, "type": "object"},
		      "FacetValue": {"properties": {"numberOfOccurrences": {"format": "int32", "type": "integer"}, "term": {"type": "string"}}, "type": "object"},
		      "FileEntry": {"properties": {"fileURL": {"type": "string"}, "id": {"format": "int64", "type": "integer"}, "name": {"type": "string"}}, "type": "object"},
		      "ListEntry": {"properties": {"key": {"type": "string"}, "name": {"type": "string"}}, "type": "object"},
		      "PageSiteVisit": {"properties": {
		        "facets": {"items": {"$ref": "#/components/schemas/Facet"}, "type": "array"},
		        "items": {"items": {"$ref": "#/components/schemas/SiteVisit"}, "type": "array"},
		        "lastPage": {"format": "int64", "type": "integer"}, "page": {"format": "int64", "type": "integer"},
		        "pageSize": {"format": "int64", "type": "integer"}, "totalCount": {"format": "int64", "type": "integer"}
		      }, "type": "object"},
		      "PageVisit": {"properties": {
		        "facets": {"items": {"$ref": "#/components/schemas/Facet"}, "type": "array"},
		        "items": {"items": {"$ref": "#/components/schemas/Visit"}, "type": "array"},
		        "lastPage": {"format": "int64", "type": "integer"}, "page": {"format": "int64", "type": "integer"},
		        "pageSize": {"format": "int64", "type": "integer"}, "totalCount": {"format": "int64", "type": "integer"}
		      }, "type": "object"},
		      "SiteVisit": {"properties": {"label": {"description": "label", "type": "string"}}, "type": "object"},
		      "Visit": {"properties": {
		        "amount": {"description": "amount", "format": "double", "type": "number"},
		        "attachment": {"$ref": "#/components/schemas/FileEntry"},
		        "category": {"$ref": "#/components/schemas/ListEntry"},
		        "notes": {"description": "notes", "type": "string"},
		        "paid": {"description": "paid", "type": "boolean"},
		        "rating": {"description": "rating", "format": "int32", "type": "integer"},
		        "tags": {"items": {"$ref": "#/components/schemas/ListEntry"}, "type": "array"},
		        "visitDate": {"description": "visitDate", "format": "date", "type": "string"},
		        "visitorName": {"description": "visitorName", "type": "string"}
		      }, "type": "object"}
		    }
		  },
		  "info": {"description": "OpenAPI Specification of the Visits REST API", "title": "Visits", "version": "v1.0"},
		  "openapi": "3.0.1",
		  "paths": {
		    "/openapi.{type}": {
		      "get": {
		        "operationId": "getOpenAPI",
		        "parameters": [{"in": "path", "name": "type", "required": true, "schema": {"pattern": "json|yaml", "type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {}, "application/yaml": {}}, "description": "default response"}}
		      }
		    },
		    "/scopes/{scopeKey}/site-visits": {
		      "get": {
		        "operationId": "getScopeScopeKeySiteVisitsPage",
		        "parameters": [{"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}}, {"in": "query", "name": "page", "schema": {"type": "string"}}, {"in": "query", "name": "pageSize", "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageSiteVisit"}}}, "description": "default response"}}
		      },
		      "post": {
		        "operationId": "postScopeScopeKeySiteVisit",
		        "parameters": [{"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/SiteVisit"}}}, "description": "SiteVisit"},
		        "responses": {"default": {"description": "default response"}}
		      }
		    },
		    "/visits": {
		      "get": {
		        "operationId": "getVisitsPage",
		        "parameters": [
		          {"in": "query", "name": "filter", "schema": {"type": "string"}},
		          {"in": "query", "name": "page", "schema": {"type": "string"}},
		          {"in": "query", "name": "pageSize", "schema": {"type": "string"}},
		          {"in": "query", "name": "sort", "schema": {"type": "string"}}
		        ],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageVisit"}}}, "description": "default response"}}
		      },
		      "post": {
		        "operationId": "postVisit",
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Visit"}}}, "description": "Visit"},
		        "responses": {"default": {"description": "default response"}}
		      }
		    },
		    "/visits/by-external-reference-code/{visitERC}": {
		      "patch": {
		        "operationId": "patchVisit",
		        "parameters": [{"in": "path", "name": "visitERC", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Visit"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Visit"}}}, "description": "default response"}}
		      }
		    },
		    "/visits/{visitId}": {
		      "delete": {
		        "operationId": "deleteVisit",
		        "parameters": [{"in": "path", "name": "visitId", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"description": "default response"}}
		      },
		      "get": {
		        "operationId": "getVisit",
		        "parameters": [{"in": "path", "name": "visitId", "required": true, "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Visit"}}}, "description": "default response"}}
		      },
		      "patch": {
		        "operationId": "patchVisit",
		        "parameters": [{"in": "path", "name": "visitId", "required": true, "schema": {"type": "string"}}],
		        "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Visit"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Visit"}}}, "description": "default response"}}
		      }
		    }
		  },
		  "servers": [{"url": "http://localhost:8080/o/visits/"}]
		}
		"""

	/// A document with no list: a POST, a GET and a DELETE of `Ticket`, nothing that answers a page.
	static let noList = """
		{
		  "components": {"schemas": {
		    "Ticket": {"properties": {
		      "id": {"format": "int64", "readOnly": true, "type": "integer"},
		      "subject": {"type": "string"}
		    }, "required": ["subject"], "type": "object"}
		  }},
		  "info": {"title": "Object", "version": "v1.0"},
		  "openapi": "3.0.1",
		  "paths": {
		    "/": {"post": {
		      "operationId": "postTicket",
		      "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}},
		      "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}}
		    }},
		    "/{ticketId}": {"delete": {
		      "operationId": "deleteTicket",
		      "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}],
		      "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}}
		    }, "get": {
		      "operationId": "getTicket",
		      "parameters": [{"in": "path", "name": "ticketId", "required": true, "schema": {"type": "string"}}],
		      "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Ticket"}}}, "description": "default response"}}
		    }}
		  },
		  "servers": [{"url": "http://localhost:8080/o/c/tickets/"}]
		}
		"""

	/// The portal's own `object-rest-test` document (`expected_openapi.json`, shortened;
	/// objects-rest-features.md §3): company-scoped `Object1` at `/o/c/object1s`, and `Object2`,
	/// the related Object of its relationships, listed only below an `Object1`: by id
	/// (`getObject1Relationship1Object2Page`, `…Relationship2…`: `fields`, `nestedFields`, `page`
	/// and `pageSize` only) and by external reference code, company and site forms. `Object2`
	/// has the many-to-one field of the one-to-many `relationship2` (`r_relationship2_c_object1Id`,
	/// its ERC, the read-only `relationship2ERC` and the embeddable `relationship2`).
	static let relationships = """
		{
		  "components": {
		    "schemas": {
		      "ListEntry": {"properties": {"key": {"type": "string"}, "name": {"type": "string"}}, "type": "object"},
		      "Object1": {"properties": {
		        "actions": {"additionalProperties": {"additionalProperties": {"type": "string"}, "type": "object"}, "readOnly": true, "type": "object"},
		        "dateCreated": {"format": "date-time", "readOnly": true, "type": "string"},
		        "externalReferenceCode": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		        "id": {"format": "int64", "readOnly": true, "type": "integer", "x-parent-map": "properties"},
		        "field2": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		        "relationship1": {"description": "Information about the relationship relationship1 can be embedded with \\"nestedFields\\".", "items": {"$ref": "#/components/schemas/Object2"}, "type": "array"},
		        "relationship2": {"description": "Information about the relationship relationship2 can be embedded with \\"nestedFields\\".", "items": {"$ref": "#/components/schemas/Object2"}, "type": "array"}
		      }, "type": "object"},
		      "Object2": {"properties": {
		        "actions": {"additionalProperties": {"additionalProperties": {"type": "string"}, "type": "object"}, "readOnly": true, "type": "object"},
		        "dateCreated": {"format": "date-time", "readOnly": true, "type": "string"},
		        "externalReferenceCode": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		        "id": {"format": "int64", "readOnly": true, "type": "integer", "x-parent-map": "properties"},
		        "field1": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		        "multiselectPicklistField": {"items": {"$ref": "#/components/schemas/ListEntry"}, "type": "array"},
		        "r_relationship2_c_object1Id": {"format": "int64", "readOnly": false, "type": "integer", "x-parent-map": "properties"},
		        "r_relationship2_c_object1ERC": {"readOnly": false, "type": "string", "x-parent-map": "properties"},
		        "relationship2ERC": {"readOnly": true, "type": "string"},
		        "relationship2": {"description": "Information about the relationship relationship2 can be embedded with \\"nestedFields\\".", "type": "object"}
		      }, "type": "object"},
		      "PageObject1": {"properties": {"items": {"items": {"$ref": "#/components/schemas/Object1"}, "type": "array"}, "lastPage": {"format": "int64", "type": "integer"}, "page": {"format": "int64", "type": "integer"}, "pageSize": {"format": "int64", "type": "integer"}, "totalCount": {"format": "int64", "type": "integer"}}, "type": "object"},
		      "PageObject2": {"properties": {"items": {"items": {"$ref": "#/components/schemas/Object2"}, "type": "array"}, "lastPage": {"format": "int64", "type": "integer"}, "page": {"format": "int64", "type": "integer"}, "pageSize": {"format": "int64", "type": "integer"}, "totalCount": {"format": "int64", "type": "integer"}}, "type": "object"}
		    }
		  },
		  "info": {"title": "Object", "version": "v1.0"},
		  "openapi": "3.0.1",
		  "paths": {
		    "/": {
		      "get": {"operationId": "getObject1sPage", "parameters": [{"in": "query", "name": "page", "schema": {"type": "string"}}, {"in": "query", "name": "pageSize", "schema": {"type": "string"}}, {"in": "query", "name": "sort", "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageObject1"}}}, "description": "default response"}}},
		      "post": {"operationId": "postObject1", "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Object1"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Object1"}}}, "description": "default response"}}}
		    },
		    "/by-external-reference-code/{currentExternalReferenceCode}/relationship1": {
		      "get": {"operationId": "getByExternalReferenceCodeObject1Relationship1Page", "parameters": [{"in": "path", "name": "currentExternalReferenceCode", "required": true, "schema": {"type": "string"}}, {"in": "query", "name": "page", "schema": {"type": "string"}}, {"in": "query", "name": "pageSize", "schema": {"type": "string"}}, {"in": "query", "name": "sort", "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageObject2"}}}, "description": "default response"}}}
		    },
		    "/scopes/{scopeKey}/by-external-reference-code/{currentExternalReferenceCode}/relationship1": {
		      "get": {"operationId": "getScopeScopeKeyByExternalReferenceCodeObject1Relationship1Page", "parameters": [{"in": "path", "name": "scopeKey", "required": true, "schema": {"type": "string"}}, {"in": "path", "name": "currentExternalReferenceCode", "required": true, "schema": {"type": "string"}}, {"in": "query", "name": "page", "schema": {"type": "string"}}, {"in": "query", "name": "pageSize", "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageObject2"}}}, "description": "default response"}}}
		    },
		    "/{object1Id}": {
		      "delete": {"operationId": "deleteObject1", "parameters": [{"in": "path", "name": "object1Id", "required": true, "schema": {"type": "string"}}], "responses": {"default": {"content": {"application/json": {}}, "description": "default response"}}},
		      "get": {"operationId": "getObject1", "parameters": [{"in": "path", "name": "object1Id", "required": true, "schema": {"type": "string"}}], "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Object1"}}}, "description": "default response"}}},
		      "patch": {"operationId": "patchObject1", "parameters": [{"in": "path", "name": "object1Id", "required": true, "schema": {"type": "string"}}], "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Object1"}}}}, "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Object1"}}}, "description": "default response"}}}
		    },
		    "/{object1Id}/relationship1": {
		      "get": {"operationId": "getObject1Relationship1Object2Page", "parameters": [{"in": "path", "name": "object1Id", "required": true, "schema": {"type": "string"}}, {"in": "query", "name": "fields", "schema": {"type": "string"}}, {"in": "query", "name": "nestedFields", "schema": {"type": "string"}}, {"in": "query", "name": "page", "schema": {"type": "string"}}, {"in": "query", "name": "pageSize", "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageObject2"}}}, "description": "default response"}}},
		      "post": {"operationId": "postObject1Relationship1", "parameters": [{"in": "path", "name": "object1Id", "required": true, "schema": {"type": "string"}}], "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Object1"}}}},
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Object2"}}}, "description": "default response"}}}
		    },
		    "/{object1Id}/relationship1/{object2Id}": {
		      "delete": {"operationId": "deleteObject1Relationship1Object2", "parameters": [{"in": "path", "name": "object1Id", "required": true, "schema": {"type": "string"}}, {"in": "path", "name": "object2Id", "required": true, "schema": {"type": "string"}}], "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Object2"}}}, "description": "default response"}}},
		      "put": {"operationId": "putCurrentObject1", "parameters": [{"in": "path", "name": "object1Id", "required": true, "schema": {"type": "string"}}, {"in": "path", "name": "object2Id", "required": true, "schema": {"type": "string"}}], "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Object2"}}}, "description": "default response"}}}
		    },
		    "/{object1Id}/relationship2": {
		      "get": {"operationId": "getObject1Relationship2Object2Page", "parameters": [{"in": "path", "name": "object1Id", "required": true, "schema": {"type": "string"}}, {"in": "query", "name": "fields", "schema": {"type": "string"}}, {"in": "query", "name": "nestedFields", "schema": {"type": "string"}}, {"in": "query", "name": "page", "schema": {"type": "string"}}, {"in": "query", "name": "pageSize", "schema": {"type": "string"}}],
		        "responses": {"default": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/PageObject2"}}}, "description": "default response"}}}
		    }
		  },
		  "servers": [{"url": "http://localhost:8080/o/c/object1s/"}]
		}
		"""
}
