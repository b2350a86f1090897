/**
 * A note for an RE whose stderr shows EPERM: the box's seccomp filter refuses some system calls (launcher.c REFUSED),
 * and the program's own message ("Operation not permitted") does not say that the judge, not the code, refused it.
 */
const SAYS_EPERM = /\bEPERM\b|Operation not permitted|\bPermissionError\b/;

export function refusedCallsNote(stderr: string, boxed: boolean): string {
  if (!boxed || !SAYS_EPERM.test(stderr)) return "";
  return "; note: the box refuses some system calls with EPERM (new processes, sockets, shared anonymous mmap such as Python's mmap.mmap(-1, n), timer_create, memfd_create, inotify, io_uring, …): see docs/sandbox.md";
}
