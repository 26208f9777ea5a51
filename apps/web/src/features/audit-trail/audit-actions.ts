/** The actions the API records, in words; an unknown one is shown as recorded. */
export const AUDIT_ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  /** Someone else's personal data opened (Data Privacy Act). */
  read: 'Read',
  approve: 'Approved',
  rename: 'Renamed',
  split: 'Split into units',
  logo_changed: 'Logo changed',
  avatar_changed: 'Photo changed',
  invitation_sent: 'Invitation sent',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  reset_2fa: 'Two-factor reset',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  password_reset_requested: 'Password reset asked',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
  two_factor_sent: 'Code sent',
  two_factor_failed: 'Wrong code',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTIONS[action] ?? action.replace(/_/g, ' ');
}

export function auditActionColor(action: string): string {
  if (action === 'create' || action === 'approve' || action === 'reactivate') return 'teal';
  if (action === 'delete' || action.endsWith('failed') || action === 'deactivate') return 'red';
  if (action === 'update' || action === 'rename') return 'blue';
  if (action === 'read') return 'violet';
  return 'gray';
}

/** "degree_majors" → "Degree majors". */
export function entityLabel(entity: string): string {
  const words = entity.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
