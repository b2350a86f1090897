/**
 * A shell script saved with CRLF line ends (Windows) does not parse: bash reads each CR as part of its line, and its
 * error named a token or the end of the file (`syntax error near unexpected token $'do\r'`, `unexpected end of file`)
 * without the cause. Every judge running bash on Linux fails it the same way; say what to change.
 */
export function crlfNote(languageId: string, sourceText: string): string {
  if (languageId !== "bash" || !sourceText.includes("\r\n")) return "";
  return " (the file has CRLF line ends, and bash reads each CR as part of its line: save it with LF line ends)";
}
