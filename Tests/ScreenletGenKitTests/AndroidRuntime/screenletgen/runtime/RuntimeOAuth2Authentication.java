package screenletgen.runtime;

import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.android.http.Request;

/**
 * The SDK's OAuth2Authentication, as far as a request sees it: `Authorization: Bearer <token>`.
 * One whose access token is past its expiration date is what the SDK's refresh handler
 * (OAuth2AuthenticationRefreshHandler, from AuthenticationRefreshHandlerFactory) trades for a
 * fresh token before a call; the model's portal refuses the expired token and takes the fresh one.
 */
public final class RuntimeOAuth2Authentication implements Authentication {

	public static final String FRESH_TOKEN = "fresh-access-token";

	final String accessToken;
	final boolean expired;

	public RuntimeOAuth2Authentication(String accessToken, boolean expired) {
		this.accessToken = accessToken;
		this.expired = expired;
	}

	@Override
	public void authenticate(Request request) {
		request.getHeaders().put("Authorization", "Bearer " + accessToken);
	}

	/** OAuth2SignIn.refreshToken: a new session signed with a fresh token. */
	public com.liferay.mobile.android.service.Session refreshed() {
		return new RuntimeSession(new RuntimeOAuth2Authentication(FRESH_TOKEN, false));
	}

	public boolean isExpired() {
		return expired;
	}
}
