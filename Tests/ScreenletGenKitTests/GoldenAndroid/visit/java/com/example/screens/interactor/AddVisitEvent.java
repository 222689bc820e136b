package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.Date;
import java.util.UUID;

/**
 * One add-visit: the values it sends and the portal's answer; also its cache entry.
 */
public class AddVisitEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private String host;
	private String kind;
	private Date day;
	private Date startsAt;
	private Double durationHours;
	private Integer guests;
	private Double fee;
	private Boolean confirmed;
	private Long visitorBadge;
	private String notes;
	private String programme;

	public AddVisitEvent() {
		super();
	}

	public AddVisitEvent(String host, String kind, Date day, Date startsAt, Double durationHours, Integer guests, Double fee, Boolean confirmed, Long visitorBadge, String notes, String programme) {
		this.host = host;
		this.kind = kind;
		this.day = day;
		this.startsAt = startsAt;
		this.durationHours = durationHours;
		this.guests = guests;
		this.fee = fee;
		this.confirmed = confirmed;
		this.visitorBadge = visitorBadge;
		this.notes = notes;
		this.programme = programme;

		setCacheKey("add-visit-" + UUID.randomUUID());
	}

	public String getHost() {
		return host;
	}

	public String getKind() {
		return kind;
	}

	public Date getDay() {
		return day;
	}

	public Date getStartsAt() {
		return startsAt;
	}

	public Double getDurationHours() {
		return durationHours;
	}

	public Integer getGuests() {
		return guests;
	}

	public Double getFee() {
		return fee;
	}

	public Boolean getConfirmed() {
		return confirmed;
	}

	public Long getVisitorBadge() {
		return visitorBadge;
	}

	public String getNotes() {
		return notes;
	}

	public String getProgramme() {
		return programme;
	}
}
