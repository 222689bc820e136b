package screenletgen.runtime;

import android.content.DialogInterface;
import java.util.ArrayList;
import java.util.List;

/**
 * The dialog on the screen, as a person sees it: its title, message, list and buttons. A tap on
 * an item or a button runs its listener and closes the dialog, as AlertController does; a
 * button without a listener only closes it.
 */
public final class ShownDialog {

	private static ShownDialog current;

	private final DialogInterface dialog;
	private final CharSequence title;
	private final CharSequence message;
	private final List<CharSequence> items;
	private final DialogInterface.OnClickListener itemsListener;
	private final List<Object[]> buttons;

	private ShownDialog(android.app.AlertDialog dialog, CharSequence title, CharSequence message, List<CharSequence> items,
			DialogInterface.OnClickListener itemsListener, List<Object[]> buttons) {
		this.dialog = dialog;
		this.title = title;
		this.message = message;
		this.items = items == null ? new ArrayList<>() : items;
		this.itemsListener = itemsListener;
		this.buttons = new ArrayList<>(buttons);
	}

	public static void show(android.app.AlertDialog dialog, CharSequence title, CharSequence message, List<CharSequence> items,
			DialogInterface.OnClickListener itemsListener, List<Object[]> buttons) {
		if (current != null) {
			throw new IllegalStateException("a dialog is shown over another");
		}
		current = new ShownDialog(dialog, title, message, items, itemsListener, buttons);
	}

	public static void dismiss(Object dialog) {
		if (current != null && current.dialog == dialog) {
			current = null;
		}
	}

	/** The dialog shown, or null. */
	public static ShownDialog current() {
		return current;
	}

	static void reset() {
		current = null;
	}

	/** `dialog: "Project" message=nil items=["Apollo", "Gemini"] buttons=["Cancel (negative)", "None (neutral)"]`. */
	public String describe() {
		List<String> itemTexts = new ArrayList<>();
		for (CharSequence item : items) {
			itemTexts.add(Portal.quoted(String.valueOf(item)));
		}
		List<String> buttonTexts = new ArrayList<>();
		for (Object[] button : buttons) {
			buttonTexts.add(Portal.quoted(String.valueOf(button[0])));
		}
		return "dialog: " + Screen.quoted(title == null ? null : title.toString()) + " message=" + Screen.quoted(message == null ? null : message.toString())
			+ " items=" + itemTexts + " buttons=" + buttonTexts;
	}

	/** A tap on the item or the button of this text (a button's without its kind). */
	public void tap(String text) {
		int index = 0;
		for (CharSequence item : items) {
			if (String.valueOf(item).equals(text)) {
				current = null;
				itemsListener.onClick(dialog, index);
				return;
			}
			index++;
		}
		for (Object[] button : buttons) {
			String shown = String.valueOf(button[0]);
			if (shown.substring(0, shown.lastIndexOf(" (")).equals(text)) {
				current = null;
				if (button[1] != null) {
					((DialogInterface.OnClickListener) button[1]).onClick(dialog, (Integer) button[2]);
				}
				return;
			}
		}
		throw new IllegalStateException("the dialog has no " + text);
	}
}
