// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/interactor/BaseListEvent.java
package com.liferay.mobile.screens.base.list.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.List;

@SuppressWarnings("serial")
public class BaseListEvent<E> extends CacheEvent {

	public BaseListEvent() { throw new RuntimeException("Stub!"); }

	public BaseListEvent(Query query, List<E> entries, int rowCount) { throw new RuntimeException("Stub!"); }

	public List<E> getEntries() { throw new RuntimeException("Stub!"); }

	public void setEntries(List<E> entries) { throw new RuntimeException("Stub!"); }

	public int getStartRow() { throw new RuntimeException("Stub!"); }

	public int getEndRow() { throw new RuntimeException("Stub!"); }

	public int getRowCount() { throw new RuntimeException("Stub!"); }

	public Query getQuery() { throw new RuntimeException("Stub!"); }

	public void setQuery(Query query) { throw new RuntimeException("Stub!"); }
}
