import { route } from '../api-route';
import { ZDemographics, ZDemographicsQuery } from '../demographics';

/** Personnel demographics (HR's charts). */
export const demographicsApi = {
  counts: route({
    method: 'GET',
    path: '/api/demographics',
    summary: 'Active personnel counted by sex, age bracket, civil status, kind, campus, department, appointment status or highest education',
    query: ZDemographicsQuery,
    response: ZDemographics,
  }),
};
