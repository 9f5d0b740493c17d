// The Gigadat stand-in's state and rules: the transactions it issued tokens for, their life
// (STATUS_INITED → STATUS_PENDING when the buyer opens the page → STATUS_SUCCESS on approve or
// STATUS_REJECTED on decline; STATUS_EXPIRED when not completed within 30 minutes, computed from
// the clock whenever a transaction is read) and the postbacks it sends our listener on each
// outcome. State lives in memory: simulated mode is one process, and a restart forgets unpaid
// transactions as a provider's sandbox may. Tests drive it through the control methods.
import { centsToDecimalString } from '#shared/pricing/money.ts';
import type { Clock } from '#server/clock.ts';
import type { Fetch } from '../gigadat-client.ts';
import { gigadatStatus, type GigadatStatus } from '../statuses.ts';
import type { PaymentTokenRequest } from './payment-token-request.ts';
import { createTokenIssuer, sameToken } from './token.ts';

export interface SimulatedTransaction extends PaymentTokenRequest {
  campaignId: string;
  token: string;
  status: GigadatStatus;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

export interface PostbackAttempt {
  /** The full URL, with ?transaction=…&status=… */
  url: string;
  transactionId: string;
  status: GigadatStatus;
  /** The form fields sent. */
  body: Record<string, string>;
  sentAt: string;
  /** Our listener's answer, or null when it could not be reached (see `error`). */
  responseStatus: number | null;
  error: string | null;
}

export interface GigadatSimulatorOptions {
  accessToken: string;
  securityToken: string;
  campaignId: string;
  clock: Clock;
  /** Where postbacks go: PUBLIC_URL/api/payments/interac/postback. */
  listenerUrl: string;
  /** How postbacks travel (in the app: straight into the app itself, see in-process-fetch.ts). */
  fetch: Fetch;
  /** A transaction not completed this long after its token was issued expires (30 min). */
  expiresAfterMs?: number;
  /** How long a postback may take before it is given up (10 s). */
  postbackTimeoutMs?: number;
  logger?: { warn(details: object, message: string): void };
}

export type Decision = 'approve' | 'decline';

export interface GigadatSimulator {
  readonly campaignId: string;
  /** Whether an Authorization header carries this campaign's Basic credentials. */
  authorizes(authorization: string | undefined): boolean;
  /** Issues the token for a new transaction (STATUS_INITED); null when the id is taken. */
  createTransaction(request: PaymentTokenRequest): { token: string } | null;
  /** The transaction now (expired if its time is up), or null when unknown. */
  transaction(transactionId: string): SimulatedTransaction | null;
  /**
   * The buyer opens the payment page: null unless the token is the transaction's; an
   * STATUS_INITED transaction becomes STATUS_PENDING.
   */
  open(transactionId: string, token: string): SimulatedTransaction | null;
  /**
   * The buyer's answer on the page: null unless the token is right. An open transaction becomes
   * STATUS_SUCCESS or STATUS_REJECTED and the postback is sent (and awaited); a transaction
   * already over is left as it is.
   */
  decide(
    transactionId: string,
    token: string,
    decision: Decision,
  ): Promise<SimulatedTransaction | null>;

