import picocolors from "picocolors";

export type Colors = ReturnType<typeof picocolors.createColors>;

/** Colour only on a terminal; NO_COLOR (any non-empty value) turns it off, FORCE_COLOR turns it on. */
export function colorsFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): Colors {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== "";
  const force = env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
  const enabled = !noColor && (force || (stream.isTTY === true && env.TERM !== "dumb"));
  return picocolors.createColors(enabled);
}
