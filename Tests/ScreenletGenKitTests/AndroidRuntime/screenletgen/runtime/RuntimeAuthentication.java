package screenletgen.runtime;

import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.android.http.Request;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/** The SDK's BasicAuthentication: the scenario user's name and password as `Authorization: Basic …`. */
public final class RuntimeAuthentication implements Authentication {

	private final String username;
	private final String password;

	public RuntimeAuthentication(String username, String password) {
		this.username = username;
		this.password = password;
	}

	@Override
	public void authenticate(Request request) {
		String credentials = username + ":" + password;
		request.getHeaders().put("Authorization", "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.ISO_8859_1)));
	}
}
