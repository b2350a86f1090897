import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { UserError } from "../errors";
import { parseCompanionTask, TaskRefusal, type CompanionTask } from "./companion-task";
import { receiveTask, type CreatedFromTask } from "./create-from-task";
import { refuseForeignRequest, RequestRate, type Refusal } from "./request-guard";
import { plural } from "../util/plural";
import { oneLine } from "../scaffold/templates";

/**
 * Competitive Companion posts every parsed problem to a fixed list of localhost ports, one per known tool
 * (src/hosts/hosts.ts in jmerle/competitive-companion). 10043 is Caide's (shared with AI Virtual Assistant),
 * so the extension sends here with no setup at all; CP Editor (10045) and cph (27121) keep their ports.
 */
export const DEFAULT_COMPANION_PORT = 10043;
/** Every port the extension sends to without setup (its defaultPorts); any other port goes in its "Custom ports". */
export const COMPANION_BUILT_IN_PORTS = [1327, 4244, 6174, 10042, 10043, 10045, 27121];
export const LISTEN_HOST = "127.0.0.1";

/** The receiver's own limits: a problem's JSON is kilobytes; a client that sends slowly or endlessly is cut off. */
export interface ReceiverLimits {
  maxBodyBytes: number;
  /** All of a request's headers must arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, body included. */
  requestTimeoutMs: number;
  /** A connection with nothing moving is closed after this. */
  idleTimeoutMs: number;
  maxConnections: number;
  /** Requests accepted per minute (a contest of a few hundred problems arrives one request at a time). */
  requestsPerMinute: number;
  /** Refusals logged per minute; the rest are counted and summed up in one line. */
  refusalLinesPerMinute: number;
}

export const RECEIVER_LIMITS: ReceiverLimits = {
  maxBodyBytes: 16 * 1024 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 10_000,
  maxConnections: 32,
  requestsPerMinute: 600,
  refusalLinesPerMinute: 20,
};

export interface CompanionServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface CompanionServerOptions {
  port: number;
  /** One line per received problem or refusal (a re-send adds indented lines saying what differs). */
  log: (line: string) => void;
  /** Apply what a re-send of an existing problem brings (new samples, limits, title); otherwise only say it. */
  update?: boolean;
  /** Called after a problem was created or compared (tests wait on it). */
  onCreated?: (created: CreatedFromTask) => void;
  limits?: Partial<ReceiverLimits>;
}

/** Starts the receiver on 127.0.0.1 only; a port in use is a UserError naming the port and --port. */
export async function startCompanionServer(options: CompanionServerOptions): Promise<CompanionServer> {
  const limits = { ...RECEIVER_LIMITS, ...options.limits };
  const rate = new RequestRate(limits.requestsPerMinute, 60_000);
  const refusalLog = new RequestRate(limits.refusalLinesPerMinute, 60_000);
  let unlogged = 0;
  const refuse = (request: IncomingMessage, response: ServerResponse, refusal: Refusal, headers: Record<string, string> = {}): void => {
    if (refusalLog.take()) {
      if (unlogged) options.log(`refused ${plural(unlogged, "more request")} without a line each (too many to list)`);
      unlogged = 0;
      options.log(`refused a request (HTTP ${refusal.status}${request.headers.origin ? `, Origin ${request.headers.origin}` : ""}): ${refusal.message}; nothing was written`);
    } else unlogged++;
    reply(response, refusal.status, { error: refusal.message }, headers);
  };
  // One problem at a time (a contest arrives as several POSTs, and each must see the ids the previous took), but
  // only once its body is in: a slow client never holds up the others.
  let queue: Promise<unknown> = Promise.resolve();
  let port = options.port;
  const server = createServer({ connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs), headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs }, (request, response) => {
    const refusal = refuseForeignRequest(request, port, limits.maxBodyBytes);
    if (refusal) {
      refuse(request, response, refusal, refusal.status === 405 ? { Allow: "POST" } : {});
      // The body of a refused request is not read: the connection closes once the answer is out.
      response.once("finish", () => request.destroy());
      return;
    }
    if (!rate.take()) {
      refuse(request, response, { status: 429, message: `more than ${limits.requestsPerMinute} requests in a minute` }, { "Retry-After": String(rate.retryAfterSeconds()) });
      response.once("finish", () => request.destroy());
      return;
    }
    void readBody(request, limits.maxBodyBytes).then(
      (body) => {
        let task: CompanionTask;
        try {
          task = parseCompanionTask(body);
        } catch (error) {
          // Never rethrown: a throw here is an unhandled rejection, which ended the whole receiver on one request.
          if (!(error instanceof TaskRefusal)) {
            options.log(`error: ${error instanceof Error ? error.message : String(error)}`);
            reply(response, 500, { error: "stonebench failed to read the problem; see its console" });
            return;
          }
          refuse(request, response, { status: error.status as Refusal["status"], message: error.message });
          return;
        }
        queue = queue.then(() => answer(task, response, options)).catch((error: unknown) => {
          options.log(`error: ${error instanceof Error ? error.message : String(error)}`);
          if (!response.headersSent) reply(response, 500, { error: "stonebench failed to save the problem; see its console" });
        });
      },
      (refusal: Refusal) => {
        refuse(request, response, refusal);
        response.once("finish", () => request.destroy());
      },
    );
  });
  server.keepAliveTimeout = Math.min(5000, limits.idleTimeoutMs);
  server.timeout = limits.idleTimeoutMs;
  server.maxConnections = limits.maxConnections;
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
  port = (server.address() as AddressInfo).port;
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

