import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * One line from stdin, so a password never goes on the command line (shell history, `ps`).
 * On a terminal what is typed is not echoed; piped input (`printf '%s\n' "$PW" | …`) works too.
 */
export function readPassword(prompt: string): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal });
  return new Promise((resolve) => {
    let answered = false;
    lines.question(prompt, (answer) => {
      answered = true;
      lines.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    // The prompt is out; from here on the echo of the typing is dropped.
    muted = true;
    lines.on('close', () => {
      if (!answered) resolve('');
    });
  });
}
