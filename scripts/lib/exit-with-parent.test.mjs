import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXIT_WITH_PARENT } from './emulators.mjs';

// ARCH-DEV-6: a child of start.mjs, spawned as spawnChild does it, ends when start.mjs is killed with SIGKILL.
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A parent that spawns a long-lived child (a server-like timer) the way start.mjs does, and prints its pid. */
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['--require', ${JSON.stringify(EXIT_WITH_PARENT)}, '-e', 'setInterval(() => {}, 1000)'], {
  stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
});
console.log(child.pid);
setInterval(() => {}, 1000);
`;

describe('exit-with-parent.cjs', () => {
  it('when the spawning script is killed with SIGKILL, then its child ends too', async () => {
    const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = Number(
      await new Promise((resolve) => parent.stdout.once('data', (d) => resolve(String(d).trim()))),
    );
    expect(alive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (alive(childPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(alive(childPid)).toBe(false);
  });

  it('when a one-off child finishes its work, then the channel does not keep it running', async () => {
    const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, '-e', 'console.log("done")'], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  });
});
