package com.liferay.mobile.screens.util;

import java.util.Locale;
import screenletgen.runtime.RuntimeContext;

/** The device's language, as the application's resources are configured for it. */
public class LiferayLocale {

	private LiferayLocale() {
	}

	public static Locale getDefaultLocale() {
		return RuntimeContext.locale;
	}
}
