// V8 takes an object's field that has been written only once for a constant, and the first later write of another
// value drops (or aborts) every TurboFan compile that relied on it. For a class whose fields change as a long run
// goes on (a table that grows, a size that adapts), that happens in the first run of a process only, once the hot
// methods are compiled: writing each such field twice as the object is made starts it as a variable, as every later
// run of the process finds it.

/** Writes each named field with another value of its kind (a number plus one, a boolean negated, a typed array's copy), then back. */
export function startAsVariables(object: object, names: readonly string[]): void {
  const fields = object as Record<string, unknown>;
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "number") fields[name] = value + 1;
    else if (typeof value === "boolean") fields[name] = !value;
    else if (ArrayBuffer.isView(value) && !(value instanceof DataView)) fields[name] = (value as Uint8Array).slice();
    else throw new Error(`startAsVariables: ${name} is not a number, boolean or typed array`);
    fields[name] = value;
  }
}
