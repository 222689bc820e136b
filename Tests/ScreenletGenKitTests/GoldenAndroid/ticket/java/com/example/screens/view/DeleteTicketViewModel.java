package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;

public interface DeleteTicketViewModel extends BaseViewModel {
}
