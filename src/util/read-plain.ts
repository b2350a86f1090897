import { closeSync, constants, fstatSync, openSync, readFileSync, readSync } from "node:fs";

// A small file a command reads to know its way (a problem.yaml, a case manifest, another problem's samples) may be
// anything a folder can hold: a FIFO named problem.yaml blocked the Competitive Companion receiver for good (a blocking
// read, where no signal handler runs), and a 3 GiB case stopped it for 27 s and then failed it. Such a file is opened
// without blocking and read only when it is a regular file of at most maxBytes.

/** The file's text, or why it was not read: missing or unreadable (its code), not a regular file, or over maxBytes. */
export function readPlainFile(path: string, maxBytes: number): { text: string } | { why: string } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { why: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { why: "it is not a regular file (a FIFO, socket, device or folder)" };
    if (stat.size > maxBytes) return { why: `it is ${stat.size} bytes, more than the ${maxBytes} such a file may be` };
    return { text: readFileSync(fd, "utf8") };
  } finally {
    closeSync(fd);
  }
}

/** The file's text, or undefined when readPlainFile would say why not (for a file only consulted). */
export function readPlainText(path: string, maxBytes: number): string | undefined {
  const read = readPlainFile(path, maxBytes);
  return "text" in read ? read.text : undefined;
}

/**
 * A judging program's message file (judgemessage.txt): its first maxBytes as text, saying it was cut and its size when
 * it was longer; "" when missing, a link, or not a regular file. Never read whole: a 3 MB message was dropped as
 * "wrote no judgemessage.txt", and an interactor's FIFO named so would have blocked the judge.
 */
export function readMessageFile(path: string, maxBytes: number): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch {
    return "";
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return "";
    const buffer = Buffer.alloc(Math.min(stat.size, maxBytes));
    const read = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.toString("utf8", 0, read).trim();
    return stat.size > maxBytes ? `${text}… (cut: the first ${maxBytes} of ${stat.size} bytes)` : text;
  } catch {
    return "";
  } finally {
    closeSync(fd);
  }
}
