package screenletgen.runtime;

import android.content.Context;
import android.content.res.Resources;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import android.view.ViewGroup;
import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The module's resources as an app has them: ids from its R class (`<package>.R`, which the test
 * generates as the compile check does), strings and attribute enums from its `res/values`,
 * layouts inflated from `res/layout`: each element's class made with (Context, AttributeSet), its
 * children added, then its onFinishInflate called, as LayoutInflater does. Screens' own
 * attributes' enums are those of its values/attrs.xml (cachePolicy).
 */
public final class RuntimeResources {

	/** The app module's package and `res` folder (`-Dscreenletgen.package`, `-Dscreenletgen.res`). */
	static final String packageName = System.getProperty("screenletgen.package");
	private static final File res = new File(System.getProperty("screenletgen.res", "res"));
	private static final Map<Integer, String> names = new HashMap<>();
	private static final Map<String, Integer> ids = new HashMap<>();
	private static final Map<String, String> strings = new HashMap<>();
	private static final Map<String, Map<String, Integer>> enums = new HashMap<>();

	static {
		try {
			for (Class<?> type : Class.forName(packageName + ".R").getClasses()) {
				for (Field field : type.getFields()) {
					if (field.getType() == int.class && !type.getSimpleName().equals("styleable")) {
						int id = field.getInt(null);
						names.put(id, type.getSimpleName() + "/" + field.getName());
						ids.put(type.getSimpleName() + "/" + field.getName(), id);
					}
				}
			}
			File[] values = new File(res, "values").listFiles();
			for (File file : values == null ? new File[0] : values) {
				readValues(file);
			}
		} catch (Exception e) {
			throw new IllegalStateException("cannot read the module's resources", e);
		}
		// Screens' own strings a screenlet's base classes show (values/list_default_strings.xml).
		strings.put("loading_list_error", "Error loading list");
		Map<String, Integer> cachePolicy = new HashMap<>();
		cachePolicy.put("REMOTE_ONLY", 0);
		cachePolicy.put("CACHE_ONLY", 1);
		cachePolicy.put("CACHE_FIRST", 2);
		cachePolicy.put("REMOTE_FIRST", 3);
		enums.put("cachePolicy", cachePolicy);
	}

	private RuntimeResources() {
	}

