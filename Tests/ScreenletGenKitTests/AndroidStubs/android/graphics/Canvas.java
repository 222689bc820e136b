// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/graphics/Canvas.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.graphics;

public class Canvas {

	public Canvas() { throw new RuntimeException("Stub!"); }

	public Canvas(android.graphics.Bitmap bitmap) { throw new RuntimeException("Stub!"); }

	public int getWidth() { throw new RuntimeException("Stub!"); }

	public int getHeight() { throw new RuntimeException("Stub!"); }
}
