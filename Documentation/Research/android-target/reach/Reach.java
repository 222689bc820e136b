import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.DiagnosticListener;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Lists the classes and members outside a target's own packages that its sources reach: every type,
 * field, method and constructor they name (resolved to the class that declares it), every method
 * of a supertype they override or implement, and the supertype chains of those classes. Run with
 * the same javac options as check.sh:
 *   java Reach.java OWN_PACKAGE_PREFIX @options-file @files-file
 */
public class Reach {

	static Elements elements;
	static Types types;
	static String own;
	static Map<String, Map<String, Set<String>>> members = new TreeMap<>();
	static Map<String, Set<String>> via = new TreeMap<>();

	public static void main(String[] args) throws IOException {
		own = args[0];
		List<String> options = new ArrayList<>();
		List<String> files = new ArrayList<>();
		for (int i = 1; i < args.length; i++) {
			List<String> target = (i == 1) ? options : files;
			for (String line : Files.readAllLines(Paths.get(args[i].substring(1)))) {
				if (!line.isBlank()) {
					target.add(line.trim());
				}
			}
		}
		JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
		StandardJavaFileManager fm = compiler.getStandardFileManager(null, null, null);
		Iterable<? extends JavaFileObject> units = fm.getJavaFileObjectsFromStrings(files);
		DiagnosticListener<JavaFileObject> listener = d -> {
			if (d.getSource() != null && files.contains(d.getSource().getName())) {
				System.err.println(d);
			}
		};
		JavacTask task = (JavacTask) compiler.getTask(null, fm, listener, options, null, units);
		Iterable<? extends CompilationUnitTree> trees = task.parse();

		// analyze() also attributes the bodies of the library classes the sourcepath brought in (the
		// command-line javac of check.sh skips most of them), and those need Screens' implementation
		// dependencies: their errors are dropped; the target's own are printed.

		task.analyze();
		elements = task.getElements();
		types = task.getTypes();
		Trees treeUtil = Trees.instance(task);

		for (CompilationUnitTree unit : trees) {
			if (unit.getSourceFile().getName().contains("__oracle")) {
				continue;
			}
			new TreePathScanner<Void, Void>() {
				@Override
				public Void visitIdentifier(IdentifierTree node, Void v) {
					note(treeUtil.getElement(getCurrentPath()), "used");
					return super.visitIdentifier(node, v);
				}

				@Override
				public Void visitMemberSelect(MemberSelectTree node, Void v) {
					note(treeUtil.getElement(getCurrentPath()), "used");
					return super.visitMemberSelect(node, v);
				}

				@Override
				public Void visitMemberReference(MemberReferenceTree node, Void v) {
					note(treeUtil.getElement(getCurrentPath()), "used");
					return super.visitMemberReference(node, v);
				}

				@Override
				public Void visitNewClass(NewClassTree node, Void v) {
					note(treeUtil.getElement(getCurrentPath()), "new");
					return super.visitNewClass(node, v);
				}

				@Override
				public Void visitClass(ClassTree node, Void v) {
					TypeElement type = (TypeElement) treeUtil.getElement(getCurrentPath());
					implementedAbove(type);
					note(types.asElement(type.getSuperclass()), "extends");
					for (TypeMirror i : type.getInterfaces()) {
						note(types.asElement(i), "implements");
					}
					for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
						for (TypeElement superType : allSupertypes(type)) {
							for (ExecutableElement other : ElementFilter.methodsIn(superType.getEnclosedElements())) {
								if (elements.overrides(method, other, type)) {
									note(other, "overridden");
								}
							}
						}
					}
					return super.visitClass(node, v);
				}

				@Override
				public Void visitMethod(MethodTree node, Void v) {
					return super.visitMethod(node, v);
				}

				void implementedAbove(TypeElement type) {
					for (ExecutableElement x : ElementFilter.methodsIn(elements.getAllMembers(type))) {
						TypeElement declarer = (TypeElement) x.getEnclosingElement();
						if (x.getModifiers().contains(Modifier.ABSTRACT) || !external(declarer)) {
							continue;
						}
						for (TypeElement superType : allSupertypes(declarer)) {
							for (ExecutableElement m : ElementFilter.methodsIn(superType.getEnclosedElements())) {
								if (m.getModifiers().contains(Modifier.ABSTRACT) && external(superType)
									&& elements.overrides(x, m, declarer)) {
									note(x, "implements " + superType.getQualifiedName());
								}
							}
						}
					}
				}
			}.scan(unit, null);
		}

		// Close the set: the types in the signatures of what is listed (bounds, supertypes' type
		// arguments, parameters, results, exceptions), and the supertypes of every listed class.

