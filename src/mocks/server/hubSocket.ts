import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { openHubConnection } from '../hub/socket';

const CHAT_PATH = '/chat';

/** The SignalR hub of src/mocks/hub on real WebSockets at /chat; other upgrade requests are refused. */
export function hubUpgrade(): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  const sockets = new WebSocketServer({ noServer: true });
  return (req, socket, head) => {
    const url = new URL(req.url ?? '/', `ws://${req.headers.host ?? 'localhost'}`);
    if (url.pathname !== CHAT_PATH) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const events = openHubConnection({ send: (data) => ws.send(data), close: () => ws.close() }, url);
      ws.on('message', (data, isBinary) => {
        if (!isBinary) events.message(data.toString());
      });
      ws.on('close', events.closed);
    });
  };
}
