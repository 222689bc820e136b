// The headless portal's resources (ObjectEntryResourceImpl's paths): a company-scoped
// object's collection at `/o/c/<plural>/` and by external reference code at
// `/by-external-reference-code/{erc}`, a site-scoped one's under `/scopes/{scopeKey}` (the
// group id or key), and either's entries by id at `/{id}`. A collection GET is a page
// (`page`, `pageSize`, `sort`, `search`, `filter`); see HeadlessPortal.swift for the rules.
import Foundation

extension HeadlessPortal {

	struct Request {
		let method: String
		let object: HeadlessObject
		let principal: Principal
		var locale: String
		let query: [String: String]
		let body: Data?
		let contentType: String?

		private var isGuest: Bool {
			if case .guest = principal {
				return true
			}
			return false
		}

		func answer(rest: [String], acceptLanguage: String?) -> Answer {
			let site = object.siteScoped
			let allowed: [String]
			let resource: (Request) -> Answer
			switch rest.count {
			case _ where relatedResource(rest) != nil:
				(allowed, resource) = (["GET", "POST"], relatedResource(rest)!)
			case 0 where !site:
				(allowed, resource) = (["GET", "POST"], { $0.collection(groupId: 0) })
			case 2 where rest[0] == "scopes" && site:
				guard let group = HeadlessPortal.group(rest[1]) else {
					return HeadlessPortal.noGroup(rest[1])
				}
				(allowed, resource) = (["GET", "POST"], { $0.collection(groupId: group) })
			case 2 where rest[0] == "by-external-reference-code" && !site:
				(allowed, resource) = (["DELETE", "GET", "PATCH", "PUT"], { $0.byExternalReferenceCode(rest[1].removingPercentEncoding ?? rest[1], groupId: 0) })
			case 4 where rest[0] == "scopes" && rest[2] == "by-external-reference-code" && site:
				guard let group = HeadlessPortal.group(rest[1]) else {
					return HeadlessPortal.noGroup(rest[1])
				}
				(allowed, resource) = (["DELETE", "GET", "PATCH", "PUT"], { $0.byExternalReferenceCode(rest[3].removingPercentEncoding ?? rest[3], groupId: group) })
			case 1 where rest[0] != "scopes" && rest[0] != "by-external-reference-code":
				guard let id = Int64(rest[0]) else {
					return HeadlessPortal.problem(404, "HTTP 404 Not Found")
				}
				(allowed, resource) = (["DELETE", "GET", "PATCH", "PUT"], { $0.byId(id) })
			default:
				return HeadlessPortal.problem(404, "HTTP 404 Not Found")
			}
			guard allowed.contains(method) else {
				return HeadlessPortal.problem(405, "HTTP 405 Method Not Allowed")
			}
			if ["POST", "PUT", "PATCH"].contains(method) && !(contentType ?? "").lowercased().hasPrefix("application/json") {
				return HeadlessPortal.problem(415, "HTTP 415 Unsupported Media Type")
			}
			var request = self
			let userLocale: String
			if case .user(let user) = principal {
				userLocale = user.languageId
			}
			else {
				userLocale = "en-US"
			}
			if let header = acceptLanguage {
				let matches = HeadlessPortal.matchingLocales(header)
				if matches.isEmpty && method != "GET" {
					return HeadlessPortal.problem(406, "No locales match the accepted languages: \(header)")
				}
				request.locale = matches.first ?? userLocale
			}
			else {
				request.locale = userLocale
			}
			return resource(request)
		}

		// MARK: Resources

		private func collection(groupId: Int64) -> Answer {
			return method == "POST" ? add(groupId: groupId, code: nil) : page(groupId: groupId)
		}

		private func byId(_ id: Int64) -> Answer {
			guard let entry = object.entry(id: id) else {
				return HeadlessPortal.problem(404, "No ObjectEntry exists with the primary key \(id)")
			}
			return existing(entry)
		}

		private func byExternalReferenceCode(_ code: String, groupId: Int64) -> Answer {
			guard let entry = object.entry(externalReferenceCode: code, groupId: groupId) else {
				// PUT is addOrUpdateObjectEntry: an unknown code is a new entry.
				if method == "PUT" {
					return add(groupId: groupId, code: code)
				}
				// (model) the finder's message, its key's fields as the duplicate's message names them.
				return HeadlessPortal.problem(404, "No ObjectEntry exists with the key {externalReferenceCode=\(code), groupId=\(groupId), objectDefinitionId=\(object.definitionId)}")
			}
			return existing(entry, keepingCode: true)
		}

