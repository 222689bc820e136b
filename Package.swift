// swift-tools-version:6.1
import PackageDescription

let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
	name: "screenletgen",
	products: [
		.executable(name: "screenletgen", targets: ["screenletgen"]),
		.library(name: "ScreenletGenKit", targets: ["ScreenletGenKit"]),
		.plugin(name: "GenerateScreenlets", targets: ["GenerateScreenlets"]),
	],
	targets: [
		// The pipeline: spec → model → rendered files → output plan. Used directly by the tests.
		.target(
			name: "ScreenletGenKit",
			swiftSettings: swift5,
			plugins: ["EmbedTemplates"]),
		// Thin command-line shell over ScreenletGenKit.
		.executableTarget(
			name: "screenletgen",
			dependencies: ["ScreenletGenKit"],
			swiftSettings: swift5),
		// Turns Templates/ into Swift source at build time, so an installed binary needs no resources.
		.executableTarget(
			name: "TemplateEmbedder",
			swiftSettings: swift5),
		.plugin(
			name: "EmbedTemplates",
			capability: .buildTool(),
			dependencies: ["TemplateEmbedder"]),
		// `swift package generate-screenlets`: runs screenletgen on the package's specs.
		.plugin(
			name: "GenerateScreenlets",
			capability: .command(
				intent: .custom(verb: "generate-screenlets", description: "Generate Liferay Screens screenlets from screenletgen specs"),
				permissions: [.writeToPackageDirectory(reason: "Writes the generated screenlets into the package")]),
			dependencies: ["screenletgen"]),
		// Derives the embedded Mobile SDK catalog from a liferay-mobile-sdk checkout.
		.executableTarget(
			name: "screenletgen-catalog",
			swiftSettings: swift5),
		// Derives FrameworkInventory+Classes.swift from the real SDK's and Screens' symbol graphs (`make inventory`).
		.executableTarget(
			name: "screenletgen-inventory",
			swiftSettings: swift5),
		// Measures bulk generation; run with `swift run -c release screenletgen-benchmark`.
		.executableTarget(
			name: "screenletgen-benchmark",
			dependencies: ["ScreenletGenKit"],
			// The Jinja2 peer it runs beside screenletgen, when Python has Jinja2.
			exclude: ["jinja2_peer.py"],
			swiftSettings: swift5),
		.testTarget(
			name: "ScreenletGenKitTests",
			dependencies: ["ScreenletGenKit"],
			exclude: ["Golden", "GoldenAndroid", "Stubs", "AndroidStubs", "AndroidRuntime", "Fixtures", "Runtime"],
			swiftSettings: swift5),
		// The sampled loops run whole (`make slow`; CI skips this target): the same files, linked.
		.testTarget(
			name: "ScreenletGenKitSlowTests",
			dependencies: ["ScreenletGenKit"],
			exclude: ["README.md"],
			swiftSettings: swift5 + [.define("SLOW_LOOPS")]),
	]
)
