package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.Article;
import com.example.screens.R;

public class ArticleAdapter extends BaseListAdapter<Article, ArticleAdapter.ArticleViewHolder> {

	public ArticleAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public ArticleViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new ArticleAdapter.ArticleViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(Article entry, ArticleViewHolder holder) {
		holder.bind(entry);
	}

	public class ArticleViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView title;
		private final TextView summary;
		private final TextView cover;

		public ArticleViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			title = view.findViewById(R.id.article_title);
			summary = view.findViewById(R.id.article_summary);
			cover = view.findViewById(R.id.article_cover);
		}

		public void bind(Article entry) {
			title.setText(entry.getTitle());
			summary.setText(entry.getSummary());
			cover.setText(entry.getCover());
		}
	}
}
