// UTF-8's byte-order mark (EF BB BF), which editors such as Notepad write first: compilers, interpreters and every
// input parser read it as part of the first word. One test for the notes that name it.

/** True when the bytes start with UTF-8's byte-order mark. */
export function startsWithByteOrderMark(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
