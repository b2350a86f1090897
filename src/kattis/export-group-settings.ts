import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { groupArgs, parseGroupSettings } from "../problem/test-group-settings";

// data/testdata.yaml is both where problemtools reads the checker's output_validator_flags and where an imported
// package kept its own root settings (input_validator_args, …): writing ours alone dropped the package's.

/**
 * The export's data/testdata.yaml: the package's own (kept in problems/<id>/kattis/data/) byte for byte when it already
 * says our checker's arguments as output_validator_flags, else its other keys with ours; without one, ours alone.
 * undefined when there is nothing to write.
 */
export function rootTestdataYaml(keptData: string, args: string[], interactive: boolean): string | Buffer | undefined {
  const ours: Record<string, string> = args.length > 0 && !interactive ? { output_validator_flags: args.join(" ") } : {};
  const keptPath = join(keptData, "testdata.yaml");
  if (!existsSync(keptPath)) return Object.keys(ours).length > 0 ? stringify(ours) : undefined;
  const bytes = readFileSync(keptPath);
  const settings = parseGroupSettings(bytes.toString("utf8"), keptPath);
  const theirs = groupArgs(settings, "output_validator") ?? [];
  if (interactive || (settings.output_validator_args === undefined && theirs.join(" ") === args.join(" "))) return bytes;
  const rest = Object.fromEntries(Object.entries(settings).filter(([key]) => key !== "output_validator_args" && key !== "output_validator_flags"));
  const merged = { ...rest, ...ours };
  return Object.keys(merged).length > 0 ? stringify(merged) : undefined;
}
