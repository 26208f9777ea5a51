// oidc-provider 9 ships no types (and @types/oidc-provider is not installed): the part of its API the tests use
// (https://github.com/panva/node-oidc-provider/blob/v9.x/docs/README.md).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Account = { accountId: string; claims: (use: string, scope: string) => Record<string, unknown> | Promise<Record<string, unknown>> };
  export type Configuration = {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[] | null>;
    features?: Record<string, { enabled: boolean }>;
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
  };
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
