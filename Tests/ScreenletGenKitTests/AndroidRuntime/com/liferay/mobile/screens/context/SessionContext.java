package com.liferay.mobile.screens.context;

import com.liferay.mobile.android.service.Session;
import screenletgen.runtime.RuntimeSession;

/** The logged-in session and user; `createSessionFromCurrentSession` throws when nobody is logged in. */
public class SessionContext {

	private static Session currentUserSession;
	private static Long currentUserId;

	private SessionContext() {
	}

	/** The scenario's login (the model's own door: Screens logs in through its Login screenlet). */
	public static void loginForScenario(long userId) {
		currentUserSession = new RuntimeSession();
		currentUserId = userId;
	}

	public static void logout() {
		currentUserSession = null;
		currentUserId = null;
	}

	public static Session createSessionFromCurrentSession() {
		if (currentUserSession == null) {
			throw new IllegalStateException("You need to be logged in to get a session");
		}
		return new RuntimeSession();
	}

	public static boolean isLoggedIn() {
		return currentUserSession != null;
	}

	public static Long getUserId() {
		return currentUserId;
	}
}
