// Which folders of a Kattis package hold its input validators, as problemtools looks for them (one rule for import,
// validate, verify and export).

/** The legacy name problemtools still runs, with a warning that it is deprecated (APS 2023's packages use it). */
export const DEPRECATED_INPUT_VALIDATORS = "input_format_validators";

/**
 * The input validator folders that count, given which exist: problemtools takes input_format_validators/ when it
 * exists and then never looks at input_validators/; else input_validators/. The 2025-09 input_validator/ (one
 * program) comes after. A package with none gets [].
 */
export function inputValidatorFolders(exists: (folder: string) => boolean): string[] {
  const listed = exists(DEPRECATED_INPUT_VALIDATORS) ? DEPRECATED_INPUT_VALIDATORS : "input_validators";
  return [listed, "input_validator"].filter((folder) => exists(folder));
}
