import type { LanguageDefinition } from "../language";

export const python: LanguageDefinition = {
  id: "python",
  aliases: ["py", "python3", "pypy", "pypy3"],
  name: "Python 3",
  // .py3: BAPCtools and DOMjudge name Python 3 submissions so too.
  extensions: [".py", ".py3"],
  priority: 40,
  runtime: "box",
  // The syntax check Kattis does (problemtools: python3 -m py_compile): a syntax error is CE, not RE on every case.
  // -I: py_compile is imported from the standard library, not from a solution named py_compile.py (or re.py).
  compile: "pypy3|python3 -I -m py_compile {files}",
  run: "pypy3|python3 {mainfile}",
  version: ["--version"],
  // pyenv's shim is a shell script that needs pyenv; the interpreter it picks is what runs in the box.
  realTool: { args: ["-c", "import sys; print(sys.executable)"] },
  baseline: "measured",
  baselineWhy: "an empty PyPy program is about 48 MiB, CPython about 13 MiB: the problems' limits were set for C",
  reads: [],
  // PyPy sizes its GC's nursery from the CPU's cache, so the same solution peaked at 310 MiB on a machine with a 480 MiB
  // L3 and under 100 elsewhere: 4 MB (PyPy's own fallback) makes its memory the same on every machine. CPython ignores it.
  // PYPY_GC_MIN: below it PyPy makes no major collection, and it defaults to 8 nurseries (32 MB): a streaming solution
  // keeping under 1 MB peaked 32 MiB above the baseline on garbage alone, MLE at hdu2177's 32 MiB (gc-slack.test.ts);
  // solutions/hdu1527/py/main.py's largest case peaked 39 MiB above it, now 14.
  env: { PYTHONDONTWRITEBYTECODE: "1", PYTHONIOENCODING: "utf-8", PYPY_GC_NURSERY: "4MB", PYPY_GC_MIN: "8MB" },
  compileEnv: {},
  hello: { file: "main.py", text: "pass\n" },
  follows: "Kattis (PyPy 3 when installed, else CPython, named in the report; python3 -m py_compile as the compile step)",
  install: "pypy3 or python3 (Debian/Ubuntu: apt-get install pypy3)",
};
