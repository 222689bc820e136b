// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/BaseListScreenletView.java
package com.liferay.mobile.screens.base.list;

import android.content.Context;
import android.os.Bundle;
import android.os.Parcelable;
import android.util.AttributeSet;
import android.view.View;
import android.widget.FrameLayout;
import android.widget.ProgressBar;
import androidx.recyclerview.widget.RecyclerView;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.base.list.view.BaseListViewModel;
import java.util.List;

@SuppressWarnings("rawtypes")
public abstract class BaseListScreenletView<E extends Parcelable, H extends BaseListAdapter.ViewHolder, A extends BaseListAdapter<E, H>>
	extends FrameLayout implements BaseListViewModel<E>, BaseListAdapterListener {

	protected int firstRow;
	protected ProgressBar progressBar;
	protected RecyclerView recyclerView;

	public BaseListScreenletView(Context context) { super(context); throw new RuntimeException("Stub!"); }

	public BaseListScreenletView(Context context, AttributeSet attrs) { super(context, attrs); throw new RuntimeException("Stub!"); }

	public BaseListScreenletView(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); throw new RuntimeException("Stub!"); }

	public BaseListScreenletView(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); throw new RuntimeException("Stub!"); }

	@Override
	public void onItemClick(int position, View view) { throw new RuntimeException("Stub!"); }

	@Override
	public void showStartOperation(String actionName) { throw new RuntimeException("Stub!"); }

	@Override
	public void showFinishOperation(String actionName) { throw new RuntimeException("Stub!"); }

	@Override
	public void showFinishOperation(int startRow, int endRow, List<E> serverEntries, int totalRowCount) { throw new RuntimeException("Stub!"); }

	@Override
	public void showFailedOperation(String actionName, Exception e) { throw new RuntimeException("Stub!"); }

	@Override
	public void showFinishOperation(int startRow, int endRow, Exception e) { throw new RuntimeException("Stub!"); }

	public A getAdapter() { throw new RuntimeException("Stub!"); }

	@Override
	public BaseScreenlet getScreenlet() { throw new RuntimeException("Stub!"); }

	@Override
	public void setScreenlet(BaseScreenlet screenlet) { throw new RuntimeException("Stub!"); }

	@Override
	public void onPageNotFound(int row) { throw new RuntimeException("Stub!"); }

	@Override
	protected void onRestoreInstanceState(Parcelable inState) { throw new RuntimeException("Stub!"); }

	@Override
	protected Parcelable onSaveInstanceState() { throw new RuntimeException("Stub!"); }

	protected void restoreState(Bundle state) { throw new RuntimeException("Stub!"); }

	protected void saveState(Bundle state) { throw new RuntimeException("Stub!"); }

	@Override
	protected void onFinishInflate() { throw new RuntimeException("Stub!"); }

	protected RecyclerView.ItemDecoration getDividerDecoration() { throw new RuntimeException("Stub!"); }

	protected int getItemLayoutId() { throw new RuntimeException("Stub!"); }

	protected int getItemProgressLayoutId() { throw new RuntimeException("Stub!"); }

	protected ProgressBar getProgressBar() { throw new RuntimeException("Stub!"); }

	protected void setProgressBar(ProgressBar value) { throw new RuntimeException("Stub!"); }

	protected RecyclerView getRecyclerView() { throw new RuntimeException("Stub!"); }

	protected void setRecyclerView(RecyclerView value) { throw new RuntimeException("Stub!"); }

	protected abstract A createListAdapter(int itemLayoutId, int itemProgressLayoutId);
}
