"""Mutation operators over Swift source: every site of each operator in one file.

A mutant is a list of text edits to one file, named by (file's name, line, column, operator) — the
position of the site's first token before any edit — so its id does not depend on which other
mutants exist, and the same source always yields the same list in the same order. The file's name
is chosen by the caller (mutate.py: module and file name, so a file moved within its module keeps
its mutants' ids); by default it is the path.

Operators (name: what changes):
  arith      `a + b` <-> `a - b`, `*` <-> `/`, and the compound `+=` <-> `-=`, `*=` <-> `/=`
  compare    `<` <-> `<=`, `>` <-> `>=`
  equality   `==` <-> `!=`
  logic      `&&` <-> `||`
  negate     a condition of if / guard / while → !(condition), one clause of a list at a time
  const0, const1, constm1   a numeric literal → 0, 1 or -1 (when different)
  early-return   `if c { return … }` → `if false { return … }`
  swap-args  `f(a, b)` → `f(b, a)` (labels stay in place), for two-argument calls
  min-max    `min(` <-> `max(`

Binary operators are recognised the way Swift does it: whitespace on both sides; `<` and `>`
in generic argument lists have none, so they are never sites. Comments and string literals are
never sites (swiftlex).
"""

from dataclasses import dataclass, field

from swiftlex import tokenize

BINARY_SWAPS = {
    "+": ("arith", "-"), "-": ("arith", "+"), "*": ("arith", "/"), "/": ("arith", "*"),
    "+=": ("arith", "-="), "-=": ("arith", "+="), "*=": ("arith", "/="), "/=": ("arith", "*="),
    "<": ("compare", "<="), "<=": ("compare", "<"), ">": ("compare", ">="), ">=": ("compare", ">"),
    "==": ("equality", "!="), "!=": ("equality", "=="),
    "&&": ("logic", "||"), "||": ("logic", "&&"),
}
OPERATORS = ["arith", "compare", "equality", "logic", "negate", "const0", "const1", "constm1",
             "early-return", "swap-args", "min-max"]
# Calls whose two arguments commute: swapping them is an equivalent mutant by construction.
SYMMETRIC_CALLS = {"min", "max", "hypot", "Swift.min", "Swift.max"}
# Identifiers followed by `(` that are not calls whose arguments could be swapped.
NOT_CALLS = {"if", "guard", "while", "switch", "return", "func", "init", "subscript", "case", "in",
             "for", "catch", "throw", "throws", "try", "await", "let", "var", "where", "is", "as",
             "some", "any", "repeat", "else", "deinit", "get", "set", "willSet", "didSet", "rethrows",
             "precondition", "assert", "preconditionFailure", "fatalError", "assertionFailure"}
DECLARATION_KEYWORDS = {"func", "case", "init", "subscript", "macro", "enum", "struct", "class", "protocol",
                        "extension", "typealias", "actor"}


@dataclass
class Mutant:
    file: str
    line: int
    column: int
    operator: str
    edits: list = field(default_factory=list)   # (start, end, replacement), non-overlapping
    original: str = ""                           # the site's text before
    mutated: str = ""                            # and after
    name: str = ""                               # the file's name in ids (default: its path)

    @property
    def id(self):
        return f"{self.name or self.file}:{self.line}:{self.column}:{self.operator}"

    def apply(self, text):
        for start, end, replacement in sorted(self.edits, reverse=True):
            text = text[:start] + replacement + text[end:]
        return text


def _surrounded_by_space(text, token):
    before = text[token.start - 1] if token.start > 0 else " "
    after = text[token.end] if token.end < len(text) else " "
    return before in " \t\n" and after in " \t\n"


