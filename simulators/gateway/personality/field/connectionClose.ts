/** Every answer closes its connection; a client must not rely on keep-alive. */
import { connectionClose as closingConnections } from '../../../kit/connectionClose.js';
import type { PersonalityChoice } from '../../variation.js';

export const connectionClose: PersonalityChoice = closingConnections(
  'What the service does A: "A merchant server sends HTTPS POST requests with JSON bodies." (nothing about persistent connections)',
  'every answer carries connection: close',
);
