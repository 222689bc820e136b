// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/view/ViewParent.java (Android API 29's public API stubs, the source of android.jar).
// Members: none but those below; a type only named in the stubbed signatures.
package android.view;

public interface ViewParent {
}
