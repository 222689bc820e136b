package android.widget;

import java.util.Calendar;

/** A day: year, month (0-based) and day of month; today until set. */
public class DatePicker {

	private int year;
	private int month;
	private int dayOfMonth;

	public DatePicker(android.content.Context context) {
		super(context);
		Calendar today = Calendar.getInstance();
		updateDate(today.get(Calendar.YEAR), today.get(Calendar.MONTH), today.get(Calendar.DAY_OF_MONTH));
	}

	public DatePicker(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
		Calendar today = Calendar.getInstance();
		updateDate(today.get(Calendar.YEAR), today.get(Calendar.MONTH), today.get(Calendar.DAY_OF_MONTH));
	}

	public DatePicker(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		this(context, attrs);
	}

	public DatePicker(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		this(context, attrs);
	}

	public void updateDate(int year, int month, int dayOfMonth) {
		this.year = year;
		this.month = month;
		this.dayOfMonth = dayOfMonth;
	}

	public int getYear() {
		return year;
	}

	public int getMonth() {
		return month;
	}

	public int getDayOfMonth() {
		return dayOfMonth;
	}
}
