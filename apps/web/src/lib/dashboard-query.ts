// The dashboard's one request (packages/shared/src/dashboard.ts): the server decides what the
// caller may see, so the page only asks and renders the kind of answer it gets. In lib because the
// plan warning on every event page (components/plan-warning) reads the same answer.
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.get('/api/dashboard', { signal }),
  });
