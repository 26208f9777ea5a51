import type { FastifyInstance } from 'fastify';
import { departmentsApi, ZId } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve';
import { readMultipart } from '../../plugins/uploads';
import * as departments from './departments.service';

export default function departmentsRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['departments'];
  const manage = { access: departments.MANAGE_DEPARTMENTS, tags };
  const signedIn = { access: 'signed-in' as const, tags };

  serve(app, departmentsApi.campuses, signedIn, () => departments.listCampuses(deps));
  serve(app, departmentsApi.list, signedIn, (req) => departments.listDepartments(deps, req.query));
  serve(app, departmentsApi.one, signedIn, (req) => departments.getDepartment(deps, req.params.id));
  serve(app, departmentsApi.add, manage, (req) => departments.createDepartment(deps, req.actor!, req.body));
  serve(app, departmentsApi.edit, manage, (req) => departments.updateDepartment(deps, req.actor!, req.params.id, req.body));
  serve(app, departmentsApi.remove, manage, (req) => departments.removeDepartment(deps, req.actor!, req.params.id));
  serve(app, departmentsApi.rename, manage, (req) => departments.renameDepartment(deps, req.actor!, req.body));
  serve(app, departmentsApi.split, manage, (req) => departments.splitDepartment(deps, req.actor!, req.params.id, req.body.units));
  const managerOrHead = { access: [...departments.MANAGE_DEPARTMENTS, 'EDATSDEPTHEAD'] as const, tags };
  serve(app, departmentsApi.setHeadTitle, managerOrHead, (req) => departments.setHeadTitle(deps, req.actor!, req.body.department_id, req.body.head_title));
  serve(app, departmentsApi.headTitle, signedIn, (req) => departments.getHeadTitle(deps, req.query.department_id));
  serve(app, departmentsApi.setHeads, managerOrHead, (req) => departments.setHeads(deps, req.actor!, req.params.id, req.body));
  // The office header's logo (/department/header/setting) too: its holders (DEPTHEADER) under the header's rule.
  const logoSetters = { access: [...departments.MANAGE_DEPARTMENTS, 'EDATSDEPTHEAD', 'DEPTHEADER'] as const, tags };
  serve(app, departmentsApi.uploadLogo, logoSetters, async (req) => {
    const { file, fields } = await readMultipart(req, 'logo');
    const id = ZId.safeParse(fields.department_id);
    if (!id.success) throw AppError.validation('department_id', 'The department field is required.');
    return departments.uploadLogo(deps, req.actor!, id.data, file);
  });
  return Promise.resolve();
}
