// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/context/SessionContext.java
package com.liferay.mobile.screens.context;

import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.android.service.Session;
import com.liferay.mobile.screens.auth.BasicAuthMethod;
import com.liferay.mobile.screens.auth.login.LoginListener;
import com.liferay.mobile.screens.context.storage.CredentialsStorageBuilder;

// Not mirrored: the instance methods setAuthenticator(Authenticator) and setAuthenticator(String, Authenticator),
// whose signatures name okhttp 2 (com.squareup.okhttp), a dependency Screens 5.1.0 declares `implementation`:
// an app module does not see it, so its build rejects them.
public class SessionContext {

	private SessionContext() { throw new RuntimeException("Stub!"); }

	public static void logout() { throw new RuntimeException("Stub!"); }

	public static Session createBasicSession(String username, String password) { throw new RuntimeException("Stub!"); }

	public static Session createCookieSession(Session session) { throw new RuntimeException("Stub!"); }

	public static Session createOAuth2Session(Session session) { throw new RuntimeException("Stub!"); }

	public static Session createSessionFromCurrentSession() { throw new RuntimeException("Stub!"); }

	public static boolean isLoggedIn() { throw new RuntimeException("Stub!"); }

	public static boolean hasUserInfo() { throw new RuntimeException("Stub!"); }

	public static Authentication getAuthentication() { throw new RuntimeException("Stub!"); }

	public static User getCurrentUser() { throw new RuntimeException("Stub!"); }

	public static void setCurrentUser(User value) { throw new RuntimeException("Stub!"); }

	public static Long getUserId() { throw new RuntimeException("Stub!"); }

	public static void storeCredentials(CredentialsStorageBuilder.StorageType storageType) { throw new RuntimeException("Stub!"); }

	public static void removeStoredCredentials(CredentialsStorageBuilder.StorageType storageType) { throw new RuntimeException("Stub!"); }

	public static void loadStoredCredentials(CredentialsStorageBuilder.StorageType storageType, boolean shouldLoadServer) throws IllegalStateException { throw new RuntimeException("Stub!"); }

	public static void loadStoredCredentials(CredentialsStorageBuilder.StorageType storageType) throws IllegalStateException { throw new RuntimeException("Stub!"); }

	public static void loadStoredCredentialsAndServer(CredentialsStorageBuilder.StorageType sharedPreferences) { throw new RuntimeException("Stub!"); }

	public static void relogin(LoginListener loginListener) { throw new RuntimeException("Stub!"); }

	public static void relogin(LoginListener loginListener, BasicAuthMethod basicAuthMethod) { throw new RuntimeException("Stub!"); }
}
