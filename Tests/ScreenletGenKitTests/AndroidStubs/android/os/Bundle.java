// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/os/Bundle.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
// Not mirrored (a type in their signatures is not stubbed): getBinder getSize getSizeF putBinder putSize putSizeF
package android.os;

public final class Bundle extends android.os.BaseBundle implements Cloneable, android.os.Parcelable {

	public Bundle() { throw new RuntimeException("Stub!"); }

	public Bundle(ClassLoader loader) { throw new RuntimeException("Stub!"); }

	public Bundle(int capacity) { throw new RuntimeException("Stub!"); }

	public Bundle(android.os.Bundle b) { throw new RuntimeException("Stub!"); }

	public Bundle(android.os.PersistableBundle b) { throw new RuntimeException("Stub!"); }

	public void setClassLoader(ClassLoader loader) { throw new RuntimeException("Stub!"); }

	public ClassLoader getClassLoader() { throw new RuntimeException("Stub!"); }

	public Object clone() { throw new RuntimeException("Stub!"); }

	public android.os.Bundle deepCopy() { throw new RuntimeException("Stub!"); }

	public void clear() { throw new RuntimeException("Stub!"); }

	public void remove(String key) { throw new RuntimeException("Stub!"); }

	public void putAll(android.os.Bundle bundle) { throw new RuntimeException("Stub!"); }

	public boolean hasFileDescriptors() { throw new RuntimeException("Stub!"); }

	public void putByte(String key, byte value) { throw new RuntimeException("Stub!"); }

	public void putChar(String key, char value) { throw new RuntimeException("Stub!"); }

	public void putShort(String key, short value) { throw new RuntimeException("Stub!"); }

	public void putFloat(String key, float value) { throw new RuntimeException("Stub!"); }

	public void putCharSequence(String key, CharSequence value) { throw new RuntimeException("Stub!"); }

	public void putParcelable(String key, android.os.Parcelable value) { throw new RuntimeException("Stub!"); }

	public void putParcelableArray(String key, android.os.Parcelable[] value) { throw new RuntimeException("Stub!"); }

	public void putParcelableArrayList(String key, java.util.ArrayList<? extends android.os.Parcelable> value) { throw new RuntimeException("Stub!"); }

	public void putSparseParcelableArray(String key, android.util.SparseArray<? extends android.os.Parcelable> value) { throw new RuntimeException("Stub!"); }

	public void putIntegerArrayList(String key, java.util.ArrayList<Integer> value) { throw new RuntimeException("Stub!"); }

	public void putStringArrayList(String key, java.util.ArrayList<String> value) { throw new RuntimeException("Stub!"); }

	public void putCharSequenceArrayList(String key, java.util.ArrayList<CharSequence> value) { throw new RuntimeException("Stub!"); }

	public void putSerializable(String key, java.io.Serializable value) { throw new RuntimeException("Stub!"); }

	public void putByteArray(String key, byte[] value) { throw new RuntimeException("Stub!"); }

	public void putShortArray(String key, short[] value) { throw new RuntimeException("Stub!"); }

	public void putCharArray(String key, char[] value) { throw new RuntimeException("Stub!"); }

	public void putFloatArray(String key, float[] value) { throw new RuntimeException("Stub!"); }

	public void putCharSequenceArray(String key, CharSequence[] value) { throw new RuntimeException("Stub!"); }

	public void putBundle(String key, android.os.Bundle value) { throw new RuntimeException("Stub!"); }

	public byte getByte(String key) { throw new RuntimeException("Stub!"); }

	public Byte getByte(String key, byte defaultValue) { throw new RuntimeException("Stub!"); }

	public char getChar(String key) { throw new RuntimeException("Stub!"); }

	public char getChar(String key, char defaultValue) { throw new RuntimeException("Stub!"); }

	public short getShort(String key) { throw new RuntimeException("Stub!"); }

	public short getShort(String key, short defaultValue) { throw new RuntimeException("Stub!"); }

	public float getFloat(String key) { throw new RuntimeException("Stub!"); }

	public float getFloat(String key, float defaultValue) { throw new RuntimeException("Stub!"); }

	public CharSequence getCharSequence(String key) { throw new RuntimeException("Stub!"); }

	public CharSequence getCharSequence(String key, CharSequence defaultValue) { throw new RuntimeException("Stub!"); }

	public android.os.Bundle getBundle(String key) { throw new RuntimeException("Stub!"); }

	public <T extends android.os.Parcelable> T getParcelable(String key) { throw new RuntimeException("Stub!"); }

	public android.os.Parcelable[] getParcelableArray(String key) { throw new RuntimeException("Stub!"); }

	public <T extends android.os.Parcelable> java.util.ArrayList<T> getParcelableArrayList(String key) { throw new RuntimeException("Stub!"); }

	public <T extends android.os.Parcelable> android.util.SparseArray<T> getSparseParcelableArray(String key) { throw new RuntimeException("Stub!"); }

	public java.io.Serializable getSerializable(String key) { throw new RuntimeException("Stub!"); }

	public java.util.ArrayList<Integer> getIntegerArrayList(String key) { throw new RuntimeException("Stub!"); }

	public java.util.ArrayList<String> getStringArrayList(String key) { throw new RuntimeException("Stub!"); }

	public java.util.ArrayList<CharSequence> getCharSequenceArrayList(String key) { throw new RuntimeException("Stub!"); }

	public byte[] getByteArray(String key) { throw new RuntimeException("Stub!"); }

	public short[] getShortArray(String key) { throw new RuntimeException("Stub!"); }

	public char[] getCharArray(String key) { throw new RuntimeException("Stub!"); }

	public float[] getFloatArray(String key) { throw new RuntimeException("Stub!"); }

	public CharSequence[] getCharSequenceArray(String key) { throw new RuntimeException("Stub!"); }

	public int describeContents() { throw new RuntimeException("Stub!"); }

	public void writeToParcel(android.os.Parcel parcel, int flags) { throw new RuntimeException("Stub!"); }

	public void readFromParcel(android.os.Parcel parcel) { throw new RuntimeException("Stub!"); }

	public synchronized String toString() { throw new RuntimeException("Stub!"); }

	public static final android.os.Parcelable.Creator<android.os.Bundle> CREATOR;

	public static final android.os.Bundle EMPTY;

	static { CREATOR = null; EMPTY = null; }
}
