import { connect } from "node:net";
import { startCompanionServer } from "./src/companion/companion-server";
(async () => {
  const r = await startCompanionServer({ port: 0, log: console.log, limits: { headersTimeoutMs: 1000, requestTimeoutMs: 1500, idleTimeoutMs: 60000 } });
  const port = r.port;
  const t = Date.now();
  const slow = connect(port, "127.0.0.1");
  const s = connect(r.port, "127.0.0.1");
  for (const [n, x] of [["slow", slow], ["trickle", s]] as const) { x.on("error", (e) => console.log(n, "err", e.message)); x.on("close", () => console.log(n, "closed", Date.now() - t)); x.on("data", (d) => console.log(n, "data", JSON.stringify(d.toString()))); }
  slow.write("POST / HTTP/1.1\r\nHost: localhost\r\n");
  s.write(`POST / HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
  const timer = setInterval(() => s.writable && s.write(" "), 200);
  setTimeout(() => { console.log("at 8s"); clearInterval(timer); process.exit(0); }, 8000);
})();
