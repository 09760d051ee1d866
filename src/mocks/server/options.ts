import { parseArgs } from 'node:util';

export interface ServerOptions {
  host: string;
  port: number;
  /** the JSON file that holds the state */
  state: string;
  /** start from the seed instead of what the file holds */
  reset: boolean;
}

/**
 * How long the server waits for a request to arrive (decision 0041). The app's client gives up after 100 s
 * (60 s for an upload), so no deadline here is shorter than what it still waits for; what they stop is a
 * request that stalls: headers that never end, a body that stops coming.
 */
export interface ArrivalTimeouts {
  /** ms from the first byte of a request to the end of its headers */
  headers: number;
  /** ms a body may go without a byte arriving */
  idle: number;
  /** ms from the first byte to the end of the body, however steadily it comes */
  whole: number;
}

export const ARRIVAL_TIMEOUTS: ArrivalTimeouts = { headers: 10_000, idle: 20_000, whole: 120_000 };

export const DEFAULT_PORT = 8787;
export const DEFAULT_STATE = '.fake-backend/db.json';

/** `--port 8787 --host 0.0.0.0 --state file.json --reset`, or the FAKE_BACKEND_* variables. */
export function readOptions(args = process.argv.slice(2), env = process.env): ServerOptions {
  const { values } = parseArgs({
    args,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      state: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? env.FAKE_BACKEND_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`not a port: ${values.port}`);
  return {
    host: values.host ?? env.FAKE_BACKEND_HOST ?? '127.0.0.1',
    port,
    state: values.state ?? env.FAKE_BACKEND_STATE ?? DEFAULT_STATE,
    reset: values.reset,
  };
}
