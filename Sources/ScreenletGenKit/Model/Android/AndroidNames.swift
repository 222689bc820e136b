/// The Android twin's layer of the model (issue 37): the model's decisions named in Java.
/// A name the model proposes (`description`) becomes an identifier here, checked against what
/// the class it goes in already has, as the Apple layer checks NSObject's selectors.
enum AndroidNames {

	/// What every generated model class declares or inherits (`java.lang.Object`'s methods, the
	/// Parcelable members, the class's own), which no attribute's getter may repeat.
	static let modelClassMembers: Set<String> = [
		"getClass", "hashCode", "equals", "toString", "notify", "notifyAll", "wait", "finalize", "clone",
		"describeContents", "writeToParcel", "getValues", "setValues", "isComplete",
	]

	/// The getter of each attribute, in order: `getName`; `getClassValue` where the plain one is
	/// taken (Object's final `getClass`), or another attribute's getter already has it.
	static func attributeGetters(_ attributes: [Attribute]) -> [String] {
		var taken = modelClassMembers
		return attributes.map { attribute in
			let plain = "get" + Words.capitalized(attribute.name)
			var name = plain
			var suffix = ["Value", "Attribute"].makeIterator()
			while taken.contains(name), let next = suffix.next() {
				name = plain + next
			}
			taken.insert(name)
			return name
		}
	}
}
