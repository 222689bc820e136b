// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/text/TextWatcher.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
package android.text;

public interface TextWatcher extends android.text.NoCopySpan {

	public void beforeTextChanged(CharSequence s, int start, int count, int after);

	public void onTextChanged(CharSequence s, int start, int before, int count);

	public void afterTextChanged(android.text.Editable s);
}
