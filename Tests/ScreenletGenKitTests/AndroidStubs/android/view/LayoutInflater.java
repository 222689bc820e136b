// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/view/LayoutInflater.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.view;

public abstract class LayoutInflater {

	protected LayoutInflater(android.content.Context context) { throw new RuntimeException("Stub!"); }

	protected LayoutInflater(android.view.LayoutInflater original, android.content.Context newContext) { throw new RuntimeException("Stub!"); }

	public static android.view.LayoutInflater from(android.content.Context context) { throw new RuntimeException("Stub!"); }

	public abstract android.view.LayoutInflater cloneInContext(android.content.Context newContext);

	public android.content.Context getContext() { throw new RuntimeException("Stub!"); }

	public android.view.View inflate(int resource, android.view.ViewGroup root) { throw new RuntimeException("Stub!"); }

	public android.view.View inflate(org.xmlpull.v1.XmlPullParser parser, android.view.ViewGroup root) { throw new RuntimeException("Stub!"); }

	public android.view.View inflate(int resource, android.view.ViewGroup root, boolean attachToRoot) { throw new RuntimeException("Stub!"); }

	public android.view.View inflate(org.xmlpull.v1.XmlPullParser parser, android.view.ViewGroup root, boolean attachToRoot) { throw new RuntimeException("Stub!"); }

	public static interface Factory {
	}

	public static interface Factory2 extends android.view.LayoutInflater.Factory {
	}
}
