import { useRef, useState } from 'react';
import { Alert, Badge, Button, FileInput, Group, List, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconEye, IconFileSpreadsheet, IconInfoCircle } from '@tabler/icons-react';
import { ZPdsWorkbookChoice, type TPdsImportPreview, type TPdsImportSection, type TPdsSection, type TPdsWorkbookChoice } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { ApiError, failureMessages } from '../../lib/api';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { useImportPdsWorkbook, usePreviewPdsWorkbook } from './pds.api';

// "Fill from my Excel PDS" (issue 41): the employee's own filled CS Form 212, previewed section by section, each kept or
// dropped, then written all or nothing.

const ACTION = { add: ['Adds', 'teal'], change: ['Changes', 'blue'], same: ['Already the same', 'gray'], empty: ['Blank in the workbook', 'gray'] } as const;
const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

/** A section can be kept when the workbook brings something new and has no problem there. */
const offered = (s: TPdsImportSection) => s.action === 'add' || s.action === 'change';
const keepable = (s: TPdsImportSection) => offered(s) && s.problems.length === 0;

function whatChanges(s: TPdsImportSection): string[] {
  if (!offered(s)) return [];
  if (Array.isArray(s.workbook)) {
    const said = [];
    if (s.added) said.push(`${entries(s.added)} will be added.`);
    if (s.removed) said.push(`${entries(s.removed)} will be removed (and the documents attached to ${s.removed === 1 ? 'it' : 'them'}).`);
    return said;
  }
  return [s.action === 'add' ? 'The section will be filled in from the workbook.' : 'The section will be replaced by what the workbook has.'];
}

function SectionRow({ s, kept, onKeep }: { s: TPdsImportSection; kept: boolean; onKeep: (keep: boolean) => void }) {
  const [word, color] = s.problems.length ? (['Has problems', 'red'] as const) : ACTION[s.action];
  return (
    <Paper withBorder radius="sm" p="sm" data-testid={`workbook-section-${s.section}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>
              {s.part}. {s.title}
            </Text>
            <Badge color={color} variant="light">
              {word}
            </Badge>
          </Group>
          {whatChanges(s).map((line) => (
            <Text key={line} fz="sm">
              {line}
            </Text>
          ))}
          {s.problems.length ? (
            <>
              <List size="sm" c="red.8">
                {s.problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
              <Text fz="xs" c="dimmed">
                Correct these in the workbook and choose it again, or fill this section in on My PDS.
              </Text>
            </>
          ) : null}
        </Stack>
        {offered(s) ? (
          <Switch
            label={kept ? 'Keep' : 'Drop'}
            aria-label={`Keep ${s.title}`}
            checked={kept}
            disabled={!keepable(s)}
            onChange={(e) => onKeep(e.currentTarget.checked)}
          />
        ) : null}
      </Group>
    </Paper>
  );
}

function PreviewList({ preview, kept, setKept }: { preview: TPdsImportPreview; kept: Set<TPdsSection>; setKept: (k: Set<TPdsSection>) => void }) {
  // Same and blank sections have nothing to keep: only counted.
  const shown = preview.sections.filter((s) => offered(s) || s.problems.length);
  const unchanged = preview.sections.filter((s) => s.action === 'same' && !s.problems.length).length;
  const toggle = (section: TPdsSection, keep: boolean) => {
    const next = new Set(kept);
    if (keep) next.add(section);
    else next.delete(section);
    setKept(next);
  };
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        The {preview.edition} edition of the form. {unchanged ? `${unchanged} section${unchanged === 1 ? ' is' : 's are'} already the same on your PDS. ` : ''}
        Drop a section to leave it as it is on your PDS.
      </Text>
      {preview.notices.map((n) => (
        <Alert key={n} color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {n}
        </Alert>
      ))}
      {preview.problems.map((p) => (
        <Alert key={p} color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {p}
        </Alert>
      ))}
      {shown.map((s) => (
        <SectionRow key={s.section} s={s} kept={kept.has(s.section)} onKeep={(keep) => toggle(s.section, keep)} />
      ))}
    </Stack>
  );
}

/** The modal behind My PDS's "Fill from my Excel PDS". */
export function PdsWorkbookModal({ personnelId, opened, onClose }: { personnelId: number; opened: boolean; onClose: () => void }) {
  const preview = usePreviewPdsWorkbook();
  const fill = useImportPdsWorkbook(personnelId);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TPdsImportPreview | null>(null);
  const [kept, setKept] = useState<Set<TPdsSection>>(new Set());
  const [refusal, setRefusal] = useState<string[]>([]);
  const form = useContractForm(ZPdsWorkbookChoice, {
    initialValues: { file: null as TPdsWorkbookChoice['file'] | null },
    warnOnLeave: opened && file !== null,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);

  const close = () => {
    setFile(null);
    setResult(null);
    setRefusal([]);
    form.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    form.setFieldValue('file', chosen && { name: chosen.name, size: chosen.size });
    setResult(null);
    setRefusal([]);
  };
  const look = () => {
    if (!form.validate() || !file) return;
    preview.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        setKept(new Set(answer.sections.filter(keepable).map((s) => s.section)));
      },
      onError: (error) => form.setErrors(formErrorsOf(error)),
    });
  };
  const save = () => {
    if (!file) return;
    fill.mutate(
      { file, kept: [...kept] },
      {
        onSuccess: (answer) => {
          showSuccessToast(answer.message);
          close();
        },
        onError: (error) => setRefusal(error instanceof ApiError ? failureMessages(error.status, error.body) : []),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Fill from my Excel PDS" size="lg">
      <Stack gap="md">
        <form ref={formRef} onSubmit={form.onSubmit(look)} noValidate>
          <Stack gap="sm">
            <Text fz="sm">
              Choose your filled Personal Data Sheet (CS Form 212, the 2017 or 2025 edition, saved as .xlsx). You will see what it adds or changes in each
              section before anything is saved.
            </Text>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <FileInput
                style={{ flex: 1 }}
                label="PDS workbook"
                placeholder="Choose the .xlsx file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                leftSection={<IconFileSpreadsheet size={16} />}
                value={file}
                onChange={choose}
                error={form.errors.file}
                clearable
                required
              />
              <Button type="submit" variant={result ? 'default' : 'filled'} leftSection={<IconEye size={16} />} loading={preview.isPending}>
                {result ? 'Preview again' : 'Preview'}
              </Button>
            </Group>
          </Stack>
        </form>
        {result ? <PreviewList preview={result} kept={kept} setKept={setKept} /> : null}
        {refusal.length ? (
          <Alert color="red" variant="light" role="alert" title="Your PDS was not changed" icon={<IconAlertTriangle size={18} />}>
            {refusal.map((r) => (
              <Text key={r} fz="sm">
                {r}
              </Text>
            ))}
          </Alert>
        ) : null}
        {result ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button leftSection={<IconCheck size={16} />} disabled={kept.size === 0} loading={fill.isPending} onClick={save}>
              Fill my PDS
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
