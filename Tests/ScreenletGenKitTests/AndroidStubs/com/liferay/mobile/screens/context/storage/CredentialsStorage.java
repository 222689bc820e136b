// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/context/storage/CredentialsStorage.java
package com.liferay.mobile.screens.context.storage;

import android.content.Context;
import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.screens.context.User;

public interface CredentialsStorage {

	void storeCredentials();

	void removeStoredCredentials();

	boolean loadStoredCredentials() throws IllegalStateException;

	boolean loadStoredCredentialsAndServer() throws IllegalStateException;

	Authentication getAuthentication();

	void setAuthentication(Authentication auth);

	User getUser();

	void setUser(User user);

	void setContext(Context ctx);
}
