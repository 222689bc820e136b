package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.R;
import com.example.screens.Ticket;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class TicketSearchScreenlet extends BaseListScreenlet<Ticket, TicketSearchInteractor> {

	private String keywords;

	public TicketSearchScreenlet(Context context) {
		super(context);
	}

	public TicketSearchScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public TicketSearchScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public TicketSearchScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
		if (getViewModel() instanceof TicketSearchView) {
			((TicketSearchView) getViewModel()).addTicket(ticket);
		}
	}

	/**
	 * Shows a Ticket changed elsewhere (by an action screenlet, say) in its row, without
	 * loading the list again.
	 */
	public void updateTicket(Ticket ticket) {
		if (getViewModel() instanceof TicketSearchView) {
			((TicketSearchView) getViewModel()).updateTicket(ticket);
		}
	}

	/**
	 * Removes the row of a Ticket deleted elsewhere, without loading the list again.
	 */
	public void deleteTicket(long id) {
		if (getViewModel() instanceof TicketSearchView) {
			((TicketSearchView) getViewModel()).deleteTicket(id);
		}
	}

	public String getKeywords() {
		return keywords;
	}

	public void setKeywords(String keywords) {
		this.keywords = keywords;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.TicketSearchScreenlet, 0, 0);

		keywords = typedArray.getString(R.styleable.TicketSearchScreenlet_keywords);

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(TicketSearchInteractor interactor) {
		if (getListener() instanceof TicketSearchListener) {
			((TicketSearchListener) getListener()).interactorCalled();
		}

		if ((keywords == null) || keywords.isEmpty()) {
			throw new IllegalArgumentException(getContext().getString(R.string.ticketsearch_screenlet_empty_keywords));
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(keywords);
	}

	@Override
	protected TicketSearchInteractor createInteractor(String actionName) {
		return new TicketSearchInteractor();
	}
}
