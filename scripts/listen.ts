import { positiveInteger, type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT } from "../src/errors";
import { DEFAULT_COMPANION_PORT, startCompanionServer } from "../src/companion/companion-server";
import { projectRoot } from "../src/paths";

const spec: CommandSpec = {
  name: "listen",
  summary: `Receive problems from the Competitive Companion browser extension on 127.0.0.1 (port ${DEFAULT_COMPANION_PORT}, Caide's, by default) and create them with their limits and sample cases.`,
  positionals: [],
  options: [
    {
      name: "port",
      type: "string",
      value: "<n>",
      help: `the port (default ${DEFAULT_COMPANION_PORT}, one the extension always sends to)`,
      parse: (raw) => {
        const port = positiveInteger("--port")(raw);
        if (port > 65535) throw `Expected --port to be at most 65535, got "${raw}"`;
        return port;
      },
    },
    {
      name: "update",
      type: "boolean",
      writes: true,
      help: "a problem sent again changes to what it brings: new samples are added as cases, and its title and limits are set (a sample whose output changed is never replaced); without it, a re-send only says what differs",
    },
  ],
  examples: ["npm run listen", "npm run listen -- --port 27121", "npm run listen -- --update"],
};

async function main({ values }: ParsedCommandLine): Promise<number> {
  const log = (line: string): void => void process.stdout.write(`${new Date().toTimeString().slice(0, 8)} ${line}\n`);
  const update = values.update === true;
  const receiver = await startCompanionServer({ port: (values.port as number | undefined) ?? DEFAULT_COMPANION_PORT, log, update });
  process.stdout.write(`Listening for Competitive Companion on ${receiver.url} (problems go to ${projectRoot()}).\n`);
  process.stdout.write(
    update
      ? "A problem received before is updated to what is sent: new samples added, title and limits set (a changed sample output is never replaced).\n"
      : "A problem received before is left as it is: the console says what differs and how to apply it.\n",
  );
  process.stdout.write("Open a problem in the browser and click the extension's green plus. Ctrl-C stops.\n");
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.stdout.write("stopped\n");
      void receiver.close().then(resolve);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return EXIT.ok;
}

runCommand(spec, main);
