package com.liferay.mobile.screens.base.interactor;

import com.liferay.mobile.android.service.Session;
import com.liferay.mobile.screens.base.interactor.event.BasicEvent;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.SessionContext;
import java.lang.reflect.ParameterizedType;
import screenletgen.runtime.EventBus;

/**
 * Screens 5.1's control flow: `start` runs `execute` on the executor; its event (or an error
 * event made from what it threw) goes through the bus to the main thread, where an interactor of
 * another screenlet or action ignores it and this one calls `onSuccess` or `onFailure`.
 */
public abstract class BaseInteractor<L, E extends BasicEvent> {

	private int targetScreenletId;
	private String actionName;

	public BaseInteractor() {
	}

	public void start(Object... args) {
		Executor.execute(new Runnable() {
			@Override
			public void run() {
				try {
					E event = execute(args);
					if (event != null) {
						decorateBaseEvent(event);
						EventBus.post(event);
					}
				} catch (Exception e) {
					createErrorEvent(e);
				}
			}
		});
	}

	protected void createErrorEvent(Exception e) {
		try {
			@SuppressWarnings("unchecked")
			E event = (E) getEventClass().getDeclaredConstructor().newInstance();
			decorateBaseEvent(event);
			event.setException(e);
			EventBus.post(event);
		} catch (Exception noEvent) {
			// Screens logs this and the screenlet hears nothing.
			screenletgen.runtime.Transcript.record("log: event without a no-argument constructor; the exception is swallowed: " + e);
		}
	}

	public void processEvent(E event) {
		if (isInvalidEvent(event)) {
			return;
		}
		if (event.isFailed()) {
			onFailure(event);
		} else {
			onSuccess(event);
		}
	}

	public void onScreenletAttached(L listener) {
		this.listener = listener;
		EventBus.register(this);
	}

	public void onScreenletDetached(L listener) {
		EventBus.unregister(this);
		this.listener = null;
	}

	protected boolean isInvalidEvent(BasicEvent event) {
		return getListener() == null || event.getTargetScreenletId() != getTargetScreenletId()
			|| (actionName != null && !actionName.equals(event.getActionName()));
	}

	protected Class getEventClass() {
		Class<?> type = getClass();
		while (!(type.getGenericSuperclass() instanceof ParameterizedType)) {
			type = type.getSuperclass();
		}
		return (Class) ((ParameterizedType) type.getGenericSuperclass()).getActualTypeArguments()[1];
	}

	protected void decorateBaseEvent(BasicEvent event) {
		event.setTargetScreenletId(getTargetScreenletId());
		event.setActionName(getActionName());
	}

	protected Session getSession() {
		return SessionContext.createSessionFromCurrentSession();
	}

	public int getTargetScreenletId() {
		return targetScreenletId;
	}

	public void setTargetScreenletId(int targetScreenletId) {
		this.targetScreenletId = targetScreenletId;
	}

	public L getListener() {
		return listener;
	}

	public String getActionName() {
		return actionName;
	}

	public void setActionName(String actionName) {
		this.actionName = actionName;
	}
}
