// The pages of the applicant portal, loaded together on the first visit to any of them.
export { JobBoardPage } from './job-board-page';
export { JobPreviewPage } from './job-preview-page';
export { RegisterPage } from './register-page';
export { VerifyEmailPage } from './verify-email-page';
export { ScheduleResponsePage } from './schedule-response-page';
export { ApplyNowEntry, ApplyNowPage } from './apply-now-page';
export { ApplyPage } from './apply-page';
export { ApplicationStatusPage } from './application-status-page';
export { SubmitDocumentsPage } from './submit-documents-page';
export { ApplicantProfilePage } from './applicant-profile-page';
