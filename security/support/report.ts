// Failures found by a sweep, deduplicated by route and kind of request so a broken class reads as one line.

export type Finding = { route: string; kind: string; status: number; example: string; detail: string; count: number };

export class Findings {
  private readonly byKey = new Map<string, Finding>();

  add(route: string, kind: string, status: number, example: string, detail = '') {
    const key = `${route} | ${kind} | ${detail.split(':')[0]}`;
    const known = this.byKey.get(key);
    if (known) known.count += 1;
    else this.byKey.set(key, { route, kind, status, example, detail, count: 1 });
  }

  get size() {
    return this.byKey.size;
  }

  all(): Finding[] {
    return [...this.byKey.values()].sort((a, b) => a.detail.localeCompare(b.detail) || a.route.localeCompare(b.route) || a.kind.localeCompare(b.kind));
  }

  /** One line per finding, grouped under what went wrong. */
  print(title: string): string {
    const groups = new Map<string, Finding[]>();
    for (const f of this.all()) {
      const group = f.detail.split(':')[0] || 'failure';
      groups.set(group, [...(groups.get(group) ?? []), f]);
    }
    const lines = [`${title}: ${this.size} distinct failure(s)`];
    for (const [group, findings] of groups) {
      lines.push(`  ${group} (${findings.length})`);
      for (const f of findings) {
        const more = f.detail.includes(':') ? ` ${f.detail.slice(f.detail.indexOf(':') + 1).trim()}` : '';
        lines.push(
          `    ${f.route} · ${f.kind} → ${f.status}${f.count > 1 ? ` (×${f.count})` : ''}: ${shorten(f.example, 160)}${more ? ` —${shorten(more, 200)}` : ''}`,
        );
      }
    }
    return lines.join('\n');
  }
}

export const shorten = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
