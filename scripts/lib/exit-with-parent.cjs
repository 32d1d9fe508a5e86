// Preloaded (`node --require`) into the local stack's long-lived children: the mail catcher, the Firebase CLI, and
// in dev the API workers' front, Vite and the function's watch build. Each is spawned with an IPC channel to
// scripts/start.mjs; when start.mjs goes away, even by SIGKILL, the channel closes and the child ends, so nothing is
// left holding the stack's ports (decision 053). EXIT_WITH_PARENT=group: the child leads its own process group (the
// Firebase CLI with its function workers) and the whole group ends with it.
if (typeof process.send === 'function') {
  process.on('disconnect', () => {
    if (process.env.EXIT_WITH_PARENT === 'group') {
      try {
        process.kill(-process.pid, 'SIGKILL');
      } catch {
        /* not a group leader after all: end this process alone */
      }
    }
    process.exit(0);
  });
  // The channel alone does not keep the child running (a one-off build still exits when done).
  process.channel?.unref();
}
