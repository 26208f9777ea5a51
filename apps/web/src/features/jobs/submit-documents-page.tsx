import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconUpload } from '@tabler/icons-react';
import { ZDocumentChoice, type TChosenPdf } from '@hris/contracts';
import { formatDateTime } from '../../lib/dates';
import { useContractForm } from '../../lib/use-contract-form';
import { useSignedInUser } from '../account/current-user';
import { submissionsPath } from './application-card';
import { ApplicationStatusBadge } from './application-status-badge';
import { useMyApplications, useSubmitDocument, type TMyApplication } from './jobs.api';
import { chosenPdf, PdfFileInput } from './pdf-file-input';

type Request = TMyApplication['document_requests'][number];

/** One document HR asked for: sent already, or a PDF to choose and send. */
function RequestRow({ applicationId, request }: { applicationId: number; request: Request }) {
  const submit = useSubmitDocument(applicationId);
  // The file itself stays beside the form (it is uploaded on send); the form keeps which file was chosen.
  const [file, setFile] = useState<File | null>(null);
  const form = useContractForm(ZDocumentChoice, { initialValues: { file: null as TChosenPdf | null } });
  // Whatever refused the document (the stored path, the upload, the request) is said under the one input.
  const { errors } = form;
  const error = errors.file ?? errors.path ?? errors.document_request_id ?? errors.form;

  const choose = (chosen: File | null, problem: string | null) => {
    setFile(chosen);
    form.setFieldValue('file', chosenPdf(chosen, problem));
    form.setErrors(problem ? { file: problem } : {});
  };
  const send = () => form.saveChecked(submit, form.validate() && file && { document_request_id: request.id, file }, () => undefined);

  return (
    <Paper withBorder radius="md" p="md" data-testid="document-request">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>{request.description}</Text>
            <Text fz="xs" c="dimmed">
              Asked {formatDateTime(request.created_at)}
            </Text>
          </Stack>
          {request.fulfilled_at ? (
            <Badge color="green" variant="light" tt="none">
              Sent {formatDateTime(request.fulfilled_at)}
            </Badge>
          ) : (
            <Badge color="orange" variant="light" tt="none">
              Waiting for you
            </Badge>
          )}
        </Group>
        {request.fulfilled_at ? null : (
          <>
            <PdfFileInput label="PDF file" name={`request-${request.id}`} value={file} onChange={choose} error={error} disabled={submit.isPending} />
            <Group justify="flex-end">
              <Button leftSection={<IconUpload size={16} />} loading={submit.isPending} onClick={send}>
                Send this document
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** /jobs/:rappID/other/submissions/:appID: the documents HR asked for after the application. */
export function SubmitDocumentsPage() {
  const { rappID, appID } = useParams();
  const { user } = useSignedInUser();
  const applications = useMyApplications();
  const application = applications.data?.find((a) => String(a.id) === rappID);

  if (application && appID !== String(user.id)) return <Navigate to={submissionsPath(application, user.id)} replace />;

  return (
    <Stack gap="lg">
      <Button component={Link} to="/account/application/status" variant="subtle" leftSection={<IconArrowLeft size={16} />} w="fit-content" px={0}>
        My applications
      </Button>
      {applications.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : !application ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="No such application">
          This application is not one of yours, or it does not exist.
        </Alert>
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                Submit documents
              </Title>
              <Text c="dimmed" fz="sm">
                {application.job_post.position.name} · {application.job_post.department.fullname}. One PDF file for each document HR asks for.
              </Text>
            </Stack>
            <ApplicationStatusBadge status={application.status} />
          </Group>
          {application.document_requests.length === 0 ? (
            <Text c="dimmed">HR has not asked for other documents.</Text>
          ) : (
            application.document_requests.map((request) => <RequestRow key={request.id} applicationId={application.id} request={request} />)
          )}
        </>
      )}
    </Stack>
  );
}
