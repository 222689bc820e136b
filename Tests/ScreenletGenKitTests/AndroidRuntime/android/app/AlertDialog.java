package android.app;

import android.content.Context;
import android.content.DialogInterface;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An alert as its Builder makes it: a title, a message or a list of items (a message hides the
 * list, as AlertController lays it out), and up to three buttons. Shown, it is the screen's
 * dialog (`ShownDialog`), which a scenario reads and taps.
 */
public class AlertDialog {

	protected AlertDialog(android.content.Context context) {
		super(context);
	}

	// in Builder
	private Context context;

	// in Builder
	private CharSequence title;

	// in Builder
	private CharSequence message;

	// in Builder
	private List<CharSequence> items;

	// in Builder
	private DialogInterface.OnClickListener itemsListener;

	// in Builder
	private final List<Object[]> buttons = new ArrayList<>();

	// in Builder
	public Builder(android.content.Context context) {
		this.context = context;
	}

	// in Builder
	public android.app.AlertDialog.Builder setTitle(int titleId) {
		return setTitle(context.getString(titleId));
	}

	// in Builder
	public android.app.AlertDialog.Builder setTitle(java.lang.CharSequence title) {
		this.title = title;
		return this;
	}

	// in Builder
	public android.app.AlertDialog.Builder setMessage(int messageId) {
		return setMessage(context.getString(messageId));
	}

	// in Builder
	public android.app.AlertDialog.Builder setMessage(java.lang.CharSequence message) {
		this.message = message;
		return this;
	}

	// in Builder
	public android.app.AlertDialog.Builder setNegativeButton(int textId, android.content.DialogInterface.OnClickListener listener) {
		buttons.add(new Object[] {context.getString(textId) + " (negative)", listener, DialogInterface.BUTTON_NEGATIVE});
		return this;
	}

	// in Builder
	public android.app.AlertDialog.Builder setNeutralButton(int textId, android.content.DialogInterface.OnClickListener listener) {
		buttons.add(new Object[] {context.getString(textId) + " (neutral)", listener, DialogInterface.BUTTON_NEUTRAL});
		return this;
	}

	// in Builder
	public android.app.AlertDialog.Builder setItems(java.lang.CharSequence[] items, android.content.DialogInterface.OnClickListener listener) {
		this.items = Arrays.asList(items);
		this.itemsListener = listener;
		return this;
	}

	// in Builder
	public android.app.AlertDialog show() {
		AlertDialog dialog = new AlertDialog(context);
		screenletgen.runtime.ShownDialog.show(dialog, title, message, message == null ? items : null, itemsListener, buttons);
		return dialog;
	}
}
