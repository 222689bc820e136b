// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/interactor/Interactor.java
package com.liferay.mobile.screens.base.interactor;

public interface Interactor<L> {

	void onScreenletAttached(L listener);

	void onScreenletDetached(L listener);
}
