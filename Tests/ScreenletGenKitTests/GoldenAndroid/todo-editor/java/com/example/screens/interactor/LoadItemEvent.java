package com.example.screens.interactor;

import com.example.screens.TodoItem;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * The answer of one load-item, and its cache entry.
 */
public class LoadItemEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private TodoItem todoItem;

	public LoadItemEvent() {
		super();
	}

	public TodoItem getTodoItem() {
		return todoItem;
	}

	public void setTodoItem(TodoItem todoItem) {
		this.todoItem = todoItem;
	}
}
