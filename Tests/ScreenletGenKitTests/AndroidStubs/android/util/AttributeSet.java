// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/util/AttributeSet.java (Android API 29's public API stubs, the source of android.jar).
// Members: none but those below; a type only named in the stubbed signatures.
// Named only: no screenlet implements it.
package android.util;

public interface AttributeSet {
}
