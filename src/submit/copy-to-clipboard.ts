import { spawn } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

interface ClipboardTool {
  command: string;
  args: string[];
  /** A variable the tool needs to reach a display server. */
  needs?: string;
}

// macOS, Wayland, X11 (two tools), Windows and WSL.
export const CLIPBOARD_TOOLS: ClipboardTool[] = [
  { command: "pbcopy", args: [] },
  { command: "wl-copy", args: [], needs: "WAYLAND_DISPLAY" },
  { command: "xclip", args: ["-selection", "clipboard"], needs: "DISPLAY" },
  { command: "xsel", args: ["--clipboard", "--input"], needs: "DISPLAY" },
  { command: "clip.exe", args: [] },
];

export type CopyOutcome = { copied: true; tool: string } | { copied: false; tried: string[] };

/** Puts text on the clipboard with the first tool that works; says what was tried when none does. */
export async function copyToClipboard(text: string | Uint8Array, env: NodeJS.ProcessEnv = process.env): Promise<CopyOutcome> {
  const tried: string[] = [];
  for (const tool of CLIPBOARD_TOOLS) {
    const path = findOnPath(tool.command, env.PATH ?? "");
    if (!path) {
      tried.push(`${tool.command} (not on PATH)`);
      continue;
    }
    if (tool.needs && !env[tool.needs]) {
      tried.push(`${tool.command} (no $${tool.needs})`);
      continue;
    }
    const failure = await feed(path, tool.args, text, env);
    if (failure === undefined) return { copied: true, tool: tool.command };
    tried.push(`${tool.command} (${failure})`);
  }
  return { copied: false, tried };
}

function findOnPath(command: string, pathList: string): string | undefined {
  for (const dir of pathList.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not here; try the next folder.
    }
  }
  return undefined;
}

/** Runs the tool with the text on stdin; undefined when it worked, else why not. */
function feed(path: string, args: string[], text: string | Uint8Array, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  return new Promise((resolve) => {
    // xclip stays behind to serve the selection and keeps any pipe open: wait for exit, not for the pipes.
    const child = spawn(path, args, { env, stdio: ["pipe", "ignore", "ignore"] });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve("timed out after 5 s");
    }, 5000);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 ? undefined : `exited with ${signal ?? `code ${code}`}`);
    });
    child.stdin.on("error", () => {
      // The tool quit before reading everything; its exit code says why.
    });
    child.stdin.end(text);
  });
}
