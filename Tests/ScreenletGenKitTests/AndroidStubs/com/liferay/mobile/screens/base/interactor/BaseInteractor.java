// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/interactor/BaseInteractor.java
package com.liferay.mobile.screens.base.interactor;

import com.liferay.mobile.android.service.Session;
import com.liferay.mobile.screens.base.interactor.event.BasicEvent;

@SuppressWarnings("rawtypes")
public abstract class BaseInteractor<L, E extends BasicEvent> implements Interactor<L> {

	protected L listener;

	public BaseInteractor() { throw new RuntimeException("Stub!"); }

	public void start(Object... args) { throw new RuntimeException("Stub!"); }

	protected void createErrorEvent(Exception e) { throw new RuntimeException("Stub!"); }

	public void processEvent(E event) { throw new RuntimeException("Stub!"); }

	public abstract E execute(Object... args) throws Exception;

	public abstract void onSuccess(E event);

	public abstract void onFailure(E event);

	public void onScreenletAttached(L listener) { throw new RuntimeException("Stub!"); }

	public void onScreenletDetached(L listener) { throw new RuntimeException("Stub!"); }

	protected boolean isInvalidEvent(BasicEvent event) { throw new RuntimeException("Stub!"); }

	protected Class getEventClass() { throw new RuntimeException("Stub!"); }

	protected void decorateBaseEvent(BasicEvent event) { throw new RuntimeException("Stub!"); }

	protected Session getSession() { throw new RuntimeException("Stub!"); }

	public int getTargetScreenletId() { throw new RuntimeException("Stub!"); }

	public void setTargetScreenletId(int targetScreenletId) { throw new RuntimeException("Stub!"); }

	public L getListener() { throw new RuntimeException("Stub!"); }

	public String getActionName() { throw new RuntimeException("Stub!"); }

	public void setActionName(String actionName) { throw new RuntimeException("Stub!"); }
}
