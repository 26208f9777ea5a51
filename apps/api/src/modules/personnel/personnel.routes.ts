import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_SIZES, ZListQuery } from '@hris/contracts';
import { z } from 'zod';
import { signedFileUrl } from '../../lib/signed-files';

// The personnel picker (SPEC.md §3 "Personnel (picker record)"). The personnel module of
// issue 4 grows this folder with the records themselves.
export default async function personnelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/api/personnels/fullname',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['personnel'], summary: 'Search personnel by name or employee number, for pickers', querystring: ZListQuery.extend({ per_page: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.personnel) }) },
    },
    async (req) => {
      const term = (req.query.term ?? '').trim();
      if (term.length <= 2) return { personnel: [], meta: { page: 1, per_page: req.query.per_page, total: 0 } };
      const like = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await deps.db.$client.query(
        `SELECT p.id, p.idno, concat_ws(' ', p.first_name, CASE WHEN p.middle_name IS NULL THEN NULL ELSE left(p.middle_name, 1) || '.' END, p.last_name, p.name_extension) AS fullname,
                u.avatar_key,
                CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'fullname', d.fullname, 'acronym', d.acronym, 'campus_acronym', c.acronym) END AS department
           FROM personnel p
           LEFT JOIN departments d ON d.id = p.department_id
           LEFT JOIN campuses c ON c.id = d.campus_id
           LEFT JOIN users u ON u.personnel_id = p.id
          WHERE p.is_active AND (lower(concat_ws(' ', p.first_name, p.middle_name, p.last_name)) LIKE $1 OR lower(concat_ws(' ', p.last_name, p.first_name)) LIKE $1 OR lower(coalesce(p.idno, '')) LIKE $1)
          ORDER BY p.last_name, p.first_name LIMIT $2`,
        [like, req.query.per_page],
      );
      return {
        personnel: rows.map(({ avatar_key, ...r }) => ({ ...r, avatar: signedFileUrl(deps, avatar_key) })),
        meta: { page: 1, per_page: req.query.per_page, total: rows.length },
      };
    },
  );
}
