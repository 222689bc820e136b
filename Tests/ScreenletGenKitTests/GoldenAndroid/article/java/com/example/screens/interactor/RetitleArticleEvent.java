package com.example.screens.interactor;

import com.example.screens.Article;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.UUID;

/**
 * One retitle-article: the values it sends and the portal's answer; also its cache entry.
 */
public class RetitleArticleEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long articleId;
	private String title;
	private String cover;
	private Article article;

	public RetitleArticleEvent() {
		super();
	}

	public RetitleArticleEvent(long articleId, String title, String cover) {
		this.articleId = articleId;
		this.title = title;
		this.cover = cover;

		setCacheKey("retitle-article-" + UUID.randomUUID());
	}

	public long getArticleId() {
		return articleId;
	}

	public String getTitle() {
		return title;
	}

	public String getCover() {
		return cover;
	}

	public Article getArticle() {
		return article;
	}

	public void setArticle(Article article) {
		this.article = article;
	}
}
