import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZAppointmentBody, ZAppointmentList, ZAppointmentSaved } from '../records';

/** A person's appointments: the current one and its history, and HR recording a new one. */
export const appointmentsApi = {
  list: route({
    method: 'GET',
    path: '/api/personnels/:id/appointments',
    summary: 'Current appointment and history (its owner, or HR)',
    params: ZIdParams,
    response: ZAppointmentList,
  }),
  record: route({
    method: 'POST',
    path: '/api/personnels/:id/appointments',
    summary: 'Record an appointment (reclassification, reappointment, promotion…); updates the record and the service record',
    params: ZIdParams,
    body: ZAppointmentBody,
    response: ZAppointmentSaved,
  }),
};
