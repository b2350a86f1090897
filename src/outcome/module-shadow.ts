/**
 * A note for a Python RE caused by the solution's own file name: a solution saved as random.py or heapq.py is what
 * `import random` loads (Python puts the script's folder first on sys.path), and Python's message, "partially initialized
 * module 'random' has no attribute 'seed' (most likely due to a circular import)", named a cycle the code does not have.
 * The judge runs the file under its own name as Kattis and DOMjudge do, so the note says what to rename.
 */
export function moduleShadowNote(stderr: string): string {
  const module = /partially initialized module '([A-Za-z_][A-Za-z0-9_]*)/.exec(stderr)?.[1];
  if (!module || !new RegExp(`[/\\\\"(]${module}\\.py\\b`).test(stderr)) return "";
  return `; note: the solution's file is named ${module}.py, as Python's module ${module} is, so \`import ${module}\` loaded the solution itself (the script's folder comes first on sys.path); rename the file (Kattis and DOMjudge run it under its own name too)`;
}
