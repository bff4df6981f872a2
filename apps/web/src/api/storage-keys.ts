/** Local storage keys of foundation §3 ("Local browser storage"), plus the refresh token we need. */
export const STORAGE_KEYS = {
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  userInfo: "userInfo",
  userAccounts: "userAccounts",
  accountId: "accountId",
  loginBranding: "loginBranding",
  hardwareImportGroupIds: "hardwareImportGroupIds",
} as const;
