/** Framework-level codes, as the spec lists them. */
export const NETWORK_ERROR = 5;
export const ABORTED = 600003;
export const TRANSFER_FAILED = 602001;
/** The client's own: a call that changes something was not sent, the browser being offline. */
export const OFFLINE = 600010;
/**
 * The client's own: the server answered success with data of another shape than the app reads (a field
 * missing, of another type). Shown as a server failure: the page's error state with its retry.
 */
export const BAD_ANSWER = 600011;
/**
 * The server's refusals of a request it did not carry out because of how it was signed (docs/api.md
 * "Freshness"): signed outside its clock's window (its `data.server_time` tells the right time), or already
 * received. The client signs anew and sends once more: nothing happened, so nothing can happen twice.
 */
export const REQUEST_EXPIRED = 412;
export const REQUEST_REPLAYED = 409;

/** Every failed call rejects with this; `code` is the server's or a framework code above. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  /**
   * Takes back the toast the client is about to show for this error, where the page tells it another way
   * (a lost answer of a send: its SendFateNotice says what became of it, not "Connection timed out").
   */
  hush: () => void = () => undefined;

  constructor(code: number, msg: string, data: unknown = null) {
    super(msg || `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNetworkError = (e: unknown) => isApiError(e) && e.code === NETWORK_ERROR;
/**
 * A call whose outcome the app cannot know: no answer came (code 5), or the server answered success with data
 * the app could not read (600011: it acted). A send that failed so is looked up, never sent again.
 */
export const isLostAnswer = (e: unknown): boolean =>
  isApiError(e) && (e.code === NETWORK_ERROR || e.code === BAD_ANSWER);
