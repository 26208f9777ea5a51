import { route } from '../api-route';
import { ZBackgroundJobList, ZBackgroundJobOne, ZBackgroundJobParams } from '../background-jobs';

/** One's own long work (issue 42): its progress and result. (`/api/jobs` is recruitment's public job board.) */
export const backgroundJobsApi = {
  mine: route({
    method: 'GET',
    path: '/api/background-jobs/mine',
    summary: 'My recent long work (the last 20 jobs), newest first',
    response: ZBackgroundJobList,
  }),
  one: route({
    method: 'GET',
    path: '/api/background-jobs/mine/:id',
    summary: "One of my jobs: its progress, result or error (another's is not found)",
    params: ZBackgroundJobParams,
    response: ZBackgroundJobOne,
  }),
  file: route({
    method: 'GET',
    path: '/api/background-jobs/mine/:id/file',
    summary: "The file one of my jobs made: a PDF (the payslips, a report) or an Excel workbook, by the kept file's extension",
    params: ZBackgroundJobParams,
    response: 'file',
  }),
};
