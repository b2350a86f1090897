/**
 * A note for an RE whose stderr shows EPERM: the box's seccomp filter refuses some system calls (launcher.c REFUSED),
 * and the program's own message ("Operation not permitted") does not say that the judge, not the code, refused it.
 */
const SAYS_EPERM = /\bEPERM\b|Operation not permitted|\bPermissionError\b/;

// A file opened for writing in the box (its folders are read-only): Python's OSError [Errno 30], Java's
// FileNotFoundException "(Read-only file system)", C's perror. The message alone read like the machine's fault.
const SAYS_READ_ONLY = /Read-only file system|\bEROFS\b/;

export function refusedCallsNote(stderr: string, boxed: boolean): string {
  if (boxed && SAYS_READ_ONLY.test(stderr)) return "; note: the box's files are read-only: a solution reads stdin and writes stdout, and cannot create or write a file";
  if (!boxed || !SAYS_EPERM.test(stderr)) return "";
  return "; note: the box refuses some system calls with EPERM (new processes, sockets, shared anonymous mmap such as Python's mmap.mmap(-1, n), timer_create, memfd_create, inotify, io_uring, …): see docs/sandbox.md";
}
