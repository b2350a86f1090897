import type { InputLineLimit } from "./long-line-note";
import type { Launch } from "../languages/launch";
import type { TestCase } from "../problem/find-cases";
import type { RunLimits } from "./decide-run-verdict";
import type { SlowIoIdiom } from "./slow-io-scale";

/**
 * Everything one case needs, whichever kind it is (a batch case, an interactive one): the orchestrator
 * (judge/judge-cases.ts) makes one per case and hands it to the peer that judges that kind.
 */
export interface CaseJob {
  testCase: TestCase;
  index: number;
  /** A private folder for this judge run's files. */
  workDir: string;
  /** Time, memory above the baseline, stack; the output cap is the batch case's own (it depends on the answer). */
  limits: RunLimits;
  solution: {
    /** As shown in reports, e.g. solutions/hdu2516/cpp/main.cpp. */
    label: string;
    path: string;
    launch: Launch;
    /** Its stderr with the build's paths (the cached .mjs, /box/main.py) named as the user's file. */
    nameInStderr(text: string): string;
    /** A compiler's warning for code that can crash, quoted in an RE's message. */
    crashWarning?: string;
    /** What in the source can make a run fail unexplained (a script's byte-order mark), quoted in an RE's message. */
    runNote?: string;
    /** The longest input line the program reads whole (Go's default bufio.Scanner), named when a longer one fails a case. */
    inputLineLimit?: InputLineLimit;
    /** Why a run may write nothing to stdout (a C/C++ freopen left in), added to a failing case's message when it did. */
    noOutputNote?: string;
    /** The source's slow I/O idioms (cin without sync_with_stdio(false), endl, Scanner, fmt.Scan), named when a case large enough for them is TLE. */
    slowIoIdioms?: SlowIoIdiom[];
    /** Its language: an interactive ILE's flush idiom (flush-note.ts), a case with no output's way to lose it. */
    language?: { id: string; name: string };
  };
  sandbox: boolean;
  /** Cases judged at once (--jobs): an interactive case's sides divide the judge's PIDs by it. */
  casesAtOnce?: number;
  signal?: AbortSignal;
  /** --show: keep up to this many bytes of a failing case's output. */
  showBytes?: number;
  /** judge --in: keep the output when the case is AC too. */
  showAlways?: boolean;
  /** --transcript: keep the whole exchange of an interactive case. */
  transcript?: boolean;
}