  // ---- Control, for tests ----
  /** As if the buyer approved on the page (postback awaited). Throws for an unknown id. */
  approve(transactionId: string): Promise<SimulatedTransaction>;
  decline(transactionId: string): Promise<SimulatedTransaction>;
  /** Expires an open transaction now, whatever the clock says (postback awaited). */
  expire(transactionId: string): Promise<SimulatedTransaction>;
  /** Notices every expiry that is due (and sends those postbacks); answers how many. */
  expireDue(): Promise<number>;
  /** Sends the transaction's current status again, as a provider's duplicate delivery does. */
  resendPostback(transactionId: string): Promise<PostbackAttempt>;
  /** Every postback sent, oldest first. */
  postbacks(): readonly PostbackAttempt[];
  /** Resolves once no postback is in flight. */
  settled(): Promise<void>;
}

const thirtyMinutesMs = 30 * 60 * 1000;
const defaultPostbackTimeoutMs = 10_000;
const openStatuses = new Set<GigadatStatus>([gigadatStatus.inited, gigadatStatus.pending]);

export function createGigadatSimulator(options: GigadatSimulatorOptions): GigadatSimulator {
  const { clock } = options;
  const expiresAfterMs = options.expiresAfterMs ?? thirtyMinutesMs;
  const postbackTimeoutMs = options.postbackTimeoutMs ?? defaultPostbackTimeoutMs;
  const expectedAuthorization = `Basic ${Buffer.from(`${options.accessToken}:${options.securityToken}`).toString('base64')}`;
  const tokens = createTokenIssuer();
  const transactions = new Map<string, SimulatedTransaction>();
  const attempts: PostbackAttempt[] = [];
  const inFlight = new Set<Promise<unknown>>();

  function postbackBody(transaction: SimulatedTransaction): Record<string, string> {
    return {
      transactionId: transaction.transactionId,
      status: transaction.status,
      type: transaction.type,
      userId: transaction.userId,
      name: transaction.name,
      email: transaction.email,
      ...(transaction.mobile === null ? {} : { mobile: transaction.mobile }),
      site: transaction.site,
      userIp: transaction.userIp,
      currency: transaction.currency,
      amount: centsToDecimalString(transaction.amountCents),
      sandbox: String(transaction.sandbox),
      campaignId: transaction.campaignId,
      iat: String(Math.floor(transaction.createdAt.getTime() / 1000)),
    };
  }

  async function deliver(transaction: SimulatedTransaction): Promise<PostbackAttempt> {
    const url = new URL(options.listenerUrl);
    url.searchParams.set('transaction', transaction.transactionId);
    url.searchParams.set('status', transaction.status);
    const body = postbackBody(transaction);
    const attempt: PostbackAttempt = {
      url: url.toString(),
      transactionId: transaction.transactionId,
      status: transaction.status,
      body,
      sentAt: clock.now().toISOString(),
      responseStatus: null,
      error: null,
    };
    try {
      const response = await options.fetch(attempt.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
        signal: AbortSignal.timeout(postbackTimeoutMs),
      });
      attempt.responseStatus = response.status;
      // The answer's body means nothing to Gigadat, but it must be read to free the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        options.logger?.warn(
          { transactionId: attempt.transactionId, status: response.status },
          'interac stand-in: the listener refused a postback',
        );
      }
    } catch (error) {
      attempt.error = error instanceof Error ? error.message : String(error);
      options.logger?.warn(
        { transactionId: attempt.transactionId, err: error },
        'interac stand-in: a postback could not be delivered',
      );
    }
    attempts.push(attempt);
    return attempt;
  }

  /** Sends the postback in the background; settled() waits for it. */
  function dispatch(transaction: SimulatedTransaction): Promise<PostbackAttempt> {
    const delivery = deliver({ ...transaction });
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
    return delivery;
  }

  function setStatus(transaction: SimulatedTransaction, status: GigadatStatus) {
    transaction.status = status;
    transaction.updatedAt = clock.now();
  }

  /** Applies an expiry that is due; answers the postback, if the expiry was noticed just now. */
  function refresh(transaction: SimulatedTransaction): Promise<PostbackAttempt> | null {
    if (!openStatuses.has(transaction.status)) return null;
    if (clock.now().getTime() < transaction.expiresAt.getTime()) return null;
    setStatus(transaction, gigadatStatus.expired);
    return dispatch(transaction);
  }

  function find(transactionId: string): SimulatedTransaction | null {
    const transaction = transactions.get(transactionId);
    if (!transaction) return null;
    refresh(transaction);
    return transaction;
  }

  function findOrThrow(transactionId: string): SimulatedTransaction {
    const transaction = find(transactionId);
    if (!transaction) throw new Error(`the Interac stand-in has no transaction ${transactionId}`);
    return transaction;
  }

  async function conclude(
    transaction: SimulatedTransaction,
    status: GigadatStatus,
  ): Promise<SimulatedTransaction> {
    if (!openStatuses.has(transaction.status)) return { ...transaction };
    setStatus(transaction, status);
    await dispatch(transaction);
    return { ...transaction };
  }

  const outcomeOf = (decision: Decision): GigadatStatus =>
    decision === 'approve' ? gigadatStatus.success : gigadatStatus.rejected;

  return {
    campaignId: options.campaignId,

    authorizes(authorization) {
      return authorization !== undefined && sameToken(expectedAuthorization, authorization);
    },

    createTransaction(request) {
      if (transactions.has(request.transactionId)) return null;
      const now = clock.now();
      const token = tokens.issue({
        transactionId: request.transactionId,
        campaignId: options.campaignId,
        issuedAt: now,
      });
      transactions.set(request.transactionId, {
        ...request,
        campaignId: options.campaignId,
        token,
        status: gigadatStatus.inited,
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + expiresAfterMs),
      });
      return { token };
    },

    transaction(transactionId) {
      const transaction = find(transactionId);
      return transaction ? { ...transaction } : null;
    },

    open(transactionId, token) {
      const transaction = find(transactionId);
      if (!transaction || !sameToken(transaction.token, token)) return null;
      if (transaction.status === gigadatStatus.inited) {
        setStatus(transaction, gigadatStatus.pending);
      }
      return { ...transaction };
    },

    async decide(transactionId, token, decision) {
      const transaction = find(transactionId);
      if (!transaction || !sameToken(transaction.token, token)) return null;
      return conclude(transaction, outcomeOf(decision));
    },

    approve: async (transactionId) => conclude(findOrThrow(transactionId), gigadatStatus.success),
    decline: async (transactionId) => conclude(findOrThrow(transactionId), gigadatStatus.rejected),
    expire: async (transactionId) => conclude(findOrThrow(transactionId), gigadatStatus.expired),

    async expireDue() {
      const noticed = [...transactions.values()]
        .map(refresh)
        .filter((delivery) => delivery !== null);
      await Promise.all(noticed);
      return noticed.length;
    },

    resendPostback: async (transactionId) => dispatch(findOrThrow(transactionId)),

    postbacks: () => attempts.map((attempt) => ({ ...attempt, body: { ...attempt.body } })),

    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