		/// GET, PUT, PATCH or DELETE of an entry that exists; `keepingCode`: the path names
		/// the code, so the body's is not read.
		private func existing(_ entry: HeadlessEntry, keepingCode: Bool = false) -> Answer {
			if isGuest && !(method == "GET" && HeadlessPortal.guestCanView) {
				return HeadlessPortal.permissionDenied(method: method, action: method == "DELETE" ? "DELETE" : "UPDATE", userId: principal.userId,
					resource: HeadlessPortal.resourceName(object) + " \(entry.id)")
			}
			// The entry's own permissions: what its `actions` leaves out is refused.
			let needed = ["PATCH": "update", "PUT": "replace", "DELETE": "delete"][method]
			if let needed, entry.deniedActions.contains(needed) {
				return HeadlessPortal.permissionDenied(method: method, action: method == "DELETE" ? "DELETE" : "UPDATE", userId: principal.userId,
					resource: HeadlessPortal.resourceName(object) + " \(entry.id)")
			}
			switch method {
			case "GET":
				return HeadlessPortal.json(200, HeadlessPortal.write(entry, of: object, locale: locale, nestedFields: query["nestedFields"]))
			case "DELETE":
				object.entries.removeAll { $0 === entry }
				return Answer(status: 204)
			default:
				guard case .success(let body) = jsonBody() else {
					return HeadlessPortal.problem(400, nil)
				}
				let code = keepingCode ? "" : body["externalReferenceCode"] as? String ?? ""
				if !code.isEmpty && code != entry.externalReferenceCode && object.entry(externalReferenceCode: code, groupId: entry.groupId) != nil {
					return duplicate(code, groupId: entry.groupId)
				}
				var values = entry.values
				if let refused = HeadlessPortal.apply(body, to: &values, of: object, partial: method == "PATCH", locale: locale) {
					return refused
				}
				entry.values = values
				if !code.isEmpty {
					entry.externalReferenceCode = code
				}
				entry.dateModified = HeadlessPortal.now
				return HeadlessPortal.json(200, HeadlessPortal.write(entry, of: object, locale: locale))
			}
		}

		/// A new entry from the body, with the path's code or else the body's (which must not be
		/// in use in the scope); the guest may not add.
		private func add(groupId: Int64, code pathCode: String?) -> Answer {
			if isGuest {
				return HeadlessPortal.permissionDenied(method: method, action: "ADD_OBJECT_ENTRY", userId: principal.userId,
					resource: HeadlessPortal.resourceName(object) + " \(groupId == 0 ? HeadlessPortal.companyId : groupId)")
			}
			guard case .success(let body) = jsonBody() else {
				return HeadlessPortal.problem(400, nil)
			}
			let code = pathCode ?? body["externalReferenceCode"] as? String ?? ""
			if pathCode == nil && !code.isEmpty && object.entry(externalReferenceCode: code, groupId: groupId) != nil {
				return duplicate(code, groupId: groupId)
			}
			var values: [String: Any] = [:]
			if let refused = HeadlessPortal.apply(body, to: &values, of: object, partial: false, locale: locale) {
				return refused
			}
			let entry = HeadlessPortal.insert(values, into: object, externalReferenceCode: code, groupId: groupId,
				creatorId: principal.userId, date: HeadlessPortal.now)
			return HeadlessPortal.json(200, HeadlessPortal.write(entry, of: object, locale: locale))
		}

		private func duplicate(_ code: String, groupId: Int64) -> Answer {
			let message = "Duplicate object entry with external reference code \(code), group ID \(groupId), and object definition ID \(object.definitionId)"
			switch HeadlessPortal.duplicateAnswer {
			case .plainText:
				return Answer(status: 400, body: Data(message.utf8), contentType: "text/plain")
			case .problem:
				return HeadlessPortal.problem(400, message)
			}
		}

		/// The body as a JSON object (a body that is none is model's 400 without a title).
		private func jsonBody() -> Result<[String: Any], Refusal> {
			guard let data = body else {
				fatalError("the model does not know the portal's answer to a \(method) without a body")
			}
			guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
				return .failure(Refusal(answer: HeadlessPortal.problem(400, nil)))
			}
			return .success(object)
		}

		// MARK: Pages

