/** Business constants and messages of SPEC.md §5, §8 and §9, shared by the API and the client. */
export const LIMITS = {
  pdfBytes: 3_145_728,
  avatarBytes: 2 * 1024 * 1024,
  searchDebounceMs: 100,
  searchMinLength: 2, // a term must be longer than this
  degreeSearchMinLength: 1,
  toastMs: 4000,
  notificationsShown: 5,
  notificationWindowDays: 10,
  notificationPopupSeconds: 15,
  mobileBreakpointPx: 1024,
  twoFactorCodeSeconds: 300,
} as const;

export const PAGE_SIZES = {
  search: 5,
  positions: 5,
  personnel: 5,
  positionSearch: 10,
  mfos: 10,
  appointmentStatusPicker: 15,
  reclassStatuses: 20,
  fullList: 999,
} as const;

export const MESSAGES = {
  fileTooLarge: 'The file you uploaded exceeds the file size limit.',
  fileTypeNotAllowed: 'The file type you uploaded is not allowed.',
  pictureUnreadable: 'The picture could not be read; take it again or save it as a JPEG or PNG.',
  pdfUnreadable: 'The PDF could not be read; save it again as a PDF (Print → Save as PDF) and upload that.',
  pdfHasScripts: 'The PDF contains scripts or automatic actions; save it again without them (Print → Save as PDF).',
  pdfHint: 'pdf files with a size less than 3mb',
  avatarHint: 'png, jpg or jpeg images up to 2mb',
  uploadFailed: 'Unable to upload the file at the moment.',
  saveWithoutFile: 'Unable to save',
  verificationFailed: 'Verification failed, please login again',
  documentRemoved: 'Document has been removed successfully',
  fileAdded: 'File has been added successfully',
  removeDialogIntro: 'You are about to remove document with information:',
  removeDialogProceed: 'Proceed ?',
  pageNotFound: 'Page not found',
  backToLogin: 'Back to login page',
  invalidCredentials: 'These credentials do not match our records.',
  emailNotVerified: 'Verify your e-mail address first: open the link we sent you.',
  invalidCode: 'The code is invalid or has expired.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You are not allowed to do this.',
  maintenance: 'The system is under maintenance. Please try again later.',
  /** A 503 that says when to try again (Retry-After): the database could not be reached for a moment. */
  briefOutage: 'The system is briefly unavailable. Please try again in a moment.',
  /** A 507: the uploads' disk (or the server user's quota) is full. */
  diskFull: "The server's disk is full; the file was not saved. Please tell the IT office.",
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  /** The code step without a live challenge: missing, expired (5 minutes), used, or killed by 5 wrong codes. */
  signInExpired: 'This sign-in has expired. Sign in again with your password.',
  resendTooSoon: 'A code was sent less than 30 seconds ago. Please wait a moment before asking for another.',
  resendLimit: 'No more codes can be sent for this sign-in. Sign in again with your password.',
  /** The mail server did not take the code within a few seconds: it stays queued and is retried (`code_sent: false`). */
  codeNotSentYet: 'We could not send your code yet. We will keep trying; check your e-mail in a few minutes, or ask the IT office.',
  passwordTooShort: 'The password must be at least 12 characters.',
  breachedPassword: 'This password appears in lists of leaked passwords; choose another.',
  /** Social sign-in (/verify_social_oauth): the answer of an unknown, forged or older-than-10-minutes state. */
  socialSignInExpired: 'The sign-in link has expired. Please try again.',
  /** The provider's answer sent a second time (a reload, the back button, a replay). */
  socialSignInUsed: 'This sign-in link has already been used. Please start again from the login page.',
  socialSignInOtherBrowser: 'Finish the sign-in in the browser where you began it. Please try again.',
  /** The provider sent the user back with error=access_denied (followed by the provider's own words: socialSignInRefused). */
  socialSignInCancelled: 'The sign-in was cancelled, or the provider refused it.',
  /** The provider sent the user back with another error (server_error, login_required, …). */
  socialSignInFailedAtProvider: 'The provider could not complete the sign-in.',
  socialSignInNoEmail: 'The identity provider did not share your e-mail address.',
  socialSignInNotConfirmed: 'The identity provider did not confirm your sign-in. Please try again.',
} as const;

/** Why the provider sent the user back without a sign-in, with the provider's own description when it gave one. */
export const socialSignInRefused = (error: string, provider: string, description: string | undefined) =>
  `${error === 'access_denied' ? MESSAGES.socialSignInCancelled : MESSAGES.socialSignInFailedAtProvider}${description ? ` ${provider} said: “${description}”` : ''}`;

/** "Remove {file} ?" (SPEC.md §5). */
/** A picture refused for its size in pixels (the upload check reads the size before decoding it). */
export const pictureTooLargeMessage = (width: number, height: number, maxMegapixels: number, maxSide: number) =>
  `The picture is too large (${width} by ${height} pixels); the most is ${maxMegapixels} megapixels and ${maxSide.toLocaleString('en-US')} pixels a side. Take it again at a lower resolution.`;

export const removeFilePrompt = (file: string) => `Remove ${file} ?`;

export const CAMPUS_IDS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_CAMPUS_ID = 1;
/** Campuses 2 to 5 have their own logo; every other campus shows the default one. */
export function campusLogo(campusId: number | null | undefined): string {
  return campusId && campusId >= 2 && campusId <= 5 ? `/logos/campus-${campusId}.svg` : '/logos/default.svg';
}
