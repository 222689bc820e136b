package androidx.recyclerview.widget;

/** Lays rows out one under another: nothing the model needs to do. */
public class LinearLayoutManager {

	public LinearLayoutManager(Context context) {
	}
}
