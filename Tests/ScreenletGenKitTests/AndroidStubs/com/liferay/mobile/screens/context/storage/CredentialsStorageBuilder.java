// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/context/storage/CredentialsStorageBuilder.java
package com.liferay.mobile.screens.context.storage;

import android.content.Context;
import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.screens.context.User;

public class CredentialsStorageBuilder {

	public CredentialsStorageBuilder() { throw new RuntimeException("Stub!"); }

	public CredentialsStorageBuilder setAuthentication(Authentication auth) { throw new RuntimeException("Stub!"); }

	public CredentialsStorageBuilder setUser(User user) { throw new RuntimeException("Stub!"); }

	public CredentialsStorageBuilder setContext(Context context) { throw new RuntimeException("Stub!"); }

	public CredentialsStorageBuilder setStorageType(StorageType storageType) { throw new RuntimeException("Stub!"); }

	public CredentialsStorage build() { throw new RuntimeException("Stub!"); }

	protected CredentialsStorage createStore() { throw new RuntimeException("Stub!"); }

	public enum StorageType {

		NONE(0), AUTO(1), SHARED_PREFERENCES(2);

		StorageType(int value) { throw new RuntimeException("Stub!"); }

		public static StorageType valueOf(int value) { throw new RuntimeException("Stub!"); }

		public int toInt() { throw new RuntimeException("Stub!"); }
	}
}
