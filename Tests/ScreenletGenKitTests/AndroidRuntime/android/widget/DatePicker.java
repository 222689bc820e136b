package android.widget;

import java.util.Calendar;

/** A day: year, month (0-based) and day of month; today until set; a change told to its listener. */
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

	private android.widget.DatePicker.OnDateChangedListener onDateChangedListener;

	/** Shows the date, then listens (DatePickerSpinnerDelegate.init: no change is reported for it). */
	public void init(int year, int monthOfYear, int dayOfMonth, android.widget.DatePicker.OnDateChangedListener onDateChangedListener) {
		this.year = year;
		this.month = monthOfYear;
		this.dayOfMonth = dayOfMonth;
		this.onDateChangedListener = onDateChangedListener;
	}

	/** A new date is reported to the listener, as the person's spin of a wheel is (notifyDateChanged); the same date is not. */
	public void updateDate(int year, int month, int dayOfMonth) {
		if (year == this.year && month == this.month && dayOfMonth == this.dayOfMonth) {
			return;
		}
		this.year = year;
		this.month = month;
		this.dayOfMonth = dayOfMonth;
		if (onDateChangedListener != null) {
			onDateChangedListener.onDateChanged(this, year, month, dayOfMonth);
		}
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

	/** Its day (DatePicker.SavedState). */
	protected android.os.Parcelable onSaveInstanceState() {
		screenletgen.runtime.WidgetState state = new screenletgen.runtime.WidgetState(super.onSaveInstanceState());
		state.year = year;
		state.month = month;
		state.dayOfMonth = dayOfMonth;
		return state;
	}

	/** The day shown again, told to no listener (DatePickerSpinnerDelegate.onRestoreInstanceState). */
	protected void onRestoreInstanceState(android.os.Parcelable state) {
		screenletgen.runtime.WidgetState saved = (screenletgen.runtime.WidgetState) state;
		super.onRestoreInstanceState(saved.getSuperState());
		year = saved.year;
		month = saved.month;
		dayOfMonth = saved.dayOfMonth;
	}
}