		private func page(groupId: Int64) -> Answer {
			let (page, pageSize) = HeadlessPortal.pagination(query)
			var entries = isGuest && !HeadlessPortal.guestCanView ? [] : object.entries.filter { $0.groupId == groupId }
			if let search = query["search"], !search.isEmpty {
				let terms = HeadlessQuery.words(search)
				entries = entries.filter { entry in
					let words = Set(object.fields.flatMap { field -> [String] in
						switch field.type {
						case .text, .longText, .richText: return HeadlessQuery.words(entry.values[field.name] as? String ?? "")
						default: return []
						}
					})
					return terms.allSatisfy(words.contains)
				}
			}
			if let filter = query["filter"], !filter.isEmpty {
				switch HeadlessQuery.filter(filter, object) {
				case .failure(let error):
					return HeadlessPortal.problem(400, error.message)
				case .success(let matches):
					entries = entries.filter(matches)
				}
			}
			if let sort = query["sort"], !sort.isEmpty {
				switch HeadlessQuery.sort(sort, object) {
				case .failure(let error):
					return HeadlessPortal.problem(400, error.message)
				case .success(let ordered):
					entries = entries.sorted(by: ordered)
				}
			}
			let total = entries.count
			let items = HeadlessPortal.slice(entries, page: page, pageSize: pageSize)
			let collection = "\(HeadlessPortal.server)/o/c/\(object.plural)/" + (object.siteScoped ? "scopes/\(groupId)" : "")
			var actions: [String: Any] = ["create": ["href": collection, "method": "POST"]]
			if !object.siteScoped {
				actions["createBatch"] = ["href": collection + "batch", "method": "POST"]
				actions["deleteBatch"] = ["href": collection + "batch", "method": "DELETE"]
				actions["updateBatch"] = ["href": collection + "batch", "method": "PUT"]
			}
			return HeadlessPortal.page(items.map { HeadlessPortal.write($0, of: object, locale: locale, nestedFields: query["nestedFields"]) }, actions: actions,
				page: page, pageSize: pageSize, totalCount: total)
		}
	}

	/// Vulcan's Pagination from `page` and `pageSize`: 1 and 20 by default, at most 500 rows,
	/// and page 1 of 500 when either is 0 or less.
	static func pagination(_ query: [String: String]) -> (page: Int, pageSize: Int) {
		func number(_ name: String, _ fallback: Int) -> Int {
			guard let text = query[name] else {
				return fallback
			}
			guard let value = Int(text) else {
				fatalError("the model does not know the portal's answer to \(name)=\(text) (Integer.valueOf throws)")
			}
			return value
		}
		var page = number("page", 1)
		var pageSize = number("pageSize", 20)
		if page <= 0 || pageSize <= 0 {
			(page, pageSize) = (1, 500)
		}
		return (page, min(pageSize, 500))
	}

	/// The entries of one page (none past the last).
	static func slice(_ entries: [HeadlessEntry], page: Int, pageSize: Int) -> [HeadlessEntry] {
		let first = (page - 1) * pageSize
		return first < entries.count ? Array(entries[first..<min(first + pageSize, entries.count)]) : []
	}

	/// Vulcan's Page envelope; `lastPage` is ⌈totalCount / pageSize⌉, 1 when either is 0.
	static func page(_ items: [Any], actions: [String: Any], page: Int, pageSize: Int, totalCount total: Int) -> Answer {
		return json(200, [
			"actions": actions,
			"facets": [Any](),
			"items": items,
			"lastPage": pageSize == 0 || total == 0 ? 1 : (total + pageSize - 1) / pageSize,
			"page": page,
			"pageSize": pageSize,
			"totalCount": total,
		] as [String: Any])
	}

	/// A scope key: the group id or the group's key.
	static func group(_ key: String) -> Int64? {
		let decoded = key.removingPercentEncoding ?? key
		if let id = Int64(decoded), sites[id] != nil {
			return id
		}
		return sites.first { $0.value == decoded }?.key
	}

	/// (model) NoSuchGroupException's finder message.
	static func noGroup(_ key: String) -> Answer {
		return problem(404, "No Group exists with the key {companyId=\(companyId), groupKey=\(key.removingPercentEncoding ?? key)}")
	}
}

/// `search`, `sort` and `filter` as the model reads them.
enum HeadlessQuery {
	struct Invalid: Error {
		let message: String
	}

