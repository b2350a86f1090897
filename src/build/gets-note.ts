/**
 * C++14 removed gets (C11 too, though glibc still links it for C): HDU's and POJ's old compilers take it, and an old
 * solution's CE here was "‘gets’ was not declared in this scope; did you mean ‘getw’?", g++ pointing at an unrelated
 * function. Say what became of it and what reads a line now.
 */
export function getsNote(languageId: string, firstError: string | undefined): string {
  if (languageId !== "cpp" || !firstError || !/[‘']gets[’'] was not declared in this scope/.test(firstError)) return "";
  return " (gets was removed in C++14; old compilers such as HDU's and POJ's still take it: read a line with fgets(line, sizeof line, stdin), which keeps the '\\n', or std::getline(std::cin, s))";
}
