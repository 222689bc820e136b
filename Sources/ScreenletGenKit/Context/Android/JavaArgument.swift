/// An argument of a Mobile SDK call in Java, as the parameter's Java type takes it: a fixed
/// value, a framework value, and the conversion the model decided.
enum JavaArgument {

	/// A spec's fixed value: a `long` parameter takes a whole number past an `int`'s range as `5000000000L`.
	static func literal(_ literal: LiteralValue, javaType: String) -> String {
		switch literal {
		case .string(let text): return JavaLiteral.string(text)
		case .number(let text):
			let isWhole = text.allSatisfy { $0.isNumber || $0 == "-" }
			return javaType == "long" && isWhole && Int32(text) == nil ? text + "L" : text
		case .bool(let flag): return flag ? "true" : "false"
		case .null, .array, .object: return "null"
		}
	}

	/// What a framework value is in an interactor: the app's company, the session's user (read
	/// before the call), no service context; a page's rows and order from its `query`.
	static func contextValue(_ source: ValueSource) -> String {
		switch source {
		case .companyId: return "LiferayServerContext.getCompanyId()"
		case .sessionUserId: return "sessionUserId"
		case .startRow: return "query.getStartRow()"
		case .endRow: return "query.getEndRow()"
		case .orderByComparator: return "query.getComparatorJSONWrapper()"
		case .groupId, .recordedGroupId: return "groupId"
		case .serviceContext, .stored, .locale, .externalReferenceCode: return "null"
		}
	}

	/// `value` as the parameter takes it: a cast only where the Java types differ (javac
	/// -Xlint:cast reports a redundant one), a date's milliseconds, text, a one-element array.
	static func converted(_ value: String, source: ValueSource, conversion: ArgumentConversion, javaType: String) -> String {
		if source == .serviceContext {
			return "null"
		}
		switch conversion {
		case .number:
			let held = source.type.map { AndroidContext.javaType($0, optional: false) }
			return held == javaType ? value : "(\(javaType)) \(value)"
		case .text: return "String.valueOf(\(value))"
		case .dateMilliseconds: return "\(value).getTime()"
		case .singleElementArray: return "new JSONArray().put(\(value))"
		case .none, .localizedMap, .isoDate: return value
		}
	}

	/// A screenlet's field as a call sends it: the app's site or company where it is zero and
	/// the value falls back to it.
	static func field(_ field: String, fallback: Fallback?) -> String {
		switch fallback {
		case .groupId?: return "((\(field) != 0) ? \(field) : LiferayServerContext.getGroupId())"
		case .companyId?: return "((\(field) != 0) ? \(field) : LiferayServerContext.getCompanyId())"
		case nil: return field
		}
	}

	/// The condition under which a value fails its `validate` rule.
	/// A value that may be null here (an optional number, a parent not chosen) is checked only
	/// when it is there, as the iOS check's `if let`.
	static func failsValidation(_ rule: Validation, _ value: String, mayBeNull: Bool = false) -> String {
		guard rule == .positive else {
			return "(\(value) == null) || \(value).isEmpty()"
		}
		return mayBeNull ? "(\(value) != null) && (\(value) <= 0)" : "\(value) <= 0"
	}

	/// `long folderId = (Long) args[0];`: each value an interactor is started with, read back.
	static func argumentReads(_ values: [AndroidValue]) -> [String] {
		return values.enumerated().map { index, value in
			"\(value.heldJavaType) \(value.variable) = (\(AndroidContext.javaType(value.value.type, optional: true))) args[\(index)];"
		}
	}
}

extension AndroidValue {

	/// Its type where the action holds it (the event, `args`): boxed when it may be left out.
	var heldJavaType: String {
		return AndroidContext.javaType(value.type, optional: isOptional)
	}
}
