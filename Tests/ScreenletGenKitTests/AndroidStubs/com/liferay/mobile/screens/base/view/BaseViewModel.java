// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/view/BaseViewModel.java
package com.liferay.mobile.screens.base.view;

import com.liferay.mobile.screens.base.BaseScreenlet;

@SuppressWarnings("rawtypes")
public interface BaseViewModel {

	void showStartOperation(String actionName);

	void showFinishOperation(String actionName);

	void showFailedOperation(String actionName, Exception e);

	BaseScreenlet getScreenlet();

	void setScreenlet(BaseScreenlet screenlet);
}
