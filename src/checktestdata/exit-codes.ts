// The exit that says the checktestdata script itself is wrong (checktestdata's own exit_failure): not a verdict.
export const CTD_SCRIPT_ERROR = 2;
