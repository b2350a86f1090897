// Node opens its inspector on SIGUSR1 unless the signal has a listener. With one, a sandboxed process (a solution, a
// checker, a tool host) that can reach this process with a signal can never open it. Imported for its effect by every
// module that starts sandboxed processes, and by every command.
process.on("SIGUSR1", () => {});
