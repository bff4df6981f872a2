import { Button, Divider, Stack } from "@mantine/core";
import { MESSAGES, type TLoginResponse } from "@q2c/domain";
import { IconBrandGoogle, IconBrandWindows } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { authApi } from "../../api/auth-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyError } from "../../app/feedback/notify.tsx";
import { type IdTokenProvider, idTokenPopup, PopupClosedError } from "./id-token-popup.ts";

const PROVIDERS = {
  google: { label: "Sign in with Google", icon: IconBrandGoogle, failure: MESSAGES.googleAuthFailed },
  microsoft: {
    label: "Sign in with Microsoft",
    icon: IconBrandWindows,
    failure: MESSAGES.microsoftAuthFailed,
  },
} as const;

function ProviderButton(props: {
  provider: IdTokenProvider;
  clientId: string;
  onAnswer: (answer: TLoginResponse) => Promise<void>;
}) {
  const { label, icon: Icon, failure } = PROVIDERS[props.provider];
  const signIn = useMutation({
    mutationFn: async () => {
      const idToken = await idTokenPopup(props.provider, props.clientId);
      return props.provider === "google" ? authApi.google(idToken) : authApi.microsoft(idToken);
    },
    onSuccess: props.onAnswer,
    onError: (error) => {
      if (error instanceof PopupClosedError) return;
      notifyError(error, { fallback: failure });
    },
  });
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<Icon size={18} aria-hidden />}
      loading={signIn.isPending}
      onClick={() => signIn.mutate()}
    >
      {label}
    </Button>
  );
}

/**
 * Google and Microsoft buttons, each only when the server has the provider configured and the web
 * knows the provider's client id (a button that cannot work is not shown).
 */
export function SocialSignIn({ onAnswer }: { onAnswer: (answer: TLoginResponse) => Promise<void> }) {
  const providers = useQuery({
    queryKey: queryKeys.authProviders,
    queryFn: authApi.providers,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const usable = (Object.keys(PROVIDERS) as IdTokenProvider[]).flatMap((provider) => {
    const config = providers.data?.[provider];
    return config?.configured && config.clientId !== null ? [{ provider, clientId: config.clientId }] : [];
  });
  if (usable.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {usable.map(({ provider, clientId }) => (
        <ProviderButton key={provider} provider={provider} clientId={clientId} onAnswer={onAnswer} />
      ))}
    </Stack>
  );
}
