package com.liferay.mobile.android.auth.refresh;

import com.liferay.mobile.android.auth.Authentication;

/**
 * Mobile SDK 7.3.0's: an OAuth 2 session's handler trades an expired access token for a fresh
 * one first (OAuth2AuthenticationRefreshHandler with no callback: the refreshed session is
 * returned, the app's session keeps its own); basic authentication's hands the session back as
 * it is; a cookie session's refresh is not modelled (Stub!, so a scenario signed so fails loudly).
 */
public class AuthenticationRefreshHandlerFactory {

	public AuthenticationRefreshHandlerFactory() {
	}

	public AuthenticationRefreshHandler refreshHandlerForAuthentication(Authentication authentication) {
		return new AuthenticationRefreshHandler() {
			@Override
			public com.liferay.mobile.android.service.Session refreshAuthentication(com.liferay.mobile.android.service.Session session,
					com.liferay.mobile.android.auth.SessionCallback callback) throws Exception {
				if (authentication instanceof screenletgen.runtime.RuntimeOAuth2Authentication) {
					screenletgen.runtime.RuntimeOAuth2Authentication oauth2 = (screenletgen.runtime.RuntimeOAuth2Authentication) authentication;
					com.liferay.mobile.android.service.Session refreshed = oauth2.isExpired() ? oauth2.refreshed() : session;
					if (callback == null) {
						return refreshed;
					}
					callback.onSuccess(refreshed);
					return null;
				}
				if (!(authentication instanceof screenletgen.runtime.RuntimeAuthentication)) {
					throw new RuntimeException("Stub!");
				}
				if (callback == null) {
					return session;
				}
				callback.onSuccess(session);
				return null;
			}
		};
	}
}
