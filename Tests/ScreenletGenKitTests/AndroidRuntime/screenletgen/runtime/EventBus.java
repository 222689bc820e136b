package screenletgen.runtime;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * EventBus 2.4 as Screens 5.1 uses it (EventBusUtil): a registered object's public
 * `onEventMainThread(T)` methods (its class's and its superclasses', bridges and abstract ones
 * left out) get every event whose class is T or a subclass of T, on the main thread: at once
 * when posted from it, else queued for it.
 */
public final class EventBus {

	private static final List<Object> subscribers = new ArrayList<>();

	private EventBus() {
	}

	/**
	 * EventBusUtil.register: an object not registered yet (EventBus 2.4 itself throws at a second
	 * registration; Screens asks first, so an interactor prepared again on a restored screenlet
	 * and attached with it is registered once).
	 */
	public static synchronized void register(Object subscriber) {
		if (!subscribers.contains(subscriber)) {
			subscribers.add(subscriber);
		}
	}

	public static synchronized void unregister(Object subscriber) {
		subscribers.remove(subscriber);
	}

	public static synchronized void reset() {
		subscribers.clear();
	}

	public static void post(final Object event) {
		if (RuntimeQueue.isBackground()) {
			RuntimeQueue.main(new Runnable() {
				@Override
				public void run() {
					deliver(event);
				}
			});
		} else {
			deliver(event);
		}
	}

	private static void deliver(Object event) {
		List<Object> now;
		synchronized (EventBus.class) {
			now = new ArrayList<>(subscribers);
		}
		for (Object subscriber : now) {
			for (Method method : handlers(subscriber.getClass())) {
				if (method.getParameterTypes()[0].isInstance(event)) {
					try {
						method.invoke(subscriber, event);
					} catch (InvocationTargetException e) {
						// EventBus 2.4 logs what a subscriber throws and goes on.
						Transcript.record("log: EventBus: " + method.getName() + " threw " + e.getCause());
					} catch (IllegalAccessException e) {
						throw new IllegalStateException(e);
					}
				}
			}
		}
	}

	/** One method per parameter type, the most derived class's. */
	private static List<Method> handlers(Class<?> type) {
		List<Method> found = new ArrayList<>();
		List<Class<?>> seen = new ArrayList<>();
		for (Class<?> current = type; current != null && !current.getName().startsWith("java."); current = current.getSuperclass()) {
			for (Method method : current.getDeclaredMethods()) {
				int modifiers = method.getModifiers();
				if (method.getName().equals("onEventMainThread") && method.getParameterTypes().length == 1 && Modifier.isPublic(modifiers)
						&& !Modifier.isAbstract(modifiers) && !Modifier.isStatic(modifiers) && !method.isBridge() && !method.isSynthetic()
						&& !seen.contains(method.getParameterTypes()[0])) {
					seen.add(method.getParameterTypes()[0]);
					method.setAccessible(true);
					found.add(method);
				}
			}
		}
		return found;
	}
}
