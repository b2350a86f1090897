import picocolors from "picocolors";
import { ESC_MARK } from "./terminal-guard";

export type Colors = ReturnType<typeof picocolors.createColors>;

/**
 * Colour only on a terminal; NO_COLOR (any non-empty value) turns it off, FORCE_COLOR turns it on. The colours are
 * written with the terminal guard's mark for ESC (terminal-guard.ts): only the tool's own sequences reach a terminal.
 */
export function colorsFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): Colors {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== "";
  const force = env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
  const enabled = !noColor && (force || (stream.isTTY === true && env.TERM !== "dumb"));
  const colors = picocolors.createColors(enabled);
  if (!enabled) return colors;
  const marked: Record<string, unknown> = { ...colors };
  for (const [name, paint] of Object.entries(colors)) {
    if (typeof paint !== "function") continue;
    // Its opening and closing sequences; a closing one inside the text (a nested colour) opens this colour again.
    const [open, close] = (paint as (text: string) => string)("\0").split("\0").map((part) => part.replaceAll("\u001b", ESC_MARK)) as [string, string];
    marked[name] = (text: unknown) => `${open}${String(text).replaceAll(close, close + open)}${close}`;
  }
  return marked as unknown as Colors;
}
