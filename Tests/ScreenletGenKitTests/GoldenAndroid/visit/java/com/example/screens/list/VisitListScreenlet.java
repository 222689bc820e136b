package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.R;
import com.example.screens.Visit;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class VisitListScreenlet extends BaseListScreenlet<Visit, VisitListInteractor> {

	public VisitListScreenlet(Context context) {
		super(context);
	}

	public VisitListScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public VisitListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public VisitListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.VisitListScreenlet, 0, 0);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.VisitListScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(VisitListInteractor interactor) {
		if (getListener() instanceof VisitListListener) {
			((VisitListListener) getListener()).interactorCalled();
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(groupId);
	}

	@Override
	protected VisitListInteractor createInteractor(String actionName) {
		return new VisitListInteractor();
	}
}
