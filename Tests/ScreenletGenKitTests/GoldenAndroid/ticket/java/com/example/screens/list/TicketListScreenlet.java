package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.R;
import com.example.screens.Ticket;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class TicketListScreenlet extends BaseListScreenlet<Ticket, TicketListInteractor> {

	public TicketListScreenlet(Context context) {
		super(context);
	}

	public TicketListScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public TicketListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public TicketListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	/**
	 * Shows a Ticket added elsewhere (by an action screenlet, say) as the last row, without
	 * loading the list again.
	 */
	public void addTicket(Ticket ticket) {
		if (getViewModel() instanceof TicketListView) {
			((TicketListView) getViewModel()).addTicket(ticket);
		}
	}

	/**
	 * Shows a Ticket changed elsewhere (by an action screenlet, say) in its row, without
	 * loading the list again.
	 */
	public void updateTicket(Ticket ticket) {
		if (getViewModel() instanceof TicketListView) {
			((TicketListView) getViewModel()).updateTicket(ticket);
		}
	}

	/**
	 * Removes the row of a Ticket deleted elsewhere, without loading the list again.
	 */
	public void deleteTicket(long id) {
		if (getViewModel() instanceof TicketListView) {
			((TicketListView) getViewModel()).deleteTicket(id);
		}
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.TicketListScreenlet, 0, 0);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.TicketListScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(TicketListInteractor interactor) {
		if (getListener() instanceof TicketListListener) {
			((TicketListListener) getListener()).interactorCalled();
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(groupId);
	}

	@Override
	protected TicketListInteractor createInteractor(String actionName) {
		return new TicketListInteractor();
	}
}
