import { versionAtLeast } from "./version-at-least";

/**
 * Debian's kotlinc is 1.3, and today's contest Kotlin (readln(), appendLine, lowercase(), Char.code) came later: its CE
 * "unresolved reference: readln" read as a typo. Name the Kotlin version that brought the name, and the one here
 * (Codeforces and AtCoder run 1.7 and later).
 */
const SINCE: Record<string, string> = {
  readln: "1.6",
  readlnOrNull: "1.6",
  buildList: "1.6",
  buildMap: "1.6",
  buildSet: "1.6",
  appendLine: "1.4",
  sumOf: "1.4",
  maxOrNull: "1.4",
  minOrNull: "1.4",
  maxByOrNull: "1.4",
  minByOrNull: "1.4",
  runningFold: "1.4",
  runningReduce: "1.4",
  scan: "1.4",
  ArrayDeque: "1.4",
  lowercase: "1.5",
  uppercase: "1.5",
  lowercaseChar: "1.5",
  uppercaseChar: "1.5",
  digitToInt: "1.5",
  code: "1.5",
  mod: "1.5",
  floorDiv: "1.5",
};

export function kotlinNewerNote(languageId: string, firstError: string | undefined, version: string | undefined): string {
  if (languageId !== "kotlin" || !firstError || !version) return "";
  const name = /: error: unresolved reference: (\w+)/.exec(firstError)?.[1];
  const here = /kotlinc-jvm (\d+)\.(\d+)/.exec(version);
  const since = name !== undefined && Object.hasOwn(SINCE, name) ? SINCE[name] : undefined;
  if (!since || !here || versionAtLeast(here[1]!, here[2]!, since)) return "";
  return ` (${name} is Kotlin ${SINCE[name!]}'s, and this kotlinc is ${here[1]}.${here[2]}: install a newer one and name it under kotlin: in languages.yaml, docs/languages.md)`;
}
