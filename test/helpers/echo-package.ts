// The smallest legacy Kattis package (a number in, the same number out, one accepted Python submission), in our own
// words: tests add the one submission folder they are about.
export const ECHO_PACKAGE: Readonly<Record<string, string>> = {
  "problem.yaml": "name: Echo\n",
  ".timelimit": "1\n",
  "problem_statement/problem.en.tex": "\\problemname{Echo}\nPrint the number given.\n",
  "data/sample/1.in": "1\n",
  "data/sample/1.ans": "1\n",
  "data/secret/2.in": "2\n",
  "data/secret/2.ans": "2\n",
  "submissions/accepted/echo.py": "print(input())\n",
};
