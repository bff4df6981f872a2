import { Stack, Title } from "@mantine/core";
import { useRequiredUser } from "../../app/session/use-session.ts";
import { MfaSection } from "./mfa-section.tsx";
import { ProfileForm } from "./profile-form.tsx";

/** /user/profile: the signed-in user's details and sign-in security. */
export default function ProfilePage() {
  const user = useRequiredUser();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Profile
      </Title>
      <ProfileForm user={user} />
      <MfaSection user={user} />
    </Stack>
  );
}
