package androidx.recyclerview.widget;

/**
 * Its adapter and the rows it shows: `screenletgen.runtime.Screen.scrollThrough` makes and binds
 * each position's holder in order, as scrolling to the end does (a layout manager's work).
 */
public class RecyclerView {

	private Adapter adapter;

	public RecyclerView(Context context) {
		super(context);
	}

	public RecyclerView(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public RecyclerView(Context context, AttributeSet attrs, int defStyle) {
		super(context, attrs);
	}

	protected void onAttachedToWindow() {
		super.onAttachedToWindow();
	}

	protected void onDetachedFromWindow() {
		super.onDetachedFromWindow();
	}

	public void setHasFixedSize(boolean hasFixedSize) {
	}

	public void setAdapter(Adapter adapter) {
		this.adapter = adapter;
	}

	public Adapter getAdapter() {
		return adapter;
	}

	public void setLayoutManager(LayoutManager layout) {
	}

	public void addItemDecoration(ItemDecoration decor) {
	}

	// Adapter's.
	public Adapter() {
	}

	// LayoutManager's.
	public LayoutManager() {
	}

	// Adapter's: the holder made for a view type, which it keeps.
	public final VH createViewHolder(ViewGroup parent, int viewType) {
		VH holder = onCreateViewHolder(parent, viewType);
		holder.screenletgenViewType = viewType;
		return holder;
	}

	// Adapter's: the holder bound to its position.
	public final void bindViewHolder(VH holder, int position) {
		holder.screenletgenPosition = position;
		onBindViewHolder(holder, position);
	}

	// Adapter's: the rows change; what is shown is bound again when scrolled to.
	public final void notifyDataSetChanged() {
	}

	public final void notifyItemInserted(int position) {
	}

	public final void notifyItemChanged(int position) {
	}

	public final void notifyItemRemoved(int position) {
	}

	// in ViewHolder
	int screenletgenPosition = -1;

	// in ViewHolder
	int screenletgenViewType = -1;

	public ViewHolder(View itemView) {
		this.itemView = itemView;
	}

	public final int getAdapterPosition() {
		return screenletgenPosition;
	}

	public final int getItemViewType() {
		return screenletgenViewType;
	}
}
