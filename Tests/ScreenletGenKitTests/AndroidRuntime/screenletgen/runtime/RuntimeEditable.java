package screenletgen.runtime;

import android.text.Editable;

/** An EditText's text: a character sequence (the model's EditText replaces it whole, as setText does). */
public final class RuntimeEditable implements Editable {

	private final StringBuilder text;

	public RuntimeEditable(CharSequence text) {
		this.text = new StringBuilder(text == null ? "" : text);
	}

	@Override
	public int length() {
		return text.length();
	}

	@Override
	public char charAt(int index) {
		return text.charAt(index);
	}

	@Override
	public CharSequence subSequence(int start, int end) {
		return text.subSequence(start, end);
	}

	@Override
	public Editable append(CharSequence sequence) {
		text.append(sequence);
		return this;
	}

	@Override
	public Editable append(CharSequence sequence, int start, int end) {
		text.append(sequence, start, end);
		return this;
	}

	@Override
	public Editable append(char character) {
		text.append(character);
		return this;
	}

	@Override
	public String toString() {
		return text.toString();
	}
}
