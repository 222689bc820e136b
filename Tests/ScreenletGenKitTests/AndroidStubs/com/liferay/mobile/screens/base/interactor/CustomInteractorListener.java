// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/interactor/CustomInteractorListener.java
package com.liferay.mobile.screens.base.interactor;

@SuppressWarnings("rawtypes")
public interface CustomInteractorListener<I extends Interactor> {

	I createInteractor(String actionName);
}
