// The tool host's first file, run inside the sandbox. The loop itself rides in every hosted tool's bundle
// (src/problem-kit/tool-host-serve.ts), so this file needs no build and the host reads nothing but the bundles:
// the first bundle's copy of the loop serves every request.
import { pathToFileURL } from "node:url";

let kit;
try {
  ({ __stonebenchKit: kit } = await import(pathToFileURL(process.argv[2]).href));
} catch (error) {
  // The first tool threw as it loaded (a game module's octalGame("4.07"), a typo): with no loop to answer, its
  // message is the host's last line and this exit code says so to the judge (tool-host.ts), not a stack trace.
  process.stderr.write(`${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`);
  process.exit(70);
}
kit.serveToolHost();
