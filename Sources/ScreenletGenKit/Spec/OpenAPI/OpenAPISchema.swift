extension OpenAPIDocument {

	/// A type as a schema declares it, references resolved to schema names. Recorded as
	/// declared, even where the portal answers otherwise (`creator` is declared a string).
	public indirect enum SchemaType: Sendable, Equatable {
		/// `format` as written: `date-time`, `date`, `binary`.
		case string(format: String?)
		/// `int64`, `int32`.
		case integer(format: String?)
		/// `double`.
		case number(format: String?)
		case boolean
		case array(of: SchemaType)
		/// An inline object (a map, `actions`); its own properties are not read.
		case object
		/// `{"$ref": "#/components/schemas/ListEntry"}` is `.reference("ListEntry")`.
		case reference(String)
		/// No `type` and no `$ref`: any JSON value.
		case any
	}

	public struct Property: Sendable, Equatable {
		public var name: String
		public var type: SchemaType
		/// Set by the portal (`id`, `dateCreated`), not sent.
		public var isReadOnly = false
		/// Sent, never answered (`taxonomyCategoryIds`).
		public var isWriteOnly = false
		public var isNullable = false
		/// The allowed values, as written (numbers and booleans as their JSON text).
		public var enumValues: [String]? = nil
		/// The property's key in `properties`.
		public var location: SourceLocation
	}

	public struct Schema: Sendable {
		public var name: String
		/// `.object` for the portal's entries and pages.
		public var type: SchemaType
		/// In the document's order; the portal's `x-…` pseudo-properties are left out.
		public var properties: [Property] {
			didSet { positions = Schema.positions(of: properties) }
		}
		/// The properties its `required` names (an object's required fields), as written.
		public var requiredNames: [String] = []
		/// The names its `x-filterable` lists (a field, or a relationship's path such as
		/// `componentTickets/title`), as the portal writes them for an Object's entries; nil
		/// when the schema has no `x-filterable`.
		public var filterableNames: [String]? = nil
		/// The schema's key in `components.schemas`.
		public var location: SourceLocation
		/// Each property's position by name, made once: an entry may have 100,000 properties,
		/// and every operation that answers it asks for its `items`.
		private var positions: [String: Int]

		public init(name: String, type: SchemaType, properties: [Property], requiredNames: [String] = [], filterableNames: [String]? = nil, location: SourceLocation) {
			self.name = name
			self.type = type
			self.properties = properties
			self.requiredNames = requiredNames
			self.filterableNames = filterableNames
			self.location = location
			self.positions = Schema.positions(of: properties)
		}

		private static func positions(of properties: [Property]) -> [String: Int] {
			return Dictionary(properties.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
		}

		public func property(_ name: String) -> Property? {
			return positions[name].map { properties[$0] }
		}

		/// The entry's schema if this is a page of a list (`Ticket` for `PageTicket`): known by
		/// its shape, `items` (an array of one schema) beside `totalCount`, not by its name.
		public var pageEntryName: String? {
			guard case .array(of: .reference(let entry))? = property("items")?.type, property("totalCount") != nil else {
				return nil
			}
			return entry
		}
	}
}
