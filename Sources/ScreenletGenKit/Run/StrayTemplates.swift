import Foundation

/// A file in `--templates` that is not `<template>.mustache` is never used: a run stops and
/// names it rather than leave the user wondering why it has no effect. Hidden files
/// (`.DS_Store`, `.gitkeep`) are left alone.
enum StrayTemplates {

	/// The folder's stray files, relative to it, sorted.
	static func find(in folder: String) -> [String] {
		var stray: [String] = []
		let enumerator = FileManager.default.enumerator(atPath: folder)
		while let relative = enumerator?.nextObject() as? String {
			let name = (relative as NSString).lastPathComponent
			if name.hasPrefix(".") {
				if (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
					enumerator?.skipDescendants()
				}
				continue
			}
			guard (enumerator?.fileAttributes?[.type] as? FileAttributeType) != .typeDirectory,
					!relative.hasSuffix(TemplateLibrary.fileExtension) else {
				continue
			}
			stray.append(relative)
		}
		return stray.sorted()
	}
}
