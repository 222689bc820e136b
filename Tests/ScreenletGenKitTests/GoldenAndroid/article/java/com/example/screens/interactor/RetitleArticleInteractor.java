package com.example.screens.interactor;

import com.example.screens.Article;
import com.example.screens.ArticleRequest;
import com.example.screens.R;
import com.liferay.mobile.screens.base.interactor.BaseCacheWriteInteractor;
import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import com.liferay.mobile.screens.util.JSONUtil;
import com.liferay.mobile.screens.util.LiferayLocale;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.util.Date;
import java.util.Locale;
import java.util.Map;
import org.json.JSONObject;

/**
 * Runs retitle-article (PATCH /o/c/articles/{articleId})
 * with the cache policy of its screenlet: REMOTE_ONLY sends it; REMOTE_FIRST sends it and, when
 * that fails, stores it (dirty) to be sent later; CACHE_ONLY and CACHE_FIRST store it (dirty)
 * without sending it. {@link #syncPendingWrites()} sends what was stored.
 *
 * ("overrides": BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's
 * execute(Object...), which javac reports on each subclass.)
 */
@SuppressWarnings("overrides")
public class RetitleArticleInteractor extends BaseCacheWriteInteractor<RetitleArticleListener, RetitleArticleEvent> {

	@Override
	public RetitleArticleEvent execute(RetitleArticleEvent event) throws Exception {
		// The entry as stored, so that the write sends its other languages back as they are.
		Object storedEntry = new ArticleRequest("GET", "/"
			+ ArticleRequest.segment(String.valueOf(event.getArticleId())))
			.send(getSession());

		Object answer = new ArticleRequest("PATCH", "/" + ArticleRequest.segment(String.valueOf(event.getArticleId())))
			.body("title_i18n", ArticleRequest.translations(event.getTitle(), storedEntry, "title_i18n"))
			.body("cover", ArticleRequest.file(event.getCover()))
			.send(getSession());
		JSONObject jsonObject = (answer instanceof JSONObject) ? (JSONObject) answer : null;

		if (jsonObject != null) {
			Map<String, Object> values = JSONUtil.toMap(jsonObject);

			if (Article.isComplete(values)) {
				event.setArticle(new Article(values));
			}
		}

		return event;
	}

	@Override
	public void onSuccess(RetitleArticleEvent event) {
		Article article = event.getArticle();

		if (article != null) {
			getListener().onRetitleArticleSuccess(article);
		} else {
			int message = event.isOnlineRequest() ? R.string.retitlearticle_screenlet_invalid_answer
				: R.string.retitlearticle_screenlet_retitle_article_stored;

			getListener().onRetitleArticleFailure(new Exception(LiferayScreensContext.getContext().getString(message)));
		}
	}

	@Override
	public void onFailure(RetitleArticleEvent event) {
		getListener().onRetitleArticleFailure(event.getException());
	}

	/**
	 * Sends the writes stored (dirty) in the cache of the app's site and user, as Screens'
	 * CacheSyncService does for the library's own events, and stores each one sent as clean. One
	 * that fails stays dirty for the next time. Blocks: call it on a background thread.
	 *
	 * @return how many were sent
	 */
	public int syncPendingWrites() {
		if (!SessionContext.isLoggedIn()) {
			return 0;
		}

		long groupId = LiferayServerContext.getGroupId();
		Long userId = SessionContext.getUserId();
		Locale locale = LiferayLocale.getDefaultLocale();
		int sent = 0;

		try {
			String[] keys = Cache.findKeys(RetitleArticleEvent.class, groupId, userId, locale, 0, Integer.MAX_VALUE);

			for (String key : keys) {
				RetitleArticleEvent event = Cache.getObject(RetitleArticleEvent.class, groupId, userId, key);

				if ((event == null) || !event.isDirty()) {
					continue;
				}

				try {
					execute(event);

					event.setException(null);
					event.setLocale(locale);
					event.setDirty(false);
					event.setSyncDate(new Date());
					Cache.storeObject(event);

					sent++;
				} catch (Exception e) {
					LiferayLogger.e("Could not send the write stored as " + key, e);
				}
			}
		} catch (Exception e) {
			LiferayLogger.e("Could not read the writes stored to be sent", e);
		}

		return sent;
	}
}
