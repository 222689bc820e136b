// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/context/User.java
package com.liferay.mobile.screens.context;

import com.liferay.mobile.screens.asset.AssetEntry;
import java.util.Map;
import org.json.JSONObject;

public class User extends AssetEntry {

	public static final String EMAIL_ADDRESS = "emailAddress";
	public static final String USER_ID = "userId";
	public static final String UUID = "uuid";
	public static final String PORTRAIT_ID = "portraitId";
	public static final String FIRST_NAME = "firstName";
	public static final String LAST_NAME = "lastName";
	public static final String SCREEN_NAME = "screenName";
	public static final String GREETING = "greeting";
	public static final String JOB_TITLE = "jobTitle";
	public static final String LANGUAGE_ID = "languageId";
	public static final String EMAIL_ADDRESS_VERIFIED = "emailAddressVerified";
	public static final String LOCKOUT = "lockout";
	public static final String AGREED_TERMS_USE = "agreedToTermsOfUse";

	public User(JSONObject jsonObject) { throw new RuntimeException("Stub!"); }

	public User(Map<String, Object> map) { throw new RuntimeException("Stub!"); }

	public long getId() { throw new RuntimeException("Stub!"); }

	public String getUuid() { throw new RuntimeException("Stub!"); }

	public long getPortraitId() { throw new RuntimeException("Stub!"); }

	public String getFirstName() { throw new RuntimeException("Stub!"); }

	public String getLastName() { throw new RuntimeException("Stub!"); }

	public String getFullName() { throw new RuntimeException("Stub!"); }

	public String getEmail() { throw new RuntimeException("Stub!"); }

	public String getScreenName() { throw new RuntimeException("Stub!"); }

	public String getGreeting() { throw new RuntimeException("Stub!"); }

	public String getJobTitle() { throw new RuntimeException("Stub!"); }

	public String getString(String key) { throw new RuntimeException("Stub!"); }

	public long getInt(String key) { throw new RuntimeException("Stub!"); }

	public long getLong(String key) { throw new RuntimeException("Stub!"); }

	@Override
	public String toString() { throw new RuntimeException("Stub!"); }
}
