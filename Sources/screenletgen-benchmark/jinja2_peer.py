#!/usr/bin/env python3
"""The benchmark's peer: the files screenletgen writes, rendered by Jinja2 from Python.

    jinja2_peer.py translate MUSTACHE_DIR DATA_DIR JINJA_DIR
    jinja2_peer.py render JINJA_DIR DATA_DIR OUT_DIR

`translate` (not timed) turns screenletgen's templates (its Mustache dialect, implemented by
Sources/ScreenletGenKit/Render/Template.swift) into Jinja2 templates, the ones a Jinja2 user
would have written by hand: {% for %} over lists, {% if %} on flags, {% with %} for objects,
loop.first / loop.last / loop.index0, and every name resolved to the variable that holds it.
Mustache looks a name up through a stack of contexts at render time; the translation does that
lookup once, against the shapes of all the exported data (every object of the model has the
same keys each time), and stops with a message where the answer would depend on the data;
a place no data reaches (a list that is always empty) renders as a call to unreached(), which
fails if it ever runs. Members are read as x['key'], not x.key: Jinja2's dot tries Python
attributes first, so action.values would be the dict's values method.
The standalone-line rule (a line holding only section tags or comments disappears) becomes
Jinja2's trim_blocks and lstrip_blocks, with `{%+ ... +%}` on tags that share a line with text.
A partial, `{{> name key=path}}`, is written in where its tag stands, as its own instructions
are in Template.swift's linked programs: its bindings become {% with %}, and the tag's
indentation a filter, indent_lines, that indents the lines it writes but empty ones.

`render` (timed by the benchmark) is the peer itself: it compiles each Jinja2 template once,
reads the template data of each spec (JSON written by the benchmark, which stands for the
model a Python generator would build), renders every file and writes it with plain Python
file writes under OUT_DIR.

DATA_DIR holds one JSON document per spec: {"values": [...], "files": [{"path", "template",
"context": {name: index into values}}]}; the values the files of a spec share are written once.
"""

import json
import os
import re
import sys

EXTENSION = ".mustache"
JINJA_EXTENSION = ".j2"


class TranslationError(Exception):
    pass


# MARK: The Mustache dialect, parsed as Template.swift parses it


def parse(name, source):
    """Nodes: ("text", s), ("var", path, line), ("section", path, inverted, children, line,
    standalone_open, standalone_close), ("partial", name, bindings, indentation, line)."""
    if "\r" in source:
        # Swift reads "\r\n" as one character and Jinja2 normalizes line ends: not worth it.
        raise TranslationError(f"{name}: carriage returns are not supported by this translation")
    tokens = []
    # Lines end at "\n" only (str.splitlines would also end them at \f, \x85, \u2028...).
    lines = LINE.findall(source)
    for number, line in enumerate(lines, start=1):
        pieces = scan(name, line, number)
        partial = partial_tag(name, pieces, line, number)
        if partial:
            tokens.append(partial)
            continue
        tags = [p for p in pieces if p[0] != "text"]
        blank = all(p[0] != "text" or p[1].strip(" \t\n") == "" for p in pieces)
        only_sections = all(t[0] in ("open", "close", "comment") for t in tags)
        if tags and only_sections and blank:
            tokens += [t + (True,) for t in tags if t[0] != "comment"]
        else:
            tokens += [p if p[0] == "text" else p + (False,) for p in pieces if p[0] != "comment"]
    position = [0]
    nodes, _ = build(name, tokens, position, None, 0)
    return nodes


LINE = re.compile(r"[^\n]*\n|[^\n]+\Z")


def scan(name, line, number):
    pieces = []
    position = 0
    while True:
        start = line.find("{{", position)
        if start < 0:
            break
        if start > position:
            pieces.append(("text", line[position:start]))
        end = line.find("}}", start + 2)
        if end < 0:
            raise TranslationError(f"{name}:{number}: \"{{{{\" is not closed by \"}}}}\" on the same line")
        tag = line[start + 2:end].strip(" ")
        position = end + 2
        if not tag:
            raise TranslationError(f"{name}:{number}: empty tag {{{{}}}}")
        sigil = tag[0]
        if sigil == "!":
            pieces.append(("comment",))
        elif sigil in "#^":
            pieces.append(("open", tag[1:].strip(" "), sigil == "^", number))
        elif sigil == "/":
            pieces.append(("close", tag[1:].strip(" "), number))
        elif sigil == ">":
            pieces.append(("partial_content", tag[1:], number))
        else:
            pieces.append(("var", tag, number))
    if position < len(line):
        pieces.append(("text", line[position:]))
    return pieces


