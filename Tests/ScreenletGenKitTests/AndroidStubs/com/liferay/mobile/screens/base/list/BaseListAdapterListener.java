// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/BaseListAdapterListener.java
package com.liferay.mobile.screens.base.list;

import android.view.View;

public interface BaseListAdapterListener {

	void onPageNotFound(int row);

	void onItemClick(int position, View view);
}
