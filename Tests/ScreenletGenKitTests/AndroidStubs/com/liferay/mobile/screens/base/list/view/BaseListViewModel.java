// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/view/BaseListViewModel.java
package com.liferay.mobile.screens.base.list.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;
import java.util.List;

public interface BaseListViewModel<E> extends BaseViewModel {

	void showFinishOperation(int startRow, int endRow, List<E> entries, int rowCount);

	void showFinishOperation(int startRow, int endRow, Exception e);
}
