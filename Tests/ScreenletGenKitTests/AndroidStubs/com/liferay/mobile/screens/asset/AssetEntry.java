// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/asset/AssetEntry.java
package com.liferay.mobile.screens.asset;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.Map;

public class AssetEntry implements Parcelable {

	public static final ClassLoaderCreator<AssetEntry> CREATOR = null;

	protected Map<String, Object> values;

	public AssetEntry() { throw new RuntimeException("Stub!"); }

	protected AssetEntry(Parcel in, ClassLoader loader) { throw new RuntimeException("Stub!"); }

	protected AssetEntry(Map<String, Object> values) { throw new RuntimeException("Stub!"); }

	public String getTitle() { throw new RuntimeException("Stub!"); }

	public String getClassName() { throw new RuntimeException("Stub!"); }

	public String getMimeType() { throw new RuntimeException("Stub!"); }

	public String getUrl() { throw new RuntimeException("Stub!"); }

	public Map<String, Object> getObject() { throw new RuntimeException("Stub!"); }

	public String getObjectType() { throw new RuntimeException("Stub!"); }

	@Override
	public void writeToParcel(Parcel destination, int flags) { throw new RuntimeException("Stub!"); }

	public Map<String, Object> getValues() { throw new RuntimeException("Stub!"); }

	@Override
	public int describeContents() { throw new RuntimeException("Stub!"); }

	public long getEntryId() { throw new RuntimeException("Stub!"); }

	public long getClassPK() { throw new RuntimeException("Stub!"); }
}
