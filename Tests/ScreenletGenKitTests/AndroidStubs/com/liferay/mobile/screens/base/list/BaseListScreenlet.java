// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/BaseListScreenlet.java
package com.liferay.mobile.screens.base.list;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractor;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractorListener;
import com.liferay.mobile.screens.base.list.view.BaseListViewModel;
import java.util.List;

@SuppressWarnings("rawtypes")
public abstract class BaseListScreenlet<E, N extends BaseListInteractor> extends BaseScreenlet<BaseListViewModel, N>
	implements BaseListInteractorListener<E> {

	public static final String LOAD_INITIAL_PAGE_ACTION = "LOAD_INITIAL_PAGE_ACTION";
	protected static final int FIRST_PAGE_SIZE = 50;
	protected static final int PAGE_SIZE = 25;
	protected boolean autoLoad;
	protected int firstPageSize;
	protected BaseListListener listener;
	protected int pageSize;
	protected String obcClassName;

	public BaseListScreenlet(Context context) { super(context); throw new RuntimeException("Stub!"); }

	public BaseListScreenlet(Context context, AttributeSet attrs) { super(context, attrs); throw new RuntimeException("Stub!"); }

	public BaseListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); throw new RuntimeException("Stub!"); }

	public BaseListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); throw new RuntimeException("Stub!"); }

	public void loadPageForRow(int row) { throw new RuntimeException("Stub!"); }

	@Override
	public void onListRowsFailure(int startRow, int endRow, Exception e) { throw new RuntimeException("Stub!"); }

	@Override
	public void onListRowsReceived(int startRow, int endRow, List<E> entries, int rowCount) { throw new RuntimeException("Stub!"); }

	public int getFirstRowForPage(int page) { throw new RuntimeException("Stub!"); }

	public int getPageFromRow(int row) { throw new RuntimeException("Stub!"); }

	public void loadPage(int page) { throw new RuntimeException("Stub!"); }

	public boolean isAutoLoad() { throw new RuntimeException("Stub!"); }

	public void setAutoLoad(boolean autoLoad) { throw new RuntimeException("Stub!"); }

	public int getFirstPageSize() { throw new RuntimeException("Stub!"); }

	public void setFirstPageSize(int firstPageSize) { throw new RuntimeException("Stub!"); }

	public BaseListListener getListener() { throw new RuntimeException("Stub!"); }

	public void setListener(BaseListListener listener) { throw new RuntimeException("Stub!"); }

	public int getPageSize() { throw new RuntimeException("Stub!"); }

	public void setPageSize(int pageSize) { throw new RuntimeException("Stub!"); }

	public List<String> getLabelFields() { throw new RuntimeException("Stub!"); }

	public void setLabelFields(List<String> labelFields) { throw new RuntimeException("Stub!"); }

	protected abstract void loadRows(N interactor);

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) { throw new RuntimeException("Stub!"); }

	@Override
	protected void onScreenletAttached() { throw new RuntimeException("Stub!"); }

	@Override
	protected void onUserAction(String userActionName, N interactor, Object... args) { throw new RuntimeException("Stub!"); }
}
