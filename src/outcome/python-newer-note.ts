/**
 * A note for a Python RE from a name newer than the Python that ran it (Debian's PyPy is 3.9): a template's
 * `sys.set_int_max_str_digits(0)` (3.11) was "AttributeError: module 'sys' has no attribute …", as if misspelt.
 */
const SINCE: Record<string, string> = {
  set_int_max_str_digits: "sys.set_int_max_str_digits is Python 3.11's",
  pairwise: "itertools.pairwise is Python 3.10's",
  batched: "itertools.batched is Python 3.12's",
  bit_count: "int.bit_count is Python 3.10's (bin(x).count(\"1\") works everywhere)",
  cbrt: "math.cbrt is Python 3.11's",
  exp2: "math.exp2 is Python 3.11's",
};

export function pythonNewerNote(stderr: string): string {
  const name = /AttributeError: .* has no attribute '(\w+)'/.exec(stderr)?.[1] ?? /ImportError: cannot import name '(\w+)'/.exec(stderr)?.[1];
  if (!name || !(name in SINCE) || !/Traceback \(most recent call last\)/.test(stderr)) return "";
  return `; note: ${SINCE[name]}, newer than the Python that ran it (the header names its version; a newer interpreter goes under python: in languages.yaml)`;
}