async function answer(task: CompanionTask, response: ServerResponse, options: CompanionServerOptions): Promise<void> {
  let created: CreatedFromTask;
  try {
    created = receiveTask(task, { update: options.update === true });
  } catch (error) {
    if (error instanceof UserError) {
      options.log(`refused "${oneLine(task.name)}": ${error.message}`);
      reply(response, 409, { error: error.message });
      return;
    }
    throw error;
  }
  for (const line of describeReceived(task, created)) options.log(line);
  const resend = created.resend;
  reply(response, 200, {
    status: created.status,
    id: created.id,
    ...(created.checker ? { checker: created.checker.checker } : {}),
    ...(created.takenId ? { takenId: created.takenId, message: `${created.takenId} already exists, so the problem was saved as ${created.id}` } : {}),
    ...(resend ? { same: resend.same, differs: resend.differs, applied: resend.applied, howToApply: resend.howToApply, added: created.caseNames } : { cases: created.caseNames }),
    ...(created.withoutOutput ? { withoutOutput: created.withoutOutput } : {}),
  });
  options.onCreated?.(created);
}

/** What the console says about a received task: one line, and for a problem received before what differs and how to apply it. */
export function describeReceived(task: CompanionTask, created: CreatedFromTask): string[] {
  const batch = task.batch && task.batch.size > 1 ? ` [batch of ${task.batch.size}]` : "";
  // A name's line breaks would start a line of their own in the console (its controls are shown by the terminal guard).
  const head = `received "${oneLine(task.name)}"${task.group ? ` (${oneLine(task.group)})` : ""}${batch} → ${created.id}`;
  const resend = created.resend;
  const lone = created.withoutOutput?.length ? [`  note: ${created.withoutOutput.join(", ")} came with no output (the page gave none): written as the .in alone, so the judge shows what the solution prints (NO) and never takes an empty output as the answer; write ${created.withoutOutput.map((name) => `cases/${created.id}/${name}.out`).join(", ")} by hand`] : [];
  if (!resend) {
    const taken = created.takenId ? ` (${created.takenId} was taken by another problem, so it is ${created.id})` : "";
    return [`${head}: created${taken} with ${plural(created.caseNames.length, "sample")}, ${task.timeLimitMs} ms, ${task.memoryLimitMiB} MiB; ${created.checker?.why ?? ""}`, ...lone];
  }
  const from = resend.firstSource ? ` (made from ${resend.firstSource}; this is the same problem)` : "";
  const verdict = created.status === "unchanged" ? "received before, and nothing differs" : resend.applied.length && created.status !== "differs" ? "received before; updated" : resend.applied.length ? "received before; partly updated" : "received before; nothing was changed";
  return [
    `${head}: ${verdict}${from}`,
    ...resend.differs.map((line) => `  differs: ${line}`),
    ...(resend.same.length ? [`  same: ${resend.same.join(", ")}`] : []),
    ...resend.applied.map((line) => `  applied: ${line}`),
    ...resend.howToApply.map((line) => `  to apply: ${line}`),
    ...lone,
  ];
}

// The body, up to the limit: past it the refusal is sent at once and nothing more is read.
function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    request.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBytes) {
        done = true;
        request.pause();
        reject({ status: 413, message: `the body is more than ${maxBytes >> 20} MiB (a problem is kilobytes)` } satisfies Refusal);
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    request.on("error", () => undefined);
    request.on("aborted", () => undefined);
  });
}

// No Access-Control-* header ever: a page's script can neither read an answer nor pass a preflight.
function reply(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  if (response.headersSent) return;
  response.writeHead(status, { ...headers, "Content-Type": "application/json; charset=utf-8", ...(status >= 400 ? { Connection: "close" } : {}) }).end(`${JSON.stringify(body)}\n`);
}
