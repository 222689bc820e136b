package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.AddProjectTaskEvent;
import com.example.screens.interactor.AddProjectTaskInteractor;
import com.example.screens.interactor.AddProjectTaskListener;
import com.example.screens.interactor.AddProjectTaskProjectChoicesInteractor;
import com.example.screens.interactor.AddProjectTaskProjectChoicesListener;
import com.example.screens.view.AddProjectTaskViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.base.interactor.Interactor;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import java.util.List;

public class AddProjectTaskScreenlet extends BaseScreenlet<AddProjectTaskViewModel, Interactor<?>>
	implements AddProjectTaskListener, AddProjectTaskProjectChoicesListener {

	public static final String ADD_PROJECT_TASK_ACTION = "add-project-task";

	public static final String LOAD_PROJECT_CHOICES_ACTION = "load-project-choices";

	private AddProjectTaskListener listener;

	public AddProjectTaskScreenlet(Context context) {
		super(context);
	}

	public AddProjectTaskScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public AddProjectTaskScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public AddProjectTaskScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	/**
	 * Sends, on Screens' executor, the writes this screenlet stored while offline. Screens'
	 * CacheSyncService syncs only the library's own screenlets, so the app calls this itself: after
	 * a login, or when the device is online again.
	 */
	public static void syncPendingWrites() {
		Executor.execute(new Runnable() {
			@Override
			public void run() {
				new AddProjectTaskInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onAddProjectTaskSuccess(ProjectTask projectTask) {

		// Done: the form is ready for the next one.

		AddProjectTaskViewModel viewModel = getViewModel();
		viewModel.setTitle("");
		viewModel.setPriority("");
		viewModel.setLabels("");
		viewModel.showFinishOperation(ADD_PROJECT_TASK_ACTION);

		if (listener != null) {
			listener.onAddProjectTaskSuccess(projectTask);
		}
	}

	@Override
	public void onAddProjectTaskFailure(Exception e) {
		getViewModel().showFailedOperation(ADD_PROJECT_TASK_ACTION, e);

		if (listener != null) {
			listener.onAddProjectTaskFailure(e);
		}
	}

	@Override
	public void onLoadProjectChoicesSuccess(List<String> titles, List<Long> ids) {
		getViewModel().showFinishOperation(LOAD_PROJECT_CHOICES_ACTION);
		getViewModel().showProjectChoices(titles, ids);
	}

	/**
	 * The app's listener hears it as any other failure of an action: through error.
	 */
	@Override
	public void onLoadProjectChoicesFailure(Exception e) {
		getViewModel().showFailedOperation(LOAD_PROJECT_CHOICES_ACTION, e);

		if (listener != null) {
			listener.error(e, LOAD_PROJECT_CHOICES_ACTION);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public AddProjectTaskListener getListener() {
		return listener;
	}

	public void setListener(AddProjectTaskListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.AddProjectTaskScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.AddProjectTaskScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.AddProjectTaskScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected Interactor<?> createInteractor(String actionName) {
		if (ADD_PROJECT_TASK_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new AddProjectTaskInteractor();
		}

		if (LOAD_PROJECT_CHOICES_ACTION.equals(actionName)) {
			return new AddProjectTaskProjectChoicesInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, Interactor<?> interactor, Object... args) {
		if (interactor instanceof AddProjectTaskInteractor) {
			addProjectTask((AddProjectTaskInteractor) interactor);
		} else if (interactor instanceof AddProjectTaskProjectChoicesInteractor) {
			loadProjectChoices((AddProjectTaskProjectChoicesInteractor) interactor);
		}
	}

	private void addProjectTask(AddProjectTaskInteractor interactor) {
		AddProjectTaskViewModel viewModel = getViewModel();
		String title = viewModel.getTitle();
		Long projectId = viewModel.getProjectId();
		String priority = viewModel.getPriority();
		String labels = viewModel.getLabels();

		if ((title == null) || title.isEmpty()) {
			onAddProjectTaskFailure(invalidInput(R.string.addprojecttask_screenlet_empty_title));

			return;
		}

		if ((projectId != null) && (projectId <= 0)) {
			onAddProjectTaskFailure(invalidInput(R.string.addprojecttask_screenlet_undefined_projectId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new AddProjectTaskEvent(title, projectId, priority, labels));
	}

	private void loadProjectChoices(AddProjectTaskProjectChoicesInteractor interactor) {
		// The site and user the parents are read and cached for, as for the screenlet's actions.

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start();
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
