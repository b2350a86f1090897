import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { repoRoot } from "./temp-project";

// Real Competitive Companion payloads (test/fixtures/companion, vendored from the extension's own tests) and the
// requests it makes, byte for byte as far as the server can see them.

/** The task(s) of a vendored record, as the extension sends them: its result with a batch of { id, size } added. */
export function companionTasks(file: string): Record<string, unknown>[] {
  const record = JSON.parse(readFileSync(join(repoRoot, "test/fixtures/companion", file), "utf8")) as { result: Record<string, unknown> | Record<string, unknown>[] };
  const tasks = Array.isArray(record.result) ? record.result : [record.result];
  return tasks.map((task) => ({ ...task, batch: { id: "9d6f2a4c-1f0b-4c33-8a55-2b7e0c1d4e6f", size: tasks.length } }));
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request with exactly these headers (node:http lets Host and Origin be anything, as a browser's may be). */
export function rawRequest(port: number, options: { method?: string; path?: string; headers?: Record<string, string>; body?: string }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port, method: options.method ?? "POST", path: options.path ?? "/", headers: options.headers ?? {}, timeout: 20_000 }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => void (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    call.on("timeout", () => call.destroy(new Error("no answer in 20 s")));
    call.on("error", reject);
    call.end(options.body);
  });
}

/** The headers Chrome sent for Competitive Companion 2.58.0 (jmerle/competitive-companion issue #549), for a port. */
export function chromeCompanionHeaders(port: number, body: string): Record<string, string> {
  return {
    Host: `localhost:${port}`,
    Connection: "keep-alive",
    "Content-Length": String(Buffer.byteLength(body)),
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36",
    "Content-Type": "application/json",
    Accept: "*/*",
    Origin: "chrome-extension://cjnmckjndlpiamhfimnnjmnckgghkjbl",
    "Sec-Fetch-Site": "none",
    "Sec-Fetch-Mode": "cors",
    "Sec-Fetch-Dest": "empty",
  };
}

/** Sends a task as Competitive Companion does from Chrome. */
export function sendAsCompanion(port: number, task: unknown): Promise<RawResponse> {
  const body = JSON.stringify(task);
  return rawRequest(port, { headers: chromeCompanionHeaders(port, body), body });
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
