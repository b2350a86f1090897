import { positiveInteger } from "./parse-args";

// A limit typed as a statement gives it ("--tl 2s", "--tl 1.5", "--ml 256MB", "--ml 1g") was "Expected --tl to be a
// positive whole number" and "see --help": the value meant is known, so the refusal gives the option to type.

/** --tl in whole milliseconds; a value with a unit, or a decimal (seconds), is refused with the option meant. */
export const milliseconds = (what: string) => (raw: string): number => {
  const unit = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|sec|secs|seconds?)\s*$/i.exec(raw);
  const decimal = /^\s*\d*\.\d+\s*$/.test(raw);
  if (unit || decimal) {
    const seconds = !unit || unit[2]!.toLowerCase() !== "ms";
    const ms = Math.round(Number(unit ? unit[1] : raw) * (seconds ? 1000 : 1));
    if (ms > 0) throw `Expected ${what} in whole milliseconds, got "${raw}"${seconds ? ` (${Number(unit ? unit[1] : raw)} s)` : ""}: give ${what} ${ms}`;
  }
  return positiveInteger(what)(raw);
};

/** --ml in whole MiB; a value with a unit (256MB, 1g, 512MiB) is refused with the option meant. */
export const mebibytes = (what: string) => (raw: string): number => {
  const unit = /^\s*(\d+(?:\.\d+)?)\s*(k|kb|kib|m|mb|mib|g|gb|gib)\s*$/i.exec(raw);
  if (unit) {
    const scale = { k: 1 / 1024, m: 1, g: 1024 }[unit[2]![0]!.toLowerCase() as "k" | "m" | "g"];
    const mib = Math.round(Number(unit[1]) * scale);
    if (mib > 0) throw `Expected ${what} in MiB without a unit, got "${raw}": give ${what} ${mib}`;
  }
  return positiveInteger(what)(raw);
};
