/** Who is calling: passed explicitly to services (DESIGN.md). */
export type Actor = {
  userId: number;
  sessionId: string;
  personnelId: number | null;
  views: string[];
  roles: string[];
  ip?: string;
};

export function hasAnyView(actor: Actor, views: readonly string[]): boolean {
  return views.some((v) => actor.views.includes(v));
}