	private static void readValues(File file) throws Exception {
		Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file);
		NodeList elements = document.getDocumentElement().getChildNodes();
		for (int index = 0; index < elements.getLength(); index++) {
			if (!(elements.item(index) instanceof Element)) {
				continue;
			}
			Element element = (Element) elements.item(index);
			if (element.getTagName().equals("string")) {
				strings.put(element.getAttribute("name"), unescape(element.getTextContent()));
			} else if (element.getTagName().equals("attr")) {
				NodeList values = element.getElementsByTagName("enum");
				Map<String, Integer> byName = new HashMap<>();
				for (int value = 0; value < values.getLength(); value++) {
					Element item = (Element) values.item(value);
					byName.put(item.getAttribute("name"), Integer.decode(item.getAttribute("value")));
				}
				if (!byName.isEmpty()) {
					enums.put(element.getAttribute("name"), byName);
				}
			}
		}
	}

	/** aapt's reading of a string resource: a quoted one as it is, escapes undone. */
	private static String unescape(String text) {
		String trimmed = text.trim();
		if (trimmed.length() >= 2 && trimmed.startsWith("\"") && trimmed.endsWith("\"")) {
			trimmed = trimmed.substring(1, trimmed.length() - 1);
		}
		StringBuilder result = new StringBuilder();
		for (int index = 0; index < trimmed.length(); index++) {
			char character = trimmed.charAt(index);
			if (character == '\\' && index + 1 < trimmed.length()) {
				char next = trimmed.charAt(++index);
				result.append(next == 'n' ? '\n' : next == 't' ? '\t' : next);
			} else {
				result.append(character);
			}
		}
		return result.toString();
	}

	public static Resources resources() {
		return Resources.screenletgenCreate();
	}

	public static String string(int id) {
		String name = names.get(id);
		return name != null && name.startsWith("string/") ? strings.get(name.substring("string/".length())) : null;
	}

	public static String name(int id) {
		String name = names.get(id);
		if (name == null) {
			throw new Resources.NotFoundException("Unable to find resource ID #0x" + Integer.toHexString(id));
		}
		return name.substring(name.indexOf('/') + 1);
	}

	public static int identifier(String name, String type, String defPackage) {
		Integer id = ids.get(type + "/" + name);
		return id == null ? 0 : id;
	}

	public static TypedArray typedArray(AttributeSet set, int[] attrs) {
		return TypedArray.screenletgenOf(set, attrs);
	}

	/** The value the attributes give the attribute `attrId` (an `R.attr` id), or null. */
	public static String attribute(AttributeSet set, int attrId) {
		if (!(set instanceof RuntimeAttributes)) {
			return null;
		}
		String name = names.get(attrId);
		return name == null ? null : ((RuntimeAttributes) set).value(name.substring("attr/".length()));
	}

	/** An integer attribute's value: a number, or an enum's name. */
	public static int integer(int attrId, String value) {
		Map<String, Integer> byName = enums.get(name(attrId));
		if (byName != null && byName.containsKey(value)) {
			return byName.get(value);
		}
		return Integer.decode(value);
	}

	/** `@layout/x` → R.layout.x. */
	public static int reference(String value) {
		if (!value.startsWith("@")) {
			throw new NumberFormatException("not a reference: " + value);
		}
		Integer id = ids.get(value.substring(1).replace("+", ""));
		if (id == null) {
			throw new Resources.NotFoundException(value);
		}
		return id;
	}

	/** The id `android:id="@+id/x"` gives, or View.NO_ID (-1). */
	public static int idOf(AttributeSet set) {
		String value = set instanceof RuntimeAttributes ? ((RuntimeAttributes) set).values.get("android:id") : null;
		return value == null ? -1 : reference(value);
	}

	/** A text attribute, `@string/x` resolved. */
	public static String text(AttributeSet set, String name) {
		String value = set instanceof RuntimeAttributes ? ((RuntimeAttributes) set).values.get(name) : null;
		if (value != null && value.startsWith("@string/")) {
			return strings.get(value.substring("@string/".length()));
		}
		return value;
	}

	public static View inflate(Context context, int layoutId) {
		String name = names.get(layoutId);
		if (name == null || !name.startsWith("layout/")) {
			throw new Resources.NotFoundException("Resource ID #0x" + Integer.toHexString(layoutId) + " is no layout");
		}
		File file = new File(res, "layout/" + name.substring("layout/".length()) + ".xml");
		if (!file.exists() && name.equals("layout/list_item_progress_default")) {
			// Screens' own progress row (its layout/list_item_progress_default.xml): a bar in a frame.
			android.widget.FrameLayout row = new android.widget.FrameLayout(context);
			row.addView(new android.widget.ProgressBar(context));
			return row;
		}
		try {
			Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file);
			return build(context, document.getDocumentElement());
		} catch (RuntimeException e) {
			throw e;
		} catch (Exception e) {
			throw new IllegalStateException("cannot inflate " + name, e);
		}
	}

	private static View build(Context context, Element element) throws Exception {
		RuntimeAttributes attributes = new RuntimeAttributes();
		NamedNodeMap map = element.getAttributes();
		for (int index = 0; index < map.getLength(); index++) {
			Node attribute = map.item(index);
			if (!attribute.getNodeName().startsWith("xmlns")) {
				attributes.set(attribute.getNodeName(), attribute.getNodeValue());
			}
		}
		String tag = element.getTagName();
		Class<?> type = tag.contains(".") ? Class.forName(tag) : viewClass(tag);
		Constructor<?> constructor = type.getConstructor(Context.class, AttributeSet.class);
		View view;
		try {
			view = (View) constructor.newInstance(context, attributes);
		} catch (InvocationTargetException e) {
			throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
		}
		NodeList children = element.getChildNodes();
		for (int index = 0; index < children.getLength(); index++) {
			if (children.item(index) instanceof Element) {
				((ViewGroup) view).addView(build(context, (Element) children.item(index)));
			}
		}
		Method finish = View.class.getDeclaredMethod("onFinishInflate");
		finish.setAccessible(true);
		try {
			finish.invoke(view);
		} catch (InvocationTargetException e) {
			throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
		}
		return view;
	}

	private static Class<?> viewClass(String tag) throws ClassNotFoundException {
		for (String prefix : new String[] { "android.widget.", "android.view.", "android.webkit." }) {
			try {
				return Class.forName(prefix + tag);
			} catch (ClassNotFoundException e) {
				// the next prefix
			}
		}
		throw new ClassNotFoundException(tag);
	}
}
