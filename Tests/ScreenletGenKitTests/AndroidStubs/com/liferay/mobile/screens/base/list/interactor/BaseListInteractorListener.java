// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/interactor/BaseListInteractorListener.java
package com.liferay.mobile.screens.base.list.interactor;

import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;
import java.util.List;

public interface BaseListInteractorListener<E> extends BaseCacheListener {

	void onListRowsFailure(int startRow, int endRow, Exception e);

	void onListRowsReceived(int startRow, int endRow, List<E> entries, int rowCount);
}
