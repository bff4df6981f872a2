import { useMutation } from "@tanstack/react-query";
import { companyApi } from "../../api/company-api.ts";
import { getSessionUser, saveSessionUser } from "../../api/session-storage.ts";
import { usersApi } from "../../api/users-api.ts";

/**
 * Moves the account to a step (PUT /accounts/:id/onboarding-step). The stored user follows at once, so
 * the dashboard and the guard agree; on -1 the user info is reloaded from the server, which lifts the
 * onboarding restriction and brings the full menu.
 */
export function useSetOnboardingStep(accountId: string) {
  return useMutation({
    mutationFn: async (step: number) => {
      const answer = await companyApi.setOnboardingStep(accountId, step);
      const user = getSessionUser();
      if (user === null) return answer;
      if (step === -1) {
        const fresh = await usersApi.get(user.id).catch(() => ({ ...user, accountOnboardingStep: -1 }));
        saveSessionUser(fresh);
      } else {
        saveSessionUser({ ...user, accountOnboardingStep: answer.onboardingStep });
      }
      return answer;
    },
  });
}
