// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/interactor/BaseRemoteInteractor.java
package com.liferay.mobile.screens.base.interactor;

import com.liferay.mobile.screens.base.interactor.event.BasicEvent;

public abstract class BaseRemoteInteractor<L, E extends BasicEvent> extends BaseInteractor<L, E> {

	public void onEventMainThread(E event) { throw new RuntimeException("Stub!"); }
}
