package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.Article;
import com.example.screens.R;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class ArticleListScreenlet extends BaseListScreenlet<Article, ArticleListInteractor> {

	public ArticleListScreenlet(Context context) {
		super(context);
	}

	public ArticleListScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public ArticleListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public ArticleListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	/**
	 * Shows a Article added elsewhere (by an action screenlet, say) as the last row, without
	 * loading the list again.
	 */
	public void addArticle(Article article) {
		if (getViewModel() instanceof ArticleListView) {
			((ArticleListView) getViewModel()).addArticle(article);
		}
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.ArticleListScreenlet, 0, 0);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.ArticleListScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(ArticleListInteractor interactor) {
		if (getListener() instanceof ArticleListListener) {
			((ArticleListListener) getListener()).interactorCalled();
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(groupId);
	}

	@Override
	protected ArticleListInteractor createInteractor(String actionName) {
		return new ArticleListInteractor();
	}
}
