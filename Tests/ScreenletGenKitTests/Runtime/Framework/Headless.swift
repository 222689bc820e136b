// Runtime model of the Mobile SDK 7.3.0's plain HTTP path (`Http/LRHttpUtil.m`, `Core/Auth/*`,
// `Http/AuthenticationRefresh/*`, `Http/LRRedirectDelegate.m`), the one a headless REST call
// takes: `getRequestWith` makes a request with the session's headers and timeout and does not
// sign it; `sendSyncRequest` first asks the refresh handler of the session's authentication for
// a fresh session, signs the request with that session's authentication, sends it (to
// `HeadlessPortal`) on an NSURLSession whose delegate is the one passed, and returns the body
// whatever the status. It never looks at the status: a 404 or a 500 is data. A redirect is
// followed, as NSURLSession follows one, unless the delegate is the SDK's
// `LRRedirectDelegate` (what the SDK's own JSON-WS `post` passes), which refuses it: the
// redirect's own answer (3xx, its Location, its body) is then the one returned. A transport
// error (no connection) is thrown. The refresh's own error is lost when the
// request then gets an answer (the Objective-C method returns data and sets `*error`; Swift
// only looks at the data): a failed OAuth 2 refresh sends the request unsigned, as the guest.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

// On Linux these live in FoundationNetworking, which generated files (importing Foundation
// only, as on iOS) do not import: the model's module names them for every file.
public typealias HTTPURLResponse = FoundationNetworking.HTTPURLResponse
public typealias NSMutableURLRequest = FoundationNetworking.NSMutableURLRequest
public typealias URLSessionDelegate = FoundationNetworking.URLSessionDelegate
#endif

open class LRHttpUtil: NSObject {

	/// `getRequestWithSession:URL:`: ignores the local cache, the session's timeout, and
	/// `setAllHTTPHeaderFields:session.headers`; no authentication yet.
	open class func getRequestWith(_ session: LRSession, url: URL) -> NSMutableURLRequest {
		let request = NSMutableURLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: TimeInterval(session.connectionTimeout))
		request.allHTTPHeaderFields = session.headers
		return request
	}

	/// `sendSyncRequest:delegate:session:response:error:`. The block writes `*response`
	/// without looking at the pointer: a nil one crashes when an answer comes.
	open class func sendSyncRequest(_ request: NSMutableURLRequest, delegate: URLSessionDelegate?, session: LRSession,
			response: UnsafeMutablePointer<HTTPURLResponse?>?) throws -> Data {
		let (fresh, _) = freshAuthentication(session)
		fresh?.authentication?.authenticate(request)
		var current = request
		var redirects = 0
		while true {
			switch HeadlessPortal.send(current) {
			case .failure(let error):
				throw error
			case .success(let (data, answer)):
				if !(delegate is LRRedirectDelegate), let next = redirection(of: current, by: answer) {
					redirects += 1
					guard redirects <= 16 else {
						fatalError("the model does not know NSURLSession's answer to more than 16 redirects")
					}
					current = next
					continue
				}
				guard let response = response else {
					fatalError("EXC_BAD_ACCESS: LRHttpUtil writes *response through a NULL pointer")
				}
				response.pointee = answer
				return data
			}
		}
	}

	/// The request NSURLSession makes of a redirect it follows (no delegate method says
	/// otherwise): the Location resolved against the request's URL, the same headers (same
	/// host: the Authorization too); a 303, and a 301 or 302 of a POST, become a GET without
	/// a body, a 307 or 308 keeps the method and body. Nil: no redirect to follow.
	static func redirection(of request: NSMutableURLRequest, by answer: HTTPURLResponse) -> NSMutableURLRequest? {
		guard [301, 302, 303, 307, 308].contains(answer.statusCode), let location = answer.value(forHTTPHeaderField: "Location"),
				let base = request.url, let url = URL(string: location, relativeTo: base)?.absoluteURL else {
			return nil
		}
		let method = request.httpMethod ?? "GET"
		let next = NSMutableURLRequest(url: url, cachePolicy: request.cachePolicy, timeoutInterval: request.timeoutInterval)
		next.allHTTPHeaderFields = request.allHTTPHeaderFields
		switch (answer.statusCode, method) {
		case (303, _), (301, "POST"), (302, "POST"):
			next.httpMethod = "GET"
			next.setValue(nil, forHTTPHeaderField: "Content-Type")
		case (307, _), (308, _), (_, "GET"):
			next.httpMethod = method
			next.httpBody = request.httpBody
		default:
			fatalError("the model does not know how NSURLSession follows a \(answer.statusCode) of a \(method)")
		}
		return next
	}

	/// `requestFreshAuthentication:handler:error:` without a handler, as Swift imports it.
	open class func requestFreshAuthentication(_ session: LRSession) throws -> LRSession {
		let (fresh, error) = freshAuthentication(session)
		guard let session = fresh else {
			throw error ?? RuntimeNilResultError
		}
		return session
	}

	/// `LRAuthenticationRefreshFactory`: cookie → `LRCookieExpirationHandler`, OAuth 2 →
	/// `LROAuth2RefreshHandler`, anything else (basic, none) → the session as it is.
	static func freshAuthentication(_ session: LRSession) -> (LRSession?, NSError?) {
		switch session.authentication {
		case let cookie as LRCookieAuthentication:
			return (LRCookieAuthentication.refresh(session, cookie), nil)
		case let oauth2 as LROAuth2Authentication:
			return LROAuth2Authentication.refresh(session, oauth2)
		default:
			return (session, nil)
		}
	}
}

