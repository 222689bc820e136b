extension Set where Element == String {

	/// `plain` when no name here is it, else the first of `plain<separator>2`, `plain<separator>3`…
	/// that is not; the name given is then taken. The one rule by which a generated name that a
	/// second of its kind would repeat gets a number (`title_2`, `affectedSystemsA2Choice2`).
	mutating func claim(_ plain: String, numberingAfter separator: String = "") -> String {
		var name = plain
		var number = 2
		while !insert(name).inserted {
			name = plain + separator + String(number)
			number += 1
		}
		return name
	}
}
