import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZListQuery } from '../lookups';
import {
  ZAppointBody,
  ZBoardBody,
  ZBoardMemberBody,
  ZBoardMemberParams,
  ZCriterionBody,
  ZInterviewSlotBody,
  ZInvitationQuery,
  ZInviteBody,
  ZRaiQuery,
  ZRatingBody,
  ZScheduleResponseBody,
} from '../recruitment';
import { ZMessage } from '../responses';
import {
  ZAppointed,
  ZAssessmentPostList,
  ZAssessmentSheet,
  ZBoardSaved,
  ZBoards,
  ZInterviewSlotSaved,
  ZInterviewSlots,
  ZInvitationAnswer,
  ZInvited,
  ZRai,
  ZRanking,
  ZRatingsSaved,
  ZSelected,
} from '../selection';

/**
 * Selection (SPEC.md §6 RSP): interviews and the applicant's answer through the e-mailed link, the selection
 * boards and their criteria, the members' assessment and the ranking, the appointing authority's selection and
 * appointment, and the Report on Appointments Issued.
 */
export const selectionApi = {
  // Interviews
  slots: route({
    method: 'GET',
    path: '/api/job-posts/:id/interview-slots',
    summary: 'The interview times of a post and who was invited, with their answers',
    params: ZIdParams,
    response: ZInterviewSlots,
  }),
  addSlot: route({
    method: 'POST',
    path: '/api/job-posts/:id/interview-slots',
    summary: 'Add an interview time (published posts, in the future)',
    params: ZIdParams,
    body: ZInterviewSlotBody,
    response: ZInterviewSlotSaved,
  }),
  removeSlot: route({
    method: 'DELETE',
    path: '/api/interview-slots/:id',
    summary: 'Remove an interview time nobody is invited to',
    params: ZIdParams,
    response: ZMessage,
  }),
  invite: route({
    method: 'POST',
    path: '/api/job-posts/:id/invitations',
    summary: 'Invite qualified applicants to a time; each is e-mailed a link to answer',
    params: ZIdParams,
    body: ZInviteBody,
    response: ZInvited,
  }),
  invitation: route({
    method: 'GET',
    path: '/api/schedule-response',
    summary: 'The invitation a signed link is for (no sign-in)',
    query: ZInvitationQuery,
    response: ZInvitationAnswer,
  }),
  answerInvitation: route({
    method: 'POST',
    path: '/api/schedule-response',
    summary: 'Accept, decline or ask for another time through the signed link (no sign-in)',
    body: ZScheduleResponseBody,
    response: ZMessage,
  }),

  // Selection boards
  boards: route({
    method: 'GET',
    path: '/api/selection-boards',
    summary: 'The boards with members and criteria (RSP: all; members: their own)',
    response: ZBoards,
  }),
  createBoard: route({
    method: 'POST',
    path: '/api/selection-boards',
    summary: 'A new board (NAPB or APB, optionally for one campus)',
    body: ZBoardBody,
    response: ZBoardSaved,
  }),
  updateBoard: route({
    method: 'PUT',
    path: '/api/selection-boards/:id',
    summary: 'Rename a board or change its kind or campus',
    params: ZIdParams,
    body: ZBoardBody,
    response: ZBoardSaved,
  }),
  addMember: route({
    method: 'POST',
    path: '/api/selection-boards/:id/members',
    summary: 'Seat a member (chair, member or secretariat); again to change the role',
    params: ZIdParams,
    body: ZBoardMemberBody,
    response: ZBoardSaved,
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/api/selection-boards/:id/members/:userId',
    summary: 'Remove a member from a board',
    params: ZBoardMemberParams,
    response: ZBoardSaved,
  }),
  addCriterion: route({
    method: 'POST',
    path: '/api/selection-boards/:id/criteria',
    summary: 'Add a criterion (weights never past 100 in all)',
    params: ZIdParams,
    body: ZCriterionBody,
    response: ZBoardSaved,
  }),
  updateCriterion: route({
    method: 'PUT',
    path: '/api/board-criteria/:id',
    summary: 'Change a criterion (its highest score is fixed once rated)',
    params: ZIdParams,
    body: ZCriterionBody,
    response: ZBoardSaved,
  }),
  removeCriterion: route({
    method: 'DELETE',
    path: '/api/board-criteria/:id',
    summary: 'Remove a criterion nobody has rated on',
    params: ZIdParams,
    response: ZBoardSaved,
  }),

  // Assessment and ranking
  assessmentPosts: route({
    method: 'GET',
    path: '/api/assessment/job-posts',
    summary: "The posts of my boards with the board's progress (RSP: every post)",
    query: ZListQuery,
    response: ZAssessmentPostList,
  }),
  sheet: route({
    method: 'GET',
    path: '/api/assessment/job-posts/:id',
    summary: 'A post to rate: criteria, the shortlist and my scores',
    params: ZIdParams,
    response: ZAssessmentSheet,
  }),
  rate: route({
    method: 'PUT',
    path: '/api/assessment/applications/:id/ratings',
    summary: "My scores of one applicant (members of the post's board)",
    params: ZIdParams,
    body: ZRatingBody,
    response: ZRatingsSaved,
  }),
  ranking: route({
    method: 'GET',
    path: '/api/assessment/job-posts/:id/ranking',
    summary: "The comparative assessment result (each member's scores for the secretariat and RSP)",
    params: ZIdParams,
    response: ZRanking,
  }),
  rankingPdf: route({
    method: 'GET',
    path: '/api/assessment/job-posts/:id/ranking.pdf',
    summary: 'The comparative assessment result as a PDF',
    params: ZIdParams,
    response: 'file',
  }),

  // Selection, appointment and the RAI
  select: route({
    method: 'POST',
    path: '/api/applications/:id/select',
    summary: 'Select an assessed applicant (the rest are told when the last slot is filled)',
    params: ZIdParams,
    response: ZSelected,
  }),
  appoint: route({
    method: 'POST',
    path: '/api/applications/:id/appoint',
    summary: 'Appoint a selected applicant: makes the personnel record from the profile, links the account, records the appointment',
    params: ZIdParams,
    body: ZAppointBody,
    response: ZAppointed,
  }),
  rai: route({ method: 'GET', path: '/api/rai', summary: 'The appointments issued in a month (RAI)', query: ZRaiQuery, response: ZRai }),
  raiPdf: route({
    method: 'GET',
    path: '/api/rai.pdf',
    summary: 'CS Form No. 2, the Report on Appointments Issued of a month',
    query: ZRaiQuery,
    response: 'file',
  }),
};