def partial_tag(name, pieces, line, number):
    """A line's partial tag, which must stand alone on it: ("partial", name, [(key, path)],
    indentation, line); None on a line without one."""
    index = next((i for i, p in enumerate(pieces) if p[0] == "partial_content"), None)
    if index is None:
        return None
    words = pieces[index][1].replace("\t", " ").split()
    if not words:
        raise TranslationError(f"{name}:{number}: {{{{>}}}} names no template")
    before = pieces[:index]
    after = pieces[index + 1:]
    alone = (len(before) == 0 or (len(before) == 1 and before[0][0] == "text" and before[0][1].strip(" \t") == "")) \
        and (len(after) == 0 or (len(after) == 1 and after[0][0] == "text" and after[0][1].strip(" \t\n") == ""))
    if not alone:
        raise TranslationError(f"{name}:{number}: {{{{> {words[0]}}}}} must stand alone on its line")
    if not line.endswith("\n"):
        raise TranslationError(f"{name}:{number}: a partial tag on a last line without a line end is not supported by this translation")
    bindings = []
    for word in words[1:]:
        key, equals, value = word.partition("=")
        if not equals or not key or not all(c.isalnum() or c == "_" for c in key):
            raise TranslationError(f"{name}:{number}: \"{word}\" in {{{{> {words[0]}}}}} is not a binding")
        bindings.append((key, path(name, value, number)))
    return ("partial", words[0], bindings, before[0][1] if before else "", number)


def build(name, tokens, position, closing, depth):
    nodes = []
    while position[0] < len(tokens):
        token = tokens[position[0]]
        position[0] += 1
        kind = token[0]
        if kind == "text":
            if nodes and nodes[-1][0] == "text":
                nodes[-1] = ("text", nodes[-1][1] + token[1])
            else:
                nodes.append(token)
        elif kind == "var":
            nodes.append(("var", path(name, token[1], token[2]), token[2]))
        elif kind == "partial":
            nodes.append(token)
        elif kind == "open":
            _, tag, inverted, line, standalone = token
            if depth >= 100:
                raise TranslationError(f"{name}:{line}: sections nest more than 100 levels deep")
            children, close_standalone = build(name, tokens, position, (tag, line), depth + 1)
            nodes.append(("section", path(name, tag, line), inverted, children, line, standalone, close_standalone))
        elif kind == "close":
            _, tag, line, standalone = token
            if closing is None:
                raise TranslationError(f"{name}:{line}: {{{{/{tag}}}}} closes no section")
            if closing[0] != tag:
                raise TranslationError(f"{name}:{line}: {{{{/{tag}}}}} closes {{{{#{closing[0]}}}}} of line {closing[1]}")
            return nodes, standalone
    if closing is not None:
        raise TranslationError(f"{name}:{closing[1]}: {{{{#{closing[0]}}}}} is never closed")
    return nodes, False


def path(name, tag, line):
    if tag == ".":
        return ["."]
    parts = tag.split(".")
    if not all(part and all(c.isalnum() or c in "_@" for c in part) for part in parts):
        raise TranslationError(f"{name}:{line}: \"{tag}\" is not a variable name")
    return parts


# MARK: The shapes of the data each template renders


class Shape:
    """What was seen at one place of a template's data: its kinds ("string", "bool", "list",
    "object", "null"), the keys of its objects (and those every object had), its items."""
    __slots__ = ("kinds", "keys", "always", "item")

    def __init__(self):
        self.kinds = set()
        self.keys = {}
        self.always = None
        self.item = None


def observe(shape, value, seen):
    if isinstance(value, (dict, list)):
        key = (id(shape), id(value))
        if key in seen:
            return
        seen.add(key)
    if value is None:
        shape.kinds.add("null")
    elif isinstance(value, bool):
        shape.kinds.add("bool")
    elif isinstance(value, str):
        shape.kinds.add("string")
    elif isinstance(value, list):
        shape.kinds.add("list")
        if value and shape.item is None:
            shape.item = Shape()
        for item in value:
            observe(shape.item, item, seen)
    elif isinstance(value, dict):
        shape.kinds.add("object")
        shape.always = set(value) if shape.always is None else shape.always & value.keys()
        for key, member in value.items():
            observe(shape.keys.setdefault(key, Shape()), member, seen)
    else:
        raise TranslationError(f"template data holds a {type(value).__name__}")


def specs(data_dir):
    """The (path, template, context) of each file, spec by spec."""
    for entry in sorted(os.listdir(data_dir)):
        if entry.endswith(".json"):
            with open(os.path.join(data_dir, entry), "rb") as file:
                document = json.load(file)
            values = document["values"]
            yield [(f["path"], f["template"], {k: values[i] for k, i in f["context"].items()}) for f in document["files"]]


