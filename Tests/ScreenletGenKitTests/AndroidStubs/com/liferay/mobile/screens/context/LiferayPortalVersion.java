// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/context/LiferayPortalVersion.java
package com.liferay.mobile.screens.context;

public enum LiferayPortalVersion {

	VERSION_62(62), VERSION_70(70), VERSION_71(71), VERSION_72(72), VERSION_73(73);

	LiferayPortalVersion(int version) { throw new RuntimeException("Stub!"); }

	public static LiferayPortalVersion fromInt(int version) { throw new RuntimeException("Stub!"); }

	public int getVersion() { throw new RuntimeException("Stub!"); }
}
