import type { ModelKind } from '../core/model-rates';

/** A model call waiting for its turn: the paused task's token and whose book it is for. */
export interface WaitingTurn {
  /** Stable for one task token, so a retried enqueue writes the same turn. */
  readonly turnId: string;
  readonly model: ModelKind;
  readonly userId: string;
  readonly bookId: string;
  readonly taskId: string;
  readonly index?: number | undefined;
  readonly token: string;
  readonly enqueuedAt: string;
  /** After this the turn is refused and the book fails (BOOK_DEADLINE_SECONDS after its run started). */
  readonly deadlineAt: string;
}

/** The one record per model that the keeper holds (its lease) and the model steps count throttles in. */
export interface GateState {
  readonly keeper?: string | undefined;
  /** Epoch ms until which `keeper` holds the lease. */
  readonly leaseUntil?: number | undefined;
  /** Throttling answers the model gave that got through the budget, ever. */
  readonly throttles: number;
}

/** Where turns wait (the table), shared by every execution and function. */
export interface TurnStore {
  addTurn(turn: WaitingTurn): Promise<void>;
  /** The turns waiting for `model`, read consistently; with `after` (a time), only those enqueued after it. */
  listTurns(model: ModelKind, after?: string): Promise<WaitingTurn[]>;
  removeTurn(turn: WaitingTurn): Promise<void>;
  readGate(model: ModelKind): Promise<GateState>;
  /** Takes (or renews) the keeper's lease unless another keeper holds one that has not run out; false then. */
  takeLease(model: ModelKind, keeper: string, untilMs: number, nowMs: number): Promise<boolean>;
  releaseLease(model: ModelKind, keeper: string): Promise<void>;
  /** A model answered "too many requests" although the budget let the call through: the keeper slows down. */
  countThrottle(model: ModelKind): Promise<void>;
}

/** Wakes a paused task (Step Functions SendTaskSuccess / SendTaskFailure). */
export interface TurnSignals {
  /** 'gone' when the task no longer waits (its run was stopped or failed). */
  grant(token: string, output: object): Promise<'granted' | 'gone'>;
  refuse(token: string, error: string, cause: string): Promise<'refused' | 'gone'>;
}

/** Starts a keeper for `model` (a message its function consumes); a keeper already running makes it a no-op. */
export interface KeeperStarter {
  start(model: ModelKind): Promise<void>;
}
