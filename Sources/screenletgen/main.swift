import Foundation
import ScreenletGenKit

let tool = CommandLineTool(
	standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
	standardError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
