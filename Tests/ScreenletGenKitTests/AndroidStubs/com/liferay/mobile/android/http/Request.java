// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/http/Request.java
// Not mirrored: the members whose signatures name okhttp 2 (com.squareup.okhttp), a dependency an app module
// with Screens 5.1.0 does not see (`implementation`), so its build rejects them: getProtocols(), setProtocols(List<Protocol>).
package com.liferay.mobile.android.http;

import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.android.callback.Callback;
import java.util.Map;

public class Request {

	public Request(Authentication authentication, Method method, Map<String, String> headers, String url, Object body, int connectionTimeout, Callback callback) { throw new RuntimeException("Stub!"); }

	public Request(Authentication authentication, Method method, Map<String, String> headers, String url, Object body, int connectionTimeout, Callback callback, Object tag) { throw new RuntimeException("Stub!"); }

	public Request(Authentication authentication, Method method, Map<String, String> headers, String url, Object body, int connectionTimeout, Callback callback, Object tag, boolean followRedirects) { throw new RuntimeException("Stub!"); }

	public Request(Method method, Map<String, String> headers, String url, Object body, int connectionTimeout) { throw new RuntimeException("Stub!"); }

	public Request(Method method, Map<String, String> headers, String url, Object body, int connectionTimeout, boolean followRedirects) { throw new RuntimeException("Stub!"); }

	public Authentication getAuthentication() { throw new RuntimeException("Stub!"); }

	public Object getBody() { throw new RuntimeException("Stub!"); }

	public Callback getCallback() { throw new RuntimeException("Stub!"); }

	public int getConnectionTimeout() { throw new RuntimeException("Stub!"); }

	public Map<String, String> getHeaders() { throw new RuntimeException("Stub!"); }

	public Method getMethod() { throw new RuntimeException("Stub!"); }

	public Object getTag() { throw new RuntimeException("Stub!"); }

	public String getURL() { throw new RuntimeException("Stub!"); }

	public void setAuthentication(Authentication _authentication) { throw new RuntimeException("Stub!"); }

	public boolean isFollowRedirects() { throw new RuntimeException("Stub!"); }

	public void setBody(Object body) { throw new RuntimeException("Stub!"); }

	public void setCallback(Callback callback) { throw new RuntimeException("Stub!"); }

	public void setConnectionTimeout(int connectionTimeout) { throw new RuntimeException("Stub!"); }

	public void setHeaders(Map<String, String> headers) { throw new RuntimeException("Stub!"); }

	public void setMethod(Method method) { throw new RuntimeException("Stub!"); }

	public void setURL(String url) { throw new RuntimeException("Stub!"); }

	public void setFollowRedirects(boolean followRedirects) { throw new RuntimeException("Stub!"); }
}
