// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/http/Response.java
// Not mirrored: the members whose signatures name okhttp 2 (com.squareup.okhttp), a dependency an app module
// with Screens 5.1.0 does not see (`implementation`), so its build rejects them: Response(com.squareup.okhttp.Response).
package com.liferay.mobile.android.http;

import com.liferay.mobile.android.exception.ServerException;
import java.io.InputStream;
import java.util.Map;

public class Response {

	public Response() { throw new RuntimeException("Stub!"); }

	public String getBody() throws Exception { throw new RuntimeException("Stub!"); }

	public InputStream getBodyAsStream() throws Exception { throw new RuntimeException("Stub!"); }

	public Map<String, String> getHeaders() { throw new RuntimeException("Stub!"); }

	public int getStatusCode() { throw new RuntimeException("Stub!"); }

	protected void checkPortalException(String json) throws ServerException { throw new RuntimeException("Stub!"); }

	protected void checkStatusCode() throws ServerException { throw new RuntimeException("Stub!"); }

	protected boolean isJSONObject(String json) { throw new RuntimeException("Stub!"); }
}
