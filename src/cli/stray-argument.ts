// `npm run judge -- hdu2516 my.cpp` and `npm run export -- cf1a ../pkg` were "Unexpected argument" with the usage line
// only: the word is almost always the value of the command's file option, written without it. The hint says which.

/** The option a stray word most likely belongs to, as `--name word`, or undefined when none fits. */
export function optionForStray(spec: { options: { name: string; type: string }[] }, word: string): string | undefined {
  const has = (name: string) => spec.options.some((option) => option.name === name && option.type === "string");
  const ending = /\.([A-Za-z0-9+]+)$/.exec(word)?.[1]?.toLowerCase();
  const dataFile = ending === "in" || ending === "txt" || ending === "out" || ending === "ans";
  if (has("in") && (dataFile || word === "-")) return "--in";
  if (has("solution") && ending !== undefined && !dataFile) return "--solution";
  if (has("kattis")) return "--kattis";
  if (has("id") && /^[a-z0-9][a-z0-9-]*$/.test(word)) return "--id";
  return undefined;
}
