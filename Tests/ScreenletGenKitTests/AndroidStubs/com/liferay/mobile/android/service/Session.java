// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/service/Session.java
// Not mirrored: the members whose signatures name okhttp 2 (com.squareup.okhttp), a dependency an app module
// with Screens 5.1.0 does not see (`implementation`), so its build rejects them: upload(JSONObject, List<Protocol>).
package com.liferay.mobile.android.service;

import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.android.callback.Callback;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONObject;

public interface Session {

	Authentication getAuthentication();

	Callback getCallback();

	int getConnectionTimeout();

	Map<String, String> getHeaders();

	String getServer();

	JSONArray invoke(JSONObject command) throws Exception;

	void setAuthentication(Authentication authentication);

	void setCallback(Callback callback);

	void setConnectionTimeout(int connectionTimeout);

	void setHeaders(Map<String, String> headers);

	void setServer(String server);

	JSONArray upload(JSONObject command) throws Exception;
}
