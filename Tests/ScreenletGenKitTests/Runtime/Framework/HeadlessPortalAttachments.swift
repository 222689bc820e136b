// Attachment fields of the modelled portal (Research/objects-rest-features.md §2): a file of
// Documents and Media linked to an entry's field.
// - an entry is written with the file as `{id, name, link: {href, label}, size, …}`, `size` a
//   localized text (LanguageUtil.formatStorageSize: "1 KB"), `link.href` a servlet path
//   (`/documents/…`, not `/o/…`; (model) its query and the download itself are not modelled),
//   and `fileBase64` only when the GET asks for it (`nestedFields=<field>.fileBase64`) and the
//   portal answers it (`answersFileContent`: an older one without its feature flag does not);
// - a write takes `{"id": …}` of an existing file, or `{"fileBase64": …, "name": …}`, which
//   adds one (AttachmentManagerImpl): empty content is a 400 "File content is empty", a name
//   whose extension the field does not accept or a file larger than its maximum is refused
//   with FileExtensionException's and FileSizeException's texts ((model) as 400 Problems);
//   another value is one the model does not know (a fatal error, as for any field).
import Foundation

/// A file of Documents and Media.
public struct HeadlessFile {
	public let id: Int64
	public let name: String
	public let data: Data
}

extension HeadlessPortal {

	nonisolated(unsafe) public internal(set) static var files: [Int64: HeadlessFile] = [:]
	nonisolated(unsafe) static var nextFileId: Int64 = 52001
	/// Whether a GET answers a file's content when asked (`nestedFields=<field>.fileBase64`).
	nonisolated(unsafe) public static var answersFileContent = true

	static func resetFiles() {
		files = [:]
		nextFileId = 52001
		answersFileContent = true
	}

	/// A file in Documents and Media, as someone uploaded it there.
	@discardableResult
	public static func addFile(name: String, data: Data) -> HeadlessFile {
		let file = HeadlessFile(id: nextFileId, name: name, data: data)
		nextFileId += 1
		files[file.id] = file
		return file
	}

	/// An attachment field's value as a write gives it: the file's id, or a refusal.
	static func attachment(_ raw: Any, _ field: HeadlessField, extensions: [String], maxMegabytes: Int) -> Result<Any, Refusal>? {
		guard let value = raw as? [String: Any] else {
			return nil
		}
		if let id = (value["id"] as? NSNumber)?.int64Value, !isJSONBool(value["id"]!) {
			guard files[id] != nil else {
				return .failure(Refusal(answer: problem(404, "No FileEntry exists with the primary key \(id)")))
			}
			return .success(id)
		}
		guard let content = value["fileBase64"] as? String, let name = value["name"] as? String else {
			return nil
		}
		guard let data = Data(base64Encoded: content), !data.isEmpty else {
			return .failure(Refusal(answer: problem(400, "File content is empty")))
		}
		let fileExtension = (name as NSString).pathExtension.lowercased()
		guard extensions.contains("*") || extensions.contains(fileExtension) else {
			return .failure(Refusal(answer: problem(400, "Invalid file extension for \(name)")))
		}
		if maxMegabytes > 0 && data.count > maxMegabytes * 1024 * 1024 {
			return .failure(Refusal(answer: problem(400, "File \(name) exceeds the maximum permitted size of \(maxMegabytes) MB")))
		}
		return .success(addFile(name: name, data: data).id)
	}

	/// The file as an entry's field is written (AttachmentObjectFieldBusinessType.getDTOValue).
	static func fileEntry(_ id: Int64, field: String, entry: HeadlessEntry, nestedFields: [String]) -> [String: Any]? {
		guard let file = files[id] else {
			return nil
		}
		let encoded = file.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file.name
		var json: [String: Any] = [
			"externalReferenceCode": "file-\(file.id)",
			"extension": (file.name as NSString).pathExtension,
			"id": file.id,
			"link": ["href": "/documents/\(entry.groupId == 0 ? companyId : entry.groupId)/0/\(encoded)?download=true", "label": file.name],
			"name": file.name,
			"size": storageSize(file.data.count),
		]
		if answersFileContent && nestedFields.contains(field + ".fileBase64") {
			json["fileBase64"] = file.data.base64EncodedString()
		}
		return json
	}

	/// LanguageUtil.formatStorageSize in English: (model) kilobytes with at most one decimal, at least "1 KB".
	static func storageSize(_ bytes: Int) -> String {
		if bytes >= 1024 * 1024 {
			return String(format: "%.1f MB", Double(bytes) / 1024 / 1024).replacingOccurrences(of: ".0 ", with: " ")
		}
		return String(format: "%.1f KB", max(1, Double(bytes) / 1024)).replacingOccurrences(of: ".0 ", with: " ")
	}
}
