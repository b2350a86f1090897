import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { UserError } from "../errors";
import { parseCompanionTask, TaskRefusal } from "./companion-task";
import { createProblemFromTask, type CreatedFromTask } from "./create-from-task";

/**
 * Competitive Companion posts every parsed problem to a fixed list of localhost ports, one per known tool
 * (src/hosts/hosts.ts in jmerle/competitive-companion). 10043 is Caide's (shared with AI Virtual Assistant),
 * so the extension sends here with no setup at all; CP Editor (10045) and cph (27121) keep their ports.
 */
export const DEFAULT_COMPANION_PORT = 10043;
/** Every port the extension sends to without setup (its defaultPorts); any other port goes in its "Custom ports". */
export const COMPANION_BUILT_IN_PORTS = [1327, 4244, 6174, 10042, 10043, 10045, 27121];
export const LISTEN_HOST = "127.0.0.1";
const MAX_BODY_BYTES = 32 * 1024 * 1024;

export interface CompanionServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface CompanionServerOptions {
  port: number;
  /** One line per received problem or refusal. */
  log: (line: string) => void;
  /** Called after a problem was created (tests wait on it). */
  onCreated?: (created: CreatedFromTask) => void;
}

/** Starts the receiver on 127.0.0.1 only; a port in use is a UserError naming the port and --port. */
export async function startCompanionServer(options: CompanionServerOptions): Promise<CompanionServer> {
  // One problem at a time: a contest arrives as several POSTs, and each must see the ids the previous took.
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((request, response) => {
    queue = queue.then(() => handle(request, response, options)).catch((error: unknown) => {
      options.log(`error: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) reply(response, 500, { error: "stonebench failed to save the problem; see its console" });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        const other = options.port === 10045 ? 27121 : 10045;
        reject(
          new UserError(
            `Port ${options.port} on ${LISTEN_HOST} is already in use (another npm run listen, or a tool such as Caide, CP Editor or cph)`,
            `stop that program, or pick another port: npm run listen -- --port ${other} (the extension sends to ${COMPANION_BUILT_IN_PORTS.join(", ")} by itself; add any other port to its custom ports)`,
          ),
        );
      } else if (error.code === "EACCES") {
        reject(new UserError(`Not allowed to listen on port ${options.port}`, "choose a port above 1023: npm run listen -- --port 10043"));
      } else {
        reject(error);
      }
    });
    server.listen(options.port, LISTEN_HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://${LISTEN_HOST}:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// Competitive Companion posts from the extension; a page or a tool may send the CORS preflight first.
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Allow-Private-Network": "true",
  "Access-Control-Max-Age": "600",
};

async function handle(request: IncomingMessage, response: ServerResponse, options: CompanionServerOptions): Promise<void> {
  if (request.method === "OPTIONS") {
    response.writeHead(204, CORS_HEADERS).end();
    return;
  }
  if (request.method === "GET" || request.method === "HEAD") {
    reply(response, 200, { status: "stonebench is listening; Competitive Companion POSTs problems here" });
    return;
  }
  if (request.method !== "POST") {
    reply(response, 405, { error: `${request.method} is not supported; POST a Competitive Companion problem` }, { Allow: "GET, POST, OPTIONS" });
    return;
  }
  let created: CreatedFromTask;
  try {
    const body = await readBody(request);
    const task = parseCompanionTask(body);
    created = createProblemFromTask(task);
    const note = created.reopened
      ? ` (received before: reopened, ${created.reopened.added.length} new sample${created.reopened.added.length === 1 ? "" : "s"} added${created.reopened.added.length ? ` as ${created.reopened.added.join(", ")}` : ""}, ${created.reopened.alreadyThere} already there)`
      : `${created.takenId ? ` (${created.takenId} was taken, so it is ${created.id})` : ""}${created.checker ? ` checker ${created.checker.checker} (${created.checker.judge})` : ""}`;
    const batch = task.batch && task.batch.size > 1 ? ` [batch of ${task.batch.size}]` : "";
    options.log(`received "${task.name}"${task.group ? ` (${task.group})` : ""} → ${created.id}${note}: ${created.caseNames.length} case${created.caseNames.length === 1 ? "" : "s"}, ${task.timeLimitMs} ms, ${task.memoryLimitMiB} MiB${batch}`);
    reply(response, 200, {
      status: created.reopened ? "reopened" : "created",
      id: created.id,
      ...(created.reopened ? { added: created.reopened.added, message: `${created.id} was received before; added ${created.reopened.added.length} new sample(s), ${created.reopened.alreadyThere} already there` } : {}),
      ...(created.checker ? { checker: created.checker.checker } : {}),
      ...(created.takenId ? { takenId: created.takenId, message: `${created.takenId} already exists, so the problem was saved as ${created.id}` } : {}),
      cases: created.caseNames,
    });
  } catch (error) {
    if (error instanceof TaskRefusal) {
      options.log(`refused a request (${error.status}): ${error.message}`);
      reply(response, error.status, { error: error.message });
      return;
    }
    if (error instanceof UserError) {
      options.log(`refused a problem: ${error.message}`);
      reply(response, 409, { error: error.message });
      return;
    }
    throw error;
  }
  options.onCreated?.(created);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end even when too large (dropping the excess), so the refusal can still be sent.
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) throw new TaskRefusal(413, `the body is larger than ${MAX_BODY_BYTES >> 20} MiB`);
  return Buffer.concat(chunks).toString("utf8");
}

function reply(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...CORS_HEADERS, ...headers, "Content-Type": "application/json; charset=utf-8" }).end(`${JSON.stringify(body)}\n`);
}
