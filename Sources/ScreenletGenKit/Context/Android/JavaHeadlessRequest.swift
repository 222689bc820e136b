/// A headless call in Java: the request class made with the call's method and path, each query
/// value as text and each body field as JSON, then sent with the interactor's session:
/// `new TicketRequest("PATCH", "/" + TicketRequest.segment(String.valueOf(ticketId)))`,
/// `.body("subject", subject)`, `.send(getSession())`. The values' own expressions (a field, an
/// event's getter) come from the caller.
struct JavaHeadlessRequest {
	let requestClass: String
	var call: HeadlessCall
	/// A value's Java expression, before any conversion.
	let value: (ValueSource) -> String
	/// The request class's API path (`/o/c/tickets`): a call below another API (a parent Object's)
	/// names its own.
	var ownBasePath: String?

	/// The statements as the interactor's body holds them, two tabs in: a write of a localized field
	/// to an entry that may exist reads the entry first (its other languages go back as they are).
	func statements(assigning variable: String?) -> String {
		var lines: [String] = []
		if call.readsStoredTranslations {
			var read = self
			read.call.method = .get
			read.call.query = []
			read.call.body = []
			lines = ["// The entry as stored, so that the write sends its other languages back as they are."]
				+ read.lines(assigning: "storedEntry") + [""]
		}
		lines += self.lines(assigning: variable)
		return lines.enumerated().map { index, line in index == 0 || line.isEmpty ? line : "\t\t" + line }.joined(separator: "\n")
	}

	/// The path below the API's root as Java's `+` pieces: each text a literal, each value its
	/// text escaped for one segment (`"/"`, `TicketRequest.segment(String.valueOf(ticketId))`).
	var pathPieces: [String] {
		let pieces = call.path.map { part -> String in
			switch part {
			case .text(let text): return JavaLiteral.string(text)
			case .value(let argument): return "\(requestClass).segment(\(text(argument)))"
			}
		}
		return pieces.isEmpty ? ["\"\""] : pieces
	}

	/// The statement's lines: the first at the statement's indent, the others one tab deeper.
	func lines(assigning variable: String?) -> [String] {
		// Past Liferay's 120 columns (two tabs in), the path continues on lines of its own, each a `+ piece`.
		let head = "\(variable.map { "Object \($0) = " } ?? "")new \(requestClass)(\(JavaLiteral.string(call.method.rawValue)), "
		var lines = [head]
		for (index, piece) in pathPieces.enumerated() {
			let last = lines.count - 1
			let candidate = index == 0 ? piece : " + " + piece
			if index > 0 && (last == 0 ? 8 : 12) + (lines[last] + candidate + ")").count > 120 {
				lines.append("\t+ " + piece)
			}
			else {
				lines[last] += candidate
			}
		}
		lines[lines.count - 1] += ")"
		if let own = ownBasePath, call.basePath != own {
			lines.append("\t.basePath(\(JavaLiteral.string(call.basePath)))")
		}
		lines += call.query.map { "\t.query(\(JavaLiteral.string($0.name)), \(text($0.value)))" }
		lines += call.body.map { field in
			guard field.isLocalized else {
				return "\t.body(\(JavaLiteral.string(field.name)), \(json(field)))"
			}
			// Sent as its map (`title_i18n`), the app's language set in the stored translations (none for an add).
			let map = JavaLiteral.string(field.name + "_i18n")
			return "\t.body(\(map), \(requestClass).translations(\(json(field)), \(call.readsStoredTranslations ? "storedEntry" : "null"), \(map)))"
		}
		lines.append("\t.send(getSession());")
		return lines
	}

	/// A path or query value: text (a number's digits, a date's ISO text).
	func text(_ argument: ArgumentValue) -> String {
		switch argument {
		case .literal(let literal, _):
			return JavaLiteral.string(ModelBuilder.text(of: literal))
		case .value(let source, let conversion):
			return converted(source, conversion)
		}
	}

	/// A value as the request sends it: a date as ISO text, a number as its digits (an input left
	/// out stays null, which is not sent: `String.valueOf` would send "null"), anything else as it is.
	private func converted(_ source: ValueSource, _ conversion: ArgumentConversion) -> String {
		let expression = value(source)
		switch conversion {
		case .isoDate(let dayOnly): return "\(requestClass).isoDate(\(expression), \(dayOnly))"
		case .text:
			if case .stored(_, _, true) = source {
				return "(\(expression) == null) ? null : String.valueOf(\(expression))"
			}
			return "String.valueOf(\(expression))"
		default: return expression
		}
	}

	/// A body field's value as its JSON type: a picklist's key in its object, a date as ISO text,
	/// a fixed null as JSON's.
	func json(_ field: HeadlessCall.BodyField) -> String {
		let plain: String
		switch field.value {
		case .literal(.null, _):
			return "JSONObject.NULL"
		case .literal(.string(let string), _):
			plain = JavaLiteral.string(string)
		case .literal(let literal, _):
			plain = JavaArgument.literal(literal, javaType: "long")
		case .value(let source, let conversion):
			plain = converted(source, conversion)
		}
		switch field.encoding {
		case .picklistKey: return "\(requestClass).key(\(plain))"
		case .picklistKeys: return "\(requestClass).keys(\(plain))"
		case .attachment: return field.value.isNull ? plain : "\(requestClass).file(\(plain))"
		case .plain: return plain
		}
	}

	/// `PATCH /o/c/tickets/{ticketId}`: what a comment says the call is.
	var description: String {
		let path = call.path.map { part -> String in
			switch part {
			case .text(let text): return text
			case .value(let argument):
				if case .value(.stored(let name, _, _), _) = argument { return "{\(name)}" }
				return "{…}"
			}
		}.joined()
		return "\(call.method.rawValue) \(call.basePath)\(path)"
	}

	/// What the request class must offer the calls: a body, a picklist's key, a multiselect's keys, a date as text.
	static func needs(_ calls: [HeadlessCall]) -> (body: Bool, key: Bool, keys: Bool, dates: Bool, files: Bool, translations: Bool) {
		var dates = false
		for call in calls {
			for case .value(_, .isoDate) in PortalCall.headless(call).arguments {
				dates = true
			}
		}
		let sends = { (encoding: HeadlessCall.BodyEncoding) in calls.contains { $0.body.contains { $0.encoding == encoding } } }
		return (calls.contains { !$0.body.isEmpty }, sends(.picklistKey), sends(.picklistKeys), dates, sends(.attachment),
			calls.contains { $0.body.contains { $0.isLocalized } })
	}
}
