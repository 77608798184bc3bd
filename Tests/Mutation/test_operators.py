"""Tests of the mutation operators and the lexer: `python3 -m unittest discover Tests/Mutation`."""

import unittest

from operators import mutants_of_file
from swiftlex import tokenize


def sites(source, operator=None):
    return [(m.operator, m.original, m.mutated) for m in mutants_of_file("F.swift", source)
            if operator is None or m.operator == operator]


def applied(source, operator):
    return [m.apply(source) for m in mutants_of_file("F.swift", source) if m.operator == operator]


class LexerTests(unittest.TestCase):
    def test_comments_and_strings_hold_no_code(self):
        source = '''// a + b
/* c * d /* nested - */ e / f */
let s = "x + y \\(a - b) \\"q < r\\""
let m = """
    g == h
    """
let raw = #"i && j "# + ##"k "# || l"##
'''
        texts = [t.text for t in tokenize(source) if t.kind == "op"]
        self.assertEqual(texts, ["=", "=", "=", "+"])

    def test_multiline_string_with_quotes_inside(self):
        source = 'let a = """\n  say "hi" + "" \n  """\nlet b = 1 + 2\n'
        ops = [(t.text, t.line) for t in tokenize(source) if t.kind == "op"]
        self.assertEqual(ops, [("=", 1), ("=", 4), ("+", 4)])

    def test_positions_are_one_based_characters(self):
        token = [t for t in tokenize("let x = 1\n  let y = a+b") if t.text == "y"][0]
        self.assertEqual((token.line, token.column), (2, 7))


class OperatorTests(unittest.TestCase):
    def test_binary_operators_need_space_on_both_sides(self):
        self.assertEqual(sites("let x = a + b - -c * d", "arith"),
                         [("arith", "+", "-"), ("arith", "-", "+"), ("arith", "*", "/")])
        # Generic brackets and prefix minus are not sites.
        self.assertEqual(sites("let x: Array<Int> = [-1]", "compare"), [])

    def test_comparisons_equality_logic(self):
        self.assertEqual([m[0] for m in sites("if a < b && c != d || e >= f { }")
                          if m[0] in ("compare", "logic", "equality")],
                         ["compare", "logic", "equality", "logic", "compare"])

    def test_negate_each_boolean_clause_but_not_bindings(self):
        source = "guard let x = y, x > 0, ok else { return }\nif a { }\nwhile b == c { }"
        self.assertEqual(applied(source, "negate"), [
            "guard let x = y, !(x > 0), ok else { return }\nif a { }\nwhile b == c { }",
            "guard let x = y, x > 0, !(ok) else { return }\nif a { }\nwhile b == c { }",
            "guard let x = y, x > 0, ok else { return }\nif !(a) { }\nwhile b == c { }",
            "guard let x = y, x > 0, ok else { return }\nif a { }\nwhile !(b == c) { }",
        ])

    def test_repeat_while_is_not_negated(self):
        self.assertEqual(sites("repeat { i += 1 } while i < n", "negate"), [])

    def test_condition_with_closure_in_parentheses(self):
        self.assertEqual(applied("if xs.contains(where: { $0 > 1 }) { f() }", "negate"),
                         ["if !(xs.contains(where: { $0 > 1 })) { f() }"])

    def test_early_return(self):
        self.assertEqual(applied("if n < 2 { return n }\nif let a = b { return a }", "early-return"),
                         ["if false { return n }\nif let a = b { return a }"])

    def test_constants(self):
        self.assertEqual(sites("let t = 0.5 + 1 - x.0", None)[0:0], [])
        found = [(m[0], m[1], m[2]) for m in sites("let t = 0.5 * 1", None) if m[0].startswith("const")]
        self.assertEqual(found, [("const0", "0.5", "0"), ("const1", "0.5", "1"), ("constm1", "0.5", "(-1)"),
                                 ("const0", "1", "0"), ("constm1", "1", "(-1)")])
        # A tuple element is no constant; -1 is not mutated to -1.
        self.assertEqual([m for m in sites("let a = p.0 + -1", None) if m[0] == "constm1"], [])
        # A negative literal is replaced whole: -1 becomes 0 or 1, -2 becomes 0, 1 or -1.
        self.assertEqual([m[1:] for m in sites("f(left: -1, x: -2)", None) if m[0].startswith("const")],
                         [("-1", "0"), ("-1", "1"), ("-2", "0"), ("-2", "1"), ("-2", "(-1)")])
        # A binary minus stays: in `a - 1` only the 1 is the constant.
        self.assertEqual([m[1:] for m in sites("let b = a - 1", None) if m[0] == "const0"], [("1", "0")])

    def test_swap_arguments_keeps_labels(self):
        self.assertEqual(applied("let p = Point(x: a, y: b)\nlet q = atan2(s, c)\nlet m = max(u, v)", "swap-args"),
                         ["let p = Point(x: b, y: a)\nlet q = atan2(s, c)\nlet m = max(u, v)",
                          "let p = Point(x: a, y: b)\nlet q = atan2(c, s)\nlet m = max(u, v)"])

    def test_declarations_are_not_calls(self):
        self.assertEqual(sites("func f(a: Int, b: Int) {}\ncase pair(Int, Double)\ninit(x: Int, y: Int) {}",
                               "swap-args"), [])

    def test_min_max(self):
        self.assertEqual(applied("let a = Swift.min(x, y) + xs.max()", "min-max"),
                         ["let a = Swift.max(x, y) + xs.max()", "let a = Swift.min(x, y) + xs.min()"])

    def test_ids_are_stable_and_unique(self):
        source = "let a = b + c\nif a > 1 { return }\n"
        first = [m.id for m in mutants_of_file("F.swift", source)]
        self.assertEqual(first, [m.id for m in mutants_of_file("F.swift", source)])
        self.assertEqual(len(first), len(set(first)))
        self.assertIn("F.swift:1:11:arith", first)


