import { LIMITS, MESSAGES, type TPdsAttachmentSection, type TPdsFile } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import type { Deps } from '../../lib/deps';
import { signedFileUrl } from '../../lib/signed-files';
import { acceptUpload } from '../../lib/upload-check';
import { storeUpload } from '../../lib/uploads';
import { logPdsRead, mustEditPds, mustReadPds } from './pds.access';
import * as repo from './pds.repo';

// PDS documents (SPEC.md §5, §7): a file is sent to POST /api/upload, checked from its bytes and
// kept as the uploader's; then it is attached to an entry. Files are read only through links
// handed out after the reader was checked, and those links expire.

const LINK_SECONDS = 10 * 60;
const MAX_FILES_PER_ENTRY = 10;

/** POST /api/upload: a PDF of at most 3 MB, judged from its bytes. */
export async function upload(deps: Deps, actor: Actor, file: { bytes: Buffer | null; name: string | null }) {
  if (!file.bytes) throw AppError.validation('file', MESSAGES.saveWithoutFile);
  await acceptUpload(file.bytes, { kinds: ['pdf'], maxBytes: LIMITS.pdfBytes, field: 'file' });
  const key = `pds/${crypto.randomUUID()}.pdf`;
  const name = (file.name ?? 'document.pdf').replace(/[\\/]/g, '_').slice(0, 255) || 'document.pdf';
  // Within the account's upload limits (rate and quotas), or refused with nothing stored.
  await storeUpload(deps, actor, { key, name, bytes: file.bytes });
  return { path: key, name, size: file.bytes.length };
}

/** The entry a file hangs on, if the caller may see it; another person's entry answers 404. */
async function mustFindParent(deps: Deps, section: TPdsAttachmentSection, parentId: number) {
  const entry = await repo.findEntry(deps.db, parentId);
  if (!entry || entry.section !== section) throw AppError.notFound('The PDS entry was not found.');
  return entry;
}

function fileAnswer(deps: Deps, row: repo.AttachmentRow): TPdsFile {
  return {
    id: row.id,
    parent_id: row.entry_id,
    name: row.file_name,
    size: row.size_bytes,
    attachment_path: row.storage_key,
    attachment_absolute_path: signedFileUrl(deps, row.storage_key, { ttlSeconds: LINK_SECONDS })!,
    created_at: row.created_at,
  };
}

export async function listFiles(deps: Deps, actor: Actor, section: TPdsAttachmentSection, parentId: number) {
  const entry = await mustFindParent(deps, section, parentId);
  try {
    mustReadPds(actor, entry.personnel_id);
  } catch {
    throw AppError.notFound('The PDS entry was not found.');
  }
  await logPdsRead(deps, actor, entry.personnel_id, `${section} documents`);
  return { files: (await repo.attachmentsOf(deps.db, parentId)).map((row) => fileAnswer(deps, row)) };
}

export async function addFile(deps: Deps, actor: Actor, section: TPdsAttachmentSection, parentId: number, attachmentPath: string) {
  const entry = await mustFindParent(deps, section, parentId);
  mustEditPds(actor, entry.personnel_id);
  if ((await repo.countAttachments(deps.db, parentId)) >= MAX_FILES_PER_ENTRY)
    throw AppError.validation('attachment_path', `An entry takes at most ${MAX_FILES_PER_ENTRY} documents.`);
  // Only the uploader's own, not yet used upload: nobody attaches a file someone else sent.
  const upload = await repo.claimUpload(deps.db, attachmentPath, actor.userId);
  if (!upload) throw AppError.validation('attachment_path', 'The uploaded file was not found; upload it again.');
  const row = await repo.insertAttachment(deps.db, {
    entryId: parentId,
    key: upload.storage_key,
    fileName: upload.file_name,
    size: upload.size_bytes,
    userId: actor.userId,
  });
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'create',
    entity: `pds.${section}.file`,
    entityId: row.id,
    after: { entry_id: parentId, name: row.file_name, size: row.size_bytes },
    ip: actor.ip,
  });
  return { message: MESSAGES.fileAdded, file: fileAnswer(deps, row) };
}

export async function removeFile(deps: Deps, actor: Actor, section: TPdsAttachmentSection, fileId: number) {
  const file = await repo.findAttachment(deps.db, fileId);
  if (!file || file.section !== section) throw AppError.notFound('The document was not found.');
  try {
    mustEditPds(actor, file.personnel_id);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 403) throw err;
    throw AppError.notFound('The document was not found.');
  }
  await repo.deleteAttachment(deps.db, fileId);
  await deps.storage.remove(file.storage_key);
  await writeAudit(deps.db, {
    actorUserId: actor.userId,
    action: 'delete',
    entity: `pds.${section}.file`,
    entityId: fileId,
    before: { entry_id: file.entry_id, name: file.file_name },
    ip: actor.ip,
  });
  return { message: MESSAGES.documentRemoved };
}

/** Removes uploads nobody attached within a day (called from a timer). */
export async function sweepUnusedUploads(deps: Deps): Promise<number> {
  const keys = await repo.sweepUploads(deps.db, deps.clock.now());
  await Promise.all(keys.map((key) => deps.storage.remove(key)));
  return keys.length;
}