		boolean grown = true;
		while (grown) {
			grown = false;
			for (String name : new ArrayList<>(members.keySet())) {
				TypeElement type = elements.getTypeElement(name);
				if (type == null) {
					continue;
				}
				List<TypeMirror> mentioned = new ArrayList<>();
				for (TypeParameterElement p : type.getTypeParameters()) {
					mentioned.addAll(p.getBounds());
				}
				mentioned.add(type.getSuperclass());
				mentioned.addAll(type.getInterfaces());
				for (Element e : type.getEnclosedElements()) {
					String m = (e instanceof ExecutableElement || e instanceof VariableElement) ? member(e) : null;
					if (m == null || !members.get(name).containsKey(m)
						|| members.get(name).get(m).stream().allMatch(h -> h.startsWith("implements android."))) {
						continue;
					}
					if (e instanceof ExecutableElement) {
						ExecutableElement x = (ExecutableElement) e;
						mentioned.add(x.getReturnType());
						for (VariableElement p : x.getParameters()) {
							mentioned.add(p.asType());
						}
						mentioned.addAll(x.getThrownTypes());
						for (TypeParameterElement p : x.getTypeParameters()) {
							mentioned.addAll(p.getBounds());
						}
					} else {
						mentioned.add(e.asType());
					}
				}
				for (TypeMirror t : mentioned) {
					for (TypeElement used : declaredIn(t)) {
						grown |= add(used, "in a signature");
					}
				}
				for (TypeElement superType : allSupertypes(type)) {
					grown |= add(superType, "supertype");
				}
			}
		}

