import { Badge, Button, SegmentedControl, Stack, Table, VisuallyHidden } from "@mantine/core";
import { JOB_STATES, type TJob, type TJobState } from "@q2c/domain";
import { IconListDetails } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { jobsApi } from "../../api/jobs-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { ErrorText } from "../../app/lists/error-text.tsx";
import { KeysetPagerButtons } from "../../app/lists/list-states.tsx";
import { QueryList } from "../../app/lists/query-list.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { formatDateTime } from "../accounts/format-date.ts";

const COULD_NOT_LOAD = "Could not load the jobs.";
const STATE_LABELS: Record<TJobState, string> = {
  queued: "Queued",
  active: "Active",
  failed: "Failed",
  completed: "Completed",
};
const STATE_COLORS: Record<TJobState, string> = {
  queued: "gray",
  active: "blue",
  failed: "red",
  completed: "green",
};

/**
 * /jobs (platform owner): the job queue of every tenant, newest first, by state: mail and product
 * import chunks, how many tries each made, the last error, and retry for the failed ones (docs/jobs.md).
 */
export default function JobsPage() {
  const [state, setState] = useState<TJobState>("failed");
  const { cursor, pager } = useKeysetCursor(state);
  const jobs = useQuery({
    queryKey: queryKeys.jobPages({ state, ...cursor }),
    queryFn: () => jobsApi.list({ state, ...cursor }),
    placeholderData: keepPreviousData,
    // Jobs move on their own: a queued job becomes active and then completes without anyone asking.
    refetchInterval: 5000,
  });
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: (job: TJob) => jobsApi.retry(job.id),
    onSuccess: () => {
      notifyDone("The job is queued for another try.");
      void client.invalidateQueries({ queryKey: queryKeys.jobs });
    },
    onError: (error) => notifyError(error, { fallback: "The job could not be retried." }),
  });

  const table = (rows: TJob[]) => (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover aria-label="Jobs" aria-busy={jobs.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Queued at</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Tries</Table.Th>
            <Table.Th>Error</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(job.createdAt)}</Table.Td>
              <Table.Td>{job.kind}</Table.Td>
              <Table.Td>{job.summary}</Table.Td>
              <Table.Td>
                <Badge color={STATE_COLORS[job.state]} variant="light">
                  {STATE_LABELS[job.state]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {job.tries} of {job.maxTries}
              </Table.Td>
              <Table.Td>
                <ErrorText error={job.error} />
              </Table.Td>
              <Table.Td>
                {job.state === "failed" ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => retry.mutate(job)}
                    loading={retry.isPending && retry.variables?.id === job.id}
                    aria-label={`Retry ${job.summary}`}
                  >
                    Retry
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Jobs"
        intro="Work that runs after the request that asked for it: mail and product imports, for every tenant. Failed jobs made all their tries; retry gives one more."
      />
      <SegmentedControl
        aria-label="Job state"
        value={state}
        onChange={(value) => setState(value as TJobState)}
        data={JOB_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))}
        style={{ alignSelf: "flex-start" }}
      />
      <QueryList
        query={jobs}
        rows={jobs.data?.data}
        loadingLabel="Loading the jobs"
        notLoaded={COULD_NOT_LOAD}
        keepRowsOnError
        empty={{
          title: `No ${STATE_LABELS[state].toLowerCase()} jobs`,
          description:
            "Mail and product imports run as jobs; they appear here while they wait, run, or after they end.",
          icon: <IconListDetails size={28} aria-hidden />,
        }}
      >
        {table}
      </QueryList>
      <KeysetPagerButtons pager={pager(jobs.data)} label="Job pages" />
    </Stack>
  );
}
