// Signature stub of org.json.JSONStringer as Android API 29 declares it.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/org/json/JSONStringer.java (the public API stubs android.jar is built from).
package org.json;

public class JSONStringer {

	public JSONStringer() { throw new RuntimeException("Stub!"); }

	public JSONStringer array() throws JSONException { throw new RuntimeException("Stub!"); }

	public JSONStringer endArray() throws JSONException { throw new RuntimeException("Stub!"); }

	public JSONStringer object() throws JSONException { throw new RuntimeException("Stub!"); }

	public JSONStringer endObject() throws JSONException { throw new RuntimeException("Stub!"); }

	public JSONStringer value(Object value) throws JSONException { throw new RuntimeException("Stub!"); }

	public JSONStringer value(boolean value) throws JSONException { throw new RuntimeException("Stub!"); }

	public JSONStringer value(double value) throws JSONException { throw new RuntimeException("Stub!"); }

	public JSONStringer value(long value) throws JSONException { throw new RuntimeException("Stub!"); }

	public JSONStringer key(String name) throws JSONException { throw new RuntimeException("Stub!"); }

	public String toString() { throw new RuntimeException("Stub!"); }
}
