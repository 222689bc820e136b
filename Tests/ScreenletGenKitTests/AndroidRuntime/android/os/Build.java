package android.os;

/** The device the model runs as: Android 10 (API 29, the stubs' level). */
public class Build {

	// in VERSION
	static { SDK_INT = 29; }
}
