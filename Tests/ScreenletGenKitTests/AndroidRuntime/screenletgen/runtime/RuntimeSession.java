package screenletgen.runtime;

import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.android.callback.Callback;
import com.liferay.mobile.android.service.Session;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONObject;

/** The logged-in user's session: its calls go to the scenario's portal, signed as `authentication` says (basic, the scenario user's). */
public final class RuntimeSession implements Session {

	/** What every session of the scenario signs its headless requests with (null: none, the guest). */
	public static Authentication authentication = new RuntimeAuthentication("test@liferay.com", "test");

	@Override
	public JSONArray invoke(JSONObject command) throws Exception {
		return Portal.invoke(command);
	}

	@Override
	public JSONArray upload(JSONObject command) throws Exception {
		throw new UnsupportedOperationException("upload");
	}

	/** A session of its own authentication (a refreshed one), else the scenario's. */
	private final Authentication own;

	public RuntimeSession() {
		this(null);
	}

	public RuntimeSession(Authentication own) {
		this.own = own;
	}

	@Override
	public Authentication getAuthentication() {
		return own != null ? own : authentication;
	}

	@Override
	public Callback getCallback() {
		return null;
	}

	@Override
	public int getConnectionTimeout() {
		return 15000;
	}

	@Override
	public Map<String, String> getHeaders() {
		return null;
	}

	@Override
	public String getServer() {
		return HeadlessPortal.SERVER;
	}

	@Override
	public void setAuthentication(Authentication authentication) {
	}

	@Override
	public void setCallback(Callback callback) {
	}

	@Override
	public void setConnectionTimeout(int connectionTimeout) {
	}

	@Override
	public void setHeaders(Map<String, String> headers) {
	}

	@Override
	public void setServer(String server) {
	}
}
