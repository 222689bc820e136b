// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors aosp-mirror/platform_frameworks_support@a9ac247:compat/src/main/java/androidx/core/view/NestedScrollingChild.java (AndroidX core 1.0).
// Members: none; a type only named, as androidx.recyclerview.widget.RecyclerView implements it.
package androidx.core.view;

public interface NestedScrollingChild {
}
