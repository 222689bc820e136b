package com.example.screens.interactor;

import com.example.screens.TodoItem;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.Date;

/**
 * One update-item: the values it sends and the portal's answer; also its cache entry.
 */
public class UpdateItemEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long itemId;
	private String title;
	private String notes;
	private Date dueDate;
	private boolean done;
	private int priority;
	private String status;
	private double estimate;
	private TodoItem todoItem;

	public UpdateItemEvent() {
		super();
	}

	public UpdateItemEvent(long itemId, String title, String notes, Date dueDate, boolean done, int priority, String status, double estimate) {
		this.itemId = itemId;
		this.title = title;
		this.notes = notes;
		this.dueDate = dueDate;
		this.done = done;
		this.priority = priority;
		this.status = status;
		this.estimate = estimate;

		setCacheKey("update-item-" + itemId);
	}

	public long getItemId() {
		return itemId;
	}

	public String getTitle() {
		return title;
	}

	public String getNotes() {
		return notes;
	}

	public Date getDueDate() {
		return dueDate;
	}

	public boolean getDone() {
		return done;
	}

	public int getPriority() {
		return priority;
	}

	public String getStatus() {
		return status;
	}

	public double getEstimate() {
		return estimate;
	}

	public TodoItem getTodoItem() {
		return todoItem;
	}

	public void setTodoItem(TodoItem todoItem) {
		this.todoItem = todoItem;
	}
}
