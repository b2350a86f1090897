/**
 * A note for a Python RE caused by Python 2 code (a submission for an old judge, or a template from one): Python 3's
 * "NameError: name 'raw_input' is not defined" named a missing name, not that the language is another version. The
 * judge runs Python 3 (PyPy 3 or CPython), as Kattis and Codeforces' "Python 3" do; the note names the Python 3 form.
 */
const PYTHON3_FORM: Record<string, string> = {
  raw_input: "input()",
  xrange: "range()",
  unicode: "str",
  unichr: "chr()",
  long: "int",
  basestring: "str",
  reduce: "functools.reduce",
  execfile: "exec(open(f).read())",
  cmp: "a key function, or functools.cmp_to_key",
  iteritems: "items()",
  itervalues: "values()",
  iterkeys: "keys()",
  has_key: "the in operator",
  maxint: "sys.maxsize",
};

export function python2Note(stderr: string): string {
  const name = /NameError: name '(\w+)' is not defined/.exec(stderr)?.[1] ?? /AttributeError: .* has no attribute '(\w+)'/.exec(stderr)?.[1];
  if (!name || !(name in PYTHON3_FORM) || !/Traceback \(most recent call last\)/.test(stderr)) return "";
  return `; note: ${name} is Python 2's, and the judge runs Python 3: use ${PYTHON3_FORM[name]}`;
}
