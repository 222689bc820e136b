// Derives FrameworkInventory+Classes.swift, what each framework class a generated class
// inherits from already takes, from the real surfaces: the symbol graphs of the iOS SDK's
// ObjectiveC, Foundation and UIKit modules and of Liferay Screens (internal members too),
// each member's Swift name and selectors (and NSObject's selectors Swift hides, from the
// SDK's objc/NSObject.h) a candidate, kept only when the compiler, type-checking a subclass
// with that name or selector against the real SDK and Screens' source in one module, reports
// an error. It also writes the stub declarations the project's stubs lack for them, so the
// stubs take what the real SDK takes. `make inventory` runs the whole derivation (it needs the
// real SDK check of ../shared/tools/realsdk set up).
//
//     screenletgen-inventory probe --sdk SDK GRAPHS... > Probe.swift
//     swiftc -typecheck … Probe.swift 2> probe.log          (see the Makefile)
//     screenletgen-inventory write --sdk SDK --log probe.log --inventory FILE --stubs DIR GRAPHS...
import Foundation

/// The classes generated classes inherit from, and the stub module that declares each.
let inheritedClasses: [(name: String, stubModule: String)] = [
	("NSObject", "Foundation"), ("Operation", "Foundation"), ("UIResponder", "UIKit"), ("UIView", "UIKit"),
	("BaseScreenlet", "LiferayScreens"), ("BaseListScreenlet", "LiferayScreens"), ("BaseScreenletView", "LiferayScreens"),
	("BaseListView", "LiferayScreens"), ("BaseListTableView", "LiferayScreens"), ("BaseListCollectionView", "LiferayScreens"),
	("Interactor", "LiferayScreens"), ("ServerConnectorInteractor", "LiferayScreens"),
	("ServerReadConnectorInteractor", "LiferayScreens"), ("ServerWriteConnectorInteractor", "LiferayScreens"),
	("BaseListPageLoadInteractor", "LiferayScreens"), ("ServerConnector", "LiferayScreens"),
	("PaginationLiferayConnector", "LiferayScreens"),
]

/// Standard edit actions that SDKs after iOS 17.4 add to UIResponder (Xcode 26's
/// UIResponder.h: `alignLeft:`…, `toggleInspector:`, `showWritingTools:`), which an
/// app built with today's Xcode inherits: the graphs of the 17.4 SDK predate them.
let laterSDKActions: [String: [String]] = [
	"UIResponder": ["alignCenter", "alignJustified", "alignLeft", "alignRight", "showWritingTools", "toggleInspector"],
]

struct Arguments {
	var command = ""
	var sdk = ""
	var log = ""
	var inventory = ""
	var stubs = ""
	var graphs: [String] = []

	init(_ arguments: [String]) throws {
		var rest = arguments[...]
		guard let command = rest.popFirst(), ["probe", "write"].contains(command) else {
			throw InventoryError("usage: screenletgen-inventory probe|write --sdk SDK [--log LOG --inventory FILE --stubs DIR] GRAPHS...")
		}
		self.command = command
		while let argument = rest.popFirst() {
			switch argument {
			case "--sdk": sdk = rest.popFirst() ?? ""
			case "--log": log = rest.popFirst() ?? ""
			case "--inventory": inventory = rest.popFirst() ?? ""
			case "--stubs": stubs = rest.popFirst() ?? ""
			default: graphs.append(argument)
			}
		}
		guard !sdk.isEmpty, !graphs.isEmpty, command == "probe" || !(log.isEmpty || inventory.isEmpty || stubs.isEmpty) else {
			throw InventoryError("usage: screenletgen-inventory probe|write --sdk SDK [--log LOG --inventory FILE --stubs DIR] GRAPHS...")
		}
	}
}

func run() throws {
	let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
	let graphs = try SymbolGraphs(folders: arguments.graphs)
	let hidden = try HiddenSelectors.read(sdk: arguments.sdk)
	var classes: [ClassSurface] = []
	for (name, stubModule) in inheritedClasses {
		guard let id = graphs.classID(named: name) else {
			throw InventoryError("no class \(name) in the symbol graphs given")
		}
		let members = graphs.members(ofClass: id)
		let extra = (laterSDKActions[name] ?? []).map { $0 + ":" }
		classes.append(ClassSurface(
			name: name, superclass: graphs.superclassName(of: id), stubModule: stubModule, members: members,
			candidates: Candidates(className: name, members: members, extraSelectors: extra)))
	}
	let probe = ProbeFile(candidates: classes.map(\.candidates))
	if arguments.command == "probe" {
		FileHandle.standardOutput.write(Data(probe.text.utf8))
		return
	}
	let log = try String(contentsOfFile: arguments.log, encoding: .utf8)
	let taken = try probe.taken(compilerOutput: log, probeFileName: "Probe.swift")
	// `init` and `dealloc` are the compiler's own: it reports a member repeating either.
	let runtime = hidden.filter { $0 != "init" && $0 != "dealloc" }
	let inventory = Inventory(classes: classes, taken: taken, runtimeSelectors: ["NSObject": runtime], laterSDKActions: laterSDKActions)
	try Data(inventory.swiftSource.utf8).write(to: URL(fileURLWithPath: arguments.inventory))
	for module in ["Foundation", "UIKit", "LiferayScreens"] {
		let stubs = URL(fileURLWithPath: arguments.stubs)
		let hand = try String(contentsOf: stubs.appendingPathComponent("\(module).swift"), encoding: .utf8)
		let text = inventory.stubSource(module: module, handWritten: hand)
		try Data(text.utf8).write(to: stubs.appendingPathComponent("\(module)+Derived.swift"))
	}
	FileHandle.standardError.write(Data(inventory.summary.utf8))
}

do {
	try run()
} catch {
	FileHandle.standardError.write(Data("screenletgen-inventory: \(error)\n".utf8))
	exit(1)
}
