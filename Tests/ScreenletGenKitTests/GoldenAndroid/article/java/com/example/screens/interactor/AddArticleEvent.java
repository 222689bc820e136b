package com.example.screens.interactor;

import com.example.screens.Article;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.UUID;

/**
 * One add-article: the values it sends and the portal's answer; also its cache entry.
 */
public class AddArticleEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private String title;
	private String body;
	private String cover;
	private String externalReferenceCode;
	private Article article;

	public AddArticleEvent() {
		super();
	}

	public AddArticleEvent(String title, String body, String cover) {
		this.title = title;
		this.body = body;
		this.cover = cover;
		this.externalReferenceCode = UUID.randomUUID().toString();

		setCacheKey("add-article-" + externalReferenceCode);
	}

	public String getTitle() {
		return title;
	}

	public String getBody() {
		return body;
	}

	public String getCover() {
		return cover;
	}

	public String getExternalReferenceCode() {
		return externalReferenceCode;
	}

	public Article getArticle() {
		return article;
	}

	public void setArticle(Article article) {
		this.article = article;
	}
}