	/// (model) Search matches whole words, every word of the search in some text field.
	static func words(_ text: String) -> [String] {
		return text.lowercased().components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }
	}

	enum Value {
		case number(Double)
		case text(String)
		case date(Date)
		case bool(Bool)
	}

	/// A field's value for sorting and filtering: system fields and custom ones (a picklist's
	/// key, a date-time as an instant).
	static func value(_ entry: HeadlessEntry, _ name: String, _ object: HeadlessObject) -> Value?? {
		switch name {
		case "id": return .some(.number(Double(entry.id)))
		case "externalReferenceCode": return .some(.text(entry.externalReferenceCode))
		case "dateCreated": return .some(.date(entry.dateCreated))
		case "dateModified": return .some(.date(entry.dateModified))
		case "creatorId": return .some(.number(Double(entry.creatorId)))
		case "status": return .some(.number(0))
		default: break
		}
		guard let field = object.field(name) else {
			return nil
		}
		guard let stored = entry.values[name] else {
			return .some(nil)
		}
		switch field.type {
		// (model) A localized field sorts and filters by its default language's text.
		case _ where field.localized: return .some(.text((stored as! [String: String])["en_US"] ?? ""))
		case .text, .longText, .richText, .picklist, .multiselectPicklist: return .some(.text(stored as! String))
		case .integer, .longInteger: return .some(.number(Double(stored as! Int64)))
		case .decimal: return .some(.number(stored as! Double))
		case .boolean: return .some(.bool(stored as! Bool))
		case .dateTime: return .some(HeadlessDates.instant(stored as! String).map { .date($0) })
		case .date: return .some(HeadlessDates.instant(stored as! String + "T00:00:00Z").map { .date($0) })
		// (model) An attachment sorts and filters by its file's id.
		case .attachment: return .some(.number(Double(stored as! Int64)))
		}
	}

	static func compare(_ a: Value, _ b: Value) -> ComparisonResult? {
		func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
			return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
		}
		switch (a, b) {
		case (.number(let x), .number(let y)): return order(x, y)
		case (.text(let x), .text(let y)): return order(x, y)
		case (.date(let x), .date(let y)): return order(x, y)
		case (.bool(let x), .bool(let y)): return order(x ? 1 : 0, y ? 1 : 0)
		default: return nil
		}
	}

	/// `field:asc|desc`, comma separated (asc when not said); an entry without the value
	/// comes last either way; ties by id.
	static func sort(_ text: String, _ object: HeadlessObject) -> Result<(HeadlessEntry, HeadlessEntry) -> Bool, Invalid> {
		var keys: [(name: String, ascending: Bool)] = []
		for part in text.split(separator: ",") {
			let pieces = part.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
			let ascending = pieces.count < 2 || pieces[1].lowercased() != "desc"
			guard pieces.count <= 2, pieces.count < 2 || ["asc", "desc"].contains(pieces[1].lowercased()),
					object.field(pieces[0]) != nil || ["id", "externalReferenceCode", "dateCreated", "dateModified", "creatorId"].contains(pieces[0]) else {
				// (model) the title.
				return .failure(Invalid(message: "Unable to sort by \(part)"))
			}
			keys.append((pieces[0], ascending))
		}
		return .success({ a, b in
			for key in keys {
				let x = value(a, key.name, object) ?? nil
				let y = value(b, key.name, object) ?? nil
				switch (x, y) {
				case (nil, nil): continue
				case (nil, _): return false
				case (_, nil): return true
				case (let x?, let y?):
					switch compare(x, y) {
					case .orderedAscending?: return key.ascending
					case .orderedDescending?: return !key.ascending
					default: continue
					}
				}
			}
			return a.id < b.id
		})
	}

	// MARK: Filter

	enum Token: Equatable {
		case word(String)
		case string(String)
		case number(Double)
		case date(String)
		case open
		case close
		case comma
	}

	static func tokens(_ text: String) -> [Token]? {
		var tokens: [Token] = []
		var index = text.startIndex
		while index < text.endIndex {
			let character = text[index]
			if character == " " {
				index = text.index(after: index)
			}
			else if "(),".contains(character) {
				tokens.append(character == "(" ? .open : character == ")" ? .close : .comma)
				index = text.index(after: index)
			}
			else if character == "'" {
				var value = ""
				index = text.index(after: index)
				while true {
					guard index < text.endIndex else {
						return nil
					}
					if text[index] == "'" {
						let next = text.index(after: index)
						if next < text.endIndex && text[next] == "'" {
							value.append("'")
							index = text.index(after: next)
							continue
						}
						index = next
						break
					}
					value.append(text[index])
					index = text.index(after: index)
				}
				tokens.append(.string(value))
			}
			else {
				var end = index
				while end < text.endIndex && !" (),'".contains(text[end]) {
					end = text.index(after: end)
				}
				let word = String(text[index..<end])
				if word.range(of: #"^\d{4}-\d\d-\d\d"#, options: .regularExpression) != nil {
					tokens.append(.date(word))
				}
				else if let number = Double(word) {
					tokens.append(.number(number))
				}
				else {
					tokens.append(.word(word))
				}
				index = end
			}
		}
		return tokens
	}

	/// OData as the filters of objects take it: `field eq|ne|gt|ge|lt|le literal`,
	/// `contains(field,'x')`, `startswith(field,'x')`, `and`, `or`, `not`, parentheses;
	/// literals are 'strings', numbers, true, false, null and unquoted ISO dates.
	static func filter(_ text: String, _ object: HeadlessObject) -> Result<(HeadlessEntry) -> Bool, Invalid> {
		guard let tokens = tokens(text) else {
			return .failure(Invalid(message: "Invalid filter: \(text)"))
		}
		var parser = FilterParser(tokens: tokens, object: object)
		guard let matches = parser.expression(), parser.position == tokens.count else {
			// (model) InvalidFilterException's title.
			return .failure(Invalid(message: parser.problem ?? "Invalid filter: \(text)"))
		}
		return .success(matches)
	}

	struct FilterParser {
		let tokens: [Token]
		let object: HeadlessObject
		var position = 0
		var problem: String?

		private var next: Token? {
			return position < tokens.count ? tokens[position] : nil
		}

		private mutating func take() -> Token? {
			defer { position += 1 }
			return next
		}

		typealias Matcher = (HeadlessEntry) -> Bool

		mutating func expression() -> Matcher? {
			return chain("or", { $0.conjunction() }) { left, right in { left($0) || right($0) } }
		}

		private mutating func conjunction() -> Matcher? {
			return chain("and", { $0.unary() }) { left, right in { left($0) && right($0) } }
		}

		/// Operands joined by `word`, left to right.
		private mutating func chain(_ word: String, _ operand: (inout FilterParser) -> Matcher?, _ join: (@escaping Matcher, @escaping Matcher) -> Matcher) -> Matcher? {
			guard var left = operand(&self) else {
				return nil
			}
			while next == .word(word) {
				position += 1
				guard let right = operand(&self) else {
					return nil
				}
				left = join(left, right)
			}
			return left
		}

		private mutating func unary() -> Matcher? {
			switch take() {
			case .word("not")?:
				return unary().map { inner in { !inner($0) } }
			case .open?:
				guard let inner = expression(), take() == .close else {
					return nil
				}
				return inner
			case .word(let function)? where next == .open && ["contains", "startswith"].contains(function):
				position += 1
				guard case .word(let name)? = take(), take() == .comma, case .string(let part)? = take(), take() == .close,
						known(name) else {
					return nil
				}
				let object = self.object
				return { entry in
					guard case .text(let text)?? = HeadlessQuery.value(entry, name, object) else {
						return false
					}
					return function == "contains" ? text.contains(part) : text.hasPrefix(part)
				}
			case .word(let name)?:
				guard known(name), case .word(let operation)? = take(), ["eq", "ne", "gt", "ge", "lt", "le"].contains(operation),
						let literal = take() else {
					return nil
				}
				let object = self.object
				return { entry in
					let stored = HeadlessQuery.value(entry, name, object) ?? nil
					let wanted: HeadlessQuery.Value?
					switch (literal, stored) {
					case (.word("null"), _): wanted = nil
					case (.word("true"), _): wanted = .bool(true)
					case (.word("false"), _): wanted = .bool(false)
					case (.number(let number), _): wanted = .number(number)
					case (.string(let text), .date(_)?), (.date(let text), _): wanted = HeadlessDates.instant(text).map { .date($0) }
					case (.string(let text), _): wanted = .text(text)
					default: return false
					}
					guard let value = stored, let target = wanted else {
						let bothNull = stored == nil && wanted == nil && literal == .word("null")
						return operation == "eq" ? bothNull : operation == "ne" ? !bothNull : false
					}
					guard let order = HeadlessQuery.compare(value, target) else {
						return false
					}
					switch operation {
					case "eq": return order == .orderedSame
					case "ne": return order != .orderedSame
					case "gt": return order == .orderedDescending
					case "ge": return order != .orderedAscending
					case "lt": return order == .orderedAscending
					default: return order != .orderedDescending
					}
				}
			default:
				return nil
			}
		}

		private mutating func known(_ name: String) -> Bool {
			if object.field(name) == nil && !["id", "externalReferenceCode", "dateCreated", "dateModified", "creatorId", "status"].contains(name) {
				// (model) the title.
				problem = "A property used in the filter criteria is not supported: \(name)"
				return false
			}
			return true
		}
	}
}
