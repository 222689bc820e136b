// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/interactor/ListEvent.java
package com.liferay.mobile.screens.base.list.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import org.json.JSONObject;

@SuppressWarnings("serial")
public abstract class ListEvent<E> extends CacheEvent {

	public ListEvent() { throw new RuntimeException("Stub!"); }

	public ListEvent(JSONObject jsonObject) { throw new RuntimeException("Stub!"); }

	public ListEvent(Exception e) { throw new RuntimeException("Stub!"); }

	public abstract String getListKey();

	public abstract E getModel();
}