# MARK: Translation


RESERVED = {"true", "false", "none", "True", "False", "None", "and", "or", "not", "in", "is", "if",
            "else", "elif", "endif", "for", "endfor", "with", "endwith", "set", "loop", "self",
            "varargs", "kwargs", "caller", "mustache", "unreached", "range", "dict", "lipsum",
            "cycler", "joiner", "namespace", "block", "macro", "import", "include", "extends"}


class Frame:
    """A context on Mustache's stack, as the Jinja2 template reaches it."""
    __slots__ = ("kind", "shape", "expression")

    def __init__(self, kind, shape=None, expression=None):
        self.kind = kind              # root, position (@first...), item, object, scalar, bindings
        self.shape = shape
        self.expression = expression  # the Jinja2 variable (item, object), expression (scalar),
                                      # or each bound name's variable (bindings)


UNKNOWN = None  # a lookup the data never reaches


class Translator:

    def __init__(self, name, root, sources):
        self.name = name
        self.root = root
        self.sources = sources
        self.partials = {}
        self.including = []
        self.names = set(root.keys) | RESERVED
        if root.kinds != {"object"}:
            raise TranslationError(f"{name}: the template data is not always an object")
        for key in root.always:
            if not key.isidentifier() or key in RESERVED:
                raise TranslationError(f"{name}: \"{key}\" cannot be a Jinja2 variable")

    def fail(self, line, message):
        raise TranslationError(f"{self.name}:{line}: {message}")

    def unreached(self, line, path):
        """A call that stops the rendering: for places the data never reaches."""
        return "unreached(%r)" % f"{self.name}:{line} {'.'.join(path)}"

    def variable(self, base, frames):
        name = base
        number = 2
        taken = {f.expression for f in frames if f.kind in ("item", "object")}
        taken |= {v for f in frames if f.kind == "bindings" for v in f.expression.values()}
        while name in self.names or name in taken or not name.isidentifier():
            name = f"{base}{number}"
            number += 1
        return name

    # Lookups

    def resolve(self, path, frames, line):
        """(Jinja2 expression, kinds) of a Mustache name, or UNKNOWN."""
        if path == ["."]:
            # Bound names are not a context.
            top = next(f for f in reversed(frames) if f.kind != "bindings")
            if top.kind in ("item", "object", "scalar"):
                if top.shape is None or not top.shape.kinds:
                    return UNKNOWN
                return top.expression, set(top.shape.kinds), top.shape
            self.fail(line, "{{.}} outside a list or value section is not supported")
        first = path[0]
        for frame in reversed(frames):
            if frame.kind == "position":
                # The innermost list's position, which is Jinja2's innermost loop.
                if first in ("@first", "@last", "@index"):
                    if len(path) > 1:
                        self.fail(line, f"\"{path[1]}\" of {'.'.join(path)} is not an object member")
                    if first == "@index":
                        return "loop.index0", {"index"}
                    return f"loop.{first[1:]}", {"bool"}
                continue
            if frame.kind == "bindings":
                if first in frame.expression:
                    return self.descend(frame.expression[first], frame.shape.keys[first], path, line)
                continue
            shape = frame.shape
            if shape is None or not shape.kinds:
                return UNKNOWN
            kinds = shape.kinds - {"null"} if frame.kind == "object" else shape.kinds
            if "object" not in kinds:
                continue
            if first in shape.keys:
                if first not in shape.always or kinds != {"object"}:
                    self.fail(line, f"which context holds \"{first}\" depends on the data")
                if frame.kind == "root":
                    expression = first
                else:
                    expression = f"{frame.expression}[{first!r}]"
                return self.descend(expression, shape.keys[first], path, line)
        return UNKNOWN

    def descend(self, expression, shape, path, line):
        through_null = False
        for key in path[1:]:
            if not shape.kinds:
                return UNKNOWN
            kinds = shape.kinds - {"null"}
            if not kinds:
                return expression, {"null"}
            if kinds != {"object"} or key not in shape.always:
                self.fail(line, f"\"{key}\" of {'.'.join(path)} is not always an object member")
            through_null = through_null or "null" in shape.kinds
            expression = f"{expression}[{key!r}]"
            shape = shape.keys[key]
        if not shape.kinds:
            return UNKNOWN
        return expression, shape.kinds | ({"null"} if through_null else set()), shape

    # Output

    def translate(self, nodes):
        frames = [Frame("root", shape=self.root)]
        segments = []
        self.nodes(nodes, frames, segments)
        return join(segments)

    def nodes(self, nodes, frames, segments):
        for node in nodes:
            if node[0] == "text":
                segments.append(("text", node[1]))
            elif node[0] == "var":
                segments.append(("code", self.output(node[1], frames, node[2])))
            elif node[0] == "partial":
                self.partial(node, frames, segments)
            else:
                self.section(node, frames, segments)

    def output(self, path, frames, line):
        found = self.resolve(path, frames, line)
        if found is UNKNOWN:
            return "{{ %s }}" % self.unreached(line, path)
        expression, kinds = found[0], found[1]
        if kinds & {"list", "object"}:
            self.fail(line, f"{'.'.join(path)} is a list or object; use it as a section")
        if kinds == {"index"}:
            return "{{ %s }}" % expression
        if kinds <= {"string"}:
            return "{{ %s }}" % expression
        if kinds <= {"string", "null"}:
            return "{{ %s or '' }}" % expression
        if kinds == {"bool"}:
            return "{{ 'true' if %s else 'false' }}" % expression
        return "{{ %s|mustache }}" % expression

    def section(self, node, frames, segments):
        _, path, inverted, children, line, standalone_open, standalone_close = node
        found = self.resolve(path, frames, line)
        if found is UNKNOWN:
            segments.append(("code", "{{ %s }}" % self.unreached(line, path)))
            return
        expression, kinds = found[0], found[1]
        shape = found[2] if len(found) > 2 else None
        values = kinds - {"null"}
        if inverted:
            if values == {"index"}:
                return  # "0", "1"... are never empty
            if "object" in values:
                test = f"{expression} is not mapping" + ("" if values == {"object"} else f" and not {expression}")
            else:
                test = f"not {expression}"
            body = []
            self.nodes(children, frames, body)
            self.wrap(segments, [f"if {test}"], body, ["endif"], standalone_open, standalone_close)
            return
        if not values:
            # Always missing here: renders nothing, as long as that stays true.
            segments.append(("code", "{{ %s if %s is mapping or %s else '' }}" % (self.unreached(line, path), expression, expression)))
            return
        if values == {"list"}:
            item = self.variable(singular(path[-1]), frames)
            inner = frames + [Frame("position"), Frame("item", shape=shape.item, expression=item)]
            body = []
            self.nodes(children, inner, body)
            source = expression if "null" not in kinds else f"{expression} or ()"
            self.wrap(segments, [f"for {item} in {source}"], body, ["endfor"], standalone_open, standalone_close)
        elif values == {"object"}:
            name = self.variable(path[-1] if path != ["."] else "value", frames)
            body = []
            self.nodes(children, frames + [Frame("object", shape=shape, expression=name)], body)
            if "null" in kinds:
                self.wrap(segments, [f"with {name} = {expression}", f"if {name} is mapping"], body, ["endif", "endwith"], standalone_open, standalone_close)
            else:
                self.wrap(segments, [f"with {name} = {expression}"], body, ["endwith"], standalone_open, standalone_close)
        elif values == {"index"}:
            scalar = Shape()
            scalar.kinds = {"index"}
            body = []
            self.nodes(children, frames + [Frame("scalar", shape=scalar, expression=expression)], body)
            segments.extend(body)
        elif values <= {"string", "bool"}:
            scalar = Shape()
            scalar.kinds = set(values)
            body = []
            self.nodes(children, frames + [Frame("scalar", shape=scalar, expression=expression)], body)
            self.wrap(segments, [f"if {expression}"], body, ["endif"], standalone_open, standalone_close)
        else:
            self.fail(line, f"{'.'.join(path)} is sometimes {' and sometimes '.join(sorted(values))}")

    def partial(self, node, frames, segments):
        _, name, bindings, indentation, line = node
        if name not in self.sources:
            self.fail(line, f"{{{{> {name}}}}} names no template")
        if name in self.including:
            self.fail(line, f"{{{{> {name}}}}} makes an include cycle")
        if name not in self.partials:
            source = self.sources[name]
            if not source.endswith("\n"):
                raise TranslationError(f"{name}: a partial without a last line end is not supported by this translation")
            self.partials[name] = parse(name, source)
        opening, closing = [], []
        inner = frames
        if bindings:
            shape = Shape()
            shape.kinds = {"object"}
            variables = {}
            values = []
            for key, path in bindings:
                found = self.resolve(path, frames, line)
                bound = Shape()
                if found is UNKNOWN:
                    values.append("none")
                else:
                    bound.kinds = set(found[1])
                    if len(found) > 2:
                        bound.keys, bound.always, bound.item = found[2].keys, found[2].always, found[2].item
                    values.append(found[0])
                shape.keys[key] = bound
                # Unlike the variables of the includer's sections and of the names bound before.
                variables[key] = self.variable(key, frames + [Frame("bindings", expression=variables)])
            opening.append("with " + ", ".join(f"{variables[key]} = {value}" for (key, _), value in zip(bindings, values)))
            closing.insert(0, "endwith")
            inner = frames + [Frame("bindings", shape=shape, expression=variables)]
        if indentation:
            opening.append(f"filter indent_lines({indentation!r})")
            closing.insert(0, "endfilter")
        body = []
        self.including.append(name)
        self.nodes(self.partials[name], inner, body)
        self.including.pop()
        if opening:
            self.wrap(segments, opening, body, closing, True, True)
        else:
            segments.extend(body)

    @staticmethod
    def wrap(segments, opening, body, closing, standalone_open, standalone_close):
        segments.append(("tags", opening, standalone_open))
        segments.extend(body)
        segments.append(("tags", closing, standalone_close))


