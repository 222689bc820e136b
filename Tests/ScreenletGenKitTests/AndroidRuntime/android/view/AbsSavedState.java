package android.view;

/** A View's saved state, holding its superclass's: EMPTY_STATE is the View's own when it has nothing to save. */
public abstract class AbsSavedState {

	private android.os.Parcelable superState;

	private AbsSavedState() {
	}

	/** EMPTY_STATE stands for no super state (null); a null one is refused, as Android refuses it. */
	protected AbsSavedState(android.os.Parcelable superState) {
		if (superState == null) {
			throw new IllegalArgumentException("superState must not be null");
		}
		this.superState = superState != EMPTY_STATE ? superState : null;
	}

	public final android.os.Parcelable getSuperState() {
		return superState;
	}

	static { CREATOR = null; EMPTY_STATE = new AbsSavedState() { }; }
}