		for (Map.Entry<String, Map<String, Set<String>>> entry : members.entrySet()) {
			TypeElement type = elements.getTypeElement(entry.getKey());
			System.out.println(describe(type) + "    [" + String.join(", ", via.get(entry.getKey())) + "]");
			for (Map.Entry<String, Set<String>> member : entry.getValue().entrySet()) {
				List<String> hows = new ArrayList<>();
				for (String how : member.getValue()) {
					if (how.startsWith("implements ")) {
						String abstractType = how.substring("implements ".length());
						Set<String> v = via.get(abstractType);

						// An android.* interface the target never names: a stub may leave it out, and
						// then the implementation of its methods too.

						if (abstractType.startsWith("android.") && v != null && !v.contains("named")
							&& !v.contains("implements") && !v.contains("members")) {
							continue;
						}
						how = "implements " + abstractType.substring(abstractType.lastIndexOf('.') + 1) + "'s abstract one";
					}
					hows.add(how);
				}
				if (!hows.isEmpty()) {
					System.out.println("    " + member.getKey() + "    // " + String.join(", ", hows));
				}
			}
		}
	}

	static boolean add(TypeElement type, String how) {
		String name = type.getQualifiedName().toString();
		if (name.isEmpty() || !external(type)) {
			return false;
		}
		boolean isNew = !members.containsKey(name);
		members.computeIfAbsent(name, k -> new TreeMap<>());
		via.computeIfAbsent(name, k -> new TreeSet<>()).add(how);
		return isNew;
	}

	static List<TypeElement> declaredIn(TypeMirror t) {
		List<TypeElement> result = new ArrayList<>();
		if (t.getKind() == TypeKind.DECLARED) {
			DeclaredType d = (DeclaredType) t;
			result.add((TypeElement) d.asElement());
			if (d.getEnclosingType().getKind() == TypeKind.DECLARED) {
				result.addAll(declaredIn(d.getEnclosingType()));
			}
			for (TypeMirror a : d.getTypeArguments()) {
				result.addAll(declaredIn(a));
			}
		} else if (t.getKind() == TypeKind.ARRAY) {
			result.addAll(declaredIn(((javax.lang.model.type.ArrayType) t).getComponentType()));
		} else if (t.getKind() == TypeKind.WILDCARD) {
			javax.lang.model.type.WildcardType w = (javax.lang.model.type.WildcardType) t;
			if (w.getExtendsBound() != null) {
				result.addAll(declaredIn(w.getExtendsBound()));
			}
			if (w.getSuperBound() != null) {
				result.addAll(declaredIn(w.getSuperBound()));
			}
		}
		return result;
	}

	static List<TypeElement> allSupertypes(TypeElement type) {
		List<TypeElement> result = new ArrayList<>();
		List<TypeMirror> queue = new ArrayList<>(types.directSupertypes(type.asType()));
		while (!queue.isEmpty()) {
			TypeMirror mirror = queue.remove(0);
			if (mirror.getKind() != TypeKind.DECLARED) {
				continue;
			}
			TypeElement element = (TypeElement) types.asElement(mirror);
			if (!result.contains(element)) {
				result.add(element);
				queue.addAll(types.directSupertypes(mirror));
			}
		}
		return result;
	}

	/** The class that declares an element (a nested class for a member of one). */
	static TypeElement topLevel(Element element) {
		Element e = element;
		while (e != null && !(e.getKind().isClass() || e.getKind().isInterface())) {
			e = e.getEnclosingElement();
		}
		return (TypeElement) e;
	}

	static boolean external(TypeElement type) {
		String name = type.getQualifiedName().toString();
		return (!name.startsWith(own) || name.startsWith(own + ".R.")) && !name.startsWith("java.")
			&& !name.startsWith("javax.");
	}

	static void note(Element element, String how) {
		if (element == null || element.getKind() == ElementKind.PACKAGE
			|| element.getKind() == ElementKind.TYPE_PARAMETER || element.getKind() == ElementKind.LOCAL_VARIABLE
			|| element.getKind() == ElementKind.PARAMETER || element.getKind() == ElementKind.EXCEPTION_PARAMETER) {
			return;
		}
		TypeElement owner = (element instanceof TypeElement) ? (TypeElement) element : topLevel(element.getEnclosingElement());
		if (owner == null || !external(owner)) {
			return;
		}
		String name = owner.getQualifiedName().toString();
		if (name.isEmpty()) {
			return;
		}
		Map<String, Set<String>> map = members.computeIfAbsent(name, k -> new TreeMap<>());
		via.computeIfAbsent(name, k -> new TreeSet<>());
		if (element instanceof TypeElement) {
			via.get(name).add(how.equals("used") ? "named" : how);
		} else {
			map.computeIfAbsent(member(element), k -> new TreeSet<>()).add(how.equals("new") ? "used" : how);
			via.get(name).add("members");
		}
	}

	static String mods(Element e) {
		return e.getModifiers().stream()
			.filter(m -> m != Modifier.NATIVE && m != Modifier.SYNCHRONIZED && m != Modifier.TRANSIENT
				&& m != Modifier.VOLATILE && m != Modifier.STRICTFP && m != Modifier.DEFAULT)
			.map(Object::toString).collect(Collectors.joining(" "));
	}

	static String typeParams(List<? extends TypeParameterElement> params) {
		if (params.isEmpty()) {
			return "";
		}
		return "<" + params.stream().map(p -> {
			List<? extends TypeMirror> bounds = p.getBounds();
			String b = bounds.stream().map(Reach::simple).filter(s -> !s.equals("Object"))
				.collect(Collectors.joining(" & "));
			return p.getSimpleName() + (b.isEmpty() ? "" : " extends " + b);
		}).collect(Collectors.joining(", ")) + ">";
	}

	static String simple(TypeMirror t) {
		return t.toString().replaceAll("\\b(?:[a-z_][a-z0-9_]*\\.)+([A-Z])", "$1");
	}

	static String member(Element e) {
		String m = mods(e);
		if (e instanceof ExecutableElement) {
			ExecutableElement x = (ExecutableElement) e;
			String params = x.getParameters().stream().map(p -> simple(p.asType()))
				.collect(Collectors.joining(", "));
			if (x.isVarArgs()) {
				params = params.replaceAll("\\[\\]$", "...");
			}
			String tp = typeParams(x.getTypeParameters());
			String thr = x.getThrownTypes().isEmpty() ? ""
				: " throws " + x.getThrownTypes().stream().map(Reach::simple).collect(Collectors.joining(", "));
			String name = (x.getKind() == ElementKind.CONSTRUCTOR) ? x.getEnclosingElement().getSimpleName().toString()
				: simple(x.getReturnType()) + " " + x.getSimpleName();
			return (m.isEmpty() ? "" : m + " ") + (tp.isEmpty() ? "" : tp + " ") + name + "(" + params + ")" + thr;
		}
		VariableElement v = (VariableElement) e;
		return (m.isEmpty() ? "" : m + " ") + simple(v.asType()) + " " + v.getSimpleName();
	}

	static String describe(TypeElement type) {
		String kind = type.getKind() == ElementKind.INTERFACE ? "interface"
			: type.getKind() == ElementKind.ENUM ? "enum" : type.getKind() == ElementKind.ANNOTATION_TYPE ? "@interface" : "class";
		StringBuilder sb = new StringBuilder();
		String m = mods(type);
		if (type.getKind() == ElementKind.INTERFACE || type.getKind() == ElementKind.ANNOTATION_TYPE) {
			m = m.replace("abstract ", "").replace("abstract", "").replace("static ", "").replace("static", "").trim();
		}
		if (type.getKind() == ElementKind.ENUM) {
			m = m.replace("final ", "").trim();
		}
		sb.append(m.isEmpty() ? "" : m + " ").append(kind).append(' ').append(type.getQualifiedName())
			.append(typeParams(type.getTypeParameters()));
		if (type.getKind() == ElementKind.CLASS && type.getSuperclass().getKind() == TypeKind.DECLARED
			&& !type.getSuperclass().toString().equals("java.lang.Object")) {
			sb.append(" extends ").append(simple(type.getSuperclass()));
		}
		if (!type.getInterfaces().isEmpty() && type.getKind() != ElementKind.ANNOTATION_TYPE) {
			sb.append(type.getKind() == ElementKind.INTERFACE ? " extends " : " implements ")
				.append(type.getInterfaces().stream().map(Reach::simple).collect(Collectors.joining(", ")));
		}
		return sb.toString();
	}
}
