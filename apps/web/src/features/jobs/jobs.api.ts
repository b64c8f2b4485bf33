// What the background jobs screen asks the server (/api/jobs, staff).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JOB_SORT_FIELDS, JobStatus } from '@hatira/shared/jobs';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';

export type JobSortField = (typeof JOB_SORT_FIELDS)[number];

export interface JobFilters {
  status?: JobStatus | undefined;
}

const jobKeys = {
  all: ['jobs'] as const,
  list: (params: ListParams<JobSortField>, filters: JobFilters) =>
    [...jobKeys.all, 'list', params, filters] as const,
};

export function jobsQuery(params: ListParams<JobSortField>, filters: JobFilters) {
  return queryOptions({
    queryKey: jobKeys.list(params, filters),
    queryFn: ({ signal }) => api.get('/api/jobs', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/jobs/:id/retry', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
