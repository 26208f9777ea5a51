// The recruitment pages, one lazily loaded chunk (rsp.routes.tsx picks from it).
export { HiringRequestPage, HiringRequestsPage } from './hiring-requests-page';
export { JobPostsPage } from './job-posts-page';
export { JobPostFormPage } from './job-post-form-page';
export { PostApplicantsPage } from './post-applicants-page';
export { ApplicantProfilePage, ApplicantsPage, ApplicationPage } from './applicant-pages';
export { InterviewSchedulePage } from './interview-schedule-page';
export { CommitteesPage } from './committees-page';
export { AssessmentListPage, AssessmentPostsPage, RateApplicantPage } from './assessment-pages';
export { RaiPage } from './rai-page';
