package com.example.screens;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.Date;
import java.util.HashMap;
import java.util.Map;

/**
 * One Ticket as the portal answers it: the answer's values, read by a getter each.
 */
public class Ticket implements Parcelable {

	public static final Creator<Ticket> CREATOR = new Creator<Ticket>() {
		@Override
		public Ticket createFromParcel(Parcel in) {
			return new Ticket(in);
		}

		@Override
		public Ticket[] newArray(int size) {
			return new Ticket[size];
		}
	};

	private Map<String, Object> values;

	public Ticket() {
		values = new HashMap<>();
	}

	protected Ticket(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, Ticket.class.getClassLoader());
	}

	public Ticket(Map<String, Object> values) {
		this.values = values;
	}

	/**
	 * Whether an answer has every attribute that is not optional, of its type: only a complete
	 * answer is read into this class, so no getter fails.
	 */
	public static boolean isComplete(Map<String, Object> values) {
		return (value(values, "id") instanceof Number);
	}

	@Override
	public void writeToParcel(Parcel dest, int flags) {
		dest.writeMap(values);
	}

	@Override
	public int describeContents() {
		return 0;
	}

	public Date getDateCreated() {
		return TicketRequest.date(value(values, "dateCreated"), false);
	}

	public Date getDateModified() {
		return TicketRequest.date(value(values, "dateModified"), false);
	}

	public String getExternalReferenceCode() {
		return text("externalReferenceCode");
	}

	public long getId() {
		return number("id").longValue();
	}

	public String getSubject() {
		return text("subject");
	}

	public String getDescription() {
		return text("description");
	}

	public String getPriority() {
		return text("priority", "key");
	}

	public String getPriorityName() {
		return text("priority", "name");
	}

	public Date getDueDate() {
		return TicketRequest.date(value(values, "dueDate"), false);
	}

	public Double getEstimate() {
		return (number("estimate") == null) ? null : number("estimate").doubleValue();
	}

	public String getReporterEmail() {
		return text("reporterEmail");
	}

	public Boolean getResolved() {
		return flag("resolved");
	}

	public Long getComponentId() {
		return (number("r_componentTickets_c_componentId") == null) ? null : number("r_componentTickets_c_componentId").longValue();
	}

	/**
	 * Whether the portal lets the signed-in user do `action` with this entry (`update`,
	 * `delete`…): its `actions` has a key for each thing allowed and leaves out the rest. An
	 * answer without `actions` says nothing, and the portal decides when the action is sent.
	 */
	public boolean permits(String action) {
		Object actions = values.get("actions");

		return !(actions instanceof Map) || ((Map<?, ?>) actions).containsKey(action);
	}

	public Map<String, Object> getValues() {
		return values;
	}

	public void setValues(Map<String, Object> values) {
		this.values = values;
	}

	private Number number(String... path) {
		Object value = value(values, path);

		return (value instanceof Number) ? (Number) value : null;
	}

	private String text(String... path) {
		Object value = value(values, path);

		return (value instanceof String) ? (String) value : null;
	}

	private Boolean flag(String... path) {
		Object value = value(values, path);

		return (value instanceof Boolean) ? (Boolean) value : null;
	}

	/**
	 * The answer's value at `path`: each key after the first one of the object the one before it
	 * names (`priority`, then `key`); null where the answer has none.
	 */
	private static Object value(Map<String, Object> values, String... path) {
		Object value = values;

		for (String key : path) {
			value = (value instanceof Map) ? ((Map<?, ?>) value).get(key) : null;
		}

		return value;
	}
}