/// `Http/LRRedirectDelegate`: its `willPerformHTTPRedirection` calls `completionHandler(nil)`,
/// so the session does not follow a redirect and the task ends with the redirect's answer.
open class LRRedirectDelegate: NSObject, URLSessionDelegate {
}

/// `Core/Auth/Basic`: `Authorization: Basic base64(username:password)`.
open class LRBasicAuthentication: NSObject, LRAuthentication {
	open var username: String
	open var password: String

	public init(username: String, password: String) {
		self.username = username
		self.password = password
	}

	open func authenticate(_ request: NSMutableURLRequest) {
		let encoded = Data("\(username):\(password)".utf8).base64EncodedString()
		request.setValue("Basic \(encoded)", forHTTPHeaderField: "Authorization")
	}
}

/// `Core/Auth/Cookie`: the session cookie and the CSRF token; no Authorization header.
open class LRCookieAuthentication: NSObject, LRAuthentication {
	open var authToken: String
	open var cookieHeader: String
	open var username: String
	open var password: String
	open var shouldHandleExpiration: Bool
	/// Seconds (15 × 60 by default).
	open var cookieExpirationTime: Double
	/// Seconds since 1970; 0 by default, so the first request signs in again.
	open var lastCookieRefresh: TimeInterval

	public init(authToken: String, cookieHeader: String, username: String, password: String,
			shouldHandleExpiration: Bool = true, cookieExpirationTime: Double = 15 * 60, lastCookieRefresh: TimeInterval = 0) {
		self.authToken = authToken
		self.cookieHeader = cookieHeader
		self.username = username
		self.password = password
		self.shouldHandleExpiration = shouldHandleExpiration
		self.cookieExpirationTime = cookieExpirationTime
		self.lastCookieRefresh = lastCookieRefresh
	}

	open func authenticate(_ request: NSMutableURLRequest) {
		request.setValue("COOKIE_SUPPORT=true; \(cookieHeader)", forHTTPHeaderField: "Cookie")
		request.setValue(authToken, forHTTPHeaderField: "X-CSRF-Token")
	}

	/// `LRCookieExpirationHandler`: an expired cookie signs in again (`LRCookieSignIn`, a POST
	/// of the username and password to `/c/portal/login`), which updates this same object
	/// (shared with the app's session) and sets it on the session. Wrong credentials still get
	/// a page with an auth token: a guest's cookie. Without a connection the session loses its
	/// authentication (`cookieSession.authentication` of a nil session) and goes on.
	static func refresh(_ session: LRSession, _ cookie: LRCookieAuthentication) -> LRSession {
		let now = HeadlessPortal.now.timeIntervalSince1970
		guard cookie.shouldHandleExpiration, now - cookie.lastCookieRefresh > cookie.cookieExpirationTime else {
			return session
		}
		if let (cookieHeader, authToken) = HeadlessPortal.cookieSignIn(username: cookie.username, password: cookie.password) {
			cookie.authToken = authToken
			cookie.cookieHeader = cookieHeader
			cookie.lastCookieRefresh = now
			session.authentication = cookie
		}
		else {
			session.authentication = nil
		}
		return session
	}
}

/// `Core/Auth/OAuth2`: `Authorization: Bearer <accessToken>`.
open class LROAuth2Authentication: NSObject, LRAuthentication {
	open var accessToken: String
	open var refreshToken: String?
	open var scope: String?
	open var accessTokenExpirationDate: Date?
	open var clientId: String?
	open var clientSecret: String?

	public init(accessToken: String, refreshToken: String?, scope: String?, accessTokenExpirationDate: Date?, clientId: String?, clientSecret: String?) {
		self.accessToken = accessToken
		self.refreshToken = refreshToken
		self.scope = scope
		self.accessTokenExpirationDate = accessTokenExpirationDate
		self.clientId = clientId
		self.clientSecret = clientSecret
	}

	open func authenticate(_ request: NSMutableURLRequest) {
		request.setValue("Bearer \(accessToken)", forHTTPHeaderField: "Authorization")
	}

	/// `LROAuth2RefreshHandler`: a token that expires within 60 s (or has no date: its
	/// `timeIntervalSinceNow` is 0) is refreshed first, synchronously (`LROAuth2SignIn`
	/// raises an exception on the main thread), with the refresh token, or with the client's
	/// credentials when there is none. The answer updates this same object; a failure gives no
	/// session and its error.
	static func refresh(_ session: LRSession, _ oauth2: LROAuth2Authentication) -> (LRSession?, NSError?) {
		let expiresIn = oauth2.accessTokenExpirationDate?.timeIntervalSince(HeadlessPortal.now) ?? 0
		guard expiresIn < 60 else {
			return (session, nil)
		}
		if Thread.isMainThread && RuntimeQueue.isMain {
			fatalError("NSException: Sync request in main thread (LROAuth2SignIn sendTokenRequestSync)")
		}
		let refreshToken = oauth2.refreshToken ?? ""
		switch HeadlessPortal.tokenRequest(refreshToken: refreshToken.isEmpty ? nil : refreshToken, clientId: oauth2.clientId ?? "", clientSecret: oauth2.clientSecret) {
		case .failure(let error):
			return (nil, error)
		case .success(let token):
			oauth2.accessToken = token.accessToken
			oauth2.refreshToken = token.refreshToken
			oauth2.scope = token.scope
			oauth2.accessTokenExpirationDate = token.expirationDate
			session.authentication = oauth2
			return (session, nil)
		}
	}
}
