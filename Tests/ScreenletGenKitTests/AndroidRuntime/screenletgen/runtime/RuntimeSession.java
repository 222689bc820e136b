package screenletgen.runtime;

import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.android.callback.Callback;
import com.liferay.mobile.android.service.Session;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONObject;

/** The logged-in user's session: its calls go to the scenario's portal. */
public final class RuntimeSession implements Session {

	@Override
	public JSONArray invoke(JSONObject command) throws Exception {
		return Portal.invoke(command);
	}

	@Override
	public JSONArray upload(JSONObject command) throws Exception {
		throw new UnsupportedOperationException("upload");
	}

	@Override
	public Authentication getAuthentication() {
		return null;
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
		return "http://portal.test";
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
