// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/debug/java/com/liferay/mobile/screens/base/list/BaseListListener.java
// (src/debug/java is also the release source set: android/library/build.gradle)
package com.liferay.mobile.screens.base.list;

import android.view.View;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;
import java.util.List;

public interface BaseListListener<E> extends BaseCacheListener {

	void onListPageFailed(int startRow, Exception e);

	void onListPageReceived(int startRow, int endRow, List<E> entries, int rowCount);

	void onListItemSelected(E element, View view);
}
