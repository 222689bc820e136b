import Foundation

/// Order-preserving parallel map over the machine's cores.
enum ParallelMap {

	static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
		if items.count < 2 {
			return items.map(transform)
		}
		var results = [R?](repeating: nil, count: items.count)
		let lock = NSLock()
		results.withUnsafeMutableBufferPointer { buffer in
			let pointer = buffer
			DispatchQueue.concurrentPerform(iterations: items.count) { index in
				let value = transform(items[index])
				lock.lock()
				pointer[index] = value
				lock.unlock()
			}
		}
		return results.map { $0! }
	}
}
