package com.liferay.mobile.screens.context;

/** The app's portal: its site (server_context.xml's liferay_group_id, settable) and company. */
public class LiferayServerContext {

	private static long groupId = 20143;
	private static long companyId = 20116;

	private LiferayServerContext() {
	}

	public static long getCompanyId() {
		return companyId;
	}

	public static void setCompanyId(long companyId) {
		LiferayServerContext.companyId = companyId;
	}

	public static long getGroupId() {
		return groupId;
	}

	public static void setGroupId(long groupId) {
		LiferayServerContext.groupId = groupId;
	}
}