def _matching(tokens, index):
    """Index of the bracket that closes tokens[index] (an opening bracket), or None."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = []
    for position in range(index, len(tokens)):
        token = tokens[position]
        if token.kind != "punct":
            continue
        if token.text in pairs:
            stack.append(pairs[token.text])
        elif token.text in (")", "]", "}"):
            if not stack or stack.pop() != token.text:
                return None
            if not stack:
                return position
    return None


def _closes_repeat(tokens, close):
    """Whether the `}` at tokens[close] ends a `repeat { … }` block."""
    depth = 0
    for position in range(close, -1, -1):
        token = tokens[position]
        if token.is_punct("}"):
            depth += 1
        elif token.is_punct("{"):
            depth -= 1
            if depth == 0:
                return position > 0 and tokens[position - 1].is_ident("repeat")
    return False


def _split_top_level(tokens, start, end, separator=","):
    """Split tokens[start:end] at top-level separators into (first, last+1) index ranges."""
    ranges, depth, first = [], 0, start
    for position in range(start, end):
        token = tokens[position]
        if token.kind == "punct" and token.text in "([{":
            depth += 1
        elif token.kind == "punct" and token.text in ")]}":
            depth -= 1
        elif depth == 0 and token.kind == "punct" and token.text == separator:
            ranges.append((first, position))
            first = position + 1
    ranges.append((first, end))
    return [(a, b) for a, b in ranges if a < b]


def _condition_end(tokens, start, keyword):
    """Index of the `{` (if/while) or `else` (guard) that ends a condition starting at start."""
    depth = 0
    for position in range(start, len(tokens)):
        token = tokens[position]
        if token.kind == "punct" and token.text in "([":
            depth += 1
        elif token.kind == "punct" and token.text in ")]":
            depth -= 1
            if depth < 0:
                return None
        elif depth == 0 and keyword == "guard" and token.is_ident("else"):
            return position
        elif token.kind == "punct" and token.text == "{":
            if depth == 0:
                return position if keyword != "guard" else None
            depth += 1
        elif token.kind == "punct" and token.text == "}":
            depth -= 1
            if depth < 0:
                return None
        elif depth == 0 and token.kind == "punct" and token.text == ";":
            return None
    return None


def _literal_value(text):
    cleaned = text.replace("_", "")
    try:
        if cleaned.startswith(("0x", "0b", "0o")):
            return float(int(cleaned, 0)) if "." not in cleaned and "p" not in cleaned.lower() else None
        return float(cleaned)
    except ValueError:
        return None


def mutants_of_file(path, text, name=""):
    """Every mutant of `text` (the file at `path`), named `name:line:column:operator` (`name`
    defaults to `path`)."""
    tokens = tokenize(text)
    result = []

    def add(token, operator, edits, original, mutated):
        result.append(Mutant(path, token.line, token.column, operator, edits, original, mutated, name))

    for index, token in enumerate(tokens):
        previous = tokens[index - 1] if index > 0 else None
        following = tokens[index + 1] if index + 1 < len(tokens) else None

        # Binary operators.
        if token.kind == "op" and token.text in BINARY_SWAPS and _surrounded_by_space(text, token):
            operator, replacement = BINARY_SWAPS[token.text]
            add(token, operator, [(token.start, token.end, replacement)], token.text, replacement)

        # Numeric literals (not a tuple element `.0`, not inside an attribute or directive).
        elif token.kind == "number" and not (previous and previous.is_punct(".")):
            if previous and previous.kind == "ident" and previous.text in ("macOS", "iOS", "swift", "compiler"):
                continue
            value = _literal_value(token.text)
            if value is None:
                continue
            # A prefix minus belongs to the constant: `-2` becomes 0, 1 or -1 as a whole.
            negated = previous is not None and previous.kind == "op" and previous.text == "-" \
                and previous.end == token.start and not _surrounded_by_space(text, previous) \
                and (index < 2 or tokens[index - 2].kind in ("op", "punct") or tokens[index - 2].is_ident(
                    "return", "case", "in", "where", "if", "guard", "while", "else"))
            start = previous.start if negated else token.start
            original = text[start:token.end]
            for operator, replacement, new_value in (("const0", "0", 0.0), ("const1", "1", 1.0),
                                                     ("constm1", "(-1)", -1.0)):
                if (-value if negated else value) == new_value:
                    continue
                add(token, operator, [(start, token.end, replacement)], original, replacement)

        # Conditions: negate each boolean clause; early return.
        elif token.is_ident("if", "guard", "while") and not (previous and previous.is_punct("#")):
            if token.text == "while" and previous is not None and previous.is_punct("}") \
                    and _closes_repeat(tokens, index - 1):
                continue  # repeat { } while c: its condition ends at the line's end
            end = _condition_end(tokens, index + 1, token.text)
            if end is None or end == index + 1:
                continue
            clauses = _split_top_level(tokens, index + 1, end)
            binds = False
            for first, last in clauses:
                head = tokens[first]
                if head.is_ident("let", "var", "case") or head.is_punct("#") or head.is_ident("await") \
                        and first + 1 < last and tokens[first + 1].is_ident("let", "var"):
                    binds = True
                    continue
                start, stop = tokens[first].start, tokens[last - 1].end
                clause = text[start:stop]
                add(tokens[first], "negate", [(start, start, "!("), (stop, stop, ")")], clause, f"!({clause})")
            # if c { return … } with nothing bound in c: the return is never taken.
            if token.text == "if" and not binds and tokens[end].is_punct("{") and end + 1 < len(tokens) \
                    and tokens[end + 1].is_ident("return"):
                start, stop = tokens[index + 1].start, tokens[end - 1].end
                add(tokens[index + 1], "early-return", [(start, stop, "false")], text[start:stop], "false")

        # min <-> max calls.
        if token.is_ident("min", "max") and following is not None and following.is_punct("(") \
                and following.start == token.end \
                and not (previous and (previous.is_ident("func", "var", "let", "case"))):
            replacement = "max" if token.text == "min" else "min"
            add(token, "min-max", [(token.start, token.end, replacement)], token.text, replacement)

        # Two-argument calls: swap the argument values, labels stay.
        if token.kind == "ident" and token.text not in NOT_CALLS and following is not None \
                and following.is_punct("(") and following.start == token.end:
            if previous is not None and (previous.kind == "ident" and previous.text in DECLARATION_KEYWORDS
                                         or previous.is_punct("@", "#")):
                continue
            callee = token.text
            if previous is not None and previous.is_punct(".") and index >= 2 and tokens[index - 2].kind == "ident":
                callee = f"{tokens[index - 2].text}.{token.text}"
            if callee in SYMMETRIC_CALLS or token.text in SYMMETRIC_CALLS:
                continue
            close = _matching(tokens, index + 1)
            if close is None:
                continue
            arguments = _split_top_level(tokens, index + 2, close)
            if len(arguments) != 2:
                continue
            values = []
            for first, last in arguments:
                labelled = last - first >= 2 and tokens[first].kind == "ident" and tokens[first + 1].is_punct(":")
                value_first = first + 2 if labelled else first
                if value_first >= last:
                    break
                values.append((tokens[value_first].start, tokens[last - 1].end))
            if len(values) != 2:
                continue
            (a_start, a_end), (b_start, b_end) = values
            a_text, b_text = text[a_start:a_end], text[b_start:b_end]
            if a_text == b_text or "{" in a_text or "{" in b_text:
                continue
            original = text[tokens[index].start:tokens[close].end]
            mutated = text[tokens[index].start:a_start] + b_text + text[a_end:b_start] + a_text \
                + text[b_end:tokens[close].end]
            add(token, "swap-args", [(a_start, a_end, b_text), (b_start, b_end, a_text)], original, mutated)

    result.sort(key=lambda mutant: (mutant.line, mutant.column, OPERATORS.index(mutant.operator)))
    return result