def singular(word):
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word + "_item"


BRACE = re.compile(r"\{(?=[{%#]|\Z)")


def join(segments):
    """Jinja2 source for trim_blocks and lstrip_blocks. Tags of a standalone line go on a line
    of their own, which Jinja2 removes; other tags are written {%+ ... +%}, which keeps the
    text around them as it is."""
    out = []
    for segment in segments:
        if segment[0] == "text":
            out.append(BRACE.sub("{{ '{' }}", segment[1]))
        elif segment[0] == "code":
            out.append(segment[1])
        else:
            _, tags, standalone = segment
            if standalone:
                out.append("".join("{% " + tag + " %}" for tag in tags) + "\n")
            else:
                out.append("".join("{%+ " + tag + " +%}" for tag in tags))
    return "".join(out)


def translate(mustache_dir, data_dir, jinja_dir):
    sources = {}
    for folder, _, files in os.walk(mustache_dir):
        for file in files:
            if file.endswith(EXTENSION):
                full = os.path.join(folder, file)
                name = os.path.relpath(full, mustache_dir)[:-len(EXTENSION)].replace(os.sep, "/")
                with open(full, encoding="utf-8", newline="") as handle:
                    sources[name] = handle.read()
    shapes = {}
    for spec in specs(data_dir):
        seen = set()
        for _, template, context in spec:
            observe(shapes.setdefault(template, Shape()), context, seen)
    for name, shape in sorted(shapes.items()):
        if name not in sources:
            raise TranslationError(f"the data names a template {name} that {mustache_dir} does not have")
        text = Translator(name, shape, sources).translate(parse(name, sources[name]))
        target = os.path.join(jinja_dir, name + JINJA_EXTENSION)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)


