import Foundation
import ScreenletGenKit

// A write past the file-size limit (`ulimit -f`) then fails with EFBIG, like any failed
// write (a clear error, the folder as it was), instead of the signal killing the process
// with temporary files left behind.
signal(SIGXFSZ, SIG_IGN)

let tool = CommandLineTool(
	standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
	standardError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
