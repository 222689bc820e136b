// Signature stub of org.json.JSONException as Android API 29 declares it.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/org/json/JSONException.java (the public API stubs android.jar is built from).
package org.json;

@SuppressWarnings("serial")
public class JSONException extends Exception {

	public JSONException(String s) { throw new RuntimeException("Stub!"); }

	public JSONException(String message, Throwable cause) { throw new RuntimeException("Stub!"); }

	public JSONException(Throwable cause) { throw new RuntimeException("Stub!"); }
}
