package com.example.screens.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.example.screens.Article;

public class ArticleEvent extends ListEvent<Article> {

	private static final long serialVersionUID = 1L;

	private Article article;

	public ArticleEvent() {
		super();
	}

	public ArticleEvent(Article article) {
		this.article = article;
	}

	@Override
	public String getListKey() {
		return String.valueOf(article.getValues().hashCode());
	}

	@Override
	public Article getModel() {
		return article;
	}
}
