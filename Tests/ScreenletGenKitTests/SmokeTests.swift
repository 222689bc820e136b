import XCTest
@testable import ScreenletGenKit
