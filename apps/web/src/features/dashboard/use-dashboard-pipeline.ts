import { useQuery } from "@tanstack/react-query";
import { dashboardApi } from "../../api/dashboard-api.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** GET /dashboard/pipeline, for users who may read quotes. */
export function useDashboardPipeline(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.dashboardPipeline, queryFn: dashboardApi.pipeline, enabled });
}
