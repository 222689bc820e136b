// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/interactor/event/BasicEvent.java
package com.liferay.mobile.screens.base.interactor.event;

import java.io.Serializable;
import org.json.JSONObject;

@SuppressWarnings("serial")
public class BasicEvent implements Serializable {

	public BasicEvent() { throw new RuntimeException("Stub!"); }

	public BasicEvent(JSONObject jsonObject) { throw new RuntimeException("Stub!"); }

	public BasicEvent(Exception exception) { throw new RuntimeException("Stub!"); }

	public Exception getException() { throw new RuntimeException("Stub!"); }

	public void setException(Exception exception) { throw new RuntimeException("Stub!"); }

	public boolean isFailed() { throw new RuntimeException("Stub!"); }

	public int getTargetScreenletId() { throw new RuntimeException("Stub!"); }

	public void setTargetScreenletId(int targetScreenletId) { throw new RuntimeException("Stub!"); }

	public JSONObject getJSONObject() { throw new RuntimeException("Stub!"); }

	public void setJSONObject(JSONObject jsonObject) { throw new RuntimeException("Stub!"); }

	public String getActionName() { throw new RuntimeException("Stub!"); }

	public void setActionName(String actionName) { throw new RuntimeException("Stub!"); }
}
