import os from 'node:os';
import path from 'node:path';
import { attachPersistence, resetShared } from '../db';
import { createFakeServer } from './app';
import { filePersistence } from './fileStore';
import { readOptions } from './options';

/** The addresses a phone on the same network can reach, when the server listens on every interface. */
function lanAddresses(host: string): string[] {
  if (host !== '0.0.0.0') return [];
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((net) => net?.family === 'IPv4' && !net.internal)
    .map((net) => net?.address ?? '');
}

/** `npm run backend`: serves the fake backend over HTTP and WebSocket, its state in a JSON file. */
async function main(): Promise<void> {
  const options = readOptions();
  const state = path.resolve(options.state);
  attachPersistence(filePersistence(state));
  if (options.reset) await resetShared();
  const server = createFakeServer();
  server.listen(options.port, options.host, () => {
    const shown = options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
    console.log(`Fake backend on http://${shown}:${options.port} (state: ${state})`);
    for (const address of lanAddresses(options.host)) {
      console.log(`  on the network: http://${address}:${options.port}`);
    }
  });
}

await main();
