import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, startServer } from '@jdj/server';

// The end-to-end server: the real built app on a fresh SQLite database, as `npm start` runs it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-e2e-'));
const config = { ...loadConfig(), dataDir, host: '127.0.0.1' };
const server = await startServer(config);
const stop = async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
