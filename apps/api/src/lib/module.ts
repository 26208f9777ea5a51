import type { FastifyInstance } from 'fastify';
import type { TRequestSummary, TRequestType } from '@hris/contracts';
import type { ApprovalStepSnapshot } from '@hris/db';
import type { Actor } from './actor';
import type { Deps } from './deps';

// What a feature module contributes, exported from its index.ts and registered by app.ts in one list:
// its routes, how its requests end in the approval chain, and the background work it needs.

/** An approval request as the chain hands it to the module that owns it. */
export type DecidedRequest = {
  id: number;
  request_type: string;
  subject_id: number | null;
  title: string;
  link: string | null;
  status: string;
  current_step: number;
  steps: ApprovalStepSnapshot[];
  department_id: number | null;
  campus_id: number | null;
  requester_user_id: number;
  requester_personnel_id: number | null;
  requester_name: string;
  created_at: string;
  updated_at: string;
};

/** How a request ends: decided by the chain, or withdrawn by its requester while pending. */
export type Outcome = 'approved' | 'returned' | 'disapproved' | 'cancelled';

/** What an approver is about to do, for the module to check or record first (a leave's days with pay…). */
export type ActContext = {
  actor: Actor;
  action: 'approve' | 'return' | 'disapprove';
  step: ApprovalStepSnapshot;
  last: boolean;
  details?: Record<string, unknown>;
  /** The approver's remarks (a plan approved with changes must say what changed). */
  remarks?: string;
};

/**
 * What a module does when one of its requests is decided (a leave becomes approved…), and, optionally,
 * before any step is acted on: it may refuse (throw) or record what the step decides (HR's certification).
 */
export type RequestHandler = {
  onDecided: (deps: Deps, request: DecidedRequest, outcome: Outcome) => Promise<void>;
  beforeAct?: (deps: Deps, request: DecidedRequest, ctx: ActContext) => Promise<void>;
  /**
   * Called first in the decision's (act or cancel) transaction, before anything is written: takes the locks its
   * effects will take later, so that every transaction takes them in one order (locks first, then rows) and two
   * decisions never deadlock (leave: the one-writer-of-cards lock its leave-card refresh needs).
   */
  lockFirst?: (deps: Deps) => Promise<void>;
  /**
   * What the approver sees before deciding: the request's details in the users' words, the person's credits it
   * touches, and (leave) the 7.A certification as HR would certify it now. The chain has checked who may read it.
   */
  describe?: (deps: Deps, request: DecidedRequest, actor: Actor) => Promise<TRequestSummary>;
  /**
   * What the approver is told once a step is approved and the request moves on, in the module's words ("Ratings saved;
   * the IPCR went on to …") instead of the chain's "Recommended; the request moved to the next step.".
   */
  movedOnMessage?: (ctx: ActContext, next: ApprovalStepSnapshot) => string;
};

/** Background work run at start (unless `atStart` is false) and every hour; the job takes its own lock. */
export type Job = { name: string; run: (deps: Deps) => Promise<unknown>; atStart?: boolean };

/** A module's routes: declares them on the scope it is given (app.ts registers each as a plugin). */
export type Routes = (app: FastifyInstance) => void | Promise<void>;

export type HrisModule = {
  name: string;
  /** Registered in this order, each in a Fastify scope of its own (e.g. for text bodies); async only when it awaits. */
  routes: Routes[];
  requestHandlers?: Partial<Record<TRequestType, RequestHandler>>;
  jobs?: Job[];
};
