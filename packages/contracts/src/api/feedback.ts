import { route } from '../api-route';
import { ZIdParams } from '../auth';
import {
  ZFeedbackAnswer,
  ZFeedbackBody,
  ZFeedbackList,
  ZFeedbackModuleBody,
  ZFeedbackModuleList,
  ZFeedbackModuleOrder,
  ZFeedbackModuleSaved,
  ZFeedbackModulesReordered,
  ZFeedbackQuery,
  ZFeedbackReplyBody,
  ZFeedbackSaved,
  ZFeedbackStats,
  ZMyFeedback,
} from '../feedback';
import { ZUploadedFile } from '../pds';
import { ZMessage } from '../responses';

/** Feedback (SPEC.md §2 /feedback): anyone sends it and reads their own; the administrators (FEEDBACK) keep the modules and answer. */
export const feedbackApi = {
  modules: route({
    method: 'GET',
    path: '/api/feedback/modules',
    summary: 'The modules one may send feedback on (active ones, in order)',
    response: ZFeedbackModuleList,
  }),
  allModules: route({
    method: 'GET',
    path: '/api/feedback/modules/all',
    summary: 'Every module, retired ones too, with how much feedback each holds',
    response: ZFeedbackModuleList,
  }),
  addModule: route({
    method: 'POST',
    path: '/api/feedback/modules',
    summary: 'Add a module',
    body: ZFeedbackModuleBody,
    response: ZFeedbackModuleSaved,
  }),
  orderModules: route({
    method: 'PUT',
    path: '/api/feedback/modules/order',
    summary: 'Put the modules in order (every module once)',
    body: ZFeedbackModuleOrder,
    response: ZFeedbackModulesReordered,
  }),
  editModule: route({
    method: 'PUT',
    path: '/api/feedback/modules/:id',
    summary: 'Rename a module, or retire it (is_active false)',
    params: ZIdParams,
    body: ZFeedbackModuleBody,
    response: ZFeedbackModuleSaved,
  }),
  deleteModule: route({
    method: 'DELETE',
    path: '/api/feedback/modules/:id',
    summary: 'Delete a module that holds no feedback',
    params: ZIdParams,
    response: ZMessage,
  }),
  uploadScreenshot: route({
    method: 'POST',
    path: '/api/feedback/screenshot',
    summary: 'Upload a screenshot (PNG or JPEG, 3 MB); answers { path } to send with the feedback',
    body: 'multipart',
    response: ZUploadedFile,
  }),
  send: route({
    method: 'POST',
    path: '/api/feedback',
    summary: 'Send feedback on a module',
    body: ZFeedbackBody,
    response: ZFeedbackSaved,
  }),
  mine: route({
    method: 'GET',
    path: '/api/feedback/mine',
    summary: 'My feedback and its answers',
    response: ZMyFeedback,
  }),
  screenshot: route({
    method: 'GET',
    path: '/api/feedback/:id/screenshot',
    summary: "A feedback's screenshot, to its sender or the administrators",
    params: ZIdParams,
    response: 'file',
  }),
  list: route({
    method: 'GET',
    path: '/api/feedback',
    summary: "Everyone's feedback, filtered and searched",
    query: ZFeedbackQuery,
    response: ZFeedbackList,
  }),
  stats: route({
    method: 'GET',
    path: '/api/feedback/stats',
    summary: 'The average rating per module per month over the last 12 months, with the counts',
    response: ZFeedbackStats,
  }),
  one: route({
    method: 'GET',
    path: '/api/feedback/:id',
    summary: 'One feedback with its sender and answer',
    params: ZIdParams,
    response: ZFeedbackAnswer,
  }),
  answer: route({
    method: 'POST',
    path: '/api/feedback/:id/answer',
    summary: 'Answer a feedback (acknowledged or resolved); the sender is notified',
    params: ZIdParams,
    body: ZFeedbackReplyBody,
    response: ZFeedbackSaved,
  }),
};
