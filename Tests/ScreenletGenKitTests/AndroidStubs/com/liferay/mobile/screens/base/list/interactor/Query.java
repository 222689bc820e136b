// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/interactor/Query.java
package com.liferay.mobile.screens.base.list.interactor;

import android.util.Pair;
import com.liferay.mobile.android.service.JSONObjectWrapper;
import java.io.Serializable;

@SuppressWarnings("serial")
public class Query implements Serializable {

	public Query() { throw new RuntimeException("Stub!"); }

	public Query(int startRow, int endRow, String comparator) { throw new RuntimeException("Stub!"); }

	public Query(Query query) { throw new RuntimeException("Stub!"); }

	public int getStartRow() { throw new RuntimeException("Stub!"); }

	public void setStartRow(int startRow) { throw new RuntimeException("Stub!"); }

	public String getStartRowFormatted() { throw new RuntimeException("Stub!"); }

	public String getEndRowFormatted() { throw new RuntimeException("Stub!"); }

	public int getEndRow() { throw new RuntimeException("Stub!"); }

	public void setEndRow(int endRow) { throw new RuntimeException("Stub!"); }

	public String getComparator() { throw new RuntimeException("Stub!"); }

	public void setComparator(String comparator) { throw new RuntimeException("Stub!"); }

	public JSONObjectWrapper getComparatorJSONWrapper() { throw new RuntimeException("Stub!"); }

	public Pair<Integer, Integer> getRowRange() { throw new RuntimeException("Stub!"); }

	public int getLimit() { throw new RuntimeException("Stub!"); }
}
