import { Center, Loader, Text } from "@mantine/core";
import type { TLoginResponse, TMfaChallenge, TTokensResponse } from "@q2c/domain";
import { lazy, Suspense, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PublicPage } from "../../app/layout/public-page.tsx";
import { completeSignIn, safeRedirect } from "../../app/session/sign-in.ts";
import { CredentialsForm } from "./credentials-form.tsx";
import { isProviderPopupReturn } from "./id-token-popup.ts";
import { isMfaChallenge } from "./sign-in-answer.ts";
import { SocialSignIn } from "./social-sign-in.tsx";

// The second step's code (its form, the scheme switch) loads when a sign-in asks for it.
const MfaStep = lazy(() => import("./mfa-step.tsx").then((m) => ({ default: m.MfaStep })));

/** /login: password (or provider) sign-in, then the MFA step when the user has one; then `to` or /. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<TMfaChallenge | null>(null);

  // Inside the provider popup: the opener reads the token from this URL and closes the window.
  if (isProviderPopupReturn()) return <Text p="md">Signing in…</Text>;

  const finish = async (tokens: TTokensResponse) => {
    await completeSignIn(tokens);
    navigate(safeRedirect(params.get("to")), { replace: true });
  };
  const onAnswer = async (answer: TLoginResponse) => {
    if (isMfaChallenge(answer)) setChallenge(answer);
    else await finish(answer);
  };

  if (challenge !== null) {
    return (
      <PublicPage title="Two-step verification" description="Enter a code to finish signing in.">
        <Suspense
          fallback={
            <Center role="status" aria-busy="true" aria-label="Loading">
              <Loader size="sm" />
            </Center>
          }
        >
          <MfaStep challenge={challenge} onSignedIn={finish} onBack={() => setChallenge(null)} />
        </Suspense>
      </PublicPage>
    );
  }
  return (
    <PublicPage title="Sign in" description="Welcome back. Sign in with your work e-mail.">
      <CredentialsForm onAnswer={onAnswer} />
      <SocialSignIn onAnswer={onAnswer} />
    </PublicPage>
  );
}
