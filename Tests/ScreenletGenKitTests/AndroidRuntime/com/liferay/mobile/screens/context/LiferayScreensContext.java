package com.liferay.mobile.screens.context;

import android.content.Context;

/** The application context Screens keeps from the first screenlet made (`init`). */
public class LiferayScreensContext {

	private static Context context;

	private LiferayScreensContext() {
	}

	public static void init(Context context) {
		if (LiferayScreensContext.context == null) {
			LiferayScreensContext.context = context.getApplicationContext();
		}
	}

	public static void deinit() {
		context = null;
	}

	public static Context getContext() {
		return context;
	}
}
