import type { IncomingMessage } from "node:http";

/**
 * Who may send problems: only what Competitive Companion sends (jmerle/competitive-companion, src/hosts/CustomHost.ts
 * and Host.ts): `fetch("http://localhost:<port>/", { method: "POST", headers: { "Content-Type": "application/json" } })`
 * from the extension's background, so its Origin is the extension's (Chrome: chrome-extension://<id>; Firefox:
 * moz-extension://<uuid>, or "null" since Firefox 85) or absent (a tool such as curl). A web page cannot send that:
 * application/json needs a CORS preflight, which is refused here, and a page's Origin is its own http(s) address. A
 * page that rebinds its DNS name to 127.0.0.1 is same-origin with us, but its Host header and Origin name it.
 */
export interface Refusal {
  status: 400 | 403 | 404 | 405 | 411 | 413 | 415 | 422 | 429;
  /** One line: what was wrong with the request, and why it is refused. */
  message: string;
}

const EXTENSION_ORIGIN = /^(chrome-extension|moz-extension):\/\/[A-Za-z0-9._-]+\/?$/;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The refusal for a request that is not Competitive Companion's, checked from its method, path and headers alone (before any body is read). */
export function refuseForeignRequest(request: IncomingMessage, port: number, maxBodyBytes: number): Refusal | undefined {
  const method = request.method ?? "";
  if (method === "OPTIONS") return { status: 403, message: "a CORS preflight, which only a web page sends (Competitive Companion does not): refused, so the page's request is never sent" };
  if (method !== "POST") return { status: 405, message: `${method} is not accepted: Competitive Companion POSTs a problem as JSON` };
  const path = (request.url ?? "").split("?")[0];
  if (path !== "/") return { status: 404, message: `POST to ${JSON.stringify(request.url)}: Competitive Companion posts to "/"` };
  const host = (request.headers.host ?? "").toLowerCase();
  const hostMatch = /^(\[[0-9a-f:.]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  if (!hostMatch || !LOCAL_HOSTS.has(hostMatch[1]!) || Number(hostMatch[2] ?? 80) !== port) {
    return { status: 403, message: `Host ${JSON.stringify(request.headers.host ?? "")} is not this receiver's (localhost:${port}): a web page whose name was pointed at 127.0.0.1` };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== "null" && !EXTENSION_ORIGIN.test(origin)) {
    return { status: 403, message: `Origin ${origin} is a web page; only the Competitive Companion extension (or a local tool, with no Origin) may send problems` };
  }
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    return { status: 415, message: `Content-Type ${JSON.stringify(request.headers["content-type"] ?? "")}: Competitive Companion sends application/json (a page's form or simple request sends text/plain, and is refused)` };
  }
  const length = request.headers["content-length"];
  if (length !== undefined && Number(length) > maxBodyBytes) return { status: 413, message: `the body is ${length} bytes, more than the ${maxBodyBytes >> 20} MiB a problem may be` };
  return undefined;
}

/** A sliding window of request times: more than `max` in `windowMs` is refused until the window has room. */
export class RequestRate {
  private readonly times: number[] = [];
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records a request now; false when it is one too many (then it is not recorded). */
  take(now = Date.now()): boolean {
    while (this.times.length && this.times[0]! <= now - this.windowMs) this.times.shift();
    if (this.times.length >= this.max) return false;
    this.times.push(now);
    return true;
  }

  /** Seconds until the window has room again. */
  retryAfterSeconds(now = Date.now()): number {
    return Math.max(1, Math.ceil(((this.times[0] ?? now) + this.windowMs - now) / 1000));
  }
}
