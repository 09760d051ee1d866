import { call, type CallOptions, type Payload } from '../../src/api/client';
import type { Endpoint } from '../../src/api/endpoints';
import { unread } from '../../src/api/schemas';

/** A call through the client whose answer the test does not read (any data passes, as `unread` lets it). */
export const sendUnread = (endpoint: Endpoint, payload?: Payload | FormData, options: CallOptions = {}) =>
  call(endpoint, payload, { ...options, answer: unread });
