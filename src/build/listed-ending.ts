/**
 * The name a source takes in its build: its ending in the case its language lists it. The judge matches endings
 * without case (A.C is C, G.GO is Go), but compilers read them with it: gcc compiled an A.C as C++ (CE "undefined
 * reference to std::cin", or C code failing as C++), and go build and kotlinc refused G.GO and E.KT.
 */
export function withListedEnding(name: string, extensions: readonly string[]): string {
  const dot = name.lastIndexOf(".");
  if (dot <= name.lastIndexOf("/")) return name;
  const ending = name.slice(dot);
  if (extensions.includes(ending)) return name;
  const listed = extensions.find((extension) => extension === ending.toLowerCase());
  return listed === undefined ? name : `${name.slice(0, dot)}${listed}`;
}
