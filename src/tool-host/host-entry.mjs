// The tool host's first file, run inside the sandbox. The loop itself rides in every hosted tool's bundle
// (src/problem-kit/tool-host-serve.ts), so this file needs no build and the host reads nothing but the bundles:
// the first bundle's copy of the loop serves every request.
import { pathToFileURL } from "node:url";

const { __stonebenchKit } = await import(pathToFileURL(process.argv[2]).href);
__stonebenchKit.serveToolHost();
