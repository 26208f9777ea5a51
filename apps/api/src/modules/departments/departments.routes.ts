import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCampusList,
  ZDepartmentAnswer,
  ZDepartmentBody,
  ZDepartmentHeads,
  ZDepartmentList,
  ZDepartmentQuery,
  ZDepartmentRename,
  ZDepartmentSaved,
  ZDepartmentSplit,
  ZDepartmentSplitSaved,
  ZDepartmentUpdate,
  ZHeadTitle,
  ZHeadTitleBody,
  ZHeadTitleSaved,
  ZId,
  ZIdParams,
  ZMessage,
  ZOfficeLogoSaved,
} from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../plugins/uploads';
import * as departments from './departments.service';

export default function departmentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['departments'];
  const manage = { access: departments.MANAGE_DEPARTMENTS };
  const signedIn = { access: 'signed-in' as const };

  app.get('/api/campuses', { config: signedIn, schema: { tags, summary: 'Campuses 1–5 (campus 1 is the main campus)', response: { 200: ZCampusList } } }, () =>
    departments.listCampuses(deps),
  );
  app.get(
    '/api/departments',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Departments (term, campus_id, is_active, type internal|external, paging)',
        querystring: ZDepartmentQuery,
        response: { 200: ZDepartmentList },
      },
    },
    (req) => departments.listDepartments(deps, req.query),
  );
  app.get(
    '/api/departments/:id',
    { config: signedIn, schema: { tags, summary: 'One department with its units and earlier names', params: ZIdParams, response: { 200: ZDepartmentAnswer } } },
    (req) => departments.getDepartment(deps, req.params.id),
  );
  app.post(
    '/api/departments',
    { config: manage, schema: { tags, summary: 'Add a department', body: ZDepartmentBody, response: { 200: ZDepartmentSaved } } },
    (req) => departments.createDepartment(deps, req.actor!, req.body),
  );
  app.put(
    '/api/departments/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit a department (name, campus, parent, Active/Inactive)',
        params: ZIdParams,
        body: ZDepartmentUpdate,
        response: { 200: ZDepartmentSaved },
      },
    },
    (req) => departments.updateDepartment(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/departments/:id',
    { config: manage, schema: { tags, summary: 'Delete a department no one uses', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => departments.removeDepartment(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/departments/new-name',
    { config: manage, schema: { tags, summary: 'Rename, keeping the old name in the history', body: ZDepartmentRename, response: { 200: ZDepartmentSaved } } },
    (req) => departments.renameDepartment(deps, req.actor!, req.body),
  );
  app.post(
    '/api/departments/:id/split-unit',
    {
      config: manage,
      schema: { tags, summary: 'Split into units under it', params: ZIdParams, body: ZDepartmentSplit, response: { 200: ZDepartmentSplitSaved } },
    },
    (req) => departments.splitDepartment(deps, req.actor!, req.params.id, req.body.units),
  );
  const managerOrHead = { access: [...departments.MANAGE_DEPARTMENTS, 'EDATSDEPTHEAD'] as const };
  app.post(
    '/api/departments/Head/addHeadTitle',
    { config: managerOrHead, schema: { tags, summary: "Set how the department's head signs", body: ZHeadTitleBody, response: { 200: ZHeadTitleSaved } } },
    (req) => departments.setHeadTitle(deps, req.actor!, req.body.department_id, req.body.head_title),
  );
  app.get(
    '/api/departments/Head/getHeadTitle',
    { config: signedIn, schema: { tags, summary: "The head's title", querystring: z.object({ department_id: ZId }), response: { 200: ZHeadTitle } } },
    (req) => departments.getHeadTitle(deps, req.query.department_id),
  );
  app.put(
    '/api/departments/:id/heads',
    {
      config: managerOrHead,
      schema: {
        tags,
        summary: 'Set the head and the officer-in-charge (the HR office) and the DTR clerk (the HR office or the head)',
        params: ZIdParams,
        body: ZDepartmentHeads,
        response: { 200: ZDepartmentSaved },
      },
    },
    (req) => departments.setHeads(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/departments/Head/add-office-logo',
    {
      // The office header's logo (/department/header/setting) too: its holders (DEPTHEADER) under the header's rule.
      config: { access: [...departments.MANAGE_DEPARTMENTS, 'EDATSDEPTHEAD', 'DEPTHEADER'] as const },
      schema: {
        tags,
        summary: 'Upload the office logo (multipart: department_id, logo; png/jpg up to 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: ZOfficeLogoSaved },
      },
    },
    async (req) => {
      const { file, fields } = await readMultipart(req, 'logo');
      const id = ZId.safeParse(fields.department_id);
      if (!id.success) throw AppError.validation('department_id', 'The department field is required.');
      return departments.uploadLogo(deps, req.actor!, id.data, file);
    },
  );
  return Promise.resolve();
}
