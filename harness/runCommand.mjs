// @ts-check
import { spawn } from 'node:child_process';

/**
 * Runs `command`, its output shown as it comes, or kept and handed back when `quiet` (beside
 * other commands, whose lines would interleave with its own). `onStart` gets the child, for a
 * caller that may have to stop it.
 * @param {string[]} command
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean,
 *   onStart?: (child: import('node:child_process').ChildProcess) => void }} [options]
 * @returns {Promise<{ status: number | NodeJS.Signals | null, output: string }>}
 */
export function runCommand(command, { cwd, env, quiet = false, onStart } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command[0] ?? '', command.slice(1), {
      cwd,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    onStart?.(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ status: code ?? signal, output }));
  });
}
