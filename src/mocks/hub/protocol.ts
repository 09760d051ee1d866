/**
 * The SignalR JSON hub protocol, as much of it as the fake hub speaks: every message is JSON followed
 * by the record separator; the first client message is the handshake.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export const frame = (message: object): string => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

export const PING_FRAME = frame({ type: MessageType.Ping });
export const HANDSHAKE_OK_FRAME = frame({});

export const invocationFrame = (target: string, args: unknown[]): string =>
  frame({ type: MessageType.Invocation, target, arguments: args });

/** Splits one WebSocket message into its JSON messages; a part that is not JSON becomes undefined. */
export function parseFrames(data: string): unknown[] {
  return data
    .split(RECORD_SEPARATOR)
    .filter((part) => part.trim() !== '')
    .map((part) => {
      try {
        return JSON.parse(part) as unknown;
      } catch {
        return undefined;
      }
    });
}

const field = (message: unknown, key: string): unknown =>
  typeof message === 'object' && message !== null ? (message as Record<string, unknown>)[key] : undefined;

/** The reply to a handshake: `{}` for the JSON protocol version 1, an error frame otherwise. */
export function handshakeReply(message: unknown): { accepted: boolean; reply: string } {
  const accepted = field(message, 'protocol') === 'json' && field(message, 'version') === 1;
  return {
    accepted,
    reply: accepted
      ? HANDSHAKE_OK_FRAME
      : frame({ error: 'The fake hub speaks only the json protocol, version 1.' }),
  };
}

export type HubAction = { kind: 'none' } | { kind: 'close' } | { kind: 'reply'; data: string };

/**
 * What the hub does with a message after the handshake. The app only listens, so the hub has no methods:
 * an invocation that waits for a result is told so, instead of hanging.
 */
export function hubAction(message: unknown): HubAction {
  const type = field(message, 'type');
  if (type === MessageType.Close) return { kind: 'close' };
  const invocationId = field(message, 'invocationId');
  const callsMethod = type === MessageType.Invocation || type === MessageType.StreamInvocation;
  if (callsMethod && typeof invocationId === 'string') {
    const target = String(field(message, 'target'));
    return {
      kind: 'reply',
      data: frame({
        type: MessageType.Completion,
        invocationId,
        error: `Method '${target}' does not exist.`,
      }),
    };
  }
  return { kind: 'none' };
}
