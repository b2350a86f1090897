/**
 * Our own files that Kattis has no place for travel in stonebench/ (problemtools allows extra folders but not names
 * starting with a dot; packages exported before used .stonebench/, which import still reads). The problem folder
 * travels whole at its top, the TypeScript solutions in stonebench/solutions/, and the cases' own files (anything in
 * cases/<id>/ that is not a .in or .out, such as a record of where each .out came from) in stonebench/cases/.
 */
export const STONEBENCH_FOLDER = "stonebench";
export const CARRIED_FOLDERS = [STONEBENCH_FOLDER, ".stonebench"];
export const CARRIED_SOLUTIONS = "solutions";
export const CARRIED_CASES = "cases";

/** Where import keeps a foreign package's files that have no place of ours (its problem.yaml, settings, input validators, …). */
export const KEPT_KATTIS_FOLDER = "kattis";
