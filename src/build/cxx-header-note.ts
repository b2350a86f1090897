/**
 * A C++ header of the standard library newer than the installed g++ (Debian's is 12: no <format>, <print>) was CE
 * "format: No such file or directory", as if misspelt or missing from the machine: name the GCC that brought it and
 * the one here (Codeforces and AtCoder run g++ 13 and later).
 */
const SINCE: Record<string, number> = { format: 13, print: 14, generator: 14, text_encoding: 14, flat_map: 15, flat_set: 15, debugging: 16, inplace_vector: 16 };

export function cxxHeaderNote(languageId: string, firstError: string | undefined, version: string | undefined): string {
  if (languageId !== "cpp" || !firstError || !version) return "";
  const header = /: error: ([\w/]+): No such file or directory/.exec(firstError)?.[1];
  const gcc = /^g\+\+ .*?(\d+)\.\d+\.\d+\s*$/.exec(version.trim());
  if (!header || !gcc || !Object.hasOwn(SINCE, header) || Number(gcc[1]) >= SINCE[header]!) return "";
  return ` (<${header}> comes with g++ ${SINCE[header]}, and this is g++ ${gcc[1]}: install a newer one and name it under cpp: in languages.yaml, docs/languages.md)`;
}
