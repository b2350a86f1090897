import { basename } from "node:path";
import { jvmNames } from "../languages/main-class";

// The judges whose Java is `javac Main.java` in no package, then `java Main`, by the problem's source URL.
const MAIN_ONLY_JUDGES: [RegExp, string][] = [
  [/^https?:\/\/(?:[\w-]+\.)*hdu\.edu\.cn\//i, "HDU"],
  [/^https?:\/\/(?:[\w-]+\.)*poj\.org\//i, "POJ"],
];

/**
 * Java is handed over byte for byte, as judged here (the box names the file after its public class and runs the class
 * declaring main, with its package). HDU and POJ compile Main.java in no package and run Main: a package line or
 * another main class is CE or RE there, so a problem from one of them gets a note before the paste; the bytes stay.
 */
export function javaJudgeNotes(path: string, text: string, source: string | undefined): string[] {
  const judge = MAIN_ONLY_JUDGES.find(([pattern]) => source !== undefined && pattern.test(source))?.[1];
  const { mainClass, mainFound } = jvmNames("java", basename(path), text);
  if (!judge || !mainClass || !mainFound) return [];
  const shown = basename(path);
  const notes: string[] = [];
  const dot = mainClass.lastIndexOf(".");
  if (dot >= 0) notes.push(`${shown} declares package ${mainClass.slice(0, dot)}: ${judge} compiles Main.java in no package and rejects it; delete the package line before pasting there`);
  const runs = mainClass.slice(dot + 1);
  if (runs !== "Main") notes.push(`${shown} has its main in class ${runs}: ${judge} runs a class named Main; rename it before pasting there`);
  return notes;
}
