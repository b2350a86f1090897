// 2025-09 constants: {{name}} in a text file stands for problem.yaml's value, {{name.variant}} for a variant's text,
// in the validators and included files alike (binary files are left alone; an undefined one
// stays as written, as the format says).

/** The file with its {{constants}} filled in; the same Buffer when it names none (a caller can tell what changed). */
export function withConstants(bytes: Buffer, constants: Record<string, string>): Buffer {
  if (Object.keys(constants).length === 0 || bytes.includes(0)) return bytes;
  let replaced = false;
  const text = bytes.toString("utf8").replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)\s*\}\}/g, (whole, name: string) => {
    const value = constants[name];
    if (value === undefined) return whole;
    replaced = true;
    return value;
  });
  return replaced ? Buffer.from(text) : bytes;
}
