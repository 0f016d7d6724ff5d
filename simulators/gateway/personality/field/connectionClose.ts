/** Every answer closes its connection; a client must not rely on keep-alive. */
import type { PersonalityChoice } from '../../variation.js';

export const connectionClose: PersonalityChoice = {
  name: 'connection-close',
  allowedBy:
    'What the service does A: "A merchant server sends HTTPS POST requests with JSON bodies." (nothing about persistent connections)',
  change: 'every answer carries connection: close',
  bytes: (a) => ({ ...a, headers: { ...a.headers, connection: 'close' } }),
};
