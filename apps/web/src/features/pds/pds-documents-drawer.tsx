import { useState } from 'react';
import { ActionIcon, Anchor, Button, Drawer, FileInput, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { MESSAGES, removeFilePrompt, type TPdsAttachmentSection } from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/dates';
import { formErrorsOf, messageUnder } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { PDF_UPLOAD, checkUpload } from '../../lib/upload-checks';
import { useAttachFile, useEntryFiles, useRemoveFile, type TPdsFile } from './pds.api';
import { formatFileSize } from './pds-format';
import { openLinkedPdf } from '../../lib/download';

/** Under the app's confirmation dialog (a modal, 200), which asks from inside this drawer. */
export const DRAWER_Z_INDEX = 150;

export type DocumentsSubject = { section: TPdsAttachmentSection; entryId: number; description: string };

type Props = { personnelId: number; subject: DocumentsSubject | null; readOnly: boolean; onClose: () => void };

/** One PDF at a time (SPEC.md §5): checked here, uploaded, then attached to the entry. */
function AddDocument({ personnelId, subject }: { personnelId: number; subject: DocumentsSubject }) {
  const attach = useAttachFile(personnelId, subject.section, subject.entryId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? checkUpload(chosen, PDF_UPLOAD) : null);
  };

  const save = () => {
    if (!file) {
      setError(MESSAGES.saveWithoutFile);
      return;
    }
    const problem = checkUpload(file, PDF_UPLOAD);
    if (problem) {
      setError(problem);
      return;
    }
    attach.mutate(file, {
      onSuccess: () => {
        showSuccessToast(MESSAGES.fileAdded);
        setFile(null);
        setError(null);
      },
      onError: (failure) => {
        const errors = formErrorsOf(failure);
        setError(messageUnder(errors, 'file') ?? null);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Text fw={700} fz="sm">
          Add a document
        </Text>
        <FileInput
          label="PDF file"
          name="file"
          description={MESSAGES.pdfHint}
          placeholder="Choose one PDF"
          accept={PDF_UPLOAD.accept}
          clearable
          leftSection={<IconPaperclip size={16} />}
          value={file}
          onChange={choose}
          error={error}
          disabled={attach.isPending}
        />
        <Group justify="flex-end">
          <Button leftSection={<IconUpload size={16} />} loading={attach.isPending} onClick={save}>
            Save document
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function FileRow({ file, readOnly, onRemove }: { file: TPdsFile; readOnly: boolean; onRemove: () => void }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="pds-file">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconFileTypePdf size={28} stroke={1.4} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            {/* The server sends an uploaded PDF as an attachment; the app opens it in a tab of its own from the fetched bytes. */}
            <Anchor
              component="button"
              type="button"
              onClick={() => void openLinkedPdf(file.attachment_absolute_path)}
              fz="sm"
              fw={600}
              style={{ wordBreak: 'break-all', textAlign: 'left' }}
            >
              {file.name} <IconExternalLink size={12} />
            </Anchor>
            <Text fz="xs" c="dimmed">
              {formatFileSize(file.size)} · added {formatDateTime(file.created_at)}
            </Text>
          </div>
        </Group>
        {readOnly ? null : (
          <Tooltip label="Remove">
            <ActionIcon variant="subtle" color="red" aria-label={removeFilePrompt(file.name)} onClick={onRemove}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}

/** The documents proving one PDS entry: open, remove (with SPEC.md §8's dialog), add. */
export function PdsDocumentsDrawer({ personnelId, subject, readOnly, onClose }: Props) {
  const files = useEntryFiles(subject?.section ?? 'training', subject?.entryId ?? null);
  const remove = useRemoveFile(personnelId, subject?.section ?? 'training', subject?.entryId ?? 0);
  const confirm = useConfirm();

  const askRemove = (file: TPdsFile) =>
    confirm({
      title: removeFilePrompt(file.name),
      message: (
        <Stack gap={6}>
          <Text>{MESSAGES.removeDialogIntro}</Text>
          <Paper withBorder p="xs" radius="sm">
            <Text fz="sm" fw={600}>
              {file.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatFileSize(file.size)} · {subject?.description}
            </Text>
          </Paper>
          <Text>{MESSAGES.removeDialogProceed}</Text>
        </Stack>
      ),
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutateAsync(file.id).then(() => showSuccessToast(MESSAGES.documentRemoved)),
    });

  return (
    <Drawer zIndex={DRAWER_Z_INDEX} opened={subject !== null} onClose={onClose} position="right" size="md" title="Documents">
      {subject ? (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {subject.description}
          </Text>
          {files.isPending ? (
            <Skeleton h={56} radius="md" />
          ) : (files.data ?? []).length === 0 ? (
            <Text fz="sm" c="dimmed">
              No documents yet.
            </Text>
          ) : (
            <Stack gap="xs">
              {(files.data ?? []).map((file) => (
                <FileRow key={file.id} file={file} readOnly={readOnly} onRemove={() => askRemove(file)} />
              ))}
            </Stack>
          )}
          {readOnly ? null : <AddDocument key={`${subject.section}-${subject.entryId}`} personnelId={personnelId} subject={subject} />}
        </Stack>
      ) : null}
    </Drawer>
  );
}
