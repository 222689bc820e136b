// Scenarios of Examples/guestbook.json: a custom plugin's service, with the session's user.
import Foundation

final class Recorder: NSObject, GuestbookEntryListScreenletDelegate, SignGuestbookScreenletDelegate {
	func screenlet(_ screenlet: GuestbookEntryListScreenlet, onGuestbookEntryListResponse guestbookEntries: [GuestbookEntry]) {
		Transcript.record("onGuestbookEntryListResponse: \(guestbookEntries.count) rows")
	}

	func screenlet(_ screenlet: GuestbookEntryListScreenlet, onGuestbookEntryListError error: NSError) {
		Transcript.record("onGuestbookEntryListError: \(describe(error))")
	}

	func screenlet(_ screenlet: GuestbookEntryListScreenlet, onGuestbookEntrySelected guestbookEntry: GuestbookEntry) {
		Transcript.record("onGuestbookEntrySelected: \(guestbookEntry.name)")
	}

	func screenlet(_ screenlet: SignGuestbookScreenlet, onGuestbookSigned guestbookEntry: GuestbookEntry) {
		Transcript.record("onGuestbookSigned: \(guestbookEntry.name) <\(guestbookEntry.email)>")
	}

	func screenlet(_ screenlet: SignGuestbookScreenlet, onSignError error: NSError) {
		Transcript.record("onSignError: \(describe(error))")
	}
}

let recorder = Recorder()

func makeSign() -> SignGuestbookView_default {
	let screenlet = SignGuestbookScreenlet(frame: .zero, themeName: nil)
	let view = SignGuestbookView_default()
	view.nameTextField = UITextField()
	view.emailTextField = UITextField()
	view.messageTextField = UITextField()
	view.signGuestbookButton = UIButton()
	screenlet.guestbookId = 8
	screenlet.delegate = recorder
	screenlet.load(view: view)
	view.nameTextField?.text = "Ann"
	view.emailTextField?.text = "ann@example.com"
	view.messageTextField?.text = "Hi"
	return view
}

scenario("sign: online") {
	RuntimeServer.on("/gb.entry/add-entry", .json(#"{"entryId": 1, "name": "Ann", "email": "ann@example.com", "message": "Hi", "guestbookId": 8}"#))
	let view = makeSign()
	view.signGuestbook(view.signGuestbookButton!)
}

scenario("sign: offline, recorded to sync") {
	RuntimeServer.on("/gb.entry/add-entry", .offline)
	let view = makeSign()
	view.signGuestbook(view.signGuestbookButton!)
}

scenario("list: offline, nothing cached") {
	RuntimeServer.on("/gb.entry/get-entries", .offline)
	RuntimeServer.on("/gb.entry/get-entries-count", .offline)
	let list = GuestbookEntryListScreenlet(frame: .zero, themeName: nil)
	list.guestbookId = 8
	list.delegate = recorder
	list.load(view: GuestbookEntryListView_default())
	list.loadList()
}

scenario("sign: logged out before the request leaves, nothing is sent") {
	RuntimeServer.on("/gb.entry/add-entry", .json(#"{"entryId": 1, "name": "Ann", "email": "ann@example.com", "message": "Hi", "guestbookId": 8}"#))
	let view = makeSign()
	view.signGuestbook(view.signGuestbookButton!)
	SessionContext.currentContext = nil
}

scenario("sync: a signature made offline is sent with the session's user when back online") {
	RuntimeServer.on("/gb.entry/add-entry", .offline)
	let view = makeSign()
	view.signGuestbook(view.signGuestbookButton!)
	RuntimeQueue.drain()
	RuntimeServer.on("/gb.entry/add-entry", .json(#"{"entryId": 1, "name": "Ann", "email": "ann@example.com", "message": "Hi", "guestbookId": 8}"#))
	RuntimeSyncLog.manager { SignGuestbookScreenlet.addSynchronizer(to: $0) }.startSync()
}
