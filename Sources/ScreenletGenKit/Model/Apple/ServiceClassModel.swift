/// The template data of a service class (`Templates/Service.swift.mustache`).
struct ServiceClassModel {
	struct Skipped {
		var reason: String
	}
	var className: String
	/// The service as the user named it (`gb.entry`).
	var name: String
	var discoveryFile: String
	var methods: [ServiceMethodModel]
	var skipped: [Skipped]
}

/// One method of a service class, every piece of Swift decided here.
struct ServiceMethodModel {
	struct Parameter {
		var keyLiteral: String
		var value: String
	}
	struct Wrapper {
		var keyLiteral: String
		var classLiteral: String
		var name: String
	}
	var base: String
	/// `withUserId userId: Int64, name: String!`
	var parameters: String
	/// The Swift type of the answer, nil when none is returned (void, or a boolean checked).
	var returnType: String?
	var returnsVoid: Bool
	var returnsBoolean: Bool
	var returnsValue: Bool
	var hasPlainParameters: Bool
	var plainParameters: [Parameter]
	var wrappers: [Wrapper]
	var pathLiteral: String
}
