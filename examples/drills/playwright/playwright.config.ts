/** The examples' own Playwright configuration: no browser is needed, every test talks HTTP. */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  workers: 1,
  reporter: 'list',
  // Playwright's own test-results/ beside this file: nothing lands in a paycert evidence folder.
});