# MARK: Rendering (timed)


def mustache(value):
    """A value printed as Mustache prints it: flags as true/false, a missing value as nothing."""
    if value is None:
        return ""
    if value is True:
        return "true"
    if value is False:
        return "false"
    return value


def indent_lines(text, indentation):
    """A partial's lines with its tag's indentation, but the empty ones (Template.swift's)."""
    return "".join(line if line[0] in "\r\n" else indentation + line for line in LINE.findall(text))


def unreached(where):
    raise RuntimeError(f"the data reaches {where}, which the translation saw no data for")


def render(jinja_dir, data_dir, out_dir):
    import jinja2
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(jinja_dir),
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
        autoescape=False, auto_reload=False)
    environment.filters["mustache"] = mustache
    environment.filters["indent_lines"] = indent_lines
    environment.globals["unreached"] = unreached
    templates = {}
    for name in environment.list_templates(extensions=[JINJA_EXTENSION[1:]]):
        templates[name[:-len(JINJA_EXTENSION)]] = environment.get_template(name)
    folders = set()
    for spec in specs(data_dir):
        for path, template, context in spec:
            text = templates[template].render(context)
            target = os.path.join(out_dir, path)
            folder = os.path.dirname(target)
            if folder not in folders:
                os.makedirs(folder, exist_ok=True)
                folders.add(folder)
            with open(target, "w", encoding="utf-8", newline="") as handle:
                handle.write(text)


def main(arguments):
    if len(arguments) == 4 and arguments[0] == "translate":
        try:
            translate(*arguments[1:])
        except TranslationError as error:
            sys.stderr.write(f"jinja2_peer: cannot translate: {error}\n")
            return 1
        return 0
    if len(arguments) == 4 and arguments[0] == "render":
        render(*arguments[1:])
        return 0
    sys.stderr.write(__doc__)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
