"""A lexer for Swift source, enough to find mutation sites in real code.

It splits a file into tokens of code (identifiers, numbers, operators, punctuation) and marks
comments and string literals as such, so no mutation site is ever inside a comment, a doc comment
or a string: line comments, nested block comments, "…" strings with escapes and interpolations
(whose code is treated as part of the string), multi-line \"\"\" strings and raw strings #"…"#
with any number of #.

Every token keeps its offset in the text, its 1-based line and column, and whether whitespace
(or the start or end of the file) surrounds it, which is how Swift itself tells a binary
operator (`a + b`) from a prefix or postfix one (`-x`, `x!`).
"""

from dataclasses import dataclass

OPERATOR_CHARACTERS = set("/=-+!*%<>&|^~?")
PUNCTUATION = set("()[]{},:;@#.\\`")
IDENTIFIER_START = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$")
IDENTIFIER_BODY = IDENTIFIER_START | set("0123456789")
DIGITS = set("0123456789")


@dataclass
class Token:
    kind: str          # "ident", "number", "op", "punct", "string", "comment"
    text: str
    start: int         # offset in the text
    end: int           # offset just past the token
    line: int
    column: int

    def is_ident(self, *names):
        return self.kind == "ident" and (not names or self.text in names)

    def is_punct(self, *texts):
        return self.kind == "punct" and self.text in texts


class LexError(ValueError):
    pass


class Lexer:
    def __init__(self, text):
        self.text = text
        self.line_starts = [0]
        for index, character in enumerate(text):
            if character == "\n":
                self.line_starts.append(index + 1)

    def position(self, offset):
        """1-based (line, column) of an offset; columns count characters."""
        low, high = 0, len(self.line_starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if self.line_starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1, offset - self.line_starts[low] + 1

    def tokens(self, keep_trivia=False):
        """All tokens in order; comments are dropped unless keep_trivia."""
        text, index, result = self.text, 0, []
        while index < len(text):
            character = text[index]
            start = index
            if character in " \t\r\n":
                index += 1
                continue
            if text.startswith("//", index):
                end = text.find("\n", index)
                index = len(text) if end < 0 else end
                kind = "comment"
            elif text.startswith("/*", index):
                index = self._block_comment(index)
                kind = "comment"
            elif character == '"' or (character == "#" and self._raw_string_hashes(index) is not None):
                index = self._string(index)
                kind = "string"
            elif character in IDENTIFIER_START:
                while index < len(text) and text[index] in IDENTIFIER_BODY:
                    index += 1
                kind = "ident"
            elif character == "`":
                end = text.find("`", index + 1)
                if end < 0:
                    raise LexError(f"unterminated escaped identifier at {self.position(index)}")
                index = end + 1
                kind = "ident"
            elif character in DIGITS:
                index = self._number(index)
                kind = "number"
            elif character in OPERATOR_CHARACTERS or (character == "." and text.startswith("..", index)):
                # A dot-operator (..., ..<) may contain dots; any other operator may not.
                allowed = OPERATOR_CHARACTERS | ({"."} if character == "." else set())
                while index < len(text) and text[index] in allowed:
                    # A comment starts a comment even right after an operator.
                    if text.startswith("//", index) or text.startswith("/*", index):
                        break
                    index += 1
                kind = "op"
            elif character in PUNCTUATION:
                index += 1
                kind = "punct"
            else:
                index += 1
                kind = "punct"
            if kind == "comment" and not keep_trivia:
                continue
            line, column = self.position(start)
            result.append(Token(kind, text[start:index], start, index, line, column))
        return result

    def _block_comment(self, index):
        depth, text = 0, self.text
        while index < len(text):
            if text.startswith("/*", index):
                depth += 1
                index += 2
            elif text.startswith("*/", index):
                depth -= 1
                index += 2
                if depth == 0:
                    return index
            else:
                index += 1
        raise LexError("unterminated block comment")

    def _raw_string_hashes(self, index):
        """The number of # before a raw string's opening quote, or None if this is no raw string."""
        count = 0
        while index + count < len(self.text) and self.text[index + count] == "#":
            count += 1
        if index + count < len(self.text) and self.text[index + count] == '"':
            return count
        return None

    def _string(self, index):
        """The offset just past the string literal that starts at index (raw or not)."""
        text = self.text
        hashes = self._raw_string_hashes(index) or 0
        index += hashes
        multiline = text.startswith('"""', index)
        index += 3 if multiline else 1
        closing = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while index < len(text):
            if text.startswith(escape, index):
                after = index + len(escape)
                if text.startswith("(", after):
                    index = self._interpolation(after + 1)
                else:
                    index = after + 1
                continue
            if text.startswith(closing, index):
                return index + len(closing)
            if text[index] == "\n" and not multiline:
                raise LexError(f"unterminated string at line {self.position(index)[0]}")
            index += 1
        raise LexError("unterminated string")

    def _interpolation(self, index):
        """The offset just past the `)` closing an interpolation whose code starts at index."""
        text, depth = self.text, 1
        while index < len(text):
            character = text[index]
            if character == '"' or (character == "#" and self._raw_string_hashes(index) is not None):
                index = self._string(index)
                continue
            if text.startswith("//", index):
                index = text.find("\n", index)
                continue
            if text.startswith("/*", index):
                index = self._block_comment(index)
                continue
            if character == "(":
                depth += 1
            elif character == ")":
                depth -= 1
                if depth == 0:
                    return index + 1
            index += 1
        raise LexError("unterminated interpolation")

    def _number(self, index):
        text = self.text
        if text.startswith(("0x", "0b", "0o"), index):
            index += 2
            while index < len(text) and (text[index] in IDENTIFIER_BODY or text[index] == "."):
                if text[index] == "." and not (index + 1 < len(text) and text[index + 1] in "0123456789abcdefABCDEF"):
                    break
                index += 1
            return index
        while index < len(text) and (text[index] in DIGITS or text[index] == "_"):
            index += 1
        if index + 1 < len(text) and text[index] == "." and text[index + 1] in DIGITS:
            index += 1
            while index < len(text) and (text[index] in DIGITS or text[index] == "_"):
                index += 1
        if index < len(text) and text[index] in "eE":
            after = index + 1
            if after < len(text) and text[after] in "+-":
                after += 1
            if after < len(text) and text[after] in DIGITS:
                index = after
                while index < len(text) and (text[index] in DIGITS or text[index] == "_"):
                    index += 1
        return index


def tokenize(text, keep_trivia=False):
    return Lexer(text).tokens(keep_trivia=keep_trivia)
