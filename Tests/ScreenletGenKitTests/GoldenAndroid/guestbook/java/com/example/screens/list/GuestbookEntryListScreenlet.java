package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.GuestbookEntry;
import com.example.screens.R;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class GuestbookEntryListScreenlet extends BaseListScreenlet<GuestbookEntry, GuestbookEntryListInteractor> {

	private long guestbookId;

	public GuestbookEntryListScreenlet(Context context) {
		super(context);
	}

	public GuestbookEntryListScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public GuestbookEntryListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public GuestbookEntryListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	/**
	 * Shows a GuestbookEntry added elsewhere (by an action screenlet, say) as the last row, without
	 * loading the list again.
	 */
	public void addGuestbookEntry(GuestbookEntry guestbookEntry) {
		if (getViewModel() instanceof GuestbookEntryListView) {
			((GuestbookEntryListView) getViewModel()).addGuestbookEntry(guestbookEntry);
		}
	}

	public long getGuestbookId() {
		return guestbookId;
	}

	public void setGuestbookId(long guestbookId) {
		this.guestbookId = guestbookId;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.GuestbookEntryListScreenlet, 0, 0);

		guestbookId = castToLong(typedArray.getString(R.styleable.GuestbookEntryListScreenlet_guestbookId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.GuestbookEntryListScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(GuestbookEntryListInteractor interactor) {
		if (getListener() instanceof GuestbookEntryListListener) {
			((GuestbookEntryListListener) getListener()).interactorCalled();
		}

		if (guestbookId <= 0) {
			throw new IllegalArgumentException(getContext().getString(R.string.guestbookentrylist_screenlet_undefined_guestbookId));
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(guestbookId);
	}

	@Override
	protected GuestbookEntryListInteractor createInteractor(String actionName) {
		return new GuestbookEntryListInteractor();
	}
}
