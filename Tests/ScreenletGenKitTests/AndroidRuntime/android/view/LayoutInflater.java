package android.view;

/** Inflates the module's layouts (`screenletgen.runtime.RuntimeResources.inflate`). */
public abstract class LayoutInflater {

	private android.content.Context context;

	protected LayoutInflater(android.content.Context context) {
		this.context = context;
	}

	public static android.view.LayoutInflater from(android.content.Context context) {
		return new LayoutInflater(context) {
			@Override
			public LayoutInflater cloneInContext(android.content.Context newContext) {
				return from(newContext);
			}
		};
	}

	public android.content.Context getContext() {
		return context;
	}

	public android.view.View inflate(int resource, android.view.ViewGroup root) {
		return inflate(resource, root, root != null);
	}

	public android.view.View inflate(int resource, android.view.ViewGroup root, boolean attachToRoot) {
		android.view.View view = screenletgen.runtime.RuntimeResources.inflate(context, resource);
		if (root != null && attachToRoot) {
			root.addView(view);
			return root;
		}
		return view;
	}
}
