/** Query keys in one place so that invalidations find what they mean to refresh. */
export const queryKeys = {
  authProviders: ["auth", "providers"] as const,
  invite: (token: string) => ["auth", "invite", token] as const,
  user: (id: string) => ["users", id] as const,
  backupCodesCount: (id: string) => ["users", id, "backup-codes"] as const,
  dashboardSummary: ["dashboard", "summary"] as const,
  menuCategories: ["categories", "menu"] as const,
};
