import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZMessage } from '../responses';
import {
  ZFaceEnrolAnswer,
  ZFaceEnrolBody,
  ZFaceEnrolmentList,
  ZFaceEnrolmentQuery,
  ZFaceKioskBody,
  ZFaceKioskCreated,
  ZFaceKioskList,
  ZFaceKioskSelf,
  ZFaceRecognition,
  ZFaceRecognizeBody,
  ZFaceSettings,
  ZFaceSettingsAnswer,
  ZFaceSettingsBody,
} from '../face';

/** Face attendance: enrolments, thresholds and kiosks (administrators), and the kiosk's own calls (its key). */
export const faceApi = {
  enrolments: route({
    method: 'GET',
    path: '/api/face/enrolments',
    summary: 'The enrolled employees (a campus, searched, paged)',
    query: ZFaceEnrolmentQuery,
    response: ZFaceEnrolmentList,
  }),
  enrol: route({
    method: 'POST',
    path: '/api/face/enrolments',
    summary: "Enrol an employee's face: 3–10 camera frames (the server computes their descriptors) and the written consent",
    body: ZFaceEnrolBody,
    response: ZFaceEnrolAnswer,
  }),
  withdraw: route({
    method: 'DELETE',
    path: '/api/face/enrolments/:id',
    summary: 'Consent withdrawn: delete the face data of an employee (personnel id)',
    params: ZIdParams,
    response: ZMessage,
  }),
  settings: route({
    method: 'GET',
    path: '/api/face/settings',
    summary: 'The match, anti-spoofing and liveness thresholds',
    response: ZFaceSettings,
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/api/face/settings',
    summary: 'Change the match, anti-spoofing and liveness thresholds',
    body: ZFaceSettingsBody,
    response: ZFaceSettingsAnswer,
  }),
  kiosks: route({
    method: 'GET',
    path: '/api/face/kiosks',
    summary: 'The kiosks (revoked ones last)',
    response: ZFaceKioskList,
  }),
  addKiosk: route({
    method: 'POST',
    path: '/api/face/kiosks',
    summary: 'Make a kiosk for one campus: its key is answered this once',
    body: ZFaceKioskBody,
    response: ZFaceKioskCreated,
  }),
  revokeKiosk: route({
    method: 'DELETE',
    path: '/api/face/kiosks/:id',
    summary: 'Revoke a kiosk: its key stops working at once',
    params: ZIdParams,
    response: ZMessage,
  }),
  kiosk: route({
    method: 'GET',
    path: '/api/face/kiosk',
    summary: 'The kiosk calling: its name and campus',
    response: ZFaceKioskSelf,
  }),
  recognize: route({
    method: 'POST',
    path: '/api/face/recognize',
    summary: 'The kiosk: two camera frames around a blink or head turn; a live face matching one enrolled records a punch (source face)',
    body: ZFaceRecognizeBody,
    response: ZFaceRecognition,
  }),
};
