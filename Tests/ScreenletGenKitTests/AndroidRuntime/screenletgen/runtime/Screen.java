package screenletgen.runtime;

import android.view.View;
import android.view.ViewGroup;
import android.widget.EditText;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

/** What a person and the window do to a screen in a scenario, and a scenario's fresh start and end. */
public final class Screen {

	private Screen() {
	}

	/** The window attaches the view, then each of its children (ViewGroup.dispatchAttachedToWindow). */
	public static void attach(View view) {
		call(view, "onAttachedToWindow");
		if (view instanceof ViewGroup) {
			ViewGroup group = (ViewGroup) view;
			for (int index = 0; index < group.getChildCount(); index++) {
				attach(group.getChildAt(index));
			}
		}
	}

	public static void detach(View view) {
		call(view, "onDetachedFromWindow");
	}

	/**
	 * A configuration change (a rotation): the window saves its views' states by id
	 * (saveHierarchyState), the old screen is detached, the activity makes its screen again
	 * (`make`, as its onCreate does: from the layout, the listener set, not yet attached), the
	 * window restores the states into it (restoreHierarchyState, before onResume), and attaches it.
	 */
	public static <T extends View> T rotate(View old, java.util.function.Supplier<T> make) {
		android.util.SparseArray<android.os.Parcelable> container = new android.util.SparseArray<>();
		old.saveHierarchyState(container);
		detach(old);
		T screen = make.get();
		screen.restoreHierarchyState(container);
		attach(screen);
		Transcript.record("rotated: " + container.size() + " views' states saved and restored");
		return screen;
	}

	/** The keyboard replaces a field's text. */
	public static void type(EditText field, String text) {
		field.setText(text);
	}

	/** A person spins the picker's wheels to a day (month 1-based here): a change is told to its listener. */
	public static void pick(android.widget.DatePicker picker, int year, int month, int dayOfMonth) {
		picker.updateDate(year, month - 1, dayOfMonth);
	}

	/** A tap: a disabled view takes none. */
	public static void tap(View view) {
		if (!view.isEnabled()) {
			Transcript.record("tap: the view is disabled");
			return;
		}
		view.performClick();
	}

	/**
	 * Scrolls a list to its end, as a person does: each position's holder is made and bound in
	 * order; a progress row asks for its page, which comes before the next position is shown (the
	 * person waits), and the row is bound again. The text of each row shown, in order.
	 */
	@SuppressWarnings({ "rawtypes", "unchecked" })
	public static List<String> scrollThrough(androidx.recyclerview.widget.RecyclerView list) {
		List<String> texts = new java.util.ArrayList<>();
		androidx.recyclerview.widget.RecyclerView.Adapter adapter = list.getAdapter();
		for (int position = 0; position < adapter.getItemCount(); position++) {
			int type = adapter.getItemViewType(position);
			androidx.recyclerview.widget.RecyclerView.ViewHolder holder = adapter.createViewHolder(list, type);
			adapter.bindViewHolder(holder, position);
			if (type != 0) {
				RuntimeQueue.drain();
				if (position >= adapter.getItemCount() || adapter.getItemViewType(position) != 0) {
					texts.add(null);
					continue;
				}
				holder = adapter.createViewHolder(list, 0);
				adapter.bindViewHolder(holder, position);
			}
			texts.add(text(holder.itemView));
		}
		return texts;
	}

	/** A text as the transcripts write it (null as nil). */
	public static String quoted(String text) {
		return text == null ? "nil" : Portal.quoted(text);
	}

	/** The texts of a view's TextViews, joined by " | ". */
	static String text(View view) {
		if (view instanceof android.widget.TextView) {
			return String.valueOf(((android.widget.TextView) view).getText());
		}
		StringBuilder text = new StringBuilder();
		if (view instanceof ViewGroup) {
			ViewGroup group = (ViewGroup) view;
			for (int index = 0; index < group.getChildCount(); index++) {
				String child = text(group.getChildAt(index));
				if (!child.isEmpty()) {
					text.append(text.length() == 0 ? "" : " | ").append(child);
				}
			}
		}
		return text.toString();
	}

	/** Runs one scenario: a fresh portal, queues, bus and cache, the user logged in; its lines printed after its name. */
	public static void scenario(String name, Runnable body) {
		Portal.reset();
		HeadlessPortal.reset();
		ShownDialog.reset();
		android.os.LocaleList.screenletgenReset();
		RuntimeQueue.reset();
		EventBus.reset();
		RuntimeCache.reset();
		com.liferay.mobile.screens.base.list.interactor.BaseListInteractor.screenletgenReset();
		com.liferay.mobile.screens.context.LiferayServerContext.setGroupId(20143);
		// The iOS scenarios' user.
		com.liferay.mobile.screens.context.SessionContext.loginForScenario(20156);
		RuntimeQueue.reset();
		System.out.println("== " + name);
		try {
			body.run();
			RuntimeQueue.drain();
		} catch (RuntimeException e) {
			// Where: a Stub! is a member the model gives no body.
			StackTraceElement[] trace = e.getStackTrace();
			Transcript.record("crash: " + e + (trace.length > 0 ? " at " + trace[0].getClassName() + "." + trace[0].getMethodName() : ""));
		}
		List<String> lines = Transcript.finish();
		for (String line : lines) {
			System.out.println(line);
		}
		System.out.println();
	}

	private static void call(View view, String name) {
		try {
			Method method = View.class.getDeclaredMethod(name);
			method.setAccessible(true);
			method.invoke(view);
		} catch (InvocationTargetException e) {
			throw e.getCause() instanceof RuntimeException ? (RuntimeException) e.getCause() : new IllegalStateException(e.getCause());
		} catch (ReflectiveOperationException e) {
			throw new IllegalStateException(e);
		}
	}
}
