/**
 * A `match` statement (Python 3.10) under an older Python (Debian's PyPy is 3.9) is a SyntaxError whose message,
 * "invalid syntax. Perhaps you forgot a comma?", named a comma: say that the statement is newer than the Python that
 * checked it, and how to judge with another (Codeforces' PyPy and Kattis' Python take it).
 */
export function pythonMatchNote(languageId: string, firstError: string | undefined, sourceText: string, version: string | undefined): string {
  if (languageId !== "python" || !firstError || !version) return "";
  const at = /:(\d+):\d+: SyntaxError: /.exec(firstError);
  const release = /\bPython (\d+)\.(\d+)/.exec(version);
  if (!at || !release || Number(release[1]) > 3 || (Number(release[1]) === 3 && Number(release[2]) >= 10)) return "";
  const line = sourceText.split("\n")[Number(at[1]) - 1] ?? "";
  if (!/^\s*match\b(?!\s*[=.([,)]).*:\s*(#.*)?\r?$/.test(line)) return "";
  return ` (the match statement is Python 3.10's, and this is Python ${release[1]}.${release[2]}: name a newer interpreter under python: in languages.yaml, docs/languages.md)`;
}
