package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.Article;
import com.example.screens.R;
import java.util.List;

public class ArticleListView
	extends BaseListScreenletView<Article, ArticleAdapter.ArticleViewHolder, ArticleAdapter> {

	public ArticleListView(Context context) {
		super(context);
	}

	public ArticleListView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public ArticleListView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	/**
	 * Adds a row at the end, without loading the list again.
	 */
	public void addArticle(Article article) {
		ArticleAdapter adapter = getAdapter();
		List<Article> entries = adapter.getEntries();

		entries.add(article);
		adapter.setRowCount(entries.size());
		adapter.notifyItemInserted(entries.size() - 1);
	}

	@Override
	protected ArticleAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new ArticleAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.articlelist_row;
	}
}
