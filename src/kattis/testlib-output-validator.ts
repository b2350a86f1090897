import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors";
import { displayPath, vendoredTestlibHeader } from "../paths";

// The adapters' first words: how a reader (and import) tells a validator that export made from a testlib program.
export const TESTLIB_ADAPTER_MARK = "// stonebench: a Kattis";
export const TESTLIB_CHECKER_SOURCE = "checker_source.h";
export const TESTLIB_VALIDATOR_SOURCE = "validator_source.h";

/**
 * Polygon's testlib programs as Kattis validator folders. Kattis starts an output validator as `validator <input>
 * <answer> <feedback_dir> < output` (exit 42 accepted, 43 rejected) and an input validator as `validator < input`
 * (42 valid, 43 invalid); testlib's checker wants `checker <input> <output> <answer>` and exits 0/1/2/3, its validator
 * exits 0 or 3. testlib.h takes its exit codes from macros, so each adapter sets Kattis's and includes the program
 * verbatim, as a header (problemtools compiles every .cpp of a folder into one program). No main is renamed: a
 * testlib validator ends by falling off main, which only main may do. The folder's testlib.h is the problem's own
 * when it has one, else the vendored one.
 */
export function testlibOutputValidatorFiles(problemDir: string): { path: string; data: Buffer }[] {
  return adapterFolder(problemDir, "checker.cpp", "testlib_checker.cpp", TESTLIB_CHECKER_SOURCE, CHECKER_ADAPTER, "checker testlib judges with it");
}

/** problems/<id>/validator.cpp (testlib's registerValidation) as an input_validators/ folder. */
export function testlibInputValidatorFiles(problemDir: string): { path: string; data: Buffer }[] {
  return adapterFolder(problemDir, "validator.cpp", "testlib_validator.cpp", TESTLIB_VALIDATOR_SOURCE, VALIDATOR_ADAPTER, "the problem's inputs are checked with it");
}

function adapterFolder(problemDir: string, name: string, adapter: string, source: string, text: string, why: string): { path: string; data: Buffer }[] {
  const program = join(problemDir, name);
  if (!existsSync(program)) throw new UserError(`${displayPath(program)} does not exist: ${why}, and export makes the package's validator from it`, "write it (npm run new -- <id> --judge polygon writes a checker to start from), or choose another checker in problem.yaml");
  const own = join(problemDir, "testlib.h");
  return [
    { path: adapter, data: Buffer.from(text) },
    { path: source, data: readFileSync(program) },
    { path: "testlib.h", data: readFileSync(existsSync(own) ? own : vendoredTestlibHeader) },
  ];
}

const CHECKER_ADAPTER = `${TESTLIB_ADAPTER_MARK} output validator made from a testlib checker (${TESTLIB_CHECKER_SOURCE}:
// the problem's checker.cpp byte for byte). Kattis: validator <input> <answer> <feedback_dir> < output, exit 42
// accepted, 43 rejected. testlib: checker <input> <output> <answer>, its exit codes chosen here before testlib.h.
#define OK_EXIT_CODE 42
#define WA_EXIT_CODE 43
#define PE_EXIT_CODE 43
#define DIRT_EXIT_CODE 43
#define POINTS_EXIT_CODE 43
#define UNEXPECTED_EOF_EXIT_CODE 43
#define FAIL_EXIT_CODE 1
#include <cstdio>
#include <string>

// Before main (glibc hands a constructor the argv main gets): the arguments in testlib's order, the output read from
// stdin, and testlib's message (written on stderr) into feedback_dir/judgemessage.txt, which Kattis shows.
__attribute__((constructor)) static void kattis_to_testlib(int argc, char** argv, char**) {
    if (argc < 4) return;
    static std::string message = std::string(argv[3]) + "/judgemessage.txt";
    if (!std::freopen(message.c_str(), "w", stderr)) std::_Exit(1);
    static char output[] = "/dev/stdin";
    char* answer = argv[2];
    argv[2] = output;
    argv[3] = answer;
}

#include "${TESTLIB_CHECKER_SOURCE}"
`;

const VALIDATOR_ADAPTER = `${TESTLIB_ADAPTER_MARK} input validator made from a testlib validator (${TESTLIB_VALIDATOR_SOURCE}:
// the problem's validator.cpp byte for byte). Kattis: validator < input, exit 42 valid, 43 invalid. testlib: exit 0,
// or FAIL (3) on an invalid input, here 43.
#define FAIL_EXIT_CODE 43
#include <cstdio>
#include <unistd.h>

// Made before testlib's own objects, so ended after them: after its end-of-run checks (readEof was called), a run
// that nothing failed exits 42. A validator that says "invalid" by returning non-zero from main, not by testlib's
// ensure or quitf, is not seen here: testlib's validators never do.
extern int __testlib_exitCode;
struct KattisValidExit {
    ~KattisValidExit() {
        if (__testlib_exitCode != 0) return;
        std::fflush(nullptr);
        _exit(42);
    }
};
static KattisValidExit kattis_valid_exit;

#include "${TESTLIB_VALIDATOR_SOURCE}"
`;