class MutantIdTests(unittest.TestCase):
    """Ids name a file by module and file name, so a move within the module keeps them."""

    FILES = {"Sources/M/A.swift": (b"let a = b + c\nif a > 1 { return }\n", 0o644),
             "Sources/M/B.swift": (b"let d = e * f\n", 0o644),
             "Sources/N/A.swift": (b"let g = h - i\n", 0o644)}

    @staticmethod
    def listing(files, sample=None):
        import types
        from mutate import all_mutants, select
        from operators import OPERATORS
        mutants = all_mutants(files, ["M", "N"], OPERATORS)
        args = types.SimpleNamespace(only=None, sample=sample, seed="47", shard=None)
        return [(m.id, m.original, m.mutated) for m in select(mutants, args)]

    def test_a_move_within_the_module_keeps_ids_order_and_sample(self):
        moved = {path.replace("Sources/M/", "Sources/M/Deep/Folder/"): content
                 for path, content in self.FILES.items()}
        before = self.listing(self.FILES)
        self.assertIn(("M/A.swift:1:11:arith", "+", "-"), before)
        self.assertIn(("N/A.swift:1:11:arith", "-", "+"), before)
        self.assertEqual(self.listing(moved), before)
        self.assertEqual(self.listing(moved, sample=3), self.listing(self.FILES, sample=3))

    def test_shared_names_within_a_module_fall_back_to_the_path(self):
        from mutate import file_names
        files = {**self.FILES, "Sources/M/Sub/A.swift": (b"let j = k + l\n", 0o644)}
        self.assertEqual(file_names(files, "M"), {"Sources/M/A.swift": "M/A.swift",
                                                  "Sources/M/Sub/A.swift": "M/Sub/A.swift",
                                                  "Sources/M/B.swift": "M/B.swift"})
        ids = [entry[0] for entry in self.listing(files)]
        self.assertEqual(len(ids), len(set(ids)))

    def test_the_seed_order_is_that_of_the_ids_spelled_as_root_paths(self):
        import hashlib
        from mutate import sample_key
        self.assertEqual(sample_key("47", "M/A.swift:1:11:arith"),
                         hashlib.sha256(b"47\0Sources/M/A.swift:1:11:arith").hexdigest())


class BuildFormTests(unittest.TestCase):
    def test_inlinable_blanked_in_code_only(self):
        from mutate import blank_inlinable
        source = '@inlinable public var x: Int { 1 }\n// @inlinable stays in a comment\nlet s = "@inlinable"\n'
        blanked = blank_inlinable(source)
        self.assertEqual(len(blanked), len(source))
        self.assertEqual(blanked.splitlines()[0], "           public var x: Int { 1 }")
        self.assertEqual(blanked.splitlines()[1:], source.splitlines()[1:])


class StateTests(unittest.TestCase):
    """A judgement counts only while its mutant and its file are what was judged."""

    def test_a_record_goes_stale_when_its_text_or_its_file_changes(self):
        from mutate import all_mutants, current_records, source_digest
        from operators import OPERATORS
        files = {"Sources/M/A.swift": (b"let a = b + c\n", 0o644)}
        mutant = next(m for m in all_mutants(files, ["M"], OPERATORS) if m.operator == "arith")
        digest = source_digest(files["Sources/M/A.swift"][0])
        record = {"id": mutant.id, "original": "+", "mutated": "-", "outcome": "killed", "source": digest}
        self.assertIn(mutant.id, current_records({mutant.id: record}, [mutant], files))
        legacy = {key: value for key, value in record.items() if key != "source"}
        self.assertIn(mutant.id, current_records({mutant.id: legacy}, [mutant], files))
        self.assertNotIn(mutant.id, current_records({mutant.id: {**record, "original": "*"}}, [mutant], files))
        edited = {"Sources/M/A.swift": (b"let a = b + c // edited\n", 0o644)}
        self.assertNotIn(mutant.id, current_records({mutant.id: record}, [mutant], edited))


if __name__ == "__main__":
    unittest.main()
