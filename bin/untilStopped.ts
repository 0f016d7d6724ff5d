/**
 * Resolves when a long-running command (simulate, proxy) is asked to stop:
 * SIGINT, SIGTERM, or its parent process going away. The last is how a
 * SIGTERM to `npm run …` or `npx paycert …` arrives: npm passes the signal to
 * the shell it started, and a shell that does not exec its command (Debian's
 * dash) dies without passing it on, which would leave this process orphaned
 * and still listening on its ports.
 */
export function untilStopped(pollMs = 250): Promise<string> {
  return new Promise((resolve) => {
    const parent = process.ppid;
    const done = (why: string): void => {
      clearInterval(timer);
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      resolve(why);
    };
    const onInt = (): void => done('SIGINT');
    const onTerm = (): void => done('SIGTERM');
    process.once('SIGINT', onInt);
    process.once('SIGTERM', onTerm);
    const timer = setInterval(() => {
      if (process.ppid !== parent) done('parent process ended');
    }, pollMs);
    timer.unref();
  });
}
