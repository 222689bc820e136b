// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/os/Parcel.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.os;

@SuppressWarnings("rawtypes")
public final class Parcel {

	private Parcel() { throw new RuntimeException("Stub!"); }

	public static android.os.Parcel obtain() { throw new RuntimeException("Stub!"); }

	public void recycle() { throw new RuntimeException("Stub!"); }

	public int dataSize() { throw new RuntimeException("Stub!"); }

	public void writeInt(int val) { throw new RuntimeException("Stub!"); }

	public void writeLong(long val) { throw new RuntimeException("Stub!"); }

	public void writeFloat(float val) { throw new RuntimeException("Stub!"); }

	public void writeDouble(double val) { throw new RuntimeException("Stub!"); }

	public void writeString(String val) { throw new RuntimeException("Stub!"); }

	public void writeByte(byte val) { throw new RuntimeException("Stub!"); }

	public void writeMap(java.util.Map val) { throw new RuntimeException("Stub!"); }

	public void writeBundle(android.os.Bundle val) { throw new RuntimeException("Stub!"); }

	public void writeList(java.util.List val) { throw new RuntimeException("Stub!"); }

	public void writeBooleanArray(boolean[] val) { throw new RuntimeException("Stub!"); }

	public boolean[] createBooleanArray() { throw new RuntimeException("Stub!"); }

	public void readBooleanArray(boolean[] val) { throw new RuntimeException("Stub!"); }

	public void writeIntArray(int[] val) { throw new RuntimeException("Stub!"); }

	public int[] createIntArray() { throw new RuntimeException("Stub!"); }

	public void readIntArray(int[] val) { throw new RuntimeException("Stub!"); }

	public void writeLongArray(long[] val) { throw new RuntimeException("Stub!"); }

	public long[] createLongArray() { throw new RuntimeException("Stub!"); }

	public void readLongArray(long[] val) { throw new RuntimeException("Stub!"); }

	public void writeStringArray(String[] val) { throw new RuntimeException("Stub!"); }

	public String[] createStringArray() { throw new RuntimeException("Stub!"); }

	public void readStringArray(String[] val) { throw new RuntimeException("Stub!"); }

	public <T extends android.os.Parcelable> void writeTypedList(java.util.List<T> val) { throw new RuntimeException("Stub!"); }

	public void writeStringList(java.util.List<String> val) { throw new RuntimeException("Stub!"); }

	public void writeValue(Object v) { throw new RuntimeException("Stub!"); }

	public void writeParcelable(android.os.Parcelable p, int parcelableFlags) { throw new RuntimeException("Stub!"); }

	public void writeSerializable(java.io.Serializable s) { throw new RuntimeException("Stub!"); }

	public int readInt() { throw new RuntimeException("Stub!"); }

	public long readLong() { throw new RuntimeException("Stub!"); }

	public float readFloat() { throw new RuntimeException("Stub!"); }

	public double readDouble() { throw new RuntimeException("Stub!"); }

	public String readString() { throw new RuntimeException("Stub!"); }

	public byte readByte() { throw new RuntimeException("Stub!"); }

	public void readMap(java.util.Map outVal, ClassLoader loader) { throw new RuntimeException("Stub!"); }

	public void readList(java.util.List outVal, ClassLoader loader) { throw new RuntimeException("Stub!"); }

	public java.util.HashMap readHashMap(ClassLoader loader) { throw new RuntimeException("Stub!"); }

	public android.os.Bundle readBundle() { throw new RuntimeException("Stub!"); }

	public android.os.Bundle readBundle(ClassLoader loader) { throw new RuntimeException("Stub!"); }

	public java.util.ArrayList readArrayList(ClassLoader loader) { throw new RuntimeException("Stub!"); }

	public <T> java.util.ArrayList<T> createTypedArrayList(android.os.Parcelable.Creator<T> c) { throw new RuntimeException("Stub!"); }

	public <T> void readTypedList(java.util.List<T> list, android.os.Parcelable.Creator<T> c) { throw new RuntimeException("Stub!"); }

	public java.util.ArrayList<String> createStringArrayList() { throw new RuntimeException("Stub!"); }

	public void readStringList(java.util.List<String> list) { throw new RuntimeException("Stub!"); }

	public Object readValue(ClassLoader loader) { throw new RuntimeException("Stub!"); }

	public <T extends android.os.Parcelable> T readParcelable(ClassLoader loader) { throw new RuntimeException("Stub!"); }

	public java.io.Serializable readSerializable() { throw new RuntimeException("Stub!"); }
}
