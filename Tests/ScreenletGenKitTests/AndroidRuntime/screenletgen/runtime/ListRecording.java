package screenletgen.runtime;

import android.view.View;
import com.liferay.mobile.screens.base.list.BaseListListener;
import java.util.List;

/** A list's listener that records what the app hears: each page, a failure, a tapped row, named by `name`. */
public abstract class ListRecording<E> implements BaseListListener<E> {

	protected abstract String name(E entry);

	@Override
	public void onListPageFailed(int startRow, Exception e) {
		Transcript.record("onListPageFailed: row " + startRow + ": " + e);
	}

	@Override
	public void onListPageReceived(int startRow, int endRow, List<E> entries, int rowCount) {
		Transcript.record("onListPageReceived: rows " + startRow + "-" + endRow + ", " + entries.size() + " rows, "
			+ (entries.isEmpty() ? "-" : name(entries.get(0)) + "…" + name(entries.get(entries.size() - 1))) + ", count " + rowCount);
	}

	@Override
	public void onListItemSelected(E element, View view) {
		Transcript.record("onListItemSelected: " + name(element));
	}

	@Override
	public void error(Exception e, String userAction) {
		Transcript.record("error: " + userAction + ": " + e);
	}
}
