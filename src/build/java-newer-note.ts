/**
 * Debian's javac is 17, and Codeforces runs Java 21: a contestant's list.getFirst() (a sequenced collection's, Java 21)
 * was CE "cannot find symbol" alone, and a switch over record patterns was "a preview feature … disabled by default
 * (use --enable-preview …)", an option no judge takes. Name the Java version that made it final and the one here.
 */
const PREVIEW_FINAL: [RegExp, string, string][] = [
  [/patterns in switch statements|pattern matching in switch/, "patterns in switch", "21"],
  [/record patterns|deconstruction patterns/, "record patterns", "21"],
  [/unnamed variables|unnamed patterns/, "unnamed variables (_)", "22"],
  [/implicitly declared classes|unnamed classes|instance main methods/, "a main without a class", "25"],
];
// Java 21's sequenced collections (List, ArrayList, LinkedHashSet, TreeSet, LinkedHashMap, TreeMap, …) and Math.clamp.
const SEQUENCED = new Set(["getFirst", "getLast", "reversed", "addFirst", "addLast", "removeFirst", "removeLast", "firstEntry", "lastEntry", "pollFirstEntry", "pollLastEntry", "sequencedKeySet", "sequencedValues", "sequencedEntrySet", "putFirst", "putLast"]);
const COLLECTION = /location: (?:variable \w+ of type |class )(?:java\.util\.)?(List|ArrayList|LinkedList|Collection|LinkedHashSet|LinkedHashMap|TreeSet|TreeMap|SortedSet|SortedMap|NavigableSet|NavigableMap|Deque|ArrayDeque)\b/;

export function javaNewerNote(languageId: string, firstError: string | undefined, said: string, version: string | undefined): string {
  if (languageId !== "java" || !firstError || !version) return "";
  const here = /javac (\d+)/.exec(version);
  if (!here) return "";
  const javac = Number(here[1]);
  let what: string | undefined;
  let since = 0;
  // Found by indexOf, not a lazy pattern, which would run each ' error: ' of a long line to its end.
  const start = firstError.indexOf(": error: ");
  const end = firstError.indexOf(" a preview feature and ");
  const preview = start >= 0 && end > start ? firstError.slice(start + 9, end) : undefined;
  if (preview !== undefined) {
    const known = PREVIEW_FINAL.find(([pattern]) => pattern.test(preview));
    if (known) [what, since] = [`${known[1]} are Java ${known[2]}'s`, Number(known[2])];
  } else if (/: error: cannot find symbol$/.test(firstError)) {
    // javac names the symbol and where it looked on the lines after the first error's source line and caret.
    const after = said.slice(said.indexOf("cannot find symbol")).split("\n").slice(0, 6).join("\n");
    const method = /symbol: +method (\w+)\(/.exec(after)?.[1];
    if (method !== undefined && SEQUENCED.has(method) && COLLECTION.test(after)) [what, since] = [`${method}() of a sequenced collection is Java 21's`, 21];
    else if (method === "clamp" && /location: class Math\b/.test(after)) [what, since] = ["Math.clamp is Java 21's", 21];
  }
  if (what === undefined || javac >= since) return "";
  return ` (${what}, and this javac is ${javac}: install a newer JDK and name it under java: in languages.yaml, docs/languages.md)`;
}
