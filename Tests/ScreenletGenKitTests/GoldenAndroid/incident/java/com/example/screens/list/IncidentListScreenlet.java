package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.Incident;
import com.example.screens.R;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class IncidentListScreenlet extends BaseListScreenlet<Incident, IncidentListInteractor> {

	public IncidentListScreenlet(Context context) {
		super(context);
	}

	public IncidentListScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public IncidentListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public IncidentListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	/**
	 * Shows a Incident added elsewhere (by an action screenlet, say) as the last row, without
	 * loading the list again.
	 */
	public void addIncident(Incident incident) {
		if (getViewModel() instanceof IncidentListView) {
			((IncidentListView) getViewModel()).addIncident(incident);
		}
	}

	/**
	 * Shows a Incident changed elsewhere (by an action screenlet, say) in its row, without
	 * loading the list again.
	 */
	public void updateIncident(Incident incident) {
		if (getViewModel() instanceof IncidentListView) {
			((IncidentListView) getViewModel()).updateIncident(incident);
		}
	}

	/**
	 * Removes the row of a Incident deleted elsewhere, without loading the list again.
	 */
	public void deleteIncident(long id) {
		if (getViewModel() instanceof IncidentListView) {
			((IncidentListView) getViewModel()).deleteIncident(id);
		}
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.IncidentListScreenlet, 0, 0);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.IncidentListScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(IncidentListInteractor interactor) {
		if (getListener() instanceof IncidentListListener) {
			((IncidentListListener) getListener()).interactorCalled();
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(groupId);
	}

	@Override
	protected IncidentListInteractor createInteractor(String actionName) {
		return new IncidentListInteractor();
	}
}
